// A flash sale's cap per product (issue 35 item 2, decision 149) on SQLite and PostgreSQL: concurrent shoppers
// take exactly the cap at the flash price (the others are refused or pay the normal price), stock stays exact,
// a cancellation gives its units back (a store's cancelled part once, not again with the whole order), a line
// larger than what is left is at the normal price, an edit keeps the sold count and refuses a cap below it, a
// sold-out product leaves the sale's listing; and ten saves at once putting one product into overlapping sales
// let exactly one through.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PromotionMessages as M,
  capBelowSoldMessage,
  overlapMessage,
} from '#contract/promotions/schemas.ts';
import { flashSoldOutMessage } from '#contract/orders/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { sqlNow } from '../db/values.ts';
import { useCatalogueApi } from '../products/testing.ts';
import { stockedPlainInventories, usAddress } from '../test-api.ts';

const dialects = await dialectsUnderTest();

const HOUR = 3_600_000;
const at = (offsetMs: number) => sqlNow(new Date(Date.now() + offsetMs));
const STOCK = 10;

describe.each(dialects)('flash sale caps on %s', (dialect) => {
  const w = useCatalogueApi(dialect);
  const db = () => w.fx.tdb.db;
  const admin = (method: string, path: string, body?: unknown) =>
    w.call(w.tokens.admin, method, path, body);
  /** Plain products in no flash sale or bundle deal, with their inventory and price. */
  let free: {
    productId: number;
    inventoryId: number;
    price: number;
    title: string;
    storeId: number;
  }[] = [];

  beforeAll(async () => {
    const plain = await stockedPlainInventories(db(), 40, STOCK);
    const rows = await db()
      .selectFrom('products')
      .select(['id', 'title', 'selling', 'offered', 'store_id'])
      .where(
        'id',
        'in',
        plain.map((p) => p.productId),
      )
      .where('id', 'not in', db().selectFrom('flash_sale_products').select('product_id'))
      .where('store_id', 'is not', null)
      .where('bundle_deal_id', 'is', null)
      .orderBy('id')
      .execute();
    free = rows.map((r) => ({
      productId: r.id,
      inventoryId: plain.find((p) => p.productId === r.id)!.inventoryId,
      price: r.offered > 0 ? r.offered : r.selling,
      title: r.title,
      storeId: r.store_id!,
    }));
    expect(free.length).toBeGreaterThan(2);
    expect(free.some((p) => p.storeId === w.storeA)).toBe(true);
  });

  const stockOf = async (inventoryId: number) =>
    (
      await db()
        .selectFrom('inventories')
        .select('quantity')
        .where('id', '=', inventoryId)
        .executeTakeFirstOrThrow()
    ).quantity;
  const saleRow = (saleId: number) =>
    db()
      .selectFrom('flash_sale_products')
      .select(['id', 'quantity', 'sold'])
      .where('flash_sale_id', '=', saleId)
      .executeTakeFirstOrThrow();
  /** A guest with `quantity` units of the product in the cart and a default address. */
  async function shopper(name: string, productId: number, quantity = 1) {
    const guest = `cap-${dialect}-${name}-0000000000`;
    await w.call('', 'POST', 'cart/action', { user_token: guest, product_id: productId, quantity });
    await w.call('', 'POST', 'user/address/action', {
      user_token: guest,
      ...usAddress(),
      default: 1,
    });
    return guest;
  }
  const unitOf = async (guest: string) =>
    (await w.call('', 'GET', `cart/by-user?user_token=${guest}`)).data[0].unit_price as number;

  it('sells exactly the cap at the flash price to concurrent shoppers, gives a cancelled order’s units back and keeps sold on an edit', async () => {
    const p = free[0]!;
    const flash = p.price - 100;
    const sale = {
      title: `Capped ${dialect}`,
      start_time: at(-HOUR),
      end_time: at(2 * HOUR),
      status: 'public',
      products: [{ product_id: p.productId, price: flash, quantity: 3 }],
    };
    const made = await admin('POST', 'admin/flash-sales/save', sale);
    expect(made.status, JSON.stringify(made)).toBe(200);
    const saleId = made.data.id as number;
    expect((await admin('GET', `admin/flash-sales/${saleId}`)).data.products).toEqual([
      expect.objectContaining({ product_id: p.productId, price: flash, quantity: 3, sold: 0 }),
    ]);

    const guests = await Promise.all(
      Array.from({ length: 6 }, (_, i) => shopper(`rush${i}`, p.productId)),
    );
    expect(await unitOf(guests[0]!)).toBe(flash / 100);
    const results = await Promise.all(
      guests.map((g) => w.call('', 'POST', 'order/action', { user_token: g, order_method: 2 })),
    );
    const placed = results.filter((r) => r.status === 200).map((r) => r.data.id as number);
    const lines = placed.length
      ? await db()
          .selectFrom('ordered_products')
          .select(['order_id', 'selling', 'flash_sale_product_id'])
          .where('order_id', 'in', placed)
          .execute()
      : [];
    const atFlash = lines.filter((l) => l.selling === flash);
    const row = await saleRow(saleId);
    // Exactly the cap at the flash price; the others refused (the cap was gone when they claimed it) or, when
    // their cart was priced after the cap ran out, at the normal price.
    expect(atFlash).toHaveLength(3);
    expect(atFlash.every((l) => l.flash_sale_product_id === row.id)).toBe(true);
    for (const l of lines.filter((x) => x.selling !== flash)) {
      expect(l.selling).toBe(p.price);
      expect(l.flash_sale_product_id).toBeNull();
    }
    // A refusal names the line as the out-of-stock one does (the envelope's status 500 with the product).
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(500);
      expect(r.data.form).toEqual([flashSoldOutMessage(p.title)]);
    }
    expect(row.sold).toBe(3);
    expect(await stockOf(p.inventoryId)).toBe(STOCK - placed.length);
    // Sold out: the product is out of the sale's listing and shoppers see its normal price.
    const listed = await w.call('', 'GET', `flash-sale/${saleId}`);
    expect(JSON.stringify(listed.data)).not.toContain(`"product_id":${p.productId}`);

    // A cancelled flash order gives its unit back to the sale (and its stock).
    const flashOrder = atFlash[0]!.order_id;
    const owner = guests[results.findIndex((r) => r.status === 200 && r.data.id === flashOrder)]!;
    const cancelled = await w.call('', 'POST', 'cancellation/cancel-order', {
      user_token: owner,
      order_id: flashOrder,
      title: 'Changed my mind',
      message: 'Sorry',
    });
    expect(cancelled.status, JSON.stringify(cancelled)).toBe(200);
    expect((await saleRow(saleId)).sold).toBe(2);
    expect(await stockOf(p.inventoryId)).toBe(STOCK - placed.length + 1);

    // One unit left: a line of two is at the normal price, a line of one at the flash price.
    const two = await shopper('two', p.productId, 2);
    expect(await unitOf(two)).toBe(p.price / 100);
    const summary = await w.call('', 'GET', `cart/summary?user_token=${two}`);
    expect(summary.data.subtotal).toBe((2 * p.price) / 100);
    const one = await shopper('one', p.productId, 1);
    expect(await unitOf(one)).toBe(flash / 100);

    // An edit keeps the sold count, refuses a cap below it, and may lift the cap.
    const below = await admin('POST', 'admin/flash-sales/save', {
      ...sale,
      id: saleId,
      products: [{ product_id: p.productId, price: flash, quantity: 1 }],
    });
    expect(below.data.form).toEqual([capBelowSoldMessage(p.productId, 2)]);
    const raised = await admin('POST', 'admin/flash-sales/save', {
      ...sale,
      id: saleId,
      products: [
        { product_id: p.productId, price: flash - 1, quantity: 5 },
        { product_id: free[1]!.productId, price: free[1]!.price - 1 },
      ],
    });
    expect(raised.status, JSON.stringify(raised)).toBe(200);
    const after = await admin('GET', `admin/flash-sales/${saleId}`);
    expect(after.data.products).toEqual([
      expect.objectContaining({ product_id: p.productId, price: flash - 1, quantity: 5, sold: 2 }),
      expect.objectContaining({ product_id: free[1]!.productId, quantity: null, sold: 0 }),
    ]);
    expect((await saleRow(saleId)).id).toBe(row.id);
    const zero = await admin('POST', 'admin/flash-sales/save', {
      ...sale,
      id: saleId,
      products: [{ product_id: p.productId, price: flash, quantity: '0' }],
    });
    expect(zero.data.form ?? zero.data).toContain(M.capRange);
    expect((await admin('POST', 'admin/flash-sales/delete', { id: saleId })).status).toBe(200);
  });

  it('gives a store’s cancelled part’s flash units back once, not again when the whole order is cancelled', async () => {
    const mine = free.filter((p) => p.storeId === w.storeA).at(-1)!;
    const other = free.find((p) => p.storeId !== w.storeA)!;
    const made = await admin('POST', 'admin/flash-sales/save', {
      title: `Parts ${dialect}`,
      start_time: at(-HOUR),
      end_time: at(HOUR),
      products: [
        { product_id: mine.productId, price: mine.price - 1, quantity: 5 },
        { product_id: other.productId, price: other.price - 1 },
      ],
    });
    expect(made.status, JSON.stringify(made)).toBe(200);
    const guest = await shopper('parts', mine.productId, 2);
    await w.call('', 'POST', 'cart/action', {
      user_token: guest,
      product_id: other.productId,
      quantity: 1,
    });
    const placed = await w.call('', 'POST', 'order/action', { user_token: guest, order_method: 2 });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const sold = async () =>
      (
        await db()
          .selectFrom('flash_sale_products')
          .select(['product_id', 'sold'])
          .where('flash_sale_id', '=', made.data.id)
          .orderBy('product_id')
          .execute()
      ).map((r) => [r.product_id, r.sold]);
    const soldOf = (pairs: (number | null)[][], id: number) => pairs.find((x) => x[0] === id)?.[1];
    let now = await sold();
    expect(soldOf(now, mine.productId)).toBe(2);
    expect(soldOf(now, other.productId)).toBe(1);
    const part = await w.call(w.tokens.a, 'POST', `seller/orders/${placed.data.id}/cancel`, {
      reason: 'Out of stock in the warehouse',
    });
    expect(part.status, JSON.stringify(part)).toBe(200);
    now = await sold();
    expect(soldOf(now, mine.productId)).toBe(0);
    expect(soldOf(now, other.productId)).toBe(1);
    const whole = await w.call('', 'POST', 'cancellation/cancel-order', {
      user_token: guest,
      order_id: placed.data.id,
      title: 'Changed my mind',
      message: 'Sorry',
    });
    expect(whole.status, JSON.stringify(whole)).toBe(200);
    now = await sold();
    expect(soldOf(now, mine.productId)).toBe(0);
    expect(soldOf(now, other.productId)).toBe(0);
    await admin('POST', 'admin/flash-sales/delete', { id: made.data.id });
  });

  it('lets exactly one of ten concurrent saves put one product into overlapping sales', async () => {
    const p = free[2]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin('POST', 'admin/flash-sales/save', {
          title: `Race ${dialect} ${i}`,
          start_time: at(10 * HOUR + i * 60_000),
          end_time: at(20 * HOUR + i * 60_000),
          products: [{ product_id: p.productId, price: p.price - 1, quantity: 2 }],
        }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won, JSON.stringify(results.map((r) => r.data))).toHaveLength(1);
    const winner = results.indexOf(won[0]!);
    for (const r of results.filter((x) => x !== won[0]))
      expect(r.data.form).toEqual([overlapMessage(p.productId, `Race ${dialect} ${winner}`)]);
    const rows = await db()
      .selectFrom('flash_sale_products')
      .select('id')
      .where('product_id', '=', p.productId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
