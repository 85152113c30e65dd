// Staff refund one store's part of an order (issue 34, decision 137): a delivered part the buyer returned
// (its sales are debited from the store's ledger, after a payout too), or a cancelled part whose refund was
// due. One conditional update marks the part refunded, in the transaction that books the debit, so two
// operators never refund it twice. The providers here refund a payment in full, so one part of an order paid
// online is refunded from the provider's dashboard and staff record its reference; cash on delivery and bank
// transfer are refunded outside the shop and marked. The buyer is e-mailed; the refund is in the audit log.
import { OrderStatus, PaymentMethod } from '#contract/codes.ts';
import { PartRefundMessages as M } from '#contract/admin/part-refunds.ts';
import type { AuthUser } from '../lib/auth.ts';
import { sendOrderNotice } from '../orders/service.ts';
import { debitRefundedPart, orderLineShares } from '../earnings/service.ts';
import { audited, type ActionResult, type Deps } from './service.ts';

const OFFLINE = new Set<number>([PaymentMethod.CASH_ON_DELIVERY, PaymentMethod.BANK_TRANSFER]);

export const refundPartAsAdmin = (
  deps: Deps,
  admin: AuthUser,
  orderId: number,
  body: { part_id: number; reference?: string | null },
) =>
  audited(deps, admin, 'refund_part', orderId, async (): Promise<ActionResult> => {
    const part = await deps.db
      .selectFrom('order_parts as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select([
        'p.id',
        'p.store_id',
        'p.status',
        'p.cancelled',
        'p.refund_due',
        'p.refunded_at',
        'o.order_method',
        'o.payment_done',
      ])
      .where('p.id', '=', body.part_id)
      .where('p.order_id', '=', orderId)
      .executeTakeFirst();
    if (!part) return { ok: false, message: M.notFound };
    // An order refunded as a whole has nothing left to refund part by part (and the other way round:
    // refunds.ts refuses the whole order once a part was refunded), so no money goes back twice.
    const whole = await deps.db
      .selectFrom('cancellations')
      .select('refunded')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (whole?.refunded === 1) return { ok: false, message: M.orderRefunded };
    if (part.refunded_at) return { ok: false, message: M.alreadyRefunded };
    const returned = part.cancelled === 0 && part.status === OrderStatus.DELIVERED;
    if (!returned && !(part.cancelled === 1 && part.refund_due > 0))
      return { ok: false, message: M.notRefundable };
    const reference = body.reference?.trim() || null;
    if (part.payment_done === 1 && !OFFLINE.has(part.order_method) && !reference)
      return { ok: false, message: M.referenceNeeded };
    const at = deps.now.toISOString();
    const amount = returned
      ? (await orderLineShares(deps.db, orderId)).lines
          .filter((l) => l.storeId === part.store_id)
          .reduce((n, l) => n + l.gross, 0)
      : part.refund_due;
    const done = await deps.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('order_parts')
        .set({ refunded_at: at, refunded_amount: amount, refund_note: reference, updated_at: at })
        .where('id', '=', part.id)
        .where('refunded_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      if (returned) await debitRefundedPart(trx, part.id, deps.now, reference);
      return true;
    });
    if (!done) return { ok: false, message: M.alreadyRefunded };
    const mailed = deps.mail
      ? await sendOrderNotice(deps.db, deps.mail, deps.links, orderId, 'refunded')
      : false;
    return { ok: true, mailed };
  });
