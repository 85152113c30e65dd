// Orders on the wire (docs/api-reference.md §7.5): decimal major units, iShop's field names, the ship-to address as it
// was at placement. Tracking answers leave out everything personal.
import { toMajor } from '#contract/money.ts';
import { PaymentMethod } from '#contract/codes.ts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import { variantAttributes } from '../catalog/service.ts';

export type OrderRow = {
  id: number;
  order_code: string;
  status: number;
  cancelled: number;
  payment_done: number;
  order_method: number;
  subtotal: number;
  shipping_price: number;
  tax: number;
  bundle_offer: number;
  voucher_price: number;
  total_amount: number;
  currency: string;
  payment_token: string | null;
  trans_id: string | null;
  voucher_id: number | null;
  user_id: number | null;
  user_token: string | null;
  user_address_id: number | null;
  address_snapshot: string | null;
  test_payment: number;
  created_at: string;
};

/** One page of the orders `base` selects, newest first, and how many it selects in all. */
export const pageOfOrders = <O extends object>(
  base: SelectQueryBuilder<Database, 'orders', O>,
  requested: unknown,
  perPage: number,
) =>
  readPage(
    requested,
    perPage,
    () => countOf(base),
    (limit, offset) =>
      base
        .select([...ORDER_COLUMNS])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );

/** The filters of a list query that were given, as the paginator's links repeat them. */
export const givenFilters = <Q extends object>(q: Q, keys: readonly (keyof Q & string)[]) =>
  Object.fromEntries(keys.filter((k) => q[k] !== undefined).map((k) => [k, String(q[k])]));

export const ORDER_COLUMNS = [
  'id',
  'order_code',
  'status',
  'cancelled',
  'payment_done',
  'order_method',
  'subtotal',
  'shipping_price',
  'tax',
  'bundle_offer',
  'voucher_price',
  'total_amount',
  'currency',
  'payment_token',
  'trans_id',
  'voucher_id',
  'user_id',
  'user_token',
  'user_address_id',
  'address_snapshot',
  'test_payment',
  'created_at',
] as const;

export function orderView(o: OrderRow) {
  return {
    id: o.id,
    order: o.order_code,
    status: o.status,
    cancelled: o.cancelled,
    payment_done: o.payment_done,
    order_method: o.order_method,
    total_amount: toMajor(o.total_amount),
    currency: o.currency,
    payment_token: null,
    trans_id: o.trans_id,
    voucher_id: o.voucher_id,
    user_id: o.user_id,
    user_token: o.user_token,
    user_address_id: o.user_address_id,
    created: o.created_at,
    // Ours (decision 132): paid through a local payment sandbox — a test, not money.
    test_payment: o.test_payment === 1 ? (1 as const) : (0 as const),
  };
}

/**
 * The ordered lines of some orders as stored (amounts in minor units, titles as they were), with their product
 * slug, store and the store owner's e-mail as they are now: the one read of an order's lines, which the order
 * views and the order e-mails each shape their own way.
 */
export function orderLineRows(db: Kysely<Database>, orderIds: number[]) {
  return db
    .selectFrom('ordered_products as op')
    .leftJoin('products as p', 'p.id', 'op.product_id')
    .leftJoin('stores as s', 's.id', 'op.store_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
    .leftJoin('inventories as i', 'i.id', 'op.inventory_id')
    .select([
      'op.id',
      'op.order_id',
      'op.product_id',
      'op.inventory_id',
      'op.quantity',
      'op.shipping_place_id',
      'op.shipping_type',
      'op.selling',
      'op.tax_price',
      'op.shipping_price',
      'op.bundle_offer',
      'op.title',
      'op.image',
      'op.attributes',
      'p.slug',
      's.id as store_id',
      's.name as store_name',
      's.slug as store_slug',
      'u.email as seller_email',
      'i.quantity as stock',
      'i.price as inventory_price',
      'i.sku',
      'sp.shipping_rule_id',
      'sp.country as place_country',
      'sp.state as place_state',
      'sp.price as place_price',
      'sp.pickup_price',
      'sp.pickup_point',
      'sp.day_needed',
      'sp.pickup_country',
      'sp.pickup_phone',
      'sp.pickup_address_line_1',
      'sp.pickup_address_line_2',
      'sp.pickup_city',
      'sp.pickup_state',
      'sp.pickup_zip',
    ])
    .where('op.order_id', 'in', orderIds)
    .orderBy('op.id')
    .execute();
}

/** Ordered lines of some orders, with their product and store as they are now (titles as they were). */
export async function orderedProducts(db: Kysely<Database>, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, ReturnType<typeof lineView>[]>();
  const rows = await orderLineRows(db, orderIds);
  const values = await attributeValuesOf(
    db,
    rows.flatMap((r) => (r.inventory_id === null ? [] : [r.inventory_id])),
  );
  const out = new Map<number, ReturnType<typeof lineView>[]>();
  for (const r of rows) {
    const list = out.get(r.order_id) ?? [];
    list.push(lineView(r, values.get(r.inventory_id ?? -1) ?? []));
    out.set(r.order_id, list);
  }
  return out;
}

type AttributeValue = {
  id: number;
  title: string;
  attribute_id: number;
  attribute: { id: number; title: string };
};

/** The attribute values of some variants as they are now (the cart's `updated_inventory` shape, §7.4). */
async function attributeValuesOf(db: Kysely<Database>, inventoryIds: number[]) {
  const out = new Map<number, AttributeValue[]>();
  for (const r of await variantAttributes(db, { inventoryIds: [...new Set(inventoryIds)] }, null))
    out.set(r.inventory_id, [
      ...(out.get(r.inventory_id) ?? []),
      {
        id: r.value_id,
        title: r.value,
        attribute_id: r.attribute_id,
        attribute: { id: r.attribute_id, title: r.attribute },
      },
    ]);
  return out;
}

/** An ordered line as orderLineRows reads it. */
type LineRow = Awaited<ReturnType<typeof orderLineRows>>[number];

function lineView(r: LineRow, values: AttributeValue[]) {
  let attributes: { title: string; value: string }[] = [];
  try {
    attributes = r.attributes ? (JSON.parse(r.attributes) as typeof attributes) : [];
  } catch {
    attributes = [];
  }
  return {
    id: r.id,
    order_id: r.order_id,
    product_id: r.product_id,
    inventory_id: r.inventory_id,
    quantity: r.quantity,
    shipping_place_id: r.shipping_place_id,
    shipping_type: r.shipping_type,
    selling: toMajor(r.selling),
    tax_price: toMajor(r.tax_price),
    shipping_price: toMajor(r.shipping_price),
    bundle_offer: r.bundle_offer,
    product: {
      id: r.product_id,
      title: r.title,
      slug: r.slug,
      image: r.image,
      store:
        r.store_id != null
          ? { id: r.store_id, name: r.store_name ?? '', slug: r.store_slug ?? '' }
          : null,
    },
    attributes,
    // As the cart gives them (§7.5): the variant and the shipping place as they are now (null once gone);
    // what was sold, at what price, is the line's own record above.
    updated_inventory:
      r.inventory_id !== null && r.stock !== null
        ? {
            id: r.inventory_id,
            product_id: r.product_id,
            quantity: Math.max(0, r.stock),
            price: toMajor(r.inventory_price ?? 0),
            sku: r.sku,
            inventory_attributes: values.map((v) => ({
              inventory_id: r.inventory_id,
              attribute_value_id: v.id,
              attribute_value: v,
            })),
          }
        : null,
    shipping_place:
      r.shipping_place_id !== null && r.place_country !== null
        ? {
            id: r.shipping_place_id,
            shipping_rule_id: r.shipping_rule_id,
            country: r.place_country,
            state: r.place_state,
            price: toMajor(r.place_price ?? 0),
            pickup_price: toMajor(r.pickup_price ?? 0),
            pickup_point: r.pickup_point,
            day_needed: r.day_needed,
            pickup_phone: r.pickup_phone,
            pickup_address_line_1: r.pickup_address_line_1,
            pickup_address_line_2: r.pickup_address_line_2,
            pickup_city: r.pickup_city,
            pickup_state: r.pickup_state,
            pickup_zip: r.pickup_zip,
            pickup_country: r.pickup_country,
          }
        : null,
    product_images: [],
    pickup:
      r.shipping_type === 2
        ? {
            phone: r.pickup_phone,
            address_line_1: r.pickup_address_line_1,
            address_line_2: r.pickup_address_line_2,
            city: r.pickup_city,
            state: r.pickup_state,
            zip: r.pickup_zip,
          }
        : null,
  };
}

export function calculatedView(o: OrderRow) {
  return {
    subtotal: toMajor(o.subtotal),
    shipping_price: toMajor(o.shipping_price),
    bundle_offer: toMajor(o.bundle_offer),
    tax: toMajor(o.tax),
    voucher_price: toMajor(o.voucher_price),
    total_price: toMajor(o.total_amount),
  };
}

export function addressView(o: Pick<OrderRow, 'address_snapshot'>) {
  if (!o.address_snapshot) return null;
  try {
    return JSON.parse(o.address_snapshot) as {
      name: string;
      email?: string;
      phone?: string;
      country: string;
      state?: string | null;
      city: string;
      zip?: string;
      address_1?: string;
      address_2?: string | null;
    };
  } catch {
    return null;
  }
}

/** A bank transfer whose reference was submitted and that the shop has not confirmed yet. */
export const awaitingVerification = (o: OrderRow) =>
  o.order_method === PaymentMethod.BANK_TRANSFER && !!o.trans_id && o.payment_done !== 1 ? 1 : 0;
