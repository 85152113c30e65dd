// A seller's parts of orders (issue 34, decision 137): the list and one part. Every query is scoped by the
// caller's store, so another store's order is simply not found; the buyer's e-mail, the order's payment
// details (transaction ids, tokens, provider references) and other stores' lines are never read here.
import type { Kysely } from 'kysely';
import { OrderStatus } from '#contract/codes.ts';
import type { PartState, SellerOrdersQuery } from '#contract/fulfilment/schemas.ts';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import { addressView } from '../orders/service.ts';

type Db = Kysely<Database>;
const PER_PAGE = 25;

const STATE_STATUS: Record<Exclude<PartState, 'cancelled'>, number> = {
  pending: OrderStatus.PENDING,
  confirmed: OrderStatus.CONFIRMED,
  picked_up: OrderStatus.PICKED_UP,
  on_the_way: OrderStatus.ON_THE_WAY,
  delivered: OrderStatus.DELIVERED,
};

/** What a line adds to its part: unit price × the units paid for (a bundle's free units are not). */
const lineTotal = (l: { selling: number; quantity: number; bundle_offer: number }) =>
  l.selling * (l.quantity - l.bundle_offer);

/** The store's part of order `orderId`, or undefined (another store's order, or none). */
export function partOf(db: Db, storeId: number, orderId: number) {
  return db
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.order_id',
      'p.store_id',
      'p.status',
      'p.cancelled',
      'p.cancel_reason',
      'p.carrier',
      'p.tracking_number',
      'p.refund_due',
      'p.delivered_at',
      'o.order_code',
      'o.created_at',
      'o.currency',
      'o.payment_done',
      'o.order_method',
      'o.address_snapshot',
    ])
    .where('p.store_id', '=', storeId)
    .where('p.order_id', '=', orderId)
    .executeTakeFirst();
}

/** The store's lines of one or more orders. */
function linesOf(db: Db, storeId: number, orderIds: number[]) {
  return db
    .selectFrom('ordered_products')
    .select([
      'id',
      'order_id',
      'title',
      'quantity',
      'image',
      'attributes',
      'selling',
      'bundle_offer',
      'shipping_type',
    ])
    .where('store_id', '=', storeId)
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

function attributesOf(raw: string | null): { title: string; value: string }[] {
  try {
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list)
      ? list.flatMap((a: { title?: unknown; value?: unknown }) =>
          typeof a?.title === 'string' && typeof a?.value === 'string'
            ? [{ title: a.title, value: a.value }]
            : [],
        )
      : [];
  } catch {
    return [];
  }
}

export async function sellerOrdersPage(db: Db, storeId: number, q: SellerOrdersQuery) {
  let base = db
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .where('p.store_id', '=', storeId);
  if (q.state === 'cancelled') base = base.where('p.cancelled', '=', 1);
  else if (q.state)
    base = base.where('p.cancelled', '=', 0).where('p.status', '=', STATE_STATUS[q.state]);
  if (q.q) {
    const like = `%${q.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where('o.order_code', 'like', like);
  }
  const page = await readPage(
    q.page,
    PER_PAGE,
    () => countOf(base),
    (limit, offset) =>
      base
        .select([
          'p.order_id',
          'p.status',
          'p.cancelled',
          'p.carrier',
          'p.tracking_number',
          'o.order_code',
          'o.created_at',
          'o.address_snapshot',
        ])
        .orderBy('o.created_at', 'desc')
        .orderBy('p.order_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  const lines = page.items.length
    ? await linesOf(
        db,
        storeId,
        page.items.map((r) => r.order_id),
      )
    : [];
  return {
    ...page,
    items: page.items.map((r) => {
      const mine = lines.filter((l) => l.order_id === r.order_id);
      return {
        order_id: r.order_id,
        order_code: r.order_code,
        created: r.created_at,
        status: r.status,
        cancelled: r.cancelled,
        carrier: r.carrier,
        tracking_number: r.tracking_number,
        buyer_name: addressView(r)?.name ?? null,
        items: mine.reduce((n, l) => n + l.quantity, 0),
        total: mine.reduce((n, l) => n + lineTotal(l), 0),
      };
    }),
  };
}

export async function sellerOrderDetail(
  db: Db,
  store: { id: number; name: string; slug: string },
  orderId: number,
) {
  const part = await partOf(db, store.id, orderId);
  if (!part) return null;
  const lines = await linesOf(db, store.id, [orderId]);
  const a = addressView(part);
  return {
    order_id: part.order_id,
    order_code: part.order_code,
    created: part.created_at,
    status: part.status,
    cancelled: part.cancelled,
    carrier: part.carrier,
    tracking_number: part.tracking_number,
    cancel_reason: part.cancel_reason,
    refund_due: part.refund_due,
    delivered_at: part.delivered_at,
    store,
    lines: lines.map((l) => ({
      id: l.id,
      title: l.title,
      quantity: l.quantity,
      image: l.image,
      attributes: attributesOf(l.attributes),
      unit_price: l.selling,
      line_total: lineTotal(l),
      shipping_type: l.shipping_type,
    })),
    total: lines.reduce((n, l) => n + lineTotal(l), 0),
    currency: part.currency,
    // Where the parcel goes and who takes it: never the buyer's e-mail nor anything of the payment.
    buyer: {
      name: a?.name ?? null,
      phone: a?.phone ?? null,
      country: a?.country ?? null,
      state: a?.state ?? null,
      city: a?.city ?? null,
      zip: a?.zip ?? null,
      address_1: a?.address_1 ?? null,
      address_2: a?.address_2 ?? null,
    },
    payment: { paid: part.payment_done === 1, method: part.order_method },
  };
}
