// Releasing an unpaid online order (issue 16): the conditional cancel that only an unpaid order passes, then
// its lines back in the owner's cart and its payment attempt marked released — one transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cancelOrderRow } from '../orders/service.ts';
import { setPaymentStatus } from './orders.ts';

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
