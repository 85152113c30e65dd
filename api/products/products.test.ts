// The catalogue workspaces' API (issue 33) on SQLite and PostgreSQL: a seller creates a product with two
// attributes (four variants), translates it, stocks and publishes it, and the shop shows exactly that; stock
// changes are relative and in the history (orders and cancellations too); an ordered product is archived,
// not deleted; staff reach every store. The authorisation table: seller B, a shopper, a visitor and a
// pending seller against every seller endpoint with seller A's ids → the envelope's 404 and nothing written.
// Concurrency: 20 orders while the seller adds stock → exactly the edit minus the orders.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { fillPath, type EndpointDef } from '#contract/endpoint.ts';
import {
  adminCatalogue,
  sellerCatalogue,
  productsEndpoints,
} from '#contract/products/endpoints.ts';
import { ProductMessages as M } from '#contract/products/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import type { Database } from '../db/schema.ts';
import {
  apiOver,
  callApi,
  demoAdminToken,
  guestOrder,
  guestCancels,
  insertVerifiedUser,
  useApiOver,
} from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';
import sharp from 'sharp';

const dialects = await dialectsUnderTest();

/** Every table a workspace call could write, as one comparable value. */
async function catalogueState(db: Kysely<Database>) {
  const [p, i, h, t, a, ia] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('id').execute(),
    db.selectFrom('inventories').selectAll().orderBy('id').execute(),
    db.selectFrom('stock_history').selectAll().orderBy('id').execute(),
    db
      .selectFrom('translations')
      .selectAll()
      .where('table_name', '=', 'products')
      .orderBy('id')
      .execute(),
    db.selectFrom('admin_audit').selectAll().orderBy('id').execute(),
    db.selectFrom('inventory_attributes').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ p, i, h, t, a, ia });
}

describe.each(dialects)('catalogue workspaces API on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40, api: (tdb) => apiOver(tdb) });
  const tokens = { a: '', b: '', shopper: '', pending: '', admin: '' };
  let storeA = 0;
  let categoryId = 0;
  let subId = 0;
  let ruleId = 0;
  let valueIds: number[] = [];
  let productId = 0;

  const call = (token: string, method: string, path: string, body?: unknown, language?: string) =>
    callApi(fx.api, method, `/${path}`, { body, token: token || undefined, language });
  const seller = (method: string, path: string, body?: unknown) =>
    call(tokens.a, method, path, body);
  /** A picture upload as a browser's form would send it. */
  async function upload(token: string, productId: number, bytes: Uint8Array, alt?: string) {
    const form = new FormData();
    form.append('product_id', String(productId));
    form.append(
      'image',
      new File([bytes as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }),
    );
    if (alt) form.append('alt', alt);
    const res = await fx.api.request('/seller/products/images', {
      method: 'POST',
      headers: token
        ? { authorization: `Bearer ${token}`, accept: 'application/json' }
        : { accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as {
      status: number;
      message: string;
      data: { image_id: number; form?: string[] };
    };
  }
  const photo = (color: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .jpeg()
      .toBuffer()
      .then((b) => new Uint8Array(b));

  beforeAll(async () => {
    const db = fx.tdb.db;
    const now = new Date();
    const stores = await db
      .selectFrom('stores')
      .select(['id', 'user_id'])
      .where('user_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    storeA = stores[0]!.id;
    tokens.a = (await issueToken(db, stores[0]!.user_id!, now)).token;
    tokens.b = (await issueToken(db, stores[1]!.user_id!, now)).token;
    const shopperId = await insertVerifiedUser(db, {
      name: 'Shopper',
      email: `shop-${dialect}@example.com`,
    });
    tokens.shopper = (await issueToken(db, shopperId, now)).token;
    // A pending seller: an account whose store never went live (status private).
    const pendingId = await insertVerifiedUser(db, {
      name: 'Pending',
      email: `pending-${dialect}@example.com`,
      user_type: 'seller',
    });
    const t = now.toISOString();
    await db
      .insertInto('stores')
      .values({
        user_id: pendingId,
        name: 'Pending Store',
        slug: `pending-${dialect}`,
        status: 2,
        created_at: t,
        updated_at: t,
      })
      .execute();
    tokens.pending = (await issueToken(db, pendingId, now)).token;
    tokens.admin = await demoAdminToken(fx.api);
    const cat = await db
      .selectFrom('categories as s')
      .innerJoin('categories as c', 'c.id', 's.parent_id')
      .select(['c.id as top', 's.id as sub'])
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    categoryId = cat.top;
    ruleId = (
      await db
        .selectFrom('products')
        .select('shipping_rule_id')
        .where('shipping_rule_id', 'is not', null)
        .where('status', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).shipping_rule_id!;
    subId = cat.sub;
    const attrs = await db
      .selectFrom('attribute_values')
      .select(['id', 'attribute_id'])
      .orderBy('attribute_id')
      .orderBy('id')
      .execute();
    const [first, second] = [...new Set(attrs.map((a) => a.attribute_id))];
    valueIds = [
      ...attrs.filter((a) => a.attribute_id === first).slice(0, 2),
      ...attrs.filter((a) => a.attribute_id === second).slice(0, 2),
    ].map((a) => a.id);
  });

  it('answers the seller who they are and which store they run; anyone else a 404', async () => {
    const me = await seller('GET', 'seller/me');
    expect(me.status).toBe(200);
    expect(me.data.store.id).toBe(storeA);
    for (const token of [tokens.shopper, tokens.pending, tokens.admin, ''])
      expect((await call(token, 'GET', 'seller/me')).status).toBe(404);
  });

  it('creates a product hidden, with one plain variant, a slug of its own and the sale refused below its offer', async () => {
    const bad = await seller('POST', 'seller/products/save', {
      title: 'Lamp',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      selling: 1000,
      offered: 1500,
    });
    expect(bad.status).toBe(201);
    expect(bad.data.form).toContain(M.offeredBelowSelling);
    const made = await seller('POST', 'seller/products/save', {
      title: 'Workspace Brass Lamp',
      description: '<p>Warm <b>light</b></p>',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      sub_category_id: subId,
      selling: 4500,
      offered: 3900,
      refundable: 1,
      warranty: 365,
      tags: 'lamp,brass',
      translations: {
        ar: { title: 'مصباح نحاسي للعمل', description: '<p>ضوء دافئ</p>' },
        fr: { title: 'Lampe en laiton' },
      },
    });
    expect(made.status, JSON.stringify(made)).toBe(200);
    productId = made.data.product_id;
    const p = await seller('GET', `seller/products/${productId}`);
    expect(p.data).toMatchObject({
      status: 'private',
      slug: 'workspace-brass-lamp',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      sub_category_id: subId,
      selling: 4500,
      offered: 3900,
      refundable: 1,
      warranty: 365,
    });
    expect(p.data.translations.ar.title).toBe('مصباح نحاسي للعمل');
    expect(p.data.inventories).toHaveLength(1);
    expect(p.data.store.id).toBe(storeA);
    expect(p.data.audit.map((a: { action: string }) => a.action)).toEqual(['product:create']);
    // The same title again gets the next slug; a slug asked for that is taken is refused.
    const again = await seller('POST', 'seller/products/save', {
      title: 'Workspace Brass Lamp',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      selling: 100,
    });
    expect((await seller('GET', `seller/products/${again.data.product_id}`)).data.slug).toBe(
      'workspace-brass-lamp-2',
    );
    const taken = await seller('POST', 'seller/products/save', {
      id: again.data.product_id,
      title: 'X',
      slug: 'workspace-brass-lamp',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      selling: 100,
    });
    expect(taken.data.form).toContain(M.slugTaken);
    expect(
      (await seller('POST', 'seller/products/delete', { product_id: again.data.product_id }))
        .message,
    ).toBe(M.deleted);
    expect((await seller('GET', `seller/products/${again.data.product_id}`)).status).toBe(404);
  });

  it('gives two attributes of two values four variants, SKUs unique in the store, stock as relative changes with history', async () => {
    const set = await seller('POST', 'seller/products/variants', {
      product_id: productId,
      value_ids: valueIds,
    });
    expect(set.status, JSON.stringify(set)).toBe(200);
    const p = (await seller('GET', `seller/products/${productId}`)).data;
    expect(p.inventories).toHaveLength(4);
    expect(p.inventories.every((i: { values: unknown[] }) => i.values.length === 2)).toBe(true);
    const [v1, v2] = p.inventories as { id: number }[];
    expect(
      (
        await seller('POST', 'seller/inventories/save', {
          inventory_id: v1!.id,
          sku: 'WBL-1',
          price: 0,
        })
      ).status,
    ).toBe(200);
    const dup = await seller('POST', 'seller/inventories/save', {
      inventory_id: v2!.id,
      sku: 'WBL-1',
      price: 0,
    });
    expect(dup.data.form).toContain(M.skuTaken);
    for (const inv of p.inventories as { id: number }[])
      expect(
        (
          await seller('POST', 'seller/inventories/stock', {
            inventory_id: inv.id,
            change: 10,
            note: 'First delivery',
          })
        ).data.quantity,
      ).toBe(10);
    const below = await seller('POST', 'seller/inventories/stock', {
      inventory_id: v1!.id,
      change: -11,
    });
    expect(below.data.form).toContain(M.stockBelowZero);
    const history = await seller('GET', `seller/stock-history?product=${productId}`);
    const edits = history.data.data.filter((r: { reason: string }) => r.reason === 'edit');
    expect(edits).toHaveLength(4);
    expect(edits[0]).toMatchObject({
      change: 10,
      quantity: 10,
      note: 'First delivery',
      by: expect.any(String),
    });
    // Choosing the same values again keeps every variant and its stock.
    await seller('POST', 'seller/products/variants', {
      product_id: productId,
      value_ids: valueIds,
    });
    const after = (await seller('GET', `seller/products/${productId}`)).data;
    expect(
      after.inventories.map((i: { id: number; quantity: number }) => [i.id, i.quantity]),
    ).toEqual(p.inventories.map((i: { id: number }) => [i.id, 10]));
  });

  it('takes three pictures by their bytes, re-encoded without metadata, ordered, with alt texts; the first is the cover', async () => {
    const ids: number[] = [];
    for (const color of ['#c00', '#0c0', '#00c']) {
      const r = await upload(tokens.a, productId, await photo(color), `Lamp in ${color}`);
      expect(r.status, JSON.stringify(r)).toBe(200);
      ids.push(r.data.image_id);
    }
    const fake = await upload(
      tokens.a,
      productId,
      new TextEncoder().encode('<svg onload=alert(1)>'),
    );
    expect(fake.data.form).toContain(M.imageType);
    expect((await upload(tokens.b, productId, await photo('#000'))).status).toBe(404);
    let p = (await seller('GET', `seller/products/${productId}`)).data;
    expect(p.images.map((i: { id: number }) => i.id)).toEqual(ids);
    expect(p.image).toBe(p.images[0].image);
    const stored = await fx.tdb.files.get(p.images[0].image);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await fx.tdb.files.get(`thumb-${p.images[0].image}`)).not.toBeNull();
    await seller('POST', 'seller/products/images/move', { image_id: ids[2], direction: 'up' });
    await seller('POST', 'seller/products/images/move', { image_id: ids[2], direction: 'up' });
    const redValue = (await seller('GET', `seller/products/${productId}`)).data.inventories[0]
      .values[0].value_id as number;
    const refused = await seller('POST', 'seller/products/images/alt', {
      image_id: ids[2],
      alt: {},
      value_ids: [999999],
    });
    expect(refused.data.form).toContain(M.badChoice);
    await seller('POST', 'seller/products/images/alt', {
      value_ids: [redValue],
      image_id: ids[2],
      alt: { en: 'Blue brass lamp', ar: 'مصباح أزرق' },
    });
    p = (await seller('GET', `seller/products/${productId}`)).data;
    expect(p.images.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(p.image).toBe(p.images[0].image);
    expect(p.images[0].alt).toEqual({ en: 'Blue brass lamp', ar: 'مصباح أزرق' });
    const extra = await upload(tokens.a, productId, await photo('#555'));
    const name = (await seller('GET', `seller/products/${productId}`)).data.images[3]
      .image as string;
    expect(
      (await seller('POST', 'seller/products/images/delete', { image_id: extra.data.image_id }))
        .status,
    ).toBe(200);
    expect(await fx.tdb.files.get(name)).toBeNull();
  });

  it('publishes it: the shop shows what was saved, in Arabic too, and finds it by search', async () => {
    expect(
      (await seller('POST', 'seller/products/status', { product_id: productId, status: 'public' }))
        .message,
    ).toBe(M.published);
    const page = await call('', 'GET', `product/${productId}`, undefined, 'ar');
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).toContain('مصباح نحاسي للعمل');
    // The pictures in the seller's order, their alt text in the shopper's language, the first one shown
    // for the value it was given.
    expect(
      page.data.images[0].attributes.map(
        (a: { attribute_value_id: number }) => a.attribute_value_id,
      ),
    ).toHaveLength(1);
    expect(page.data.images.map((i: { alt: string | null }) => i.alt)[0]).toBe('مصباح أزرق');
    const found = await call('', 'GET', 'search?q=Workspace%20Brass');
    expect(JSON.stringify(found.data)).toContain('Workspace Brass Lamp');
  });

  it('records an order and its cancellation in the history; an ordered product is archived, not deleted', async () => {
    const inv = (await seller('GET', `seller/products/${productId}`)).data.inventories[0];
    const before = inv.quantity;
    const o = await guestOrderOf(inv.id);
    const reasons = async () =>
      (await seller('GET', `seller/stock-history?product=${productId}`)).data.data
        .filter((r: { inventory_id: number }) => r.inventory_id === inv.id)
        .map((r: { reason: string; change: number; order_id: number | null }) => [
          r.reason,
          r.change,
          r.order_id,
        ]);
    expect((await reasons())[0]).toEqual(['order', -1, o.id]);
    await guestCancels(fx.api, o);
    expect((await reasons())[0]).toEqual(['cancellation', 1, o.id]);
    expect((await seller('GET', `seller/products/${productId}`)).data.inventories[0].quantity).toBe(
      before,
    );
    const second = await guestOrderOf(inv.id);
    void second;
    const del = await seller('POST', 'seller/products/delete', { product_id: productId });
    expect(del.data.archived).toBe(1);
    const p = (await seller('GET', `seller/products/${productId}`)).data;
    expect(p.status).toBe('archived');
    expect((await call('', 'GET', `product/${productId}`)).status).not.toBe(200);
    const order = await fx.tdb.db
      .selectFrom('ordered_products')
      .select(['product_id', 'title'])
      .where('order_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(order.product_id).toBe(productId);
  });

  async function guestOrderOf(inventoryId: number) {
    const userToken = `guestWS${dialect}${Math.random().toString(36).slice(2, 10).padEnd(8, 'x')}zz`;
    await callApi(fx.api, 'POST', '/cart/action', {
      body: {
        user_token: userToken,
        product_id: productId,
        inventory_id: inventoryId,
        quantity: 1,
      },
    });
    return guestOrder(fx.api, userToken, productId, {}).catch(async () => {
      throw new Error('order failed');
    });
  }

  it('lets staff reach every store: edit the seller’s product, list by store, see the low-stock list', async () => {
    const list = await call(tokens.admin, 'GET', `admin/products?store=${storeA}`);
    expect(list.data.data.length).toBeGreaterThan(0);
    expect(list.data.data.every((r: { store: { id: number } }) => r.store.id === storeA)).toBe(
      true,
    );
    const made = await call(tokens.admin, 'POST', 'admin/products/save', {
      store_id: storeA,
      title: 'Staff Product',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      selling: 999,
    });
    expect(made.status).toBe(200);
    const low = await call(tokens.admin, 'GET', 'admin/low-stock');
    expect(
      low.data.data.some((r: { product_id: number }) => r.product_id === made.data.product_id),
    ).toBe(true);
    expect(
      (
        await call(tokens.admin, 'POST', 'admin/products/save', {
          title: 'No store',
          category_id: categoryId,
          shipping_rule_id: ruleId,
          selling: 1,
        })
      ).data.form,
    ).toContain(M.storeRequired);
  });

  it('answers seller B, a shopper, a visitor and a pending seller 404 on every seller endpoint with A’s ids, and writes nothing', async () => {
    const made = await seller('POST', 'seller/products/save', {
      title: 'Authz Target',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      selling: 500,
    });
    const id = made.data.product_id as number;
    const inv = (await seller('GET', `seller/products/${id}`)).data.inventories[0].id as number;
    const pic = (await upload(tokens.a, id, await photo('#abc'))).data.image_id;
    await upload(tokens.a, id, await photo('#cba'));
    const bodies: Record<string, unknown> = {
      productSave: {
        id,
        title: 'Stolen',
        category_id: categoryId,
        shipping_rule_id: ruleId,
        selling: 1,
      },
      productStatus: { product_id: id, status: 'public' },
      productDuplicate: { product_id: id },
      productDelete: { product_id: id },
      productVariants: { product_id: id, value_ids: valueIds },
      inventorySave: { inventory_id: inv, sku: 'STOLEN', price: 1 },
      stockChange: { inventory_id: inv, change: 5 },
      imageAlt: { image_id: pic, alt: { en: 'Stolen' } },
      imageMove: { image_id: pic, direction: 'down' },
      imageDelete: { image_id: pic },
    };
    const state = await catalogueState(fx.tdb.db);
    const defs = { ...sellerCatalogue, me: productsEndpoints.sellerMe } as Record<
      string,
      EndpointDef
    >;
    for (const [who, token] of Object.entries({
      b: tokens.b,
      shopper: tokens.shopper,
      visitor: '',
      pending: tokens.pending,
    })) {
      for (const [key, e] of Object.entries(defs)) {
        const path =
          fillPath(e.path, { id }) +
          (e.method === 'GET' && key === 'stockHistory' ? `?product=${id}` : '');
        const r = await call(token, e.method, path, e.method === 'POST' ? bodies[key] : undefined);
        if (
          who === 'b' &&
          e.method === 'GET' &&
          ['products', 'stockHistory', 'lowStock', 'catalogueOptions', 'me'].includes(key)
        ) {
          // Seller B's own lists answer, and hold nothing of A's.
          expect(r.status, `${who} ${key}`).toBe(200);
          expect(JSON.stringify(r.data), `${who} ${key}`).not.toContain('Authz Target');
          continue;
        }
        expect([r.status, who, key]).toEqual([404, who, key]);
      }
    }
    // Staff endpoints: every one a 404 for a seller.
    for (const e of Object.values(adminCatalogue) as EndpointDef[])
      expect(
        (
          await call(
            tokens.a,
            e.method,
            fillPath(e.path, { id }),
            e.method === 'POST' ? {} : undefined,
          )
        ).status,
      ).toBe(404);
    expect(await catalogueState(fx.tdb.db)).toBe(state);
  });

  it('keeps every unit when 20 orders race a stock edit: final = start + edit − orders', async () => {
    const made = await seller('POST', 'seller/products/save', {
      title: 'Race Product',
      category_id: categoryId,
      shipping_rule_id: ruleId,
      selling: 700,
    });
    const id = made.data.product_id as number;
    await seller('POST', 'seller/products/status', { product_id: id, status: 'public' });
    const inv = (await seller('GET', `seller/products/${id}`)).data.inventories[0].id as number;
    await seller('POST', 'seller/inventories/stock', { inventory_id: inv, change: 30 });
    const guests = Array.from(
      { length: 20 },
      (_, k) => `guestRACE${dialect}${String(k).padStart(6, '0')}zz`,
    );
    for (const g of guests) {
      await callApi(fx.api, 'POST', '/cart/action', {
        body: { user_token: g, product_id: id, quantity: 1 },
      });
      await callApi(fx.api, 'POST', '/user/address/action', {
        body: {
          user_token: g,
          name: 'R',
          email: 'r@example.com',
          phone: '+1 555 010 2030',
          country: 'US',
          city: 'NYC',
          zip: '10001',
          address_1: '1 Main',
          default: 1,
        },
      });
    }
    const results = await Promise.all([
      ...guests.map((g) =>
        callApi(fx.api, 'POST', '/order/action', { body: { user_token: g, order_method: 2 } }),
      ),
      seller('POST', 'seller/inventories/stock', {
        inventory_id: inv,
        change: 15,
        note: 'Restock during the rush',
      }),
    ]);
    const placed = results.slice(0, 20).filter((r) => r.status === 200).length;
    expect(placed).toBe(20);
    const final = await fx.tdb.db
      .selectFrom('inventories')
      .select('quantity')
      .where('id', '=', inv)
      .executeTakeFirstOrThrow();
    expect(Number(final.quantity)).toBe(30 + 15 - 20);
    const history = await fx.tdb.db
      .selectFrom('stock_history')
      .select(['change', 'quantity'])
      .where('inventory_id', '=', inv)
      .orderBy('id')
      .execute();
    expect(history.reduce((s, h) => s + Number(h.change), 0)).toBe(25);
    expect(Number(history.at(-1)!.quantity)).toBe(25);
  });
});
