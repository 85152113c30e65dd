// The store ledger on SQLite and PostgreSQL (issue 34, decision 137): for random orders over several stores,
// random commission rates and random refunds, every store's net plus the shop's commission equals what the
// buyers paid minus what was refunded, to the minor unit; booking twice books nothing; a sale is held for the
// shop's holding period.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../db/test-db.ts';
import { callApi, stockedPlainInventories, useApiOver, usAddress } from '../test-api.ts';
import { balanceOf, creditDeliveredPart, debitRefundedPart } from './ledger.ts';
import { PAYOUT_SETTINGS_KEY } from './settings.ts';

const dialects = await dialectsUnderTest();

function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s % n;
  };
}

describe.each(dialects)('store ledger on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  const next = random(dialect === 'sqlite' ? 7 : 11);

  async function setTerms(terms: Record<string, number>) {
    const db = fx.tdb.db;
    await db.deleteFrom('settings').where('key', '=', PAYOUT_SETTINGS_KEY).execute();
    await db
      .insertInto('settings')
      .values({ key: PAYOUT_SETTINGS_KEY, value: JSON.stringify(terms) })
      .execute();
  }

  /** A guest's order of 1–4 random products of several stores, 1–3 of each, paid cash on delivery. */
  type Stocked = { inventoryId: number; productId: number };
  async function randomOrder(items: Stocked[], n: number) {
    const userToken = `ledger${dialect}${n}`.padEnd(24, 'x');
    const post = (path: string, body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', path, { body: { user_token: userToken, ...body } });
    const picked = new Set<Stocked>();
    const k = Math.min(1 + next(4), items.length);
    while (picked.size < k) picked.add(items[next(items.length)]!);
    for (const i of picked)
      await post('/cart/action', {
        product_id: i.productId,
        inventory_id: i.inventoryId,
        quantity: 1 + next(3),
      });
    await post('/user/address/action', { ...usAddress('Ada Ledger'), default: 1 });
    const placed = await post('/order/action', { order_method: 2 });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    return placed.data.id as number;
  }

  it('books net and commission that add up to what the buyers paid minus refunds, to the minor unit', async () => {
    const db = fx.tdb.db;
    const now = new Date();
    await setTerms({ commission_bp: 1_250, holding_days: 0, minimum_payout: 100 });
    const stores = await db.selectFrom('stores').select('id').execute();
    // Random rates: some stores keep the shop's default.
    for (const s of stores)
      await db
        .updateTable('stores')
        .set({ commission_bp: next(3) === 0 ? null : next(2_501) })
        .where('id', '=', s.id)
        .execute();
    const products = await stockedPlainInventories(db, 30);
    expect(products.length).toBeGreaterThan(3);
    const orderIds: number[] = [];
    for (let n = 0; n < 12; n++) orderIds.push(await randomOrder(products, n));
    const parts = await db
      .selectFrom('order_parts')
      .select(['id', 'store_id'])
      .where('order_id', 'in', orderIds)
      .execute();
    expect(new Set(parts.map((p) => p.store_id)).size).toBeGreaterThan(1);
    let refunded = 0;
    for (const p of parts) {
      await db.updateTable('order_parts').set({ status: 5 }).where('id', '=', p.id).execute();
      expect(await creditDeliveredPart(db, p.id, now)).toBeGreaterThan(0);
      // Booking the same delivery again books nothing.
      expect(await creditDeliveredPart(db, p.id, now)).toBe(0);
      if (next(3) === 0) {
        refunded += await debitRefundedPart(db, p.id, now, 'returned');
        expect(await debitRefundedPart(db, p.id, now)).toBeGreaterThan(0);
      }
    }
    const paid = await db
      .selectFrom('orders')
      .select(sql<number>`sum(total_amount)`.as('paid'))
      .where('id', 'in', orderIds)
      .executeTakeFirstOrThrow();
    const booked = await db
      .selectFrom('store_ledger')
      .select([
        sql<number>`sum(amount)`.as('net'),
        sql<number>`sum(commission)`.as('commission'),
        sql<number>`sum(gross)`.as('gross'),
      ])
      .executeTakeFirstOrThrow();
    expect(refunded).toBeGreaterThan(0);
    expect(Number(booked.net) + Number(booked.commission)).toBe(Number(paid.paid) - refunded);
    expect(Number(booked.gross)).toBe(Number(paid.paid) - refunded);
    // Each store's balance is the sum of its own rows; every sale's commission is within its gross.
    const rows = await db.selectFrom('store_ledger').selectAll().execute();
    for (const r of rows.filter((r) => r.kind === 'sale')) {
      expect(r.commission).toBeGreaterThanOrEqual(0);
      expect(r.commission).toBeLessThanOrEqual(r.gross);
      expect(r.gross).toBe(r.commission + r.amount);
    }
    let total = 0;
    for (const s of new Set(rows.map((r) => r.store_id))) {
      const own = rows.filter((r) => r.store_id === s).reduce((n, r) => n + r.amount, 0);
      expect((await balanceOf(db, s, now)).balance).toBe(own);
      total += own;
    }
    expect(total).toBe(Number(booked.net));
  });

  it('holds a sale for the holding period: available after it, held before', async () => {
    const db = fx.tdb.db;
    await setTerms({ commission_bp: 1_000, holding_days: 7, minimum_payout: 100 });
    const [item] = await stockedPlainInventories(db, 1);
    const product = await db
      .selectFrom('products')
      .select(['id', 'store_id'])
      .where('id', '=', item!.productId)
      .executeTakeFirstOrThrow();
    const orderId = await randomOrder([item!], 99);
    const part = await db
      .selectFrom('order_parts')
      .select('id')
      .where('order_id', '=', orderId)
      .where('store_id', '=', product.store_id)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const before = await balanceOf(db, product.store_id!, now);
    await creditDeliveredPart(db, part.id, now);
    const after = await balanceOf(db, product.store_id!, now);
    expect(after.balance).toBeGreaterThan(before.balance);
    expect(after.available).toBe(before.available);
    const later = await balanceOf(db, product.store_id!, new Date(now.getTime() + 8 * 86_400_000));
    expect(later.available).toBe(after.balance);
  });

  it("gives a store's voucher discount to that store alone: another store's lines are booked in full", async () => {
    const db = fx.tdb.db;
    await setTerms({ commission_bp: 0, holding_days: 0, minimum_payout: 100 });
    const items = await stockedPlainInventories(db, 30);
    const withStore = await db
      .selectFrom('products')
      .select(['id', 'store_id'])
      .where(
        'id',
        'in',
        items.map((i) => i.productId),
      )
      .execute();
    const storeOf = (i: { productId: number }) =>
      withStore.find((p) => p.id === i.productId)!.store_id!;
    const a = items[0]!;
    const b = items.find((i) => storeOf(i) !== storeOf(a))!;
    const at = new Date().toISOString();
    await db
      .insertInto('vouchers')
      .values({
        title: 'Store B',
        code: `STOREB${dialect.toUpperCase()}`,
        type: 1,
        price: 400,
        min_spend: 0,
        usage_limit: 0,
        limit_per_customer: 0,
        store_id: storeOf(b),
        status: 1,
        start_time: '2000-01-01 00:00:00',
        end_time: '2999-01-01 00:00:00',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const userToken = `ledgerVoucher${dialect}`.padEnd(24, 'x');
    const post = (path: string, body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', path, { body: { user_token: userToken, ...body } });
    for (const i of [a, b])
      await post('/cart/action', {
        product_id: i.productId,
        inventory_id: i.inventoryId,
        quantity: 1,
      });
    await post('/user/address/action', { ...usAddress('Ada Voucher'), default: 1 });
    const placed = await post('/order/action', {
      order_method: 2,
      voucher: `STOREB${dialect.toUpperCase()}`,
    });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const orderId = placed.data.id as number;
    expect(
      (
        await db
          .selectFrom('orders')
          .select('voucher_price')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).voucher_price,
    ).toBe(400);
    const lines = await db
      .selectFrom('ordered_products')
      .select(['store_id', 'selling', 'quantity', 'bundle_offer', 'tax_price', 'shipping_price'])
      .where('order_id', '=', orderId)
      .execute();
    const weight = (storeId: number) =>
      lines
        .filter((l) => l.store_id === storeId)
        .reduce(
          (n, l) =>
            n + (l.selling + l.tax_price) * (l.quantity - l.bundle_offer) + l.shipping_price,
          0,
        );
    const parts = await db
      .selectFrom('order_parts')
      .select(['id', 'store_id'])
      .where('order_id', '=', orderId)
      .execute();
    for (const p of parts) await creditDeliveredPart(db, p.id, new Date());
    const gross = async (storeId: number) =>
      Number(
        (
          await db
            .selectFrom('store_ledger')
            .select(sql<number>`sum(gross)`.as('g'))
            .where('store_id', '=', storeId)
            .where('source', 'like', 'sale:line:%')
            .where(
              'source',
              'in',
              (
                await db
                  .selectFrom('ordered_products')
                  .select('id')
                  .where('order_id', '=', orderId)
                  .execute()
              ).map((l) => `sale:line:${l.id}`),
            )
            .executeTakeFirstOrThrow()
        ).g,
      );
    expect(await gross(storeOf(a))).toBe(weight(storeOf(a)));
    expect(await gross(storeOf(b))).toBe(weight(storeOf(b)) - 400);
  });
});
