// Each store's part of an order (issue 34, decision 137), as the orders domain keeps them in step: the order's
// own status is the least advanced of its parts that are not cancelled; staff moving the whole order move every
// part behind it; a whole-order cancellation cancels every open part. A part that becomes delivered credits its
// store's ledger in the same transaction (api/earnings, idempotent).
import type { Kysely } from 'kysely';
import { OrderStatus } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import { creditDeliveredPart } from '../earnings/service.ts';

type Db = Kysely<Database>;

/** Every part of an order with its store's name and slug, in the order the stores were placed. */
export function partsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('order_parts as p')
    .leftJoin('stores as s', 's.id', 'p.store_id')
    .select([
      'p.id',
      'p.store_id',
      'p.status',
      'p.cancelled',
      'p.cancel_reason',
      'p.carrier',
      'p.tracking_number',
      'p.refund_due',
      'p.refunded_at',
      'p.delivered_at',
      's.name as store_name',
      's.slug as store_slug',
    ])
    .where('p.order_id', '=', orderId)
    .orderBy('p.id')
    .execute();
}

/** A part as the buyer (and anyone with the tracking code) sees it. */
export const buyerPartView = (p: Awaited<ReturnType<typeof partsOfOrder>>[number]) => ({
  store_name: p.store_name,
  store_slug: p.store_slug,
  status: p.status,
  cancelled: p.cancelled,
  carrier: p.carrier,
  tracking_number: p.tracking_number,
});

/**
 * Takes the order's row lock (PostgreSQL; SQLite runs one transaction at a time) so every change of an order
 * or its parts is serialised on the order, in the same order everywhere (no deadlock). False when the order is
 * not there or is cancelled.
 */
export async function lockOpenOrder(trx: Db, orderId: number): Promise<boolean> {
  const r = await trx
    .updateTable('orders')
    .set((eb) => ({ cancelled: eb.ref('cancelled') }))
    .where('id', '=', orderId)
    .where('cancelled', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The order's status as the least advanced of its open parts (none open: left as it is). */
export async function syncOrderStatus(trx: Db, orderId: number, now: string): Promise<void> {
  const open = await trx
    .selectFrom('order_parts')
    .select('status')
    .where('order_id', '=', orderId)
    .where('cancelled', '=', 0)
    .execute();
  if (!open.length) return;
  const least = Math.min(...open.map((p) => p.status));
  await trx
    .updateTable('orders')
    .set({ status: least, updated_at: now })
    .where('id', '=', orderId)
    .where('cancelled', '=', 0)
    .where('status', '<>', least)
    .execute();
}

/** Staff's whole-order move: every open part behind `target` moves to it; delivered ones are booked. */
export async function movePartsTo(trx: Db, orderId: number, target: number, now: Date) {
  const at = now.toISOString();
  await trx
    .updateTable('order_parts')
    .set({
      status: target,
      updated_at: at,
      ...(target === OrderStatus.DELIVERED ? { delivered_at: at } : {}),
    })
    .where('order_id', '=', orderId)
    .where('cancelled', '=', 0)
    .where('status', '<', target)
    .execute();
  if (target !== OrderStatus.DELIVERED) return;
  const delivered = await trx
    .selectFrom('order_parts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('cancelled', '=', 0)
    .where('status', '=', OrderStatus.DELIVERED)
    .execute();
  for (const p of delivered) await creditDeliveredPart(trx, p.id, now);
}

/** Whether some open part is past what a whole-order cancellation allows (`maxStatus`). */
export async function hasPartPast(trx: Db, orderId: number, maxStatus: number) {
  const r = await trx
    .selectFrom('order_parts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('cancelled', '=', 0)
    .where('status', '>', maxStatus)
    .executeTakeFirst();
  return r !== undefined;
}

/** The stores whose part of the order is cancelled already (their stock went back then). */
export async function cancelledStores(trx: Db, orderId: number) {
  const rows = await trx
    .selectFrom('order_parts')
    .select('store_id')
    .where('order_id', '=', orderId)
    .where('cancelled', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.store_id));
}

/** A whole-order cancellation: every open part is cancelled with its reason (the order's refund covers them). */
export async function cancelOpenParts(trx: Db, orderId: number, reason: string, now: string) {
  await trx
    .updateTable('order_parts')
    .set({ cancelled: 1, cancel_reason: reason.slice(0, 500), updated_at: now })
    .where('order_id', '=', orderId)
    .where('cancelled', '=', 0)
    .execute();
}
