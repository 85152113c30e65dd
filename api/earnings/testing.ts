// What the earnings API tests share (issue 34): a seeded database and the API over it with the outbox, the
// tokens of seller A and seller B (two demo stores), a shopper's and the admin's, and the test fixture that
// makes a delivered sale the way the order-parts work will (an order placed through the API, its part moved
// to delivered in the database, `creditDeliveredPart` called with a past clock so the sale is available now).
import { beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { Mailer } from '../mail/mailer.ts';
import {
  apiOver,
  callApi,
  demoAdminToken,
  guestOrder,
  insertVerifiedUser,
  plainInventory,
  useApiOver,
} from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';
import { creditDeliveredPart } from './service.ts';

/** Every table an earnings call could write, as one comparable value. */
export async function earningsState(db: Kysely<Database>) {
  const tables = [
    'store_ledger',
    'withdrawal_accounts',
    'withdrawal_requests',
    'stores',
    'admin_audit',
    'outbox',
    'settings',
  ] as const;
  const rows = await Promise.all(
    tables.map((t) => db.selectFrom(t).selectAll().orderBy('id').execute()),
  );
  return JSON.stringify(rows);
}

export const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';

export function useEarningsApi(dialect: Dialect) {
  const fx = useApiOver(dialect, {
    seed: 30,
    api: (tdb) => apiOver(tdb, { mail: new Mailer(tdb.db) }),
  });
  const tokens = { a: '', b: '', shopper: '', admin: '' };
  const call = (token: string, method: string, path: string, body?: unknown) =>
    callApi(fx.api, method, `/${path}`, { body, token: token || undefined });
  const w = {
    fx,
    tokens,
    call,
    storeA: 0,
    storeB: 0,
    productA: 0,
    /** Seller A adds a bank account; its id. */
    async account(token = tokens.a) {
      const r = await call(token, 'POST', 'seller/withdrawal-accounts/save', {
        holder_name: 'Ada Seller',
        bank_name: 'Test Bank',
        iban: GOOD_IBAN,
        country: 'DE',
      });
      return r.data.id as number;
    },
    /** Staff credit `storeId` with `amount` minor units (an adjustment, available at once). */
    credit: (storeId: number, amount: number, reason = 'Test credit') =>
      call(tokens.admin, 'POST', `admin/stores/${storeId}/adjustments`, { amount, reason }),
    /**
     * TEST FIXTURE: a delivered sale of seller A's product, as the order-parts work will book it — a guest
     * order through the API, its store's part set delivered (status 5) in the database, and the part
     * credited with a clock 30 days back, so the sale is past its holding period.
     */
    async deliveredSaleForTest() {
      const db = fx.tdb.db;
      const userToken = `guestE${dialect}${Math.random().toString(36).slice(2, 12).padEnd(10, 'x')}zz`;
      const order = await guestOrder(fx.api, userToken, w.productA);
      const part = await db
        .selectFrom('order_parts')
        .select('id')
        .where('order_id', '=', order.id)
        .where('store_id', '=', w.storeA)
        .executeTakeFirstOrThrow();
      await db.updateTable('order_parts').set({ status: 5 }).where('id', '=', part.id).execute();
      await creditDeliveredPart(db, part.id, new Date(Date.now() - 30 * 86_400_000));
      return { ...order, partId: part.id };
    },
  };
  beforeAll(async () => {
    const db = fx.tdb.db;
    const now = new Date();
    const stores = await db
      .selectFrom('stores')
      .select(['id', 'user_id'])
      .where('user_id', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(2)
      .execute();
    w.storeA = stores[0]!.id;
    w.storeB = stores[1]!.id;
    tokens.a = (await issueToken(db, stores[0]!.user_id!, now)).token;
    tokens.b = (await issueToken(db, stores[1]!.user_id!, now)).token;
    const shopperId = await insertVerifiedUser(db, {
      name: 'Shopper',
      email: `earn-shop-${dialect}@example.com`,
    });
    tokens.shopper = (await issueToken(db, shopperId, now)).token;
    tokens.admin = await demoAdminToken(fx.api);
    const { productId } = await plainInventory(db);
    await db
      .updateTable('products')
      .set({ store_id: w.storeA })
      .where('id', '=', productId)
      .execute();
    w.productA = productId;
  });
  return w;
}
