// Staff refund one store's part of an order (issue 34) on SQLite and PostgreSQL: a delivered part the buyer
// returned is debited from its store's ledger (gross, commission, net), once, even when two operators press at
// the same time; the other store's ledger is untouched; a part still on its way is refused, a paid-online
// order needs the reference of the refund made at the provider; the buyer is e-mailed; a seller gets a 404.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PartRefundMessages as M } from '#contract/admin/part-refunds.ts';
import { PaymentMethod } from '#contract/codes.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { Mailer } from '../mail/mailer.ts';
import { issueToken } from '../lib/auth.ts';
import {
  apiOver,
  callApi,
  demoAdminToken,
  stockedPlainInventories,
  useApiOver,
  usAddress,
} from '../test-api.ts';
import { creditDeliveredPart } from '../earnings/service.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('part refunds on %s', (dialect) => {
  const fx = useApiOver(dialect, {
    seed: 40,
    api: (tdb) => apiOver(tdb, { mail: new Mailer(tdb.db) }),
  });
  let seq = 0;

  /** A cash-on-delivery order of one product from each of two stores, both parts delivered and booked. */
  async function deliveredTwoStoreOrder() {
    const db = fx.tdb.db;
    const stocked = await stockedPlainInventories(db, 40);
    const withStore = await db
      .selectFrom('products')
      .select(['id', 'store_id'])
      .where(
        'id',
        'in',
        stocked.map((s) => s.productId),
      )
      .where('store_id', 'is not', null)
      .execute();
    const a = withStore[0]!;
    const b = withStore.find((p) => p.store_id !== a.store_id)!;
    const userToken = `partrefund${dialect}${++seq}`.padEnd(24, 'x');
    const post = (path: string, body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', path, { body: { user_token: userToken, ...body } });
    for (const p of [a, b])
      await post('/cart/action', {
        product_id: p.id,
        inventory_id: stocked.find((s) => s.productId === p.id)!.inventoryId,
        quantity: 2,
      });
    await post('/user/address/action', {
      ...usAddress('Ada Return', 'ada.return@example.com'),
      default: 1,
    });
    const placed = await post('/order/action', { order_method: PaymentMethod.CASH_ON_DELIVERY });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const orderId = placed.data.id as number;
    const parts = await db
      .selectFrom('order_parts')
      .select(['id', 'store_id'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(parts).toHaveLength(2);
    for (const p of parts) {
      await db.updateTable('order_parts').set({ status: 5 }).where('id', '=', p.id).execute();
      await creditDeliveredPart(db, p.id, new Date());
    }
    return { orderId, parts };
  }

  const ledgerOf = (storeId: number) =>
    fx.tdb.db
      .selectFrom('store_ledger')
      .select([
        sql<number>`coalesce(sum(gross), 0)`.as('gross'),
        sql<number>`coalesce(sum(commission), 0)`.as('commission'),
        sql<number>`coalesce(sum(amount), 0)`.as('net'),
        sql<number>`count(*)`.as('rows'),
      ])
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow()
      .then((r) => ({
        gross: Number(r.gross),
        commission: Number(r.commission),
        net: Number(r.net),
        rows: Number(r.rows),
      }));

  it('debits a returned part from its store once, even when two operators press together', async () => {
    const admin = await demoAdminToken(fx.api);
    const { orderId, parts } = await deliveredTwoStoreOrder();
    const [a, b] = parts as [{ id: number; store_id: number }, { id: number; store_id: number }];
    const beforeA = await ledgerOf(a.store_id);
    const beforeB = await ledgerOf(b.store_id);
    const outboxBefore = await fx.tdb.db.selectFrom('outbox').select('id').execute();
    const refund = () =>
      callApi(fx.api, 'POST', '/admin/orders/refund-part', {
        token: admin,
        body: { order_id: orderId, part_id: a.id },
      });
    const answers = await Promise.all([refund(), refund(), refund()]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.status !== 200))
      expect(r.data.form ?? [r.message]).toContain(M.alreadyRefunded);
    const afterA = await ledgerOf(a.store_id);
    const sale = await fx.tdb.db
      .selectFrom('store_ledger')
      .select([sql<number>`sum(gross)`.as('gross'), sql<number>`sum(commission)`.as('commission')])
      .where('part_id', '=', a.id)
      .where('kind', '=', 'sale')
      .executeTakeFirstOrThrow();
    // The part's sale is reversed to the minor unit: gross, commission and net.
    expect(afterA.gross).toBe(beforeA.gross - Number(sale.gross));
    expect(afterA.commission).toBe(beforeA.commission - Number(sale.commission));
    expect(afterA.net).toBe(beforeA.net - (Number(sale.gross) - Number(sale.commission)));
    expect(await ledgerOf(b.store_id)).toEqual(beforeB);
    const part = await fx.tdb.db
      .selectFrom('order_parts')
      .select(['refunded_at', 'refunded_amount'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(part.refunded_at).not.toBeNull();
    expect(part.refunded_amount).toBe(Number(sale.gross));
    const outbox = await fx.tdb.db.selectFrom('outbox').select(['id', 'to_address']).execute();
    expect(outbox.length).toBe(outboxBefore.length + 1);
    expect(outbox.at(-1)!.to_address).toBe('ada.return@example.com');
    const audit = await fx.tdb.db
      .selectFrom('admin_audit')
      .select('action')
      .where('order_id', '=', orderId)
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['refund_part']);
  });

  it('refuses a part not delivered, an unknown part, and an online payment without its reference', async () => {
    const admin = await demoAdminToken(fx.api);
    const { orderId, parts } = await deliveredTwoStoreOrder();
    const refund = (body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', '/admin/orders/refund-part', { token: admin, body });
    const messageOf = (r: Awaited<ReturnType<typeof refund>>) => r.data?.form?.[0] ?? r.message;
    await fx.tdb.db
      .updateTable('order_parts')
      .set({ status: 4 })
      .where('id', '=', parts[1]!.id)
      .execute();
    expect(messageOf(await refund({ order_id: orderId, part_id: parts[1]!.id }))).toBe(
      M.notRefundable,
    );
    expect(messageOf(await refund({ order_id: orderId, part_id: 2_000_000 }))).toBe(M.notFound);
    await fx.tdb.db
      .updateTable('orders')
      .set({ order_method: PaymentMethod.STRIPE, payment_done: 1 })
      .where('id', '=', orderId)
      .execute();
    expect(messageOf(await refund({ order_id: orderId, part_id: parts[0]!.id }))).toBe(
      M.referenceNeeded,
    );
    expect(
      (await refund({ order_id: orderId, part_id: parts[0]!.id, reference: 're_123' })).status,
    ).toBe(200);
    const bad = await refund({
      order_id: orderId,
      part_id: parts[0]!.id,
      reference: 'x'.repeat(121),
    });
    expect(bad.status).not.toBe(200);
    // A seller does not reach the endpoint at all.
    const seller = await fx.tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const token = (await issueToken(fx.tdb.db, seller.user_id!, new Date())).token;
    const r = await callApi(fx.api, 'POST', '/admin/orders/refund-part', {
      token,
      body: { order_id: orderId, part_id: parts[1]!.id },
    });
    expect(r.status).toBe(404);
  });
});
