// Releasing an unpaid online order (issue 16): the conditional cancel that only an unpaid order passes, then
// its lines back in the owner's cart and its payment attempt marked released — one transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cancelOrderRow, lockOpenOrder } from '../orders/service.ts';
import { attemptOf, orderRow, setPaymentStatus } from './orders.ts';
import { logPaymentError, type PaymentRegistry } from './registry.ts';

/**
 * Releases an unpaid online order: cancelled (only while unpaid), stock and voucher use back, its lines back
 * in the owner's cart. False when it was paid or released meanwhile.
 */
export async function releaseOrder(
  deps: { db: Kysely<Database>; now: Date },
  orderId: number,
  reason: string,
): Promise<boolean> {
  const now = deps.now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    // The order's lock as the first statement: on SQLite the transaction is a writer from its start (a reader
    // that writes later is refused "database is locked" by another process's writer), on PostgreSQL the row.
    await lockOpenOrder(trx, orderId);
    const o = await trx
      .selectFrom('orders')
      .select(['id', 'user_id', 'user_token'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!o) return false;
    const released = await cancelOrderRow(
      trx,
      o,
      { title: 'Payment not completed', message: reason },
      now,
      'pending',
      { unpaidOnly: true },
    );
    if (!released) return false;
    const lines = await trx
      .selectFrom('ordered_products')
      .select(['product_id', 'inventory_id', 'quantity', 'shipping_place_id', 'shipping_type'])
      .where('order_id', '=', orderId)
      .execute();
    for (const l of lines) {
      if (l.product_id == null || l.inventory_id == null) continue;
      const owner = o.user_id != null ? { user_id: o.user_id } : { user_token: o.user_token };
      let existing = trx
        .selectFrom('carts')
        .select(['id'])
        .where('inventory_id', '=', l.inventory_id);
      existing =
        o.user_id != null
          ? existing.where('user_id', '=', o.user_id)
          : existing.where('user_token', '=', o.user_token);
      const line = await existing.executeTakeFirst();
      if (line)
        await trx
          .updateTable('carts')
          .set((eb) => ({
            quantity: eb('quantity', '+', l.quantity),
            selected: 1,
            updated_at: now,
          }))
          .where('id', '=', line.id)
          .execute();
      else
        await trx
          .insertInto('carts')
          .values({
            user_id: null,
            user_token: null,
            ...owner,
            product_id: l.product_id,
            inventory_id: l.inventory_id,
            quantity: l.quantity,
            selected: 1,
            shipping_place_id: l.shipping_place_id,
            shipping_type: l.shipping_type,
            created_at: now,
            updated_at: now,
          })
          .execute();
    }
    await setPaymentStatus(trx, orderId, 'released', now).where('status', '!=', 'paid').execute();
    return true;
  });
}

/**
 * After the shopper or the shop cancelled an order (decision 099): its unpaid online payment is stopped at the
 * provider where that can be done (Stripe: the session expired), so the page left open cannot be paid for a
 * cancelled order. Best effort: the cancellation stands when the provider cannot be reached, and a payment
 * made meanwhile is a refund due, as before.
 */
export async function stopCancelledPayment(
  deps: { db: Kysely<Database>; payments?: PaymentRegistry },
  orderId: number,
): Promise<void> {
  const o = await orderRow(deps.db, orderId);
  const r = o && o.payment_done === 0 ? deps.payments?.byMethod(o.order_method) : undefined;
  if (!o || !r?.adapter.expire) return;
  const attempt = await attemptOf(deps.db, o.id);
  if (!attempt?.provider_ref) return;
  try {
    await r.adapter.expire(attempt.provider_ref);
  } catch (error) {
    logPaymentError('expire', r, o.id, error);
  }
}
