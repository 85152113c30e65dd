// The caller's orders: list and detail, cancellation (stock back, once), the bank transfer reference, and
// tracking by code. Every order is reached only through its owner (another's is "not found").
import type { Kysely } from 'kysely';
import { buildPaginator } from '#contract/paginate.ts';
import { OrderStatus, PaymentMethod } from '#contract/codes.ts';
import { OrderMessages, type OrdersByUserBody } from '#contract/orders/schemas.ts';
import type { Database } from '../db/schema.ts';
import type { Owner } from '../lib/auth.ts';
import { ownerWhere } from '../db/owner.ts';
import { removeOrderReviews } from '../reviews/service.ts';
import { recordStock } from '../products/service.ts';
import { returnFlashUnits } from './flash-cap.ts';
import {
  buyerPartView,
  cancelOpenParts,
  cancelledStores,
  hasPartPast,
  lockOpenOrder,
  partsOfOrder,
} from './parts.ts';
import {
  ORDER_COLUMNS,
  addressView,
  awaitingVerification,
  calculatedView,
  givenFilters,
  orderView,
  orderedProducts,
  pageOfOrders,
  type OrderRow,
} from './views.ts';

const ORDERS_PER_PAGE = 25;

const truthy = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && v !== '0' && v !== 0 && v !== false;

function ownedOrders(db: Kysely<Database>, owner: Owner) {
  return ownerWhere(db.selectFrom('orders').select([...ORDER_COLUMNS]), owner);
}

export async function ordersPage(
  db: Kysely<Database>,
  owner: Owner,
  q: OrdersByUserBody,
  path: string,
) {
  let base = ownerWhere(db.selectFrom('orders'), owner);
  if (q.cancelled !== undefined) base = base.where('cancelled', '=', q.cancelled);
  if (truthy(q.paid)) base = base.where('payment_done', '=', 1);
  if (truthy(q.unpaid)) base = base.where('payment_done', '=', 0);
  if (truthy(q.cash_on_delivery))
    base = base.where('order_method', '=', PaymentMethod.CASH_ON_DELIVERY);
  if (truthy(q.card_payment))
    base = base.where('order_method', 'not in', [
      PaymentMethod.CASH_ON_DELIVERY,
      PaymentMethod.BANK_TRANSFER,
    ]);
  const { page, total, items: rows } = await pageOfOrders(base, q.page, ORDERS_PER_PAGE);
  const lines = await orderedProducts(
    db,
    rows.map((r) => r.id),
  );
  const filters = givenFilters(q, [
    'cancelled',
    'paid',
    'unpaid',
    'card_payment',
    'cash_on_delivery',
  ]);
  return buildPaginator({
    items: rows.map((r) => ({ ...orderView(r), ordered_products: lines.get(r.id) ?? [] })),
    total,
    page,
    perPage: ORDERS_PER_PAGE,
    path,
    query: filters,
  });
}

export async function detailOf(db: Kysely<Database>, o: OrderRow) {
  const [lines, voucher, cancellation, parts] = await Promise.all([
    orderedProducts(db, [o.id]),
    o.voucher_id
      ? db.selectFrom('vouchers').select('code').where('id', '=', o.voucher_id).executeTakeFirst()
      : undefined,
    db.selectFrom('cancellations').selectAll().where('order_id', '=', o.id).executeTakeFirst(),
    partsOfOrder(db, o.id),
  ]);
  return {
    ...orderView(o),
    ordered_products: lines.get(o.id) ?? [],
    address: addressView(o),
    voucher: voucher ? { code: voucher.code } : null,
    cancellation: cancellation
      ? {
          id: cancellation.id,
          order_id: cancellation.order_id,
          title: cancellation.title,
          message: cancellation.message,
          refunded: cancellation.refunded,
          created: cancellation.created_at,
        }
      : null,
    calculated: calculatedView(o),
    awaiting_verification: awaitingVerification(o),
    parts: parts.map(buyerPartView),
  };
}

export async function orderDetail(db: Kysely<Database>, owner: Owner, id: number) {
  const o = await ownedOrders(db, owner).where('id', '=', id).executeTakeFirst();
  return o ? detailOf(db, o) : null;
}

/** What anyone with the tracking code may see: the tracker, payment state and products; nothing personal. */
export async function trackOrder(db: Kysely<Database>, code: string) {
  const o = await db
    .selectFrom('orders')
    .select([...ORDER_COLUMNS])
    .where('order_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!o) return null;
  const { address: _address, ...detail } = await detailOf(db, o);
  return { ...detail, user_id: null, user_token: null, trans_id: null, voucher_id: null };
}

export type CancelResult = { ok: true } | { ok: false; message: string; notFound?: boolean };

/** Pending orders only; the conditional update makes a double cancel give the stock back once. */
export async function cancelOrder(
  db: Kysely<Database>,
  owner: Owner,
  input: { orderId: number; title: string; message: string },
  now: string,
): Promise<CancelResult> {
  return db.transaction().execute(async (trx) => {
    // The order's lock as the first statement: on SQLite the transaction is a writer from its start (a reader
    // that writes later is refused "database is locked" by another process's writer), on PostgreSQL the row.
    await lockOpenOrder(trx, input.orderId);
    const o = await ownedOrders(trx, owner).where('id', '=', input.orderId).executeTakeFirst();
    if (!o) return { ok: false, message: OrderMessages.orderNotFound, notFound: true };
    return (await cancelOrderRow(trx, o, input, now, 'pending'))
      ? { ok: true }
      : { ok: false, message: OrderMessages.notCancellable };
  });
}

/**
 * Cancels one order inside the caller's transaction: the shopper's rule (`pending` only) or the shop's (any
 * order not yet delivered, the admin area). Stock goes back, voucher use and reviews go, the cancellation is
 * written; false when the order was no longer cancellable (the conditional update lost).
 */
export async function cancelOrderRow(
  trx: Kysely<Database>,
  o: { id: number; user_id: number | null; user_token: string | null },
  input: { title: string; message: string },
  now: string,
  rule: 'pending' | 'undelivered',
  opts: { unpaidOnly?: boolean } = {},
): Promise<boolean> {
  // The order's lock first, then its parts: an open part further than the rule allows (a seller moved it, or
  // delivered it, meanwhile) keeps the order from being cancelled as a whole (decision 137).
  if (!(await lockOpenOrder(trx, o.id))) return false;
  if (
    await hasPartPast(trx, o.id, rule === 'pending' ? OrderStatus.PENDING : OrderStatus.ON_THE_WAY)
  )
    return false;
  let update = trx
    .updateTable('orders')
    .set({ cancelled: 1, updated_at: now })
    .where('id', '=', o.id)
    .where('cancelled', '=', 0);
  // An online order is released only while unpaid: the same row's paid transition and this one exclude
  // each other (issue 16).
  if (opts.unpaidOnly) update = update.where('payment_done', '=', 0);
  const done = await update
    .where(
      'status',
      rule === 'pending' ? '=' : '<',
      rule === 'pending' ? OrderStatus.PENDING : OrderStatus.DELIVERED,
    )
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return false;
  const lines = await trx
    .selectFrom('ordered_products')
    .select(['inventory_id', 'quantity', 'store_id', 'flash_sale_product_id'])
    .where('order_id', '=', o.id)
    .execute();
  // A part its store cancelled earlier gave its stock (and flash-sale units) back then.
  const gone = await cancelledStores(trx, o.id);
  await cancelOpenParts(trx, o.id, input.message, now);
  for (const l of lines) {
    if (l.inventory_id == null || gone.has(l.store_id)) continue;
    await trx
      .updateTable('inventories')
      .set((eb) => ({ quantity: eb('quantity', '+', l.quantity) }))
      .where('id', '=', l.inventory_id)
      .execute();
    await recordStock(trx, {
      inventoryId: l.inventory_id,
      change: l.quantity,
      reason: 'cancellation',
      orderId: o.id,
      now: new Date(now),
    });
  }
  // After the stock, as placement takes them: the same rows in the same order.
  await returnFlashUnits(
    trx,
    lines.filter((l) => !gone.has(l.store_id)),
  );
  await trx.deleteFrom('voucher_usages').where('order_id', '=', o.id).execute();
  // Reviews attached to a cancelled order go (docs/api-reference.md §8.22), and the products' ratings follow.
  await removeOrderReviews(trx, o.id);
  await trx
    .insertInto('cancellations')
    .values({
      order_id: o.id,
      user_id: o.user_id,
      user_token: o.user_token,
      title: input.title,
      message: input.message,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return true;
}

export async function cancellationOf(db: Kysely<Database>, owner: Owner, orderId: number) {
  const o = await ownedOrders(db, owner).where('id', '=', orderId).executeTakeFirst();
  if (!o) return null;
  const c = await db
    .selectFrom('cancellations')
    .selectAll()
    .where('order_id', '=', o.id)
    .executeTakeFirst();
  return c
    ? {
        id: c.id,
        order_id: c.order_id,
        title: c.title,
        message: c.message,
        refunded: c.refunded,
        created: c.created_at,
      }
    : null;
}

/** The bank reference of a bank-transfer order, once; the order then awaits the shop's confirmation. */
export async function submitTransaction(
  db: Kysely<Database>,
  owner: Owner,
  input: { orderId: number; transId: string },
  now: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const o = await ownedOrders(db, owner).where('id', '=', input.orderId).executeTakeFirst();
  if (!o || o.cancelled === 1) return { ok: false, message: OrderMessages.orderNotFound };
  if (o.order_method !== PaymentMethod.BANK_TRANSFER)
    return { ok: false, message: OrderMessages.notBankTransfer };
  const done = await db
    .updateTable('orders')
    .set({ trans_id: input.transId, updated_at: now })
    .where('id', '=', o.id)
    .where('trans_id', 'is', null)
    .where('payment_done', '=', 0)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1
    ? { ok: true }
    : { ok: false, message: OrderMessages.alreadySubmitted };
}

/** Whether the caller owns the order (send-order-email). */
export async function ownsOrder(db: Kysely<Database>, owner: Owner, id: number) {
  const o = await ownedOrders(db, owner).where('id', '=', id).executeTakeFirst();
  return o ?? null;
}

/** The order just placed, every column (the placement route answers it, and starts its payment). */
export const placedOrderRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { confirmOrder, linksOf, sendOrderNotice } from './emails.ts';
export { unwrapEnc } from './enc.ts';
export { OperationMessages, STATUS_NAMES, advanceStatus, settleTransfer } from './operations.ts';
export type { OperationResult } from './operations.ts';
export { isUniqueViolation } from './place.ts';
export { returnFlashUnits } from './flash-cap.ts';
export { lockOpenOrder, partsOfOrder, syncOrderStatus } from './parts.ts';
export {
  ORDER_COLUMNS,
  addressView,
  awaitingVerification,
  givenFilters,
  orderView,
  orderedProducts,
  pageOfOrders,
} from './views.ts';
export type { OrderRow } from './views.ts';
