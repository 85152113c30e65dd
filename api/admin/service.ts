// The admin area's orders (issue 17): every order across buyers with filters, one order with its audit log,
// and the admin actions. Moves along the tracker and bank-transfer verdicts reuse the shop's operations
// (api/orders/operations.ts: conditional updates, the buyer e-mailed in their language); cancellation reuses
// the shopper's (stock back, once). Every action that changed something is written to admin_audit with the
// order's state before and after.
import type { Kysely } from 'kysely';
import { buildPaginator } from '#contract/paginate.ts';
import { OrderStatus, PaymentMethod } from '#contract/codes.ts';
import { AdminMessages, type AdminOrdersQuery, type AdminStatus } from '#contract/admin/schemas.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import {
  sendOrderNotice,
  OperationMessages,
  advanceStatus,
  settleTransfer,
  type OperationResult,
  cancelOrderRow,
  partsOfOrder,
  detailOf,
  ORDER_COLUMNS,
  addressView,
  awaitingVerification,
  givenFilters,
  lockOpenOrder,
  orderView,
  orderedProducts,
  pageOfOrders,
  type OrderRow,
} from '../orders/service.ts';
import { auditTrail, recordAudit } from './audit.ts';
import { refundsDue, refundsOfOrder, stopCancelledPayment } from '../payments/service.ts';
import type { PaymentRegistry } from '../payments/service.ts';
import { toMajor } from '#contract/money.ts';

const ADMIN_ORDERS_PER_PAGE = 25;

const STATUS_OF: Record<string, number> = {
  pending: OrderStatus.PENDING,
  confirmed: OrderStatus.CONFIRMED,
  picked_up: OrderStatus.PICKED_UP,
  on_the_way: OrderStatus.ON_THE_WAY,
  delivered: OrderStatus.DELIVERED,
};

export type Deps = {
  db: Kysely<Database>;
  mail: Mailer | null;
  links: ShopLinks;
  now: Date;
  /** The running payment providers (refunds of online payments go through them). */
  payments?: PaymentRegistry;
};
export type ActionResult = { ok: true; mailed: boolean } | { ok: false; message: string };

async function buyersOf(db: Kysely<Database>, rows: OrderRow[]) {
  const ids = [...new Set(rows.map((r) => r.user_id).filter((v): v is number => v != null))];
  const users = ids.length
    ? await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return (o: OrderRow) => {
    const u = o.user_id != null ? byId.get(o.user_id) : undefined;
    const a = addressView(o);
    return { name: u?.name ?? a?.name ?? null, email: u?.email ?? a?.email ?? null };
  };
}

export async function adminOrdersPage(db: Kysely<Database>, q: AdminOrdersQuery, path: string) {
  let base = db.selectFrom('orders');
  if (q.status === 'cancelled') base = base.where('cancelled', '=', 1);
  else if (q.status)
    base = base.where('cancelled', '=', 0).where('status', '=', STATUS_OF[q.status]!);
  if (q.payment === 'paid') base = base.where('payment_done', '=', 1);
  if (q.payment === 'unpaid') base = base.where('payment_done', '=', 0);
  if (q.payment === 'awaiting')
    base = base
      .where('order_method', '=', PaymentMethod.BANK_TRANSFER)
      .where('trans_id', 'is not', null)
      .where('payment_done', '=', 0)
      .where('cancelled', '=', 0);
  if (q.payment === 'refunded')
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('cancellations').select('order_id').where('refunded', '=', 1),
    );
  if (q.method === 'cod') base = base.where('order_method', '=', PaymentMethod.CASH_ON_DELIVERY);
  if (q.method === 'bank') base = base.where('order_method', '=', PaymentMethod.BANK_TRANSFER);
  if (q.method === 'card')
    base = base.where('order_method', 'not in', [
      PaymentMethod.CASH_ON_DELIVERY,
      PaymentMethod.BANK_TRANSFER,
    ]);
  if (q.store !== undefined)
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('ordered_products').select('order_id').where('store_id', '=', q.store!),
    );
  if (q.from) base = base.where('created_at', '>=', `${q.from}T00:00:00.000Z`);
  if (q.to) base = base.where('created_at', '<=', `${q.to}T23:59:59.999Z`);
  if (q.q) base = base.where('order_code', '=', q.q.toUpperCase());
  const { page, total, items: rows } = await pageOfOrders(base, q.page, ADMIN_ORDERS_PER_PAGE);
  const ids = rows.map((r) => r.id);
  const [lines, buyer, refunded] = await Promise.all([
    orderedProducts(db, ids),
    buyersOf(db, rows),
    ids.length
      ? db
          .selectFrom('cancellations')
          .select('order_id')
          .where('order_id', 'in', ids)
          .where('refunded', '=', 1)
          .execute()
      : [],
  ]);
  const refundedIds = new Set(refunded.map((r) => r.order_id));
  const query = givenFilters(q, ['status', 'payment', 'method', 'store', 'from', 'to', 'q']);
  return buildPaginator({
    items: rows.map((r) => ({
      ...orderView(r),
      ordered_products: lines.get(r.id) ?? [],
      buyer: buyer(r),
      awaiting_verification: awaitingVerification(r),
      refunded: refundedIds.has(r.id) ? 1 : 0,
    })),
    total,
    page,
    perPage: ADMIN_ORDERS_PER_PAGE,
    path,
    query,
  });
}

export async function adminOrderDetail(db: Kysely<Database>, id: number) {
  const o = await db
    .selectFrom('orders')
    .select([...ORDER_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!o) return null;
  const [detail, buyer, audit, due, made, parts] = await Promise.all([
    detailOf(db, o),
    buyersOf(db, [o]),
    auditTrail(db, { order_id: o.id }),
    refundsDue(db, o.id),
    refundsOfOrder(db, o.id),
    partsOfOrder(db, o.id),
  ]);
  const refundIdOf = (provider: string, paymentId: string | null) =>
    made.find(
      (m) => m.provider === provider && m.payment_id === paymentId && m.status === 'refunded',
    )?.refund_id ?? null;
  // One line per payment (a return and a notification may both have recorded the same late payment).
  const seen = new Set<string>();
  return {
    ...detail,
    parts: parts.map((p) => ({
      id: p.id,
      store_name: p.store_name,
      store_slug: p.store_slug,
      status: p.status,
      cancelled: p.cancelled,
      carrier: p.carrier,
      tracking_number: p.tracking_number,
      refund_due: p.refund_due,
      refunded_at: p.refunded_at,
      cancel_reason: p.cancel_reason,
    })),
    buyer: buyer(o),
    audit,
    refunds_due: due
      .filter((r) => {
        const key = `${r.provider}:${r.payment_id ?? r.event_id}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((r) => ({
        provider: r.provider,
        reference: r.event_id,
        amount: r.amount == null ? null : toMajor(r.amount),
        created: r.created_at,
        payment_id: r.payment_id,
        refund_id: refundIdOf(r.provider, r.payment_id),
      })),
    refunds: made.map((m) => ({
      provider: m.provider,
      payment_id: m.payment_id,
      refund_id: m.refund_id,
      amount: toMajor(m.amount),
      status: m.status,
      updated: m.updated_at,
    })),
  };
}

/** The order's state as the audit log records it (with the provider's refund id once refunded). */
async function stateOf(db: Kysely<Database>, id: number) {
  const o = await db
    .selectFrom('orders')
    .select(['status', 'cancelled', 'payment_done', 'trans_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!o) return null;
  const c = await db
    .selectFrom('cancellations')
    .select('refunded')
    .where('order_id', '=', id)
    .executeTakeFirst();
  const refund = await db
    .selectFrom('payment_refunds')
    .select('refund_id')
    .where('order_id', '=', id)
    .where('status', '=', 'refunded')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { ...o, refunded: c?.refunded ?? 0, refund_id: refund?.refund_id ?? null };
}

export async function audited(
  deps: Deps,
  admin: Pick<AuthUser, 'id' | 'name'>,
  action: string,
  orderId: number,
  run: () => Promise<ActionResult>,
): Promise<ActionResult> {
  const before = await stateOf(deps.db, orderId);
  if (!before) return { ok: false, message: AdminMessages.orderNotFound };
  const r = await run();
  if (!r.ok) return r;
  const after = await stateOf(deps.db, orderId);
  await recordAudit(deps.db, admin, action, { order_id: orderId }, before, after, deps.now);
  return r;
}

/** The operations' English texts, as the admin area's messages. */
function fromOperation(message: string): string {
  if (message === OperationMessages.cancelled) return AdminMessages.isCancelled;
  if (message === OperationMessages.notBankTransfer) return AdminMessages.notBankTransfer;
  if (message === OperationMessages.noReference) return AdminMessages.noReference;
  if (message === OperationMessages.alreadyPaid) return AdminMessages.alreadyPaid;
  if (message.startsWith('Order ')) return AdminMessages.orderNotFound;
  return AdminMessages.notForward;
}

const asAdminResult = (r: OperationResult): ActionResult =>
  r.ok ? { ok: true, mailed: r.mailed } : { ok: false, message: fromOperation(r.message) };

export const moveOrder = (deps: Deps, admin: AuthUser, orderId: number, to: AdminStatus) =>
  audited(deps, admin, `status:${to}`, orderId, async () =>
    asAdminResult(await advanceStatus(deps, orderId, to)),
  );

export const verdictOnTransfer = (
  deps: Deps,
  admin: AuthUser,
  orderId: number,
  verdict: 'confirm' | 'reject',
) =>
  audited(deps, admin, `transfer:${verdict}`, orderId, async () =>
    asAdminResult(await settleTransfer(deps, orderId, verdict)),
  );

export const cancelAsAdmin = (
  deps: Deps,
  admin: AuthUser,
  orderId: number,
  input: { title: string; message: string },
) =>
  audited(deps, admin, 'cancel', orderId, async () => {
    const done = await deps.db.transaction().execute(async (trx) => {
      // The order's lock as the first statement: on SQLite the transaction is a writer from its start (a reader
      // that writes later is refused "database is locked" by another process's writer), on PostgreSQL the row.
      await lockOpenOrder(trx, orderId);
      const o = await trx
        .selectFrom('orders')
        .select(['id', 'user_id', 'user_token', 'cancelled'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!o) return false;
      return cancelOrderRow(trx, o, input, deps.now.toISOString(), 'undelivered');
    });
    if (!done) {
      const now = await stateOf(deps.db, orderId);
      return {
        ok: false,
        message: now?.cancelled === 1 ? AdminMessages.isCancelled : AdminMessages.notCancellable,
      };
    }
    await stopCancelledPayment(deps, orderId);
    const mailed = deps.mail
      ? await sendOrderNotice(deps.db, deps.mail, deps.links, orderId, 'cancelled')
      : false;
    return { ok: true, mailed };
  });

// The audit log is the admin domain's; the catalogue's domains write to it through this face.
export { auditTrail, recordAudit, type AuditSubjectKind } from './audit.ts';
