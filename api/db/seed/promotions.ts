// Promotions: flash sales (one running, one upcoming) and vouchers.
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import { SEED_TR } from './catalog-data.ts';
import { bannerSvg } from './images.ts';
import type { SeededProducts } from './products.ts';
import { insertMany, insertReturningIds, sqlTime, type SeedContext } from './rows.ts';

const day = 86400000;

export async function seedFlashSales(
  { db, rnd, images, now, ts, addTr }: SeedContext,
  { productRows, productIds, publicIdx }: SeededProducts,
  stock: Map<number, number>,
): Promise<void> {
  images.pair(
    'flash-weekend.svg',
    bannerSvg('Weekend Mega Sale', 350, 1200, 400),
    bannerSvg('Weekend Mega Sale', 350, 600, 200),
  );
  images.pair(
    'flash-nights.svg',
    bannerSvg('Ramadan Nights', 260, 1200, 400),
    bannerSvg('Ramadan Nights', 260, 600, 200),
  );
  const saleIds = await insertReturningIds(db, 'flash_sales', [
    {
      title: 'Weekend Mega Sale',
      slug: 'weekend-mega-sale',
      image: 'flash-weekend.svg',
      start_time: sqlTime(new Date(now.getTime() - day)),
      end_time: sqlTime(new Date(now.getTime() + 3 * day)),
      status: 1,
      ...ts,
    },
    {
      title: 'Ramadan Nights',
      slug: 'ramadan-nights',
      image: 'flash-nights.svg',
      start_time: sqlTime(new Date(now.getTime() + 5 * day)),
      end_time: sqlTime(new Date(now.getTime() + 8 * day)),
      status: 1,
      ...ts,
    },
  ]);
  SEED_TR.flashSales.forEach((tr, k) => addTr('flash_sales', saleIds[k]!, 'title', tr));
  const flashRows: Insertable<Database['flash_sale_products']>[] = [];
  const inStock = publicIdx.filter((i) => (stock.get(productIds[i]!) ?? 0) > 0);
  saleIds.forEach((sid, k) => {
    rnd.sample(inStock, Math.min(14, inStock.length)).forEach((i) => {
      flashRows.push({
        flash_sale_id: sid,
        product_id: productIds[i]!,
        price: Math.round((productRows[i]!.selling as number) * (0.6 + 0.1 * k)),
      });
    });
  });
  await insertMany(db, 'flash_sale_products', flashRows);
}

export async function seedVouchers({ db, now, ts }: SeedContext): Promise<void> {
  // Vouchers: title, code, type (1 an amount off, 2 a percentage), price (minor units or percent), cap,
  // minimum spend, usage limit, limit per customer, and the days from now they start and end.
  const vouchers = [
    ['Welcome 10% off', 'WELCOME10', 2, 10, 2000, 5000, 1000, 1, -30, 365],
    ['$5 off orders over $30', 'SAVE5', 1, 500, null, 3000, 5000, 3, -30, 90],
    ['15% off big baskets', 'BIGBASKET15', 2, 15, 10000, 30000, 200, 1, -5, 60],
    ['Summer sale (ended)', 'SUMMER25', 2, 25, 5000, 0, 100, 1, -120, -30],
  ] as const;
  await insertMany(
    db,
    'vouchers',
    vouchers.map(([title, code, type, price, cap, minSpend, usage, perCustomer, from, to]) => ({
      title,
      code,
      type,
      price,
      capped_price: cap,
      min_spend: minSpend,
      usage_limit: usage,
      limit_per_customer: perCustomer,
      status: 1,
      start_time: sqlTime(new Date(now.getTime() + from * day)),
      end_time: sqlTime(new Date(now.getTime() + to * day)),
      ...ts,
    })),
  );
}
