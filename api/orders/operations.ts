// What the shop does to an order, from the admin area (api/admin) or a shell (`npm run orders`): move it forward
// along the tracker, and confirm or reject a bank transfer whose reference the shopper submitted. Every change
// is one conditional update (two operators, or an operator and a cancelling shopper, never both win), and the
// buyer is e-mailed in their language through the outbox (api/orders/emails.ts).
import type { Kysely } from 'kysely';
import { OrderStatus, PaymentMethod } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import { sendOrderNotice, type NoticeKind } from './emails.ts';
import { movePartsTo, syncOrderStatus } from './parts.ts';

/** The statuses an operator may set, by their CLI names (pending is where every order starts). */
export const STATUS_NAMES = {
  confirmed: OrderStatus.CONFIRMED,
  picked_up: OrderStatus.PICKED_UP,
  on_the_way: OrderStatus.ON_THE_WAY,
  delivered: OrderStatus.DELIVERED,
} as const;
export type StatusName = keyof typeof STATUS_NAMES;
export const isStatusName = (v: unknown): v is StatusName =>
  typeof v === 'string' && Object.hasOwn(STATUS_NAMES, v);

export type OperationResult =
  | { ok: true; order: { id: number; code: string }; mailed: boolean }
  | { ok: false; message: string };

export const OperationMessages = {
  notFound: (id: number) => `Order ${id} was not found.`,
  cancelled: 'This order has been cancelled.',
  notForward: (from: number, to: number) =>
    `The order is at step ${from}; it can only move forward (asked for step ${to}).`,
  notBankTransfer: 'This order is not paid by bank transfer.',
  noReference: 'The shopper has not submitted a transfer reference yet.',
  alreadyPaid: 'This order is already paid.',
} as const;

type Deps = { db: Kysely<Database>; mail: Mailer | null; links: ShopLinks; now: Date };

async function orderRow(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_code', 'status', 'cancelled', 'payment_done', 'order_method', 'trans_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function notify(deps: Deps, id: number, kind: NoticeKind) {
  return deps.mail ? sendOrderNotice(deps.db, deps.mail, deps.links, id, kind) : false;
}

/** Moves an order forward (confirmed → picked up → on the way → delivered); never back, never when cancelled. */
export async function advanceStatus(
  deps: Deps,
  id: number,
  to: StatusName,
): Promise<OperationResult> {
  const target = STATUS_NAMES[to];
  const o = await orderRow(deps.db, id);
  if (!o) return { ok: false, message: OperationMessages.notFound(id) };
  if (o.cancelled === 1) return { ok: false, message: OperationMessages.cancelled };
  if (o.status >= target)
    return { ok: false, message: OperationMessages.notForward(o.status, target) };
  // The order and, in the same transaction, every open part behind it (decision 137); a part delivered here
  // credits its store's ledger.
  const moved = await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('orders')
      .set({ status: target, updated_at: deps.now.toISOString() })
      .where('id', '=', o.id)
      .where('cancelled', '=', 0)
      .where('status', '<', target)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await movePartsTo(trx, o.id, target, deps.now);
    await syncOrderStatus(trx, o.id, deps.now.toISOString());
    return true;
  });
  if (!moved) {
    const now = await orderRow(deps.db, id);
    return {
      ok: false,
      message:
        now?.cancelled === 1
          ? OperationMessages.cancelled
          : OperationMessages.notForward(now?.status ?? o.status, target),
    };
  }
  const mailed = await notify(deps, o.id, to);
  return { ok: true, order: { id: o.id, code: o.order_code }, mailed };
}

/** A bank transfer whose reference was submitted: paid (confirm) or the reference cleared (reject). */
export async function settleTransfer(
  deps: Deps,
  id: number,
  verdict: 'confirm' | 'reject',
): Promise<OperationResult> {
  const o = await orderRow(deps.db, id);
  if (!o) return { ok: false, message: OperationMessages.notFound(id) };
  if (o.order_method !== PaymentMethod.BANK_TRANSFER)
    return { ok: false, message: OperationMessages.notBankTransfer };
  if (o.cancelled === 1) return { ok: false, message: OperationMessages.cancelled };
  if (o.payment_done === 1) return { ok: false, message: OperationMessages.alreadyPaid };
  if (!o.trans_id) return { ok: false, message: OperationMessages.noReference };
  const done = await deps.db
    .updateTable('orders')
    .set(
      verdict === 'confirm'
        ? { payment_done: 1, updated_at: deps.now.toISOString() }
        : // The shopper may submit a new reference (order/transaction takes one while none is set).
          { trans_id: null, updated_at: deps.now.toISOString() },
    )
    .where('id', '=', o.id)
    .where('cancelled', '=', 0)
    .where('payment_done', '=', 0)
    .where('trans_id', '=', o.trans_id)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1)
    return { ok: false, message: OperationMessages.alreadyPaid };
  const mailed = await notify(deps, o.id, verdict === 'confirm' ? 'paid' : 'payment_rejected');
  return { ok: true, order: { id: o.id, code: o.order_code }, mailed };
}
