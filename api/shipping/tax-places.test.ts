// Tax rules by country and state (issue 35 item 5, decision 148) on SQLite and PostgreSQL: a rule's rate in a
// country (every state) and in one state, each audited, a second rate for the same place refused by the check
// and by the unique index at once; the cart summary and the placed order are taxed at the address's rate to
// the minor unit — the state's, else the country's, else the rule's own — and a deleted rate gives the rule's.
import { beforeAll, describe, expect, it } from 'vitest';
import { ShippingMessages as M } from '#contract/shipping/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { seededVariants } from '../cart/fixture.ts';
import { callApi, demoAdminToken, setStock, usAddress, useApiOver } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('tax rates by place on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  let adminToken = '';
  const admin = (path: string, body?: unknown) =>
    callApi(fx.api, body === undefined ? 'GET' : 'POST', path, { body, token: adminToken });

  beforeAll(async () => {
    adminToken = await demoAdminToken(fx.api);
  }, 180_000);

  it("taxes an address at its state's rate, else its country's, else the rule's own; the order keeps it", async () => {
    const p = (await seededVariants(fx.tdb.db)).find(
      (i) => i.attrs === 0 && i.variants === 1 && !i.bundle_deal_id,
    )!;
    const rule = (await admin('/admin/shipping-rules/save', { title: 'Tax post' })).data
      .id as number;
    await admin('/admin/shipping-places/save', {
      shipping_rule_id: rule,
      country: 'US',
      price: '500',
      day_needed: '2',
    });
    const tax = (await admin('/admin/tax-rules/save', { title: 'Sales tax', type: 1, price: 100 }))
      .data.id as number;
    await fx.tdb.db
      .updateTable('products')
      .set({ selling: 2000, offered: 0, shipping_rule_id: rule, tax_rule_id: tax })
      .where('id', '=', p.product_id)
      .execute();
    await setStock(fx.tdb.db, p.inventory_id, 50);
    const guest = `guestTAXPLACE${dialect}`.padEnd(24, 'x');
    const post = (path: string, body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', path, { body: { user_token: guest, ...body } });
    const summary = async () =>
      (await callApi(fx.api, 'GET', `/cart/summary?user_token=${guest}`)).data as Record<
        string,
        unknown
      >;
    await post('/cart/action', { product_id: p.product_id, quantity: 2 });
    // No address yet: the rule's own 1.00 a unit.
    expect(await summary()).toMatchObject({ subtotal: 40, tax: 2 });

    const country = await admin('/admin/tax-rules/places/save', {
      tax_rule_id: tax,
      country: 'us',
      price: 250,
    });
    expect(country.status, JSON.stringify(country)).toBe(200);
    const ny = await admin('/admin/tax-rules/places/save', {
      tax_rule_id: tax,
      country: 'US',
      state: 'NY',
      price: 375,
    });
    expect(ny.status, JSON.stringify(ny)).toBe(200);
    // The same place again: refused, also when two saves race (the unique index keeps one).
    const again = await admin('/admin/tax-rules/places/save', {
      tax_rule_id: tax,
      country: 'US',
      state: 'NY',
      price: 1,
    });
    expect([again.status, again.data.form]).toEqual([201, [M.taxPlaceTaken]]);
    const race = await Promise.all(
      [1, 2, 3, 4].map(() =>
        admin('/admin/tax-rules/places/save', { tax_rule_id: tax, country: 'CA', price: 5 }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 201, 201, 201]);
    // Unknown places and a percent above 100 are refused with their messages.
    for (const [body, message] of [
      [{ tax_rule_id: tax, country: 'ZZ', price: 1 }, M.badCountry],
      [{ tax_rule_id: tax, country: 'US', state: 'QQ', price: 1 }, M.badState],
    ] as const) {
      const r = await admin('/admin/tax-rules/places/save', body);
      expect([r.status, r.data.form]).toEqual([201, [message]]);
    }
    const listed = (await admin('/admin/tax-rules')).data.rules as {
      id: number;
      places: { country: string; state: string | null; price: number }[];
    }[];
    expect(
      listed.find((r) => r.id === tax)!.places.map((x) => [x.country, x.state ?? null, x.price]),
    ).toEqual([
      ['CA', null, 5],
      ['US', null, 250],
      ['US', 'NY', 375],
    ]);
    const audited = await fx.tdb.db
      .selectFrom('admin_audit')
      .select('action')
      .where('subject', '=', 'tax_rule')
      .where('subject_id', '=', tax)
      .execute();
    expect(audited.filter((a) => a.action === 'tax_rule:place')).toHaveLength(3);

    // An address in the US without a state: the country's 2.50.
    await post('/user/address/action', { ...usAddress('Ada Tax', 'tax@example.com'), default: 1 });
    expect(await summary()).toMatchObject({ subtotal: 40, tax: 5, shipping: 5, total: 50 });
    // In New York: the state's 3.75 — and the placed order is stored so.
    await post('/user/address/action', {
      ...usAddress('Ada Tax', 'tax@example.com'),
      state: 'NY',
      default: 1,
    });
    expect(await summary()).toMatchObject({ subtotal: 40, tax: 7.5, shipping: 5, total: 52.5 });
    const placed = await post('/order/action', { order_method: 2 });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const order = await fx.tdb.db
      .selectFrom('orders')
      .select(['subtotal', 'tax', 'shipping_price', 'total_amount'])
      .where('id', '=', placed.data.id as number)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ subtotal: 4000, tax: 750, shipping_price: 500, total_amount: 5250 });
    const line = await fx.tdb.db
      .selectFrom('ordered_products')
      .select('tax_price')
      .where('order_id', '=', placed.data.id as number)
      .executeTakeFirstOrThrow();
    expect(line.tax_price).toBe(375);

    // The state's rate deleted: New York is taxed at the country's rate again.
    await post('/cart/action', { product_id: p.product_id, quantity: 2 });
    const del = await admin('/admin/tax-rules/places/delete', { id: ny.data.id });
    expect(del.status, JSON.stringify(del)).toBe(200);
    expect(await summary()).toMatchObject({ tax: 5 });
    expect((await admin('/admin/tax-rules/places/delete', { id: ny.data.id })).status).toBe(404);
  });
});
