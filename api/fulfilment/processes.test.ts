// A seller's step racing a staff cancellation across two API processes on one database (issue 34): for each
// order the seller marks their part delivered through one process while staff cancel the order through the
// other, at the same moment. Exactly one wins every time, and the order, its part and the store's ledger agree:
// delivered and credited, or cancelled with nothing credited. (In process, both dialects: race.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '#contract/codes.ts';
import { Messages } from '#contract/messages.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import { startApiProcess, type ApiProcess } from '../testing/api-process.ts';
import { issueToken } from '../lib/auth.ts';
import { apiOver, demoAdminToken, stockedPlainInventories, usAddress } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('a seller racing staff across two API processes on %s', (dialect) => {
  let tdb: TestDatabase;
  let procs: ApiProcess[] = [];
  const tokens = { seller: '', admin: '' };
  let item = { productId: 0, inventoryId: 0 };
  let storeId = 0;

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 20 });
    const local = apiOver(tdb);
    const stocked = await stockedPlainInventories(tdb.db, 20);
    const product = await tdb.db
      .selectFrom('products as p')
      .innerJoin('stores as s', 's.id', 'p.store_id')
      .select(['p.id', 'p.store_id', 's.user_id'])
      .where(
        'p.id',
        'in',
        stocked.map((s) => s.productId),
      )
      .where('s.status', '=', 1)
      .where('s.user_id', 'is not', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    storeId = product.store_id!;
    item = {
      productId: product.id,
      inventoryId: stocked.find((s) => s.productId === product.id)!.inventoryId,
    };
    tokens.seller = (await issueToken(tdb.db, product.user_id!, new Date())).token;
    tokens.admin = await demoAdminToken(local);
    procs = await Promise.all([
      startApiProcess(tdb.url, tdb.uploadsDir),
      startApiProcess(tdb.url, tdb.uploadsDir),
    ]);
  }, 180_000);
  afterAll(async () => {
    for (const p of procs) p.child.stdin?.end();
    await tdb?.close();
  });

  const post = async (base: string, path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBeLessThan(500);
    const answer = (await res.json()) as {
      status: number;
      message: string;
      data: { id?: number };
    };
    // Never the API's unexpected error (it was "database is locked" across processes on SQLite).
    expect(answer.message, path).not.toBe(Messages.serverError);
    return answer;
  };

  it('lets exactly one of the two win for every order, and keeps order, part and ledger in step', async () => {
    let delivered = 0;
    let cancelled = 0;
    for (let round = 0; round < 8; round++) {
      const guest = `procrace${dialect}${round}`.padEnd(24, 'x');
      const base = procs[round % 2]!.base;
      await post(base, 'cart/action', {
        user_token: guest,
        product_id: item.productId,
        inventory_id: item.inventoryId,
        quantity: 1,
      });
      await post(base, 'user/address/action', { user_token: guest, ...usAddress(), default: 1 });
      const placed = await post(base, 'order/action', {
        user_token: guest,
        order_method: PaymentMethod.CASH_ON_DELIVERY,
      });
      expect(placed.status).toBe(200);
      const orderId = placed.data.id!;
      // Alternate which process each side goes through.
      const [sellerBase, staffBase] =
        round % 2 ? [procs[0]!.base, procs[1]!.base] : [procs[1]!.base, procs[0]!.base];
      const [s, a] = await Promise.all([
        post(sellerBase, `seller/orders/${orderId}/status`, { status: 'delivered' }, tokens.seller),
        post(
          staffBase,
          'admin/orders/cancel',
          { order_id: orderId, title: 'Race', message: 'Staff cancel' },
          tokens.admin,
        ),
      ]);
      expect(
        [s.status, a.status].filter((x) => x === 200),
        `round ${round}`,
      ).toHaveLength(1);
      const order = await tdb.db
        .selectFrom('orders')
        .select(['status', 'cancelled'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const part = await tdb.db
        .selectFrom('order_parts')
        .select(['status', 'cancelled'])
        .where('order_id', '=', orderId)
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow();
      const credits = await tdb.db
        .selectFrom('store_ledger')
        .select('id')
        .where('order_id', '=', orderId)
        .execute();
      if (s.status === 200) {
        delivered++;
        expect(order).toEqual({ status: 5, cancelled: 0 });
        expect(part).toEqual({ status: 5, cancelled: 0 });
        expect(credits.length).toBeGreaterThan(0);
      } else {
        cancelled++;
        expect(order.cancelled).toBe(1);
        expect(part.cancelled).toBe(1);
        expect(credits).toHaveLength(0);
      }
    }
    expect(delivered + cancelled).toBe(8);
  }, 120_000);
});
