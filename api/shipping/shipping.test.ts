// The shipping and tax rules' admin API (issue 35 item 5) on SQLite and PostgreSQL: rules and places made,
// changed and deleted, each audited; a pickup point without its address and phone refused, and places outside
// the countries list; a rule still used by products not deleted; the cart's, checkout's and order's totals
// follow an edited rule to the minor unit; a visitor, a shopper and a seller get the envelope's 404 on every
// endpoint and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '#contract/endpoint.ts';
import { shippingEndpoints } from '#contract/shipping/endpoints.ts';
import { ShippingMessages as M, ruleUsedMessage } from '#contract/shipping/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { issueToken } from '../lib/auth.ts';
import { seededVariants } from '../cart/fixture.ts';
import {
  callApi,
  demoAdminToken,
  setStock,
  shopperToken as shopperTokenOf,
  usAddress,
  useApiOver,
} from '../test-api.ts';

const dialects = await dialectsUnderTest();

const PICKUP = {
  pickup_point: 'on',
  pickup_price: '150',
  pickup_phone: '+971 4 000 0199',
  pickup_address_line_1: 'Unit 7, Marina Walk',
  pickup_city: 'Dubai',
  pickup_country: 'AE',
};

describe.each(dialects)('shipping and tax admin API on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  let adminToken = '';
  let shopperToken = '';
  let sellerToken = '';
  const admin = (path: string, body?: unknown) =>
    callApi(fx.api, body === undefined ? 'GET' : 'POST', path, { body, token: adminToken });
  const audits = (subject: string, id: number) =>
    fx.tdb.db
      .selectFrom('admin_audit')
      .select(['action', 'admin_id'])
      .where('subject', '=', subject)
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
  const count = async (table: 'admin_audit' | 'shipping_rules' | 'shipping_places' | 'tax_rules') =>
    Number(
      (
        await fx.tdb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    adminToken = await demoAdminToken(fx.api);
    shopperToken = await shopperTokenOf(fx.tdb.db);
    const seller = await fx.tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    sellerToken = (await issueToken(fx.tdb.db, seller.user_id!, new Date())).token;
  }, 180_000);

  it('answers the envelope 404 to a visitor, a shopper, a seller and a bad token on every endpoint, writing nothing', async () => {
    const tables = ['admin_audit', 'shipping_rules', 'shipping_places', 'tax_rules'] as const;
    const before = await Promise.all(tables.map(count));
    const bodies: Record<string, unknown> = {
      adminShippingRuleSave: { title: 'Hacked', single_price: 1 },
      adminShippingPlaceSave: { shipping_rule_id: 1, country: 'US', price: 1, day_needed: 1 },
      adminTaxRuleSave: { title: 'Hacked', type: 2, price: 90 },
    };
    for (const [key, e] of Object.entries(shippingEndpoints) as [string, EndpointDef][]) {
      const body = e.method === 'POST' ? (bodies[key] ?? { id: 1 }) : undefined;
      for (const token of [undefined, shopperToken, sellerToken, 'x'.repeat(43)]) {
        const r = await callApi(fx.api, e.method, `/${e.path}`, { body, token });
        expect([key, r.status, r.data]).toEqual([key, 404, { form: ['Not found'] }]);
      }
    }
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('makes a rule with a delivery place and a pickup point, changes and deletes them, each audited', async () => {
    const made = await admin('/admin/shipping-rules/save', {
      title: 'Gulf couriers',
      single_price: '',
    });
    expect(made, JSON.stringify(made)).toMatchObject({ status: 200, message: M.ruleSaved });
    const ruleId = made.data.id as number;
    const place = await admin('/admin/shipping-places/save', {
      shipping_rule_id: ruleId,
      country: 'ae',
      state: 'DU',
      price: '900',
      day_needed: '3',
      ...PICKUP,
    });
    expect(place, JSON.stringify(place)).toMatchObject({ status: 200, message: M.placeSaved });
    const list = await admin('/admin/shipping-rules');
    const rule = (list.data.rules as { id: number }[]).find((r) => r.id === ruleId);
    expect(rule).toEqual({
      id: ruleId,
      title: 'Gulf couriers',
      single_price: 0,
      products: 0,
      stores: 0,
      places: [
        {
          id: place.data.id,
          shipping_rule_id: ruleId,
          country: 'AE',
          state: 'DU',
          price: 900,
          pickup_price: 150,
          pickup_point: 1,
          day_needed: 3,
          pickup_phone: '+971 4 000 0199',
          pickup_address_line_1: 'Unit 7, Marina Walk',
          pickup_address_line_2: null,
          pickup_city: 'Dubai',
          pickup_state: null,
          pickup_zip: null,
          pickup_country: 'AE',
        },
      ],
    });
    // The same country and state twice in one rule is refused; so is a state of another country.
    const twice = await admin('/admin/shipping-places/save', {
      shipping_rule_id: ruleId,
      country: 'AE',
      state: 'DU',
      price: '1',
      day_needed: '1',
    });
    expect(twice).toMatchObject({ status: 201, data: { form: [M.placeTaken] } });
    const foreign = await admin('/admin/shipping-places/save', {
      shipping_rule_id: ruleId,
      country: 'AE',
      state: 'CA',
      price: '1',
      day_needed: '1',
    });
    expect(foreign).toMatchObject({ status: 201, data: { form: [M.badState] } });
    const nowhere = await admin('/admin/shipping-places/save', {
      shipping_rule_id: ruleId,
      country: 'ZZ',
      price: '1',
      day_needed: '1',
    });
    expect(nowhere).toMatchObject({ status: 201, data: { form: [M.badCountry] } });
    // Pickup switched off: the place keeps no pickup address.
    const off = await admin('/admin/shipping-places/save', {
      id: place.data.id,
      shipping_rule_id: ruleId,
      country: 'AE',
      state: 'DU',
      price: '950',
      day_needed: '2',
      ...PICKUP,
      pickup_point: '',
    });
    expect(off.status, JSON.stringify(off)).toBe(200);
    const row = await fx.tdb.db
      .selectFrom('shipping_places')
      .selectAll()
      .where('id', '=', place.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      price: 950,
      pickup_point: 0,
      pickup_price: 0,
      pickup_address_line_1: null,
    });
    expect(
      (
        await admin('/admin/shipping-rules/save', {
          id: ruleId,
          title: 'Gulf express',
          single_price: 'on',
        })
      ).status,
    ).toBe(200);
    expect((await admin('/admin/shipping-places/delete', { id: place.data.id })).status).toBe(200);
    expect((await admin('/admin/shipping-places/delete', { id: place.data.id })).status).toBe(404);
    expect((await admin('/admin/shipping-rules/delete', { id: ruleId })).status).toBe(200);
    expect((await admin('/admin/shipping-rules/delete', { id: ruleId })).status).toBe(404);
    expect((await audits('shipping_rule', ruleId)).map((a) => a.action)).toEqual([
      'shipping_rule:create',
      'shipping_rule:update',
      'shipping_rule:delete',
    ]);
    expect((await audits('shipping_place', place.data.id)).map((a) => a.action)).toEqual([
      'shipping_place:create',
      'shipping_place:update',
      'shipping_place:delete',
    ]);
  });

  it('refuses a pickup point without its full address and phone, and bad figures, with clear messages', async () => {
    const rule = await admin('/admin/shipping-rules/save', { title: 'Pickup only here' });
    const before = await count('shipping_places');
    const bare = await admin('/admin/shipping-places/save', {
      shipping_rule_id: rule.data.id,
      country: 'AE',
      price: '100',
      day_needed: '1',
      pickup_point: 'on',
      pickup_address_line_1: '  ',
    });
    expect(bare.status).toBe(201);
    expect(bare.data.form).toContain(M.pickupAddress);
    const badPhone = await admin('/admin/shipping-places/save', {
      shipping_rule_id: rule.data.id,
      country: 'AE',
      price: '100',
      day_needed: '1',
      ...PICKUP,
      pickup_phone: 'call me',
    });
    expect(badPhone).toMatchObject({ status: 201, data: { form: ['Invalid number'] } });
    for (const [field, value, message] of [
      ['price', '-1', M.badAmount],
      ['price', '1.5', M.badAmount],
      ['price', '100000001', M.badAmount],
      ['day_needed', '366', M.badDays],
    ] as const) {
      const r = await admin('/admin/shipping-places/save', {
        shipping_rule_id: rule.data.id,
        country: 'AE',
        price: '100',
        day_needed: '1',
        [field]: value,
      });
      expect([field, value, r.status, r.data.form]).toEqual([field, value, 201, [message]]);
    }
    const missing = await admin('/admin/shipping-places/save', {
      shipping_rule_id: 999_999,
      country: 'AE',
      price: '100',
      day_needed: '1',
    });
    expect(missing.status).toBe(404);
    expect(await count('shipping_places')).toBe(before);
    const untitled = await admin('/admin/shipping-rules/save', { title: ' ' });
    expect(untitled).toMatchObject({ status: 201, data: { form: ['title is required'] } });
    const percent = await admin('/admin/tax-rules/save', {
      title: 'Too much',
      type: '2',
      price: '101',
    });
    expect(percent).toMatchObject({ status: 201, data: { form: [M.badPercent] } });
    const kind = await admin('/admin/tax-rules/save', { title: 'Odd', type: '3', price: '1' });
    expect(kind).toMatchObject({ status: 201, data: { form: ['type is required'] } });
  });

  it('keeps the totals of the cart, checkout and order exact to the minor unit after each rule change', async () => {
    // A plain product at 12.00 of its own rules, so the seed's are untouched.
    const p = (await seededVariants(fx.tdb.db)).find(
      (i) => i.attrs === 0 && i.variants === 1 && !i.bundle_deal_id,
    )!;
    const rule = (await admin('/admin/shipping-rules/save', { title: 'Exact post' })).data
      .id as number;
    const place = await admin('/admin/shipping-places/save', {
      shipping_rule_id: rule,
      country: 'US',
      price: '700',
      day_needed: '4',
    });
    const tax = (await admin('/admin/tax-rules/save', { title: 'Levy', type: '1', price: '125' }))
      .data.id as number;
    await fx.tdb.db
      .updateTable('products')
      .set({ selling: 1200, offered: 0, shipping_rule_id: rule, tax_rule_id: tax })
      .where('id', '=', p.product_id)
      .execute();
    await setStock(fx.tdb.db, p.inventory_id, 50);
    const guest = 'guestTAX1234567890abc';
    const post = (path: string, body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', path, { body: { user_token: guest, ...body } });
    await post('/cart/action', { product_id: p.product_id, quantity: 2 });
    await post('/user/address/action', {
      ...usAddress('Ada Buyer', 'tax@example.com'),
      default: 1,
    });
    const summary = async () =>
      (await callApi(fx.api, 'GET', `/cart/summary?user_token=${guest}`)).data as Record<
        string,
        unknown
      >;
    // Flat 1.25 added per unit: 24.00 + 2.50 + 7.00.
    expect(await summary()).toMatchObject({
      subtotal: 24,
      tax: 2.5,
      tax_included: 0,
      shipping: 7,
      total: 33.5,
    });
    // 20 % included: 1200 × 20 ÷ 120 = 200 a unit, inside the price.
    expect(
      (await admin('/admin/tax-rules/save', { id: tax, title: 'Levy', type: '2', price: '20' }))
        .status,
    ).toBe(200);
    expect(await summary()).toMatchObject({
      subtotal: 24,
      tax: 4,
      tax_included: 4,
      shipping: 7,
      total: 31,
    });
    // 7 % included: 1200 × 7 ÷ 107 = 78.5… → 79 a unit.
    await admin('/admin/tax-rules/save', { id: tax, title: 'Levy', type: '2', price: '7' });
    expect(await summary()).toMatchObject({ tax: 1.58, tax_included: 1.58, total: 31 });
    // The place's delivery price, and the single price per order.
    await admin('/admin/shipping-places/save', {
      id: place.data.id,
      shipping_rule_id: rule,
      country: 'US',
      price: '955',
      day_needed: '4',
    });
    expect(await summary()).toMatchObject({ shipping: 9.55, total: 33.55 });
    // The order keeps those figures.
    await admin('/admin/tax-rules/save', { id: tax, title: 'Levy', type: '1', price: '33' });
    expect(await summary()).toMatchObject({ tax: 0.66, total: 34.21 });
    const placed = await post('/order/action', { order_method: 2 });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const order = await fx.tdb.db
      .selectFrom('orders')
      .select(['subtotal', 'tax', 'shipping_price', 'total_amount'])
      .where('id', '=', placed.data.id as number)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ subtotal: 2400, tax: 66, shipping_price: 955, total_amount: 3421 });
    // Both rules are used now: their deletes are refused with the count, and nothing goes.
    const list = await admin('/admin/tax-rules');
    expect((list.data.rules as { id: number }[]).find((r) => r.id === tax)).toMatchObject({
      products: 1,
      stores: 1,
    });
    expect(await admin('/admin/tax-rules/delete', { id: tax })).toMatchObject({
      status: 201,
      data: { form: [ruleUsedMessage(1)] },
    });
    expect(await admin('/admin/shipping-rules/delete', { id: rule })).toMatchObject({
      status: 201,
      data: { form: [ruleUsedMessage(1)] },
    });
    expect(await audits('tax_rule', tax)).toHaveLength(4);
  });
});
