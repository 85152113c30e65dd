// What a product is sold under: shipping rules with their places, tax rules and bundle deals.
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import { insertMany, insertReturningIds, type SeedContext } from './rows.ts';

export async function seedShipping({ db, ts }: SeedContext) {
  const ruleIds = await insertReturningIds(db, 'shipping_rules', [
    { title: 'Standard delivery', single_price: 0, ...ts },
    { title: 'Heavy items', single_price: 0, ...ts },
    { title: 'Free delivery', single_price: 1, ...ts },
  ]);
  const places: Insertable<Database['shipping_places']>[] = [];
  /** The demo's pickup points, one per country whose places offer pickup (invented addresses). */
  const PICKUP_POINTS: Record<
    string,
    Pick<
      Insertable<Database['shipping_places']>,
      'pickup_address_line_1' | 'pickup_city' | 'pickup_zip' | 'pickup_phone' | 'pickup_country'
    >
  > = {
    AF: {
      pickup_address_line_1: 'Shop 4, Shahr-e Naw Market',
      pickup_city: 'Kabul',
      pickup_zip: '1001',
      pickup_phone: '+93 20 000 0101',
      pickup_country: 'AF',
    },
    AE: {
      pickup_address_line_1: 'Unit 12, Al Quoz Industrial Area 3',
      pickup_city: 'Dubai',
      pickup_zip: null,
      pickup_phone: '+971 4 000 0102',
      pickup_country: 'AE',
    },
    TR: {
      pickup_address_line_1: 'Bağdat Caddesi 120',
      pickup_city: 'Istanbul',
      pickup_zip: '34728',
      pickup_phone: '+90 216 000 0103',
      pickup_country: 'TR',
    },
    GB: {
      pickup_address_line_1: '18 Commercial Street',
      pickup_city: 'London',
      pickup_zip: 'E1 6LP',
      pickup_phone: '+44 20 0000 0104',
      pickup_country: 'GB',
    },
  };
  const countries: [string, string | null, number][] = [
    ['AF', 'BDS', 0],
    ['AF', null, 0],
    ['US', null, 1],
    ['AE', null, 2],
    ['FR', null, 3],
    ['TR', null, 4],
    ['IN', null, 5],
    ['GB', null, 6],
  ];
  ruleIds.forEach((rid, r) => {
    for (const [country, state, k] of countries) {
      const price = r === 2 ? 0 : (r === 0 ? 300 : 1200) + k * 150;
      places.push({
        shipping_rule_id: rid,
        country,
        state,
        price,
        pickup_price: r === 2 ? 0 : Math.round(price / 3),
        pickup_point: k % 2 === 0 ? 1 : 0,
        day_needed: 2 + k,
        // A pickup point has an address to pick up from (issue 37 item 5); a place without one has none.
        ...(k % 2 === 0 ? PICKUP_POINTS[country] : {}),
        pickup_city: k % 2 === 0 ? (PICKUP_POINTS[country]?.pickup_city ?? null) : null,
      });
    }
  });
  await insertMany(db, 'shipping_places', places);
  const taxIds = await insertReturningIds(db, 'tax_rules', [
    { title: 'VAT 5%', type: 2, price: 5, ...ts },
    { title: 'VAT 18%', type: 2, price: 18, ...ts },
  ]);
  const bundleIds = await insertReturningIds(db, 'bundle_deals', [
    { title: 'Buy 2, get 1 free', buy: 2, free: 1, status: 1, ...ts },
    { title: 'Buy 3, get 1 free', buy: 3, free: 1, status: 1, ...ts },
  ]);
  return { ruleIds, taxIds, bundleIds };
}
