// Cart, wishlist, compare list and vouchers (issue 6), in-process on SQLite and PostgreSQL: stock and limits,
// prices only from the database, totals, ownership of every line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import {
  CartLinesSchema,
  CartSummarySchema,
  ListPageSchema,
  VoucherPageSchema,
} from '#contract/api/cart.ts';
import { createApi } from './app.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from './db/test-db.ts';
import { issueToken } from './lib/auth.ts';

const dialects = await dialectsUnderTest();
type Body = { status: number; message: string; data: any; token: string | null };

describe.each(dialects)('cart on %s', (dialect) => {
  let tdb: TestDatabase;
  let api: ReturnType<typeof createApi>;
  const now = new Date();
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    opts: { body?: unknown; token?: string } = {},
  ) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await api.request(path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return (await res.json()) as Body;
  };
  const parse = <T>(schema: { parse: (v: unknown) => T }, b: Body) =>
    envelopeSchema(schema as never).parse(b).data as T;

  // Products of the seeded catalogue, found by what they are.
  let plain: {
    product_id: number;
    inventory_id: number;
    stock: number;
    store_id: number;
    selling: number;
  };
  let variant: { product_id: number; inventory_id: number; store_id: number; price: number };
  let bundle: {
    product_id: number;
    inventory_id: number;
    buy: number;
    free: number;
    store_id: number;
  };
  let soldOut: { product_id: number; inventory_id: number };

  async function userToken(email: string) {
    const t = new Date().toISOString();
    const row = await tdb.db
      .insertInto('users')
      .values({ name: email, email, verified: 1, created_at: t, updated_at: t })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, token: (await issueToken(tdb.db, row.id, new Date())).token };
  }

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 320 });
    api = createApi({
      db: tdb.db,
      dialect: tdb.dialect,
      uploadsDir: tdb.uploadsDir,
      publicUrl: 'https://shop.test',
    });
    const { db } = tdb;
    const flashIds = db.selectFrom('flash_sale_products').select('product_id');
    const invs = await db
      .selectFrom('inventories as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .leftJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
      .select([
        'i.id as inventory_id',
        'i.product_id',
        'i.quantity',
        'i.price',
        'p.store_id',
        'p.selling',
        'p.offered',
        'p.bundle_deal_id',
        (eb) => eb.fn.count<number>('ia.id').as('attrs'),
      ])
      .where('p.status', '=', 1)
      .where('p.id', 'not in', flashIds)
      .groupBy([
        'i.id',
        'i.product_id',
        'i.quantity',
        'i.price',
        'p.store_id',
        'p.selling',
        'p.offered',
        'p.bundle_deal_id',
      ])
      .orderBy('i.id')
      .execute();
    const counts = new Map<number, number>();
    for (const i of invs) counts.set(i.product_id, (counts.get(i.product_id) ?? 0) + 1);
    const p = invs.find(
      (i) =>
        Number(i.attrs) === 0 &&
        counts.get(i.product_id) === 1 &&
        i.quantity >= 5 &&
        !i.bundle_deal_id &&
        Number(i.offered) === 0,
    );
    if (!p) throw new Error('no plain product');
    // A known stock below the line maximum.
    await db
      .updateTable('inventories')
      .set({ quantity: 10 })
      .where('id', '=', p.inventory_id)
      .execute();
    await db
      .updateTable('products')
      .set({ selling: 1200, offered: 0 })
      .where('id', '=', p.product_id)
      .execute();
    plain = {
      product_id: p.product_id,
      inventory_id: p.inventory_id,
      stock: 10,
      store_id: p.store_id!,
      selling: 1200,
    };
    const v =
      invs.find(
        (i) =>
          Number(i.attrs) > 0 &&
          i.quantity >= 3 &&
          i.price > 0 &&
          i.store_id !== p.store_id &&
          !i.bundle_deal_id,
      ) ??
      invs.find(
        (i) =>
          Number(i.attrs) > 0 && i.quantity >= 3 && i.store_id !== p.store_id && !i.bundle_deal_id,
      );
    if (!v) throw new Error('no variant');
    variant = {
      product_id: v.product_id,
      inventory_id: v.inventory_id,
      store_id: v.store_id!,
      price: v.price > 0 ? v.price : Number(v.offered) > 0 ? Number(v.offered) : v.selling,
    };
    const b = invs.find(
      (i) =>
        i.bundle_deal_id &&
        i.quantity >= 5 &&
        Number(i.attrs) === 0 &&
        counts.get(i.product_id) === 1,
    );
    if (!b) throw new Error('no bundle');
    const deal = await db
      .selectFrom('bundle_deals')
      .selectAll()
      .where('id', '=', b.bundle_deal_id!)
      .executeTakeFirstOrThrow();
    bundle = {
      product_id: b.product_id,
      inventory_id: b.inventory_id,
      buy: deal.buy,
      free: deal.free,
      store_id: b.store_id!,
    };
    const s = invs.find(
      (i) =>
        i.quantity >= 3 &&
        i.product_id !== p.product_id &&
        i.product_id !== v.product_id &&
        i.product_id !== b.product_id,
    );
    if (!s) throw new Error('no sold out');
    await db
      .updateTable('inventories')
      .set({ quantity: 0 })
      .where('id', '=', s.inventory_id)
      .execute();
    soldOut = { product_id: s.product_id, inventory_id: s.inventory_id };
  }, 180_000);
  afterAll(async () => {
    await tdb?.close();
  });

  it("adds for a guest with the spec's refusals, and never takes a price from the client", async () => {
    const guest = 'guestCART1234567890ab';
    const add = (body: Record<string, unknown>) =>
      call('POST', '/cart/action', { body: { user_token: guest, ...body } });
    expect((await add({ product_id: variant.product_id, quantity: 1 })).data.form).toEqual([
      'Please select all required attributes.',
    ]);
    expect(
      (
        await add({
          product_id: soldOut.product_id,
          inventory_id: soldOut.inventory_id,
          quantity: 1,
        })
      ).data.form,
    ).toEqual(['This product is out of stock.']);
    expect(
      (await add({ product_id: plain.product_id, quantity: plain.stock + 1 })).data.form,
    ).toEqual(['Product quantity exceeds inventory.']);
    for (const quantity of [-1, 0, 1.5, 'abc', '', null])
      expect(
        (await add({ product_id: plain.product_id, quantity })).data.form,
        String(quantity),
      ).toEqual(['Must have minimum 1 item.']);
    expect((await add({ product_id: plain.product_id, quantity: 1e9 })).data.form).toEqual([
      'Maximum quantity exceeds.',
    ]);
    const ok = await add({
      product_id: plain.product_id,
      quantity: 2,
      price: 0.01,
      selling: 0.01,
      unit_price: 0.01,
    });
    expect(ok).toMatchObject({ status: 200, message: 'Product successfully added to cart' });
    expect(
      (
        await add({
          product_id: variant.product_id,
          inventory_id: variant.inventory_id,
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    const mine = lines.find((l) => l.product_id === plain.product_id)!;
    expect(mine.quantity).toBe(2);
    expect(mine.unit_price).toBe(plain.selling / 100); // the database's price, not the 0.01 sent
    const v = lines.find((l) => l.product_id === variant.product_id)!;
    expect(v.unit_price).toBe(variant.price / 100); // a variant's own price
    expect(
      v.updated_inventory!.inventory_attributes[0]!.attribute_value!.attribute!.title,
    ).toBeTruthy();
    expect(new Set(lines.map((l) => l.store!.id)).size).toBe(2);
    // Adding again raises the line, within stock.
    await add({ product_id: plain.product_id, quantity: 1 });
    const again = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(again.find((l) => l.product_id === plain.product_id)!.quantity).toBe(3);
    expect(again).toHaveLength(2);
    const profile = await call('GET', `/user/profile?user_token=${guest}`);
    expect(profile.data.cart_count).toBe(4);
  });

  it('sums the selected lines: bundle deals, included tax, shipping to the default address, unshippable lines', async () => {
    const guest = 'guestSUM1234567890abc';
    const add = (body: Record<string, unknown>) =>
      call('POST', '/cart/action', { body: { user_token: guest, ...body } });
    await add({ product_id: bundle.product_id, quantity: bundle.buy });
    await add({ product_id: plain.product_id, quantity: 1 });
    let s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    const b = lines.find((l) => l.product_id === bundle.product_id)!;
    expect(b.free_units).toBe(bundle.free);
    expect(s.bundle_offer).toBeCloseTo(b.unit_price! * bundle.free, 2);
    expect(s.subtotal).toBeCloseTo(s.items - s.bundle_offer, 2);
    expect(s.tax_included).toBeGreaterThan(0);
    expect(s.shipping).toBeNull(); // no address yet
    expect(s.total).toBeCloseTo(s.subtotal, 2);
    // Uncheck one line: only the other counts.
    const plainLine = lines.find((l) => l.product_id === plain.product_id)!;
    expect(
      (
        await call('POST', '/cart/change', {
          body: { user_token: guest, checked: [], unchecked: [plainLine.id] },
        })
      ).data,
    ).toBe(true);
    s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    expect(s.selected_count).toBe(bundle.buy);
    // An address the shop ships to: shipping appears; one it does not: the line is unshippable.
    const addr = {
      name: 'G',
      email: 'g@example.com',
      phone: '+1 555 010 2030',
      country: 'US',
      city: 'NYC',
      zip: '10001',
      address_1: '1 Main',
      user_token: guest,
    };
    expect((await call('POST', '/user/address/action', { body: addr })).status).toBe(200);
    s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    expect(s.shipping).not.toBeNull();
    expect(s.unshippable).toEqual([]);
    expect(s.total).toBeCloseTo(s.subtotal + s.shipping!, 2);
    const far = await call('POST', '/user/address/action', {
      body: { ...addr, country: 'BR', default: 1 },
    });
    expect(far.status).toBe(200);
    s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    expect(s.unshippable.map((u) => u.cart_id)).toEqual([b.id]);
    expect(s.unshippable[0]).toMatchObject({ country: 'BR' });
  });

  it('sets quantities within stock, deletes lines, and never touches another owner’s line', async () => {
    const guest = 'guestQTY1234567890abc';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: plain.product_id, quantity: 1 },
    });
    const [line] = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: guest, id: line!.id, quantity: plain.stock + 1 },
        })
      ).data.form,
    ).toEqual(['Product quantity exceeds inventory.']);
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: guest, id: line!.id, quantity: -3 },
        })
      ).data.form,
    ).toEqual(['Must have minimum 1 item.']);
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: guest, id: line!.id, quantity: 4 },
        })
      ).status,
    ).toBe(200);
    // Someone else: cannot change, select or delete it.
    const other = 'otherGUEST1234567890a';
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: other, id: line!.id, quantity: 1 },
        })
      ).data.form,
    ).toEqual(['This item is no longer in your cart.']);
    await call('POST', '/cart/change', {
      body: { user_token: other, checked: [], unchecked: [line!.id] },
    });
    expect(
      (await call('DELETE', `/cart/delete/${line!.id}?user_token=${other}`)).data.form,
    ).toEqual(['This item is no longer in your cart.']);
    const still = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(still[0]).toMatchObject({ quantity: 4, selected: 1 });
    expect((await call('DELETE', `/cart/delete/${line!.id}?user_token=${guest}`)).status).toBe(200);
    expect(parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`))).toEqual(
      [],
    );
  });

  it('update-shipping sets each line’s place for the chosen address and makes it the default; refuses stock it no longer has', async () => {
    const guest = 'guestSHIP1234567890ab';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: plain.product_id, quantity: 1 },
    });
    const [line] = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    const addr = {
      name: 'S',
      email: 's@example.com',
      phone: '+1 555 010 2030',
      country: 'US',
      city: 'NYC',
      zip: '10001',
      address_1: '1 Main',
      user_token: guest,
    };
    const home = (await call('POST', '/user/address/action', { body: addr })).data.id as number;
    const away = (await call('POST', '/user/address/action', { body: { ...addr, country: 'FR' } }))
      .data.id as number;
    const r = await call('POST', '/cart/update-shipping', {
      body: {
        user_token: guest,
        selected_address: away,
        cart: [{ cart: line!.id, shipping_type: 2 }],
      },
    });
    expect(r.status).toBe(200);
    const [shipped] = parse(CartLinesSchema, r);
    expect(shipped!.shipping_type).toBe(2);
    const place = await tdb.db
      .selectFrom('shipping_places')
      .selectAll()
      .where('id', '=', shipped!.shipping_place_id!)
      .executeTakeFirstOrThrow();
    expect(place.country).toBe('FR');
    const guestRow = await tdb.db
      .selectFrom('guest_users')
      .select('default_address_id')
      .where('user_token', '=', guest)
      .executeTakeFirstOrThrow();
    expect(guestRow.default_address_id).toBe(away);
    expect(home).not.toBe(away);
    // Someone else's address is not ours to ship to; a line beyond the stock left is refused (§3.3 shape).
    expect(
      (
        await call('POST', '/cart/update-shipping', {
          body: { user_token: 'otherSHIP1234567890', selected_address: away, cart: [] },
        })
      ).data.form,
    ).toEqual(['Address not found']);
    await tdb.db
      .updateTable('inventories')
      .set({ quantity: 0 })
      .where('id', '=', plain.inventory_id)
      .execute();
    const out = await call('POST', '/cart/update-shipping', {
      body: {
        user_token: guest,
        selected_address: home,
        cart: [{ cart: line!.id, shipping_type: 1 }],
      },
    });
    expect(out.status).toBe(500);
    expect(Object.keys(out.data.product[0])).toEqual([String(line!.id)]);
    expect(out.data.form[0]).toContain('Product quantity exceeds inventory.');
    await tdb.db
      .updateTable('inventories')
      .set({ quantity: plain.stock })
      .where('id', '=', plain.inventory_id)
      .execute();
  });

  it('buy now keeps only that line selected', async () => {
    const guest = 'guestBUY1234567890abc';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: plain.product_id, quantity: 1 },
    });
    await call('POST', '/cart/buy-now', {
      body: { user_token: guest, product_id: bundle.product_id, quantity: 2 },
    });
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(lines.map((l) => [l.product_id, l.quantity, l.selected]).sort()).toEqual(
      [
        [plain.product_id, 1, 2],
        [bundle.product_id, 2, 1],
      ].sort(),
    );
  });

  it('toggles the wishlist and the compare list (at most 4) for their owner only', async () => {
    const { token } = await userToken('lists@example.com');
    expect(
      (await call('POST', '/user/wishlist/action', { body: { product_id: plain.product_id } }))
        .status,
    ).toBe(204);
    const added = await call('POST', '/user/wishlist/action', {
      token,
      body: { product_id: plain.product_id },
    });
    expect(added.message).toBe('Wishlist added successfully');
    expect((await call('GET', `/product/${plain.product_id}`, { token })).data.wishlisted).toBe(1);
    expect((await call('GET', `/product/${plain.product_id}`)).data.wishlisted).toBeNull();
    expect((await call('GET', '/user/wishlist/ids', { token })).data).toEqual([plain.product_id]);
    const page = parse(
      ListPageSchema,
      await call('GET', '/user/wishlist/all?order_by=created_at&type=desc', { token }),
    );
    expect(page.data.map((w) => w.product_id)).toEqual([plain.product_id]);
    expect(
      (
        await call('POST', '/user/wishlist/action', {
          token,
          body: { product_id: plain.product_id },
        })
      ).data,
    ).toBeNull();
    const ids = [plain.product_id, variant.product_id, bundle.product_id];
    for (const id of ids)
      await call('POST', '/user/compare-list/action', { token, body: { product_id: id } });
    const compared = parse(
      ListPageSchema,
      await call('GET', '/user/compare-list/all?order_by=created_at&type=desc', { token }),
    );
    expect(compared.total).toBe(3);
    const v = compared.data.find((x) => x.product_id === variant.product_id)!;
    expect(v.product.attributes.length).toBeGreaterThan(0);
    expect(v.product.needs_choice).toBe(1);
    expect(typeof v.product.stock).toBe('number');
    const extra = await tdb.db
      .selectFrom('products')
      .select('id')
      .where('id', 'not in', ids)
      .where('status', '=', 1)
      .limit(2)
      .execute();
    await call('POST', '/user/compare-list/action', { token, body: { product_id: extra[0]!.id } });
    const full = await call('POST', '/user/compare-list/action', {
      token,
      body: { product_id: extra[1]!.id },
    });
    expect(full.data.form).toEqual(['You can compare up to 4 products.']);
    const { token: other } = await userToken('other-lists@example.com');
    expect(
      parse(
        ListPageSchema,
        await call('GET', '/user/compare-list/all?order_by=created_at&type=desc', { token: other }),
      ).total,
    ).toBe(0);
  });

  it('lists, collects and checks vouchers against the selected lines', async () => {
    const { token } = await userToken('vouchers@example.com');
    const list = parse(
      VoucherPageSchema,
      await call('GET', '/user/user-vouchers?order_by=created_at&type=desc', { token }),
    );
    const save5 = list.data.find((v) => v.code === 'SAVE5')!;
    expect(save5).toMatchObject({ min_spend: 30, collected: 0 });
    expect(
      (await call('POST', '/user/voucher/collect', { token, body: { voucher_id: save5.id } }))
        .status,
    ).toBe(200);
    const mine = parse(
      VoucherPageSchema,
      await call('GET', '/user/vouchers?collected=1', { token }),
    );
    expect(mine.data.map((v) => v.code)).toEqual(['SAVE5']);
    expect(
      (await call('POST', '/voucher/validity', { token, body: { voucher: 'SAVE5', price: 0 } }))
        .data.form,
    ).toEqual(['You have not selected any product. Please select a product first']);
    // Below the minimum spend, then above it.
    await call('POST', '/cart/action', {
      token,
      body: { product_id: plain.product_id, quantity: 1 },
    });
    const [line] = parse(CartLinesSchema, await call('GET', '/cart/by-user', { token }));
    // One unit at 12.00 is below SAVE5's minimum spend of 30.00; three units reach it.
    const low = await call('POST', '/voucher/validity', {
      token,
      body: { voucher: 'SAVE5', price: 0 },
    });
    expect(low).toMatchObject({
      status: 500,
      data: { form: ['Your selected items do not reach the minimum spend of this voucher.'] },
    });
    await call('POST', '/cart/quantity', { token, body: { id: line!.id, quantity: 3 } });
    const good = await call('POST', '/voucher/validity', {
      token,
      body: { voucher: 'save5', price: 0 },
    });
    expect(good.data).toEqual({ offered: 5, voucher: 'SAVE5' });
    const s = parse(CartSummarySchema, await call('GET', '/cart/summary?voucher=SAVE5', { token }));
    expect(s.voucher).toEqual({ code: 'SAVE5', discount: 5 });
    expect(s.total).toBeCloseTo(s.subtotal - 5, 2);
    const unknown = await call('POST', '/voucher/validity', {
      token,
      body: { voucher: 'NOPE', price: 0 },
    });
    expect(unknown).toMatchObject({
      status: 201,
      data: { form: ['This voucher code does not exist.'] },
    });
    // A used-up voucher.
    const bb = await tdb.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', 'SAVE5')
      .executeTakeFirstOrThrow();
    const me = await tdb.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'vouchers@example.com')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++)
      await tdb.db
        .insertInto('voucher_usages')
        .values({ voucher_id: bb.id, user_id: me.id, created_at: now.toISOString() })
        .execute();
    const used = await call('POST', '/voucher/validity', {
      token,
      body: { voucher: 'SAVE5', price: 0 },
    });
    expect(used.data.form).toEqual([
      'You have already used this voucher as many times as allowed.',
    ]);
  });
});
