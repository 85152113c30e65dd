// The admin's refunds (issue 17, decision 093). A cancelled order paid online is refunded through its
// provider's refund API (api/payments/refunds.ts: claimed once, recorded only when the provider says it
// refunded); cash on delivery and bank transfer are refunded outside the shop and only marked. A payment that
// arrived after its order was released ("payments to refund") is refunded through its provider the same way.
// The buyer is e-mailed in their language once the order is refunded; every refund is in the audit log.
import { PaymentMethod } from '#contract/codes.ts';
import { AdminMessages } from '#contract/admin/schemas.ts';
import type { AuthUser } from '../lib/auth.ts';
import { sendOrderNotice } from '../orders/service.ts';
import {
  refundsDue,
  refundOf,
  refundThroughProvider,
  type RefundResult,
} from '../payments/service.ts';
import type { RunningProvider } from '../payments/service.ts';
import { audited, type ActionResult, type Deps } from './service.ts';

const OFFLINE = new Set<number>([PaymentMethod.CASH_ON_DELIVERY, PaymentMethod.BANK_TRANSFER]);

async function orderOf(deps: Deps, orderId: number) {
  return deps.db
    .selectFrom('orders as o')
    .leftJoin('payments as p', 'p.order_id', 'o.id')
    .leftJoin('cancellations as c', 'c.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_method',
      'o.payment_done',
      'o.payment_token',
      'o.total_amount',
      'o.currency',
      'p.provider_ref',
      'p.amount as paid_amount',
      'c.id as cancellation_id',
      'c.refunded',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** The provider's answer as the admin's result; null when it refunded (or had refunded) the payment. */
function failureOf(r: RefundResult): ActionResult | null {
  if (r.state === 'busy') return { ok: false, message: AdminMessages.refundBusy };
  if (r.state === 'failed') return { ok: false, message: AdminMessages.refundFailed };
  return null;
}

/** Marks the cancellation refunded (once) and tells the buyer. */
async function markRefunded(deps: Deps, orderId: number, cancellationId: number) {
  const done = await deps.db
    .updateTable('cancellations')
    .set({ refunded: 1, updated_at: deps.now.toISOString() })
    .where('id', '=', cancellationId)
    .where('refunded', '=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return null;
  return deps.mail ? sendOrderNotice(deps.db, deps.mail, deps.links, orderId, 'refunded') : false;
}

/** Refunds `payment` through provider `r` for `admin`: null once refunded, else the admin's failure. */
async function viaProvider(
  deps: Deps,
  admin: AuthUser,
  r: RunningProvider,
  payment: {
    orderId: number;
    paymentId: string;
    providerRef: string;
    amountMinor: number;
    currency: string;
  },
) {
  const result = await refundThroughProvider(deps.db, r, payment, {
    adminId: admin.id,
    now: deps.now,
  });
  return { result, failed: failureOf(result) };
}

/** Refund of a cancelled order: through the provider when it was paid online, else marked. */
export const refundAsAdmin = (deps: Deps, admin: AuthUser, orderId: number) =>
  audited(deps, admin, 'refund', orderId, async () => {
    const o = await orderOf(deps, orderId);
    if (!o || o.cancellation_id == null) return { ok: false, message: AdminMessages.notRefundable };
    if (o.refunded === 1) return { ok: false, message: AdminMessages.alreadyRefunded };
    const partRefunded = await deps.db
      .selectFrom('order_parts')
      .select('id')
      .where('order_id', '=', orderId)
      .where('refunded_at', 'is not', null)
      .executeTakeFirst();
    if (partRefunded) return { ok: false, message: AdminMessages.partsRefunded };
    if (!OFFLINE.has(o.order_method) && o.payment_done === 1 && o.payment_token) {
      const r = deps.payments?.byMethod(o.order_method);
      if (!r) return { ok: false, message: AdminMessages.providerOff };
      const { failed } = await viaProvider(deps, admin, r, {
        orderId,
        paymentId: o.payment_token,
        providerRef: o.provider_ref ?? '',
        amountMinor: o.paid_amount ?? o.total_amount,
        currency: o.currency.toUpperCase(),
      });
      if (failed) return failed;
    }
    const mailed = await markRefunded(deps, orderId, o.cancellation_id);
    return mailed === null
      ? { ok: false, message: AdminMessages.alreadyRefunded }
      : { ok: true, mailed };
  });

/** Refund of a payment that arrived after its order was released (the order page's payments to refund). */
export const refundDueAsAdmin = (deps: Deps, admin: AuthUser, orderId: number, paymentId: string) =>
  audited(deps, admin, 'refund_due', orderId, async () => {
    const o = await orderOf(deps, orderId);
    const due = (await refundsDue(deps.db, orderId)).filter((d) => d.payment_id != null);
    const one = due.find((d) => d.payment_id === paymentId);
    if (!o || !one) return { ok: false, message: AdminMessages.refundDueNotFound };
    const r = deps.payments?.byName(one.provider);
    if (!r) return { ok: false, message: AdminMessages.providerOff };
    const { result, failed } = await viaProvider(deps, admin, r, {
      orderId,
      paymentId,
      providerRef: o.provider_ref ?? '',
      amountMinor: one.amount ?? o.total_amount,
      currency: o.currency.toUpperCase(),
    });
    if (failed) return failed;
    if (result.state === 'done') return { ok: false, message: AdminMessages.alreadyRefunded };
    // Every late payment refunded and the order never paid: the order itself is refunded.
    let mailed = false;
    if (o.payment_done === 0 && o.cancellation_id != null && o.refunded === 0) {
      const left = [];
      for (const d of due)
        if ((await refundOf(deps.db, d.provider, d.payment_id!))?.status !== 'refunded')
          left.push(d);
      if (!left.length) mailed = (await markRefunded(deps, orderId, o.cancellation_id)) ?? false;
    }
    return { ok: true, mailed };
  });
