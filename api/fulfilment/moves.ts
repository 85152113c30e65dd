// A seller moves their part of an order forward or cancels it (issue 34, decision 137). Each change is one
// transaction that first takes the order's lock (the order of locks every whole-order change uses too), then
// one conditional update of the part, so a seller racing staff (or themselves) has one winner; the order's
// status follows its parts in the same transaction, a delivered part is booked in its store's ledger, and a
// part cancelled gives its stock back. The buyer is e-mailed in the order's language, the store named.
import type { Kysely } from 'kysely';
import { OrderStatus } from '#contract/codes.ts';
import { FulfilmentMessages as M, type PartStep } from '#contract/fulfilment/schemas.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import {
  STATUS_NAMES,
  cancelOrderRow,
  lockOpenOrder,
  returnFlashUnits,
  sendOrderNotice,
  syncOrderStatus,
} from '../orders/service.ts';
import { creditDeliveredPart, orderLineShares } from '../earnings/service.ts';
import { recordStock } from '../products/service.ts';
import { partOf } from './views.ts';

export type Deps = { db: Kysely<Database>; mail: Mailer | null; links: ShopLinks; now: Date };
type Store = { id: number; name: string };
export type MoveResult =
  | { ok: true; order_id: number; status: number; cancelled: number; mailed: boolean }
  | { ok: false; message: string; missing?: boolean };

const notFound: MoveResult = { ok: false, message: M.notFound, missing: true };

async function stateAfter(deps: Deps, store: Store, orderId: number, mailed: boolean) {
  const p = await partOf(deps.db, store.id, orderId);
  return {
    ok: true as const,
    order_id: orderId,
    status: p!.status,
    cancelled: p!.cancelled,
    mailed,
  };
}

/** Why a part did not move: what it is now. */
async function refusal(deps: Deps, store: Store, orderId: number): Promise<MoveResult> {
  const p = await partOf(deps.db, store.id, orderId);
  if (!p) return notFound;
  if (p.cancelled === 1) return { ok: false, message: M.cancelled };
  const order = await deps.db
    .selectFrom('orders')
    .select('cancelled')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (order?.cancelled === 1) return { ok: false, message: M.orderCancelled };
  return { ok: false, message: M.notForward };
}

export async function movePart(
  deps: Deps,
  store: Store,
  orderId: number,
  body: { status: PartStep; carrier?: string; tracking_number?: string },
): Promise<MoveResult> {
  const part = await partOf(deps.db, store.id, orderId);
  if (!part) return notFound;
  const target = STATUS_NAMES[body.status];
  const at = deps.now.toISOString();
  const moved = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockOpenOrder(trx, orderId))) return false;
    const done = await trx
      .updateTable('order_parts')
      .set({
        status: target,
        updated_at: at,
        ...(body.carrier ? { carrier: body.carrier } : {}),
        ...(body.tracking_number ? { tracking_number: body.tracking_number } : {}),
        ...(target === OrderStatus.DELIVERED ? { delivered_at: at } : {}),
      })
      .where('id', '=', part.id)
      .where('cancelled', '=', 0)
      .where('status', '<', target)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    if (target === OrderStatus.DELIVERED) await creditDeliveredPart(trx, part.id, deps.now);
    await syncOrderStatus(trx, orderId, at);
    return true;
  });
  if (!moved) return refusal(deps, store, orderId);
  const after = await partOf(deps.db, store.id, orderId);
  const mailed = deps.mail
    ? await sendOrderNotice(deps.db, deps.mail, deps.links, orderId, body.status, {
        storeId: store.id,
        store: store.name,
        carrier: after?.carrier,
        tracking: after?.tracking_number,
      })
    : false;
  return stateAfter(deps, store, orderId, mailed);
}

/** The part's gross (what the buyer paid for its lines, tax and shipping included), minor units. */
async function grossOf(db: Kysely<Database>, orderId: number, storeId: number) {
  const { lines } = await orderLineShares(db, orderId);
  return lines.filter((l) => l.storeId === storeId).reduce((n, l) => n + l.gross, 0);
}

export async function cancelPart(
  deps: Deps,
  store: Store,
  orderId: number,
  reason: string,
): Promise<MoveResult> {
  const part = await partOf(deps.db, store.id, orderId);
  if (!part) return notFound;
  if (part.cancelled === 0 && part.status >= OrderStatus.DELIVERED)
    return { ok: false, message: M.delivered };
  const at = deps.now.toISOString();
  const whole = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockOpenOrder(trx, orderId))) return null;
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'user_id', 'user_token', 'payment_done'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const due = order.payment_done === 1 ? await grossOf(trx, orderId, store.id) : 0;
    const done = await trx
      .updateTable('order_parts')
      .set({ cancelled: 1, cancel_reason: reason, refund_due: due, updated_at: at })
      .where('id', '=', part.id)
      .where('cancelled', '=', 0)
      .where('status', '<', OrderStatus.DELIVERED)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return null;
    const lines = await trx
      .selectFrom('ordered_products')
      .select(['inventory_id', 'quantity', 'flash_sale_product_id'])
      .where('order_id', '=', orderId)
      .where('store_id', '=', store.id)
      .execute();
    for (const l of lines) {
      if (l.inventory_id == null) continue;
      await trx
        .updateTable('inventories')
        .set((eb) => ({ quantity: eb('quantity', '+', l.quantity) }))
        .where('id', '=', l.inventory_id)
        .execute();
      await recordStock(trx, {
        inventoryId: l.inventory_id,
        change: l.quantity,
        reason: 'cancellation',
        orderId,
        now: deps.now,
      });
    }
    await returnFlashUnits(trx, lines);
    const open = await trx
      .selectFrom('order_parts')
      .select('id')
      .where('order_id', '=', orderId)
      .where('cancelled', '=', 0)
      .executeTakeFirst();
    // Every part cancelled: the order is, as a staff cancellation records it (its stock already back).
    if (!open)
      await cancelOrderRow(trx, order, { title: store.name, message: reason }, at, 'undelivered');
    else await syncOrderStatus(trx, orderId, at);
    return { whole: !open };
  });
  if (!whole) {
    const now = await partOf(deps.db, store.id, orderId);
    if (now && now.cancelled === 0 && now.status >= OrderStatus.DELIVERED)
      return { ok: false, message: M.delivered };
    return refusal(deps, store, orderId);
  }
  const mailed = deps.mail
    ? await sendOrderNotice(
        deps.db,
        deps.mail,
        deps.links,
        orderId,
        whole.whole ? 'cancelled' : 'part_cancelled',
        { storeId: store.id, store: store.name, reason },
      )
    : false;
  return stateAfter(deps, store, orderId, mailed);
}
