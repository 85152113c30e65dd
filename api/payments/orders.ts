// The online order as payments read it (issue 16): its row, its payment attempt's status, what an adapter is
// told of it, the stale unpaid ones the release job takes, and the refunds owed on it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Owner } from '../lib/auth.ts';
import type { PaymentOrder } from './types.ts';

export type OrderRow = {
  id: number;
  order_code: string;
  user_id: number | null;
  user_token: string | null;
  order_method: number;
  payment_done: number;
  cancelled: number;
  total_amount: number;
  currency: string;
  language: string | null;
  address_snapshot: string | null;
};

const ORDER_COLUMNS = [
  'id',
  'order_code',
  'user_id',
  'user_token',
  'order_method',
  'payment_done',
  'cancelled',
  'total_amount',
  'currency',
  'language',
  'address_snapshot',
] as const;

export async function orderRow(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * The update that moves an order's payment attempt (started, unverified, paid, released) to `status`; the
 * caller adds which states it may leave and executes it.
 */
export const setPaymentStatus = (
  db: Kysely<Database>,
  orderId: number,
  status: 'unverified' | 'paid' | 'released',
  now: string,
) => db.updateTable('payments').set({ status, updated_at: now }).where('order_id', '=', orderId);

export const ownerOfRow = (o: { user_id: number | null; user_token: string | null }): Owner =>
  o.user_id != null ? { userId: o.user_id } : { userToken: o.user_token ?? '' };

export function paymentOrderOf(o: OrderRow, client: { ip?: string } = {}): PaymentOrder {
  let address: {
    name?: string;
    email?: string;
    country?: string;
    city?: string;
    zip?: string;
    address_1?: string;
    address_2?: string;
  } = {};
  try {
    address = o.address_snapshot ? (JSON.parse(o.address_snapshot) as typeof address) : {};
  } catch {
    address = {};
  }
  return {
    id: o.id,
    code: o.order_code,
    amountMinor: o.total_amount,
    currency: o.currency.toUpperCase(),
    name: address.name ?? '',
    email: address.email ?? '',
    language: o.language ?? 'en',
    // (pay2) The ship-to address and the shopper's IP, for providers that require them (Iyzico).
    ...(address.address_1 && address.city && address.country
      ? {
          address: {
            line: [address.address_1, address.address_2].filter(Boolean).join(', '),
            city: address.city,
            country: address.country,
            ...(address.zip ? { zip: address.zip } : {}),
          },
        }
      : {}),
    ...(client.ip ? { ip: client.ip } : {}),
  };
}

/** The stale unpaid online orders (placed before `before`), oldest first. */
export async function staleOrders(
  db: Kysely<Database>,
  methods: number[],
  before: string,
  limit = 50,
): Promise<OrderRow[]> {
  if (!methods.length) return [];
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('order_method', 'in', methods)
    .where('payment_done', '=', 0)
    .where('cancelled', '=', 0)
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Refunds the shop owes: provider payments that arrived for released orders (admin order page), each with
 * the provider's payment id (the event's detail since issue 17; a return's event id names it too).
 */
export async function refundsDue(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('payment_events')
    .select(['id', 'provider', 'event_id', 'amount', 'detail', 'created_at'])
    .where('order_id', '=', orderId)
    .where('outcome', '=', 'refund_due')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    payment_id: r.event_id.startsWith('return:') ? r.event_id.slice(7) : r.detail || null,
  }));
}

/** The order's payment attempt (one per order), if one was started. */
export async function attemptOf(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}
