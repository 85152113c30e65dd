// Who may do what in the catalogue workspaces (issue 33), on SQLite and PostgreSQL. The authorisation table:
// seller B, a shopper, a visitor and a pending seller against every seller endpoint with seller A's ids →
// the envelope's 404 and nothing written; a seller against every staff endpoint → 404. Concurrency: 20
// orders while the seller adds stock → exactly the start plus the edit minus the orders.
import { describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '#contract/endpoint.ts';
import {
  adminCatalogue,
  sellerCatalogue,
  productsEndpoints,
} from '#contract/products/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { callApi } from '../test-api.ts';
import { catalogueState, useCatalogueApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('catalogue workspaces: who may do what, on %s', (dialect) => {
  const w = useCatalogueApi(dialect);

  it('answers seller B, a shopper, a visitor and a pending seller 404 on every seller endpoint with A’s ids, and writes nothing', async () => {
    const made = await w.seller('POST', 'seller/products/save', {
      title: 'Authz Target',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      selling: 500,
    });
    const id = made.data.product_id as number;
    const inv = (await w.seller('GET', `seller/products/${id}`)).data.inventories[0].id as number;
    const pic = (await w.upload(w.tokens.a, id, await w.photo('#abc'))).data.image_id;
    await w.upload(w.tokens.a, id, await w.photo('#cba'));
    const bodies: Record<string, unknown> = {
      productSave: {
        id,
        title: 'Stolen',
        category_id: w.categoryId,
        shipping_rule_id: w.ruleId,
        selling: 1,
      },
      productStatus: { product_id: id, status: 'public' },
      productDuplicate: { product_id: id },
      productDelete: { product_id: id },
      productVariants: { product_id: id, value_ids: w.valueIds },
      inventorySave: { inventory_id: inv, sku: 'STOLEN', price: 1 },
      stockChange: { inventory_id: inv, change: 5 },
      imageAlt: { image_id: pic, alt: { en: 'Stolen' } },
      imageMove: { image_id: pic, direction: 'down' },
      imageDelete: { image_id: pic },
    };
    const state = await catalogueState(w.fx.tdb.db);
    const defs = { ...sellerCatalogue, me: productsEndpoints.sellerMe } as Record<
      string,
      EndpointDef
    >;
    for (const [who, token] of Object.entries({
      b: w.tokens.b,
      shopper: w.tokens.shopper,
      visitor: '',
      pending: w.tokens.pending,
    })) {
      for (const [key, e] of Object.entries(defs)) {
        const path =
          fillPath(e.path, { id }) +
          (e.method === 'GET' && key === 'stockHistory' ? `?product=${id}` : '');
        const r = await w.call(
          token,
          e.method,
          path,
          e.method === 'POST' ? bodies[key] : undefined,
        );
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
          await w.call(
            w.tokens.a,
            e.method,
            fillPath(e.path, { id }),
            e.method === 'POST' ? {} : undefined,
          )
        ).status,
      ).toBe(404);
    expect(await catalogueState(w.fx.tdb.db)).toBe(state);
  });

  it('keeps every unit when 20 orders race a stock edit: final = start + edit − orders', async () => {
    const made = await w.seller('POST', 'seller/products/save', {
      title: 'Race Product',
      category_id: w.categoryId,
      shipping_rule_id: w.ruleId,
      selling: 700,
    });
    const id = made.data.product_id as number;
    await w.seller('POST', 'seller/products/status', { product_id: id, status: 'public' });
    const inv = (await w.seller('GET', `seller/products/${id}`)).data.inventories[0].id as number;
    await w.seller('POST', 'seller/inventories/stock', { inventory_id: inv, change: 30 });
    const guests = Array.from(
      { length: 20 },
      (_, k) => `guestRACE${dialect}${String(k).padStart(6, '0')}zz`,
    );
    for (const g of guests) {
      await callApi(w.fx.api, 'POST', '/cart/action', {
        body: { user_token: g, product_id: id, quantity: 1 },
      });
      await callApi(w.fx.api, 'POST', '/user/address/action', {
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
        callApi(w.fx.api, 'POST', '/order/action', { body: { user_token: g, order_method: 2 } }),
      ),
      w.seller('POST', 'seller/inventories/stock', {
        inventory_id: inv,
        change: 15,
        note: 'Restock during the rush',
      }),
    ]);
    const placed = results.slice(0, 20).filter((r) => r.status === 200).length;
    expect(placed).toBe(20);
    const final = await w.fx.tdb.db
      .selectFrom('inventories')
      .select('quantity')
      .where('id', '=', inv)
      .executeTakeFirstOrThrow();
    expect(Number(final.quantity)).toBe(30 + 15 - 20);
    const history = await w.fx.tdb.db
      .selectFrom('stock_history')
      .select(['change', 'quantity'])
      .where('inventory_id', '=', inv)
      .orderBy('id')
      .execute();
    expect(history.reduce((s, h) => s + Number(h.change), 0)).toBe(25);
    expect(Number(history.at(-1)!.quantity)).toBe(25);
  });
});
