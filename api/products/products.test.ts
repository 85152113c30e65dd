// The catalogue workspaces' API (issue 33) on SQLite and PostgreSQL: a seller creates a product with two
// attributes (four variants), translates it, stocks, photographs and publishes it, and the shop shows
// exactly that; stock changes are relative and in the history (orders and cancellations too); an ordered
// product is archived, not deleted; staff reach every store. (The authorisation table and the race of
// orders with a stock edit: authorisation.test.ts.)
import { describe, expect, it } from 'vitest';
import { ProductMessages as M } from '#contract/products/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { callApi, guestOrder, guestCancels } from '../test-api.ts';
import sharp from 'sharp';
import { useCatalogueApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('catalogue workspaces API on %s', (dialect) => {
  const w = useCatalogueApi(dialect);
  let productId = 0;

  it('answers the seller who they are and which store they run; anyone else a 404', async () => {
    const me = await w.seller('GET', 'seller/me');
    expect(me.status).toBe(200);
    expect(me.data.store.id).toBe(w.storeA);
    for (const token of [w.tokens.shopper, w.tokens.pending, w.tokens.admin, ''])
      expect((await w.call(token, 'GET', 'seller/me')).status).toBe(404);
  });

  it('creates a product hidden, with one plain variant, a slug of its own and the sale refused below its offer', async () => {
    const bad = await w.seller('POST', 'seller/products/save', {
      title: 'Lamp',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      selling: 1000,
      offered: 1500,
    });
    expect(bad.status).toBe(201);
    expect(bad.data.form).toContain(M.offeredBelowSelling);
    const made = await w.seller('POST', 'seller/products/save', {
      title: 'Workspace Brass Lamp',
      description: '<p>Warm <b>light</b></p>',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      sub_category_id: w.subId,
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
    const p = await w.seller('GET', `seller/products/${productId}`);
    expect(p.data).toMatchObject({
      status: 'private',
      slug: 'workspace-brass-lamp',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      sub_category_id: w.subId,
      selling: 4500,
      offered: 3900,
      refundable: 1,
      warranty: 365,
    });
    expect(p.data.translations.ar.title).toBe('مصباح نحاسي للعمل');
    expect(p.data.inventories).toHaveLength(1);
    expect(p.data.store.id).toBe(w.storeA);
    expect(p.data.audit.map((a: { action: string }) => a.action)).toEqual(['product:create']);
    // The same title again gets the next slug; a slug asked for that is taken is refused.
    const again = await w.seller('POST', 'seller/products/save', {
      title: 'Workspace Brass Lamp',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      selling: 100,
    });
    expect((await w.seller('GET', `seller/products/${again.data.product_id}`)).data.slug).toBe(
      'workspace-brass-lamp-2',
    );
    const taken = await w.seller('POST', 'seller/products/save', {
      id: again.data.product_id,
      title: 'X',
      slug: 'workspace-brass-lamp',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      selling: 100,
    });
    expect(taken.data.form).toContain(M.slugTaken);
    expect(
      (await w.seller('POST', 'seller/products/delete', { product_id: again.data.product_id }))
        .message,
    ).toBe(M.deleted);
    expect((await w.seller('GET', `seller/products/${again.data.product_id}`)).status).toBe(404);
  });

  it('gives two attributes of two values four variants, SKUs unique in the store, stock as relative changes with history', async () => {
    const set = await w.seller('POST', 'seller/products/variants', {
      product_id: productId,
      value_ids: w.valueIds,
    });
    expect(set.status, JSON.stringify(set)).toBe(200);
    const p = (await w.seller('GET', `seller/products/${productId}`)).data;
    expect(p.inventories).toHaveLength(4);
    expect(p.inventories.every((i: { values: unknown[] }) => i.values.length === 2)).toBe(true);
    const [v1, v2] = p.inventories as { id: number }[];
    expect(
      (
        await w.seller('POST', 'seller/inventories/save', {
          inventory_id: v1!.id,
          sku: 'WBL-1',
          price: 0,
        })
      ).status,
    ).toBe(200);
    const dup = await w.seller('POST', 'seller/inventories/save', {
      inventory_id: v2!.id,
      sku: 'WBL-1',
      price: 0,
    });
    expect(dup.data.form).toContain(M.skuTaken);
    for (const inv of p.inventories as { id: number }[])
      expect(
        (
          await w.seller('POST', 'seller/inventories/stock', {
            inventory_id: inv.id,
            change: 10,
            note: 'First delivery',
          })
        ).data.quantity,
      ).toBe(10);
    const below = await w.seller('POST', 'seller/inventories/stock', {
      inventory_id: v1!.id,
      change: -11,
    });
    expect(below.data.form).toContain(M.stockBelowZero);
    const history = await w.seller('GET', `seller/stock-history?product=${productId}`);
    const edits = history.data.data.filter((r: { reason: string }) => r.reason === 'edit');
    expect(edits).toHaveLength(4);
    expect(edits[0]).toMatchObject({
      change: 10,
      quantity: 10,
      note: 'First delivery',
      by: expect.any(String),
    });
    // Choosing the same values again keeps every variant and its stock.
    await w.seller('POST', 'seller/products/variants', {
      product_id: productId,
      value_ids: w.valueIds,
    });
    const after = (await w.seller('GET', `seller/products/${productId}`)).data;
    expect(
      after.inventories.map((i: { id: number; quantity: number }) => [i.id, i.quantity]),
    ).toEqual(p.inventories.map((i: { id: number }) => [i.id, 10]));
  });

  it('takes three pictures by their bytes, re-encoded without metadata, ordered, with alt texts; the first is the cover', async () => {
    const ids: number[] = [];
    for (const color of ['#c00', '#0c0', '#00c']) {
      const r = await w.upload(w.tokens.a, productId, await w.photo(color), `Lamp in ${color}`);
      expect(r.status, JSON.stringify(r)).toBe(200);
      ids.push(r.data.image_id);
    }
    const fake = await w.upload(
      w.tokens.a,
      productId,
      new TextEncoder().encode('<svg onload=alert(1)>'),
    );
    expect(fake.data.form).toContain(M.imageType);
    expect((await w.upload(w.tokens.b, productId, await w.photo('#000'))).status).toBe(404);
    let p = (await w.seller('GET', `seller/products/${productId}`)).data;
    expect(p.images.map((i: { id: number }) => i.id)).toEqual(ids);
    expect(p.image).toBe(p.images[0].image);
    const stored = await w.fx.tdb.files.get(p.images[0].image);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await w.fx.tdb.files.get(`thumb-${p.images[0].image}`)).not.toBeNull();
    await w.seller('POST', 'seller/products/images/move', { image_id: ids[2], direction: 'up' });
    await w.seller('POST', 'seller/products/images/move', { image_id: ids[2], direction: 'up' });
    const redValue = (await w.seller('GET', `seller/products/${productId}`)).data.inventories[0]
      .values[0].value_id as number;
    const refused = await w.seller('POST', 'seller/products/images/alt', {
      image_id: ids[2],
      alt: {},
      value_ids: [999999],
    });
    expect(refused.data.form).toContain(M.badChoice);
    await w.seller('POST', 'seller/products/images/alt', {
      value_ids: [redValue],
      image_id: ids[2],
      alt: { en: 'Blue brass lamp', ar: 'مصباح أزرق' },
    });
    p = (await w.seller('GET', `seller/products/${productId}`)).data;
    expect(p.images.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(p.image).toBe(p.images[0].image);
    expect(p.images[0].alt).toEqual({ en: 'Blue brass lamp', ar: 'مصباح أزرق' });
    const extra = await w.upload(w.tokens.a, productId, await w.photo('#555'));
    const name = (await w.seller('GET', `seller/products/${productId}`)).data.images[3]
      .image as string;
    expect(
      (await w.seller('POST', 'seller/products/images/delete', { image_id: extra.data.image_id }))
        .status,
    ).toBe(200);
    expect(await w.fx.tdb.files.get(name)).toBeNull();
  });

  it('publishes it: the shop shows what was saved, in Arabic too, and finds it by search', async () => {
    expect(
      (
        await w.seller('POST', 'seller/products/status', {
          product_id: productId,
          status: 'public',
        })
      ).message,
    ).toBe(M.published);
    const page = await w.call('', 'GET', `product/${productId}`, undefined, 'ar');
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
    const found = await w.call('', 'GET', 'search?q=Workspace%20Brass');
    expect(JSON.stringify(found.data)).toContain('Workspace Brass Lamp');
  });

  it('records an order and its cancellation in the history; an ordered product is archived, not deleted', async () => {
    const inv = (await w.seller('GET', `seller/products/${productId}`)).data.inventories[0];
    const before = inv.quantity;
    const o = await guestOrderOf(inv.id);
    const reasons = async () =>
      (await w.seller('GET', `seller/stock-history?product=${productId}`)).data.data
        .filter((r: { inventory_id: number }) => r.inventory_id === inv.id)
        .map((r: { reason: string; change: number; order_id: number | null }) => [
          r.reason,
          r.change,
          r.order_id,
        ]);
    expect((await reasons())[0]).toEqual(['order', -1, o.id]);
    await guestCancels(w.fx.api, o);
    expect((await reasons())[0]).toEqual(['cancellation', 1, o.id]);
    expect(
      (await w.seller('GET', `seller/products/${productId}`)).data.inventories[0].quantity,
    ).toBe(before);
    const second = await guestOrderOf(inv.id);
    void second;
    const del = await w.seller('POST', 'seller/products/delete', { product_id: productId });
    expect(del.data.archived).toBe(1);
    const p = (await w.seller('GET', `seller/products/${productId}`)).data;
    expect(p.status).toBe('archived');
    expect((await w.call('', 'GET', `product/${productId}`)).status).not.toBe(200);
    const order = await w.fx.tdb.db
      .selectFrom('ordered_products')
      .select(['product_id', 'title'])
      .where('order_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(order.product_id).toBe(productId);
  });

  async function guestOrderOf(inventoryId: number) {
    const userToken = `guestWS${dialect}${Math.random().toString(36).slice(2, 10).padEnd(8, 'x')}zz`;
    await callApi(w.fx.api, 'POST', '/cart/action', {
      body: {
        user_token: userToken,
        product_id: productId,
        inventory_id: inventoryId,
        quantity: 1,
      },
    });
    return guestOrder(w.fx.api, userToken, productId, {});
  }

  it('lets staff reach every store: edit the seller’s product, list by store, see the low-stock list', async () => {
    const list = await w.call(w.tokens.admin, 'GET', `admin/products?store=${w.storeA}`);
    expect(list.data.data.length).toBeGreaterThan(0);
    expect(list.data.data.every((r: { store: { id: number } }) => r.store.id === w.storeA)).toBe(
      true,
    );
    const made = await w.call(w.tokens.admin, 'POST', 'admin/products/save', {
      store_id: w.storeA,
      title: 'Staff Product',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      selling: 999,
    });
    expect(made.status).toBe(200);
    const low = await w.call(w.tokens.admin, 'GET', 'admin/low-stock');
    expect(
      low.data.data.some((r: { product_id: number }) => r.product_id === made.data.product_id),
    ).toBe(true);
    expect(
      (
        await w.call(w.tokens.admin, 'POST', 'admin/products/save', {
          title: 'No store',
          category_id: w.categoryId,
          shipping_rule_id: w.ruleId,
          selling: 1,
        })
      ).data.form,
    ).toContain(M.storeRequired);
  });
});
