// The totals of the selected cart lines (API-REFERENCE §10), in integer minor units: items, bundle deals, tax
// (included in percent-rule prices, added for flat rules), shipping to an address, voucher, total — and which
// selected lines cannot be shipped there.
import type { Kysely } from 'kysely';
import { toMajor } from '#contract/money.ts';
import type { Database } from '../db/schema.ts';
import type { Owner } from '../lib/auth.ts';
import { checkVoucher } from '../vouchers/service.ts';
import type { Line } from './lines.ts';

export type Destination = { country: string; state: string | null } | null;

/** The place of a shipping rule that serves an address: same country and the same state or any state. */
export async function placesFor(
  db: Kysely<Database>,
  ruleIds: number[],
  to: NonNullable<Destination>,
) {
  if (!ruleIds.length)
    return new Map<number, { id: number; price: number; pickup_price: number }>();
  const places = await db
    .selectFrom('shipping_places')
    .select(['id', 'shipping_rule_id', 'state', 'price', 'pickup_price'])
    .where('shipping_rule_id', 'in', ruleIds)
    .where('country', '=', to.country)
    .execute();
  const out = new Map<number, { id: number; price: number; pickup_price: number }>();
  for (const rid of ruleIds) {
    const exact = places.find(
      (p) => p.shipping_rule_id === rid && to.state && p.state === to.state,
    );
    const any = places.find((p) => p.shipping_rule_id === rid && !p.state);
    const hit = exact ?? any;
    if (hit) out.set(rid, { id: hit.id, price: hit.price, pickup_price: hit.pickup_price });
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
  if (opts.destination && selected.length) {
    const ruleIds = [
      ...new Set(selected.map((l) => l.shippingRuleId).filter((x): x is number => x != null)),
    ];
    const places = await placesFor(db, ruleIds, opts.destination);
    const rules = ruleIds.length
      ? await db
          .selectFrom('shipping_rules')
          .select(['id', 'single_price'])
          .where('id', 'in', ruleIds)
          .execute()
      : [];
    shipping = 0;
    const charged = new Set<number>();
    for (const l of selected) {
      const place = l.shippingRuleId != null ? places.get(l.shippingRuleId) : undefined;
      if (!place) {
        unshippable.push({ cart_id: l.id, title: l.title, ...opts.destination });
        continue;
      }
      const single = rules.find((r) => r.id === l.shippingRuleId)?.single_price === 1;
      if (single && charged.has(l.shippingRuleId!)) continue;
      charged.add(l.shippingRuleId!);
      const charge = l.shipping_type === 2 ? place.pickup_price : place.price;
      shipping += charge;
      const store = l.store?.id ?? null;
      byStore.set(store, (byStore.get(store) ?? 0) + charge);
    }
    for (const l of selected)
      if (!byStore.has(l.store?.id ?? null) && !unshippable.some((u) => u.cart_id === l.id))
        byStore.set(l.store?.id ?? null, 0);
  }
  let voucher: Summary['voucher'] = null;
  let voucherError: string | null = null;
  if (opts.voucher) {
    const v = await checkVoucher(db, opts.voucher, subtotal, opts.owner, opts.now);
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
