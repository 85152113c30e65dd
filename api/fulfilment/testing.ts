// What the fulfilment API tests share (issue 34): a seeded database with the outbox, two live stores A and B
// with a stocked product each and their owners' tokens, a shopper's, a pending seller's and the admin's; an
// order of both stores placed through the API as a checkout would; the state every call could write.
import { beforeAll, expect } from 'vitest';
import type { Kysely } from 'kysely';
import { PaymentMethod } from '#contract/codes.ts';
import type { Dialect } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { Mailer } from '../mail/mailer.ts';
import { issueToken } from '../lib/auth.ts';
import {
  apiOver,
  callApi,
  demoAdminToken,
  insertVerifiedUser,
  stockedPlainInventories,
  useApiOver,
  usAddress,
} from '../test-api.ts';

/** Every table a seller's order call could write, as one comparable value. */
export async function fulfilmentState(db: Kysely<Database>) {
  const tables = [
    'orders',
    'order_parts',
    'store_ledger',
    'inventories',
    'stock_history',
    'cancellations',
    'outbox',
  ] as const;
  const rows = await Promise.all(
    tables.map((t) => db.selectFrom(t).selectAll().orderBy('id').execute()),
  );
  return JSON.stringify(rows);
}

type Stocked = { storeId: number; productId: number; inventoryId: number };

export function useFulfilmentApi(dialect: Dialect) {
  const fx = useApiOver(dialect, {
    seed: 40,
    api: (tdb) => apiOver(tdb, { mail: new Mailer(tdb.db) }),
  });
  const tokens = { a: '', b: '', shopper: '', pending: '', admin: '' };
  const stocks = { a: {} as Stocked, b: {} as Stocked };
  const call = (token: string, method: string, path: string, body?: unknown) =>
    callApi(fx.api, method, `/${path}`, { body, token: token || undefined });
  let seq = 0;

  /** An order of two units from store A and one from B by a guest at `email`: its id, code and parts. */
  async function placeTwoStoreOrder(
    opts: { paid?: boolean; email?: string; language?: string } = {},
  ) {
    const userToken = `fulfil${dialect}${++seq}`.padEnd(24, 'x');
    const post = (path: string, body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', path, {
        body: { user_token: userToken, ...body },
        language: opts.language,
      });
    await post('/cart/action', {
      product_id: stocks.a.productId,
      inventory_id: stocks.a.inventoryId,
      quantity: 2,
    });
    await post('/cart/action', {
      product_id: stocks.b.productId,
      inventory_id: stocks.b.inventoryId,
      quantity: 1,
    });
    await post('/user/address/action', {
      ...usAddress('Ada Parts', opts.email ?? 'ada.parts@example.com'),
      default: 1,
    });
    const placed = await post('/order/action', { order_method: PaymentMethod.CASH_ON_DELIVERY });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const id = placed.data.id as number;
    if (opts.paid)
      await fx.tdb.db
        .updateTable('orders')
        .set({ payment_done: 1, trans_id: 'txn-secret-42', payment_token: 'tok-secret-42' })
        .where('id', '=', id)
        .execute();
    return { id, code: placed.data.order as string };
  }

  const partOf = (orderId: number, storeId: number) =>
    fx.tdb.db
      .selectFrom('order_parts')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
  const orderOf = (orderId: number) =>
    fx.tdb.db
      .selectFrom('orders')
      .select(['status', 'cancelled'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    const db = fx.tdb.db;
    const now = new Date();
    const stocked = await db
      .selectFrom('products as p')
      .innerJoin('stores as s', 's.id', 'p.store_id')
      .select(['p.id', 'p.store_id', 's.user_id'])
      .where(
        'p.id',
        'in',
        (await stockedPlainInventories(db, 40)).map((s) => s.productId),
      )
      .where('s.status', '=', 1)
      .where('s.user_id', 'is not', null)
      .orderBy('p.id')
      .execute();
    const a = stocked[0]!;
    const b = stocked.find((p) => p.store_id !== a.store_id && p.user_id !== a.user_id)!;
    for (const [key, p] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const inv = await db
        .selectFrom('inventories')
        .select('id')
        .where('product_id', '=', p.id)
        .executeTakeFirstOrThrow();
      stocks[key] = { storeId: p.store_id!, productId: p.id, inventoryId: inv.id };
      tokens[key] = (await issueToken(db, p.user_id!, now)).token;
    }
    const shopperId = await insertVerifiedUser(db, {
      name: 'Shopper',
      email: `fulfil-shop-${dialect}@example.com`,
    });
    tokens.shopper = (await issueToken(db, shopperId, now)).token;
    const pendingId = await insertVerifiedUser(db, {
      name: 'Pending',
      email: `fulfil-pending-${dialect}@example.com`,
      user_type: 'seller',
    });
    const t = now.toISOString();
    await db
      .insertInto('stores')
      .values({
        user_id: pendingId,
        name: 'Pending Store',
        slug: `fulfil-pending-${dialect}`,
        status: 2,
        created_at: t,
        updated_at: t,
      })
      .execute();
    tokens.pending = (await issueToken(db, pendingId, now)).token;
    tokens.admin = await demoAdminToken(fx.api);
  });

  return { fx, tokens, stocks, call, placeTwoStoreOrder, partOf, orderOf };
}
