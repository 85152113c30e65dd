// Withdrawals across two API processes on one database (issue 34): 12 requests sent to both at once against an
// available balance that covers 3 — exactly 3 accepted, the balance 0, never below. The store's row is the
// lock each request's transaction takes first (api/earnings/seller.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import { startApiProcess, type ApiProcess } from '../testing/api-process.ts';
import { issueToken } from '../lib/auth.ts';
import { balanceOf } from './service.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('withdrawals across two API processes on one %s database', (dialect) => {
  let tdb: TestDatabase;
  let procs: ApiProcess[] = [];
  let token = '';
  let storeId = 0;
  let accountId = 0;

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 10 });
    const store = await tdb.db
      .selectFrom('stores')
      .select(['id', 'user_id'])
      .where('user_id', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    storeId = store.id;
    token = (await issueToken(tdb.db, store.user_id!, new Date())).token;
    const at = new Date(Date.now() - 60_000).toISOString();
    // Test fixture: an available balance of exactly 3 × 2,000 and one bank account.
    await tdb.db
      .insertInto('store_ledger')
      .values({
        store_id: storeId,
        kind: 'adjustment',
        source: 'adjustment:processes-test',
        amount: 6_000,
        currency: 'USD',
        note: 'Test balance',
        available_at: at,
        created_at: at,
      })
      .execute();
    accountId = (
      await tdb.db
        .insertInto('withdrawal_accounts')
        .values({
          store_id: storeId,
          holder_name: 'Ada',
          bank_name: 'Bank',
          iban: 'DE89370400440532013000',
          country: 'DE',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    procs = await Promise.all([
      startApiProcess(tdb.url, tdb.uploadsDir),
      startApiProcess(tdb.url, tdb.uploadsDir),
    ]);
  }, 180_000);
  afterAll(async () => {
    for (const p of procs) p.child.stdin?.end();
    await tdb?.close();
  });

  it('takes exactly 3 of 12 requests sent to both processes at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await fetch(`${procs[i % 2]!.base}/seller/withdrawals/request`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({ account_id: accountId, amount: 2_000 }),
        });
        expect(res.status).toBeLessThan(500);
        return (await res.json()) as { status: number };
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const figures = await balanceOf(tdb.db, storeId, new Date());
    expect(figures).toEqual({ balance: 0, available: 0, held: 0 });
    const requests = await tdb.db
      .selectFrom('withdrawal_requests')
      .select('id')
      .where('store_id', '=', storeId)
      .execute();
    expect(requests).toHaveLength(3);
  }, 60_000);
});
