// Several processes on one database (issue 15): two API processes take orders for the same 5 units from 50
// shoppers at once — exactly 5 orders, stock 0 — and one idempotency key sent to both places one order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import { startApiProcess, type ApiProcess } from '../testing/api-process.ts';
import { plainInventory, setStock, stockOf, usAddress } from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('orders across two API processes on one %s database', (dialect) => {
  let tdb: TestDatabase;
  let procs: ApiProcess[] = [];
  let inventoryId = 0;
  let productId = 0;

  const post = async (base: string, path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as { status: number; message: unknown; data: { id?: number } };
  };

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 40 });
    ({ inventoryId, productId } = await plainInventory(tdb.db));
    procs = await Promise.all([
      startApiProcess(tdb.url, tdb.uploadsDir),
      startApiProcess(tdb.url, tdb.uploadsDir),
    ]);
  }, 180_000);
  afterAll(async () => {
    for (const p of procs) p.child.stdin?.end();
    await tdb?.close();
  });

  async function shopper(i: number) {
    const guest = `guestPROC${dialect}${String(i).padStart(5, '0')}zz`;
    const base = procs[i % 2]!.base;
    expect(
      (await post(base, '/cart/action', { user_token: guest, product_id: productId, quantity: 1 }))
        .status,
    ).toBe(200);
    expect(
      (
        await post(base, '/user/address/action', {
          user_token: guest,
          ...usAddress('P', 'p@example.com'),
          default: 1,
        })
      ).status,
    ).toBe(200);
    return { guest, base };
  }

  it('sells exactly 5 units to 50 shoppers split over the two processes', async () => {
    const shoppers = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper(i));
    await setStock(tdb.db, inventoryId, 5);
    const answers = await Promise.all(
      shoppers.map((s) => post(s.base, '/order/action', { user_token: s.guest, order_method: 2 })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    // Every other shopper is told the product is out of stock — no lock or busy error reaches anyone.
    for (const r of answers.filter((x) => x.status !== 200))
      expect(JSON.stringify(r)).toContain('This product is not in stock');
    expect(await stockOf(tdb.db, inventoryId)).toBe(0);
    const orders = await tdb.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(orders?.n)).toBe(5);
  }, 120_000);

  it('places one order for one idempotency key sent 20 times to both processes', async () => {
    await setStock(tdb.db, inventoryId, 100);
    const s = await shopper(1000);
    const body = {
      user_token: s.guest,
      order_method: 2,
      idempotency_key: `proc-${dialect}-key-0123456789`,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(procs[i % 2]!.base, '/order/action', body)),
    );
    const ids = new Set(answers.map((r) => (r.status === 200 ? r.data.id : `refused ${r.status}`)));
    expect([...ids]).toHaveLength(1);
    expect(typeof [...ids][0]).toBe('number');
  }, 60_000);

  it('keeps every unit when 20 orders on both processes race the seller’s stock edit (issue 33)', async () => {
    // The product's seller adds 15 through one process while 20 shoppers order one each through both.
    const owner = await tdb.db
      .selectFrom('products as p')
      .innerJoin('stores as s', 's.id', 'p.store_id')
      .select('s.user_id')
      .where('p.id', '=', productId)
      .executeTakeFirstOrThrow();
    const token = (await issueToken(tdb.db, owner.user_id!, new Date())).token;
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await shopper(2000 + i));
    await setStock(tdb.db, inventoryId, 30);
    const [edit, ...answers] = await Promise.all([
      post(
        procs[0]!.base,
        '/seller/inventories/stock',
        { inventory_id: inventoryId, change: 15, note: 'Rush' },
        token,
      ),
      ...shoppers.map((s) =>
        post(s.base, '/order/action', { user_token: s.guest, order_method: 2 }),
      ),
    ]);
    expect(edit.status).toBe(200);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    expect(await stockOf(tdb.db, inventoryId)).toBe(30 + 15 - 20);
    const history = await tdb.db
      .selectFrom('stock_history')
      .select(['reason', 'change'])
      .where('inventory_id', '=', inventoryId)
      .where('created_at', '>=', new Date(Date.now() - 120_000).toISOString())
      .execute();
    expect(history.filter((h) => h.reason === 'order').length).toBeGreaterThanOrEqual(20);
    expect(history.filter((h) => h.reason === 'edit').map((h) => Number(h.change))).toEqual([15]);
  }, 120_000);
});
