// The totals of the selected cart lines (docs/api-reference.md §10), in integer minor units: items, bundle deals, tax
// (included in percent-rule prices, added for flat rules), shipping to an address, voucher, total — and which
// selected lines cannot be shipped there.
import type { Kysely } from 'kysely';
import type { PickupPoint } from '#contract/cart/schemas.ts';
import { toMajor } from '#contract/money.ts';
import type { Database } from '../db/schema.ts';
import { distinctIds } from '../db/values.ts';
import type { Owner } from '../lib/auth.ts';
import { checkVoucher, itemsTotalOf } from '../vouchers/service.ts';
import type { Line } from './lines.ts';

export type Destination = { country: string; state: string | null } | null;

/** A shipping place: its delivery price and, only when it has a pickup point, its pickup price and address. */
type Place = { id: number; price: number; pickup: { price: number; point: PickupPoint } | null };

/** The shipping rules of some lines, each once. */
const ruleIdsOf = (lines: Pick<Line, 'shippingRuleId'>[]) =>
  distinctIds(lines.map((l) => l.shippingRuleId));

/**
 * The place of each line's shipping rule that serves an address (same country and the same state or any
 * state), by rule id; a rule that does not ship there has none.
 */
export async function placesFor(
  db: Kysely<Database>,
  lines: Pick<Line, 'shippingRuleId'>[],
  to: NonNullable<Destination>,
) {
  const ruleIds = ruleIdsOf(lines);
  if (!ruleIds.length) return new Map<number, Place>();
  const places = await db
    .selectFrom('shipping_places')
    .select([
      'id',
      'shipping_rule_id',
      'state',
      'price',
      'pickup_price',
      'pickup_point',
      'pickup_phone',
      'pickup_address_line_1',
      'pickup_address_line_2',
      'pickup_city',
      'pickup_state',
      'pickup_zip',
    ])
    .where('shipping_rule_id', 'in', ruleIds)
    .where('country', '=', to.country)
    .execute();
  const out = new Map<number, Place>();
  for (const rid of ruleIds) {
    const exact = places.find(
      (p) => p.shipping_rule_id === rid && to.state && p.state === to.state,
    );
    const any = places.find((p) => p.shipping_rule_id === rid && !p.state);
    const hit = exact ?? any;
    if (!hit) continue;
    // Pickup exists only where the place has a pickup point (issue 37): its price means nothing elsewhere.
    const pickup =
      hit.pickup_point === 1
        ? {
            price: hit.pickup_price,
            point: {
              phone: hit.pickup_phone,
              address_line_1: hit.pickup_address_line_1,
              address_line_2: hit.pickup_address_line_2,
              city: hit.pickup_city,
              state: hit.pickup_state,
              zip: hit.pickup_zip,
            },
          }
        : null;
    out.set(rid, { id: hit.id, price: hit.price, pickup });
  }
  return out;
}

/**
 * What each line's shipping to an address costs, by line id, as the summary totals it and the order records
 * it: the line's place, its shipping type (pickup only where the place has a pickup point: a line left on
 * pickup for an address without one is delivered) and the charge for it. A single-price rule charges once:
 * `charge` is null on its later lines. A line whose rule does not ship there has no entry.
 */
export async function lineShipping(
  db: Kysely<Database>,
  lines: Pick<Line, 'id' | 'shippingRuleId' | 'shipping_type'>[],
  to: NonNullable<Destination>,
) {
  const ruleIds = ruleIdsOf(lines);
  const places = await placesFor(db, lines, to);
  const rules = ruleIds.length
    ? await db
        .selectFrom('shipping_rules')
        .select(['id', 'single_price'])
        .where('id', 'in', ruleIds)
        .execute()
    : [];
  const charged = new Set<number>();
  const out = new Map<number, { place: Place; type: 1 | 2; charge: number | null }>();
  for (const l of lines) {
    const place = l.shippingRuleId != null ? places.get(l.shippingRuleId) : undefined;
    if (!place) continue;
    const single = rules.find((r) => r.id === l.shippingRuleId)?.single_price === 1;
    const type = l.shipping_type === 2 && place.pickup ? 2 : 1;
    const charge =
      single && charged.has(l.shippingRuleId!)
        ? null
        : type === 2
          ? place.pickup!.price
          : place.price;
    charged.add(l.shippingRuleId!);
    out.set(l.id, { place, type, charge });
  }
  return out;
}

export type Summary = {
  count: number;
  selected_count: number;
  items: number;
  bundle_offer: number;
  subtotal: number;
  tax: number;
  tax_included: number;
  shipping: number | null;
  /** Ours: the shipping of each store's selected lines (their sum is `shipping`), once there is an address. */
  shipping_by_store: { store_id: number | null; shipping: number }[];
  voucher: { code: string; discount: number } | null;
  voucher_error: string | null;
  total: number;
  destination: Destination;
  unshippable: { cart_id: number; title: string; country: string; state: string | null }[];
  /** Ours: for each selected line that ships to the address, its pickup point there (null: none, delivery only). */
  pickup_points: { cart_id: number; pickup: PickupPoint | null }[];
};

/** Totals of the selected lines (minor units); shipping only when there is an address to ship to. */
export async function summarize(
  db: Kysely<Database>,
  lines: Line[],
  opts: { destination: Destination; voucher?: string | null; owner: Owner; now: string },
): Promise<Summary> {
  const selected = lines.filter((l) => l.selected === 1);
  const items = selected.reduce((n, l) => n + l.unit * l.quantity, 0);
  const bundleOffer = selected.reduce((n, l) => n + l.unit * l.free, 0);
  const subtotal = items - bundleOffer;
  const taxAdded = selected
    .filter((l) => !l.taxIncluded)
    .reduce((n, l) => n + l.taxUnit * (l.quantity - l.free), 0);
  const taxIncluded = selected
    .filter((l) => l.taxIncluded)
    .reduce((n, l) => n + l.taxUnit * (l.quantity - l.free), 0);
  let shipping: number | null = null;
  const byStore = new Map<number | null, number>();
  const unshippable: Summary['unshippable'] = [];
  const pickupPoints: Summary['pickup_points'] = [];
  if (opts.destination && selected.length) {
    const shipped = await lineShipping(db, selected, opts.destination);
    shipping = 0;
    for (const l of selected) {
      const s = shipped.get(l.id);
      if (!s) {
        unshippable.push({ cart_id: l.id, title: l.title, ...opts.destination });
        continue;
      }
      pickupPoints.push({ cart_id: l.id, pickup: s.place.pickup?.point ?? null });
      if (s.charge === null) continue;
      shipping += s.charge;
      const store = l.store?.id ?? null;
      byStore.set(store, (byStore.get(store) ?? 0) + s.charge);
    }
    for (const l of selected)
      if (!byStore.has(l.store?.id ?? null) && !unshippable.some((u) => u.cart_id === l.id))
        byStore.set(l.store?.id ?? null, 0);
  }
  let voucher: Summary['voucher'] = null;
  let voucherError: string | null = null;
  if (opts.voucher) {
    const totals = itemsTotalOf(
      selected.map((l) => ({ storeId: l.store?.id ?? null, total: l.lineTotal })),
    );
    const v = await checkVoucher(db, opts.voucher, totals, opts.owner, opts.now);
    if (v.ok) voucher = { code: v.code, discount: v.discount };
    else voucherError = v.message;
  }
  return {
    count: lines.reduce((n, l) => n + l.quantity, 0),
    selected_count: selected.reduce((n, l) => n + l.quantity, 0),
    items,
    bundle_offer: bundleOffer,
    subtotal,
    tax: taxAdded + taxIncluded,
    tax_included: taxIncluded,
    shipping,
    shipping_by_store: [...byStore].map(([store_id, v]) => ({ store_id, shipping: v })),
    voucher,
    voucher_error: voucherError,
    total: subtotal + taxAdded + (shipping ?? 0) - (voucher?.discount ?? 0),
    destination: opts.destination,
    unshippable,
    pickup_points: pickupPoints,
  };
}

export function summaryView(s: Summary) {
  return {
    ...s,
    items: toMajor(s.items),
    bundle_offer: toMajor(s.bundle_offer),
    subtotal: toMajor(s.subtotal),
    tax: toMajor(s.tax),
    tax_included: toMajor(s.tax_included),
    shipping: s.shipping == null ? null : toMajor(s.shipping),
    shipping_by_store: s.shipping_by_store.map((x) => ({ ...x, shipping: toMajor(x.shipping) })),
    voucher: s.voucher ? { code: s.voucher.code, discount: toMajor(s.voucher.discount) } : null,
    total: toMajor(s.total),
  };
}
