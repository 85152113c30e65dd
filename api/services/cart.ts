// The cart (API-REFERENCE §7.4, §8.19, §10): lines with their prices worked out on the server in integer minor
// units — never from the client — and the totals of the selected lines: items, bundle deals, tax (included in
// percent-rule prices, added for flat rules), shipping to an address, voucher, total.
import type { Kysely } from 'kysely';
import { bundleFreeUnits, unitPrice } from '#contract/pricing.ts';
import { Messages } from '#contract/messages.ts';
import type { Database } from '../db/schema.ts';
import { major, translate } from '../lib/context.ts';
import { flashPrices } from './catalog.ts';

import type { Owner } from '../lib/auth.ts';
export type { Owner };
/** The most of one variant a cart line may hold. */
export const MAX_LINE_QUANTITY = 100;

export const ownerWhere = <T extends { where: (...a: never[]) => T }>(
  q: T,
  owner: Owner,
  prefix = '',
): T =>
  'userId' in owner
    ? (q.where as (c: string, o: string, v: unknown) => T)(`${prefix}user_id`, '=', owner.userId)
    : (
        (q.where as (c: string, o: string, v: unknown) => T)(
          `${prefix}user_token`,
          '=',
          owner.userToken,
        ).where as (c: string, o: string, v: unknown) => T
      )(`${prefix}user_id`, 'is', null);

export type Line = {
  id: number;
  product_id: number;
  inventory_id: number;
  quantity: number;
  selected: number;
  shipping_place_id: number | null;
  shipping_type: number;
  title: string;
  slug: string;
  image: string | null;
  public: boolean;
  stock: number;
  store: { id: number; name: string; slug: string } | null;
  attributes: {
    id: number;
    title: string;
    attribute_id: number;
    attribute: { id: number; title: string };
  }[];
  /** minor units */
  unit: number;
  selling: number;
  offered: number;
  flash: { price: number; end_time: string } | null;
  inventoryPrice: number;
  free: number;
  lineTotal: number;
  taxUnit: number;
  taxIncluded: boolean;
  bundle: { id: number; title: string; buy: number; free: number } | null;
  tax: { id: number; title: string; type: number; price: number } | null;
  shippingRuleId: number | null;
  brandId: number | null;
  rating: number;
  reviewCount: number;
  badge: string | null;
};

/** Every line of the owner, newest first, with its product, variant, store and prices. */
export async function cartLines(
  db: Kysely<Database>,
  owner: Owner,
  lang: string | null,
  now: string,
): Promise<Line[]> {
  const rows = await ownerWhere(
    db
      .selectFrom('carts as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .innerJoin('inventories as i', 'i.id', 'c.inventory_id')
      .select([
        'c.id',
        'c.product_id',
        'c.inventory_id',
        'c.quantity',
        'c.selected',
        'c.shipping_place_id',
        'c.shipping_type',
        'p.title',
        'p.slug',
        'p.image',
        'p.status',
        'p.selling',
        'p.offered',
        'p.store_id',
        'p.bundle_deal_id',
        'p.tax_rule_id',
        'p.shipping_rule_id',
        'p.brand_id',
        'p.rating',
        'p.review_count',
        'p.badge',
        'i.quantity as stock',
        'i.price as inventory_price',
      ]),
    owner,
    'c.',
  )
    .orderBy('c.id', 'desc')
    .execute();
  if (!rows.length) return [];
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const inventoryIds = [...new Set(rows.map((r) => r.inventory_id))];
  const storeIds = [...new Set(rows.map((r) => r.store_id).filter((x): x is number => x != null))];
  const bundleIds = [
    ...new Set(rows.map((r) => r.bundle_deal_id).filter((x): x is number => x != null)),
  ];
  const taxIds = [...new Set(rows.map((r) => r.tax_rule_id).filter((x): x is number => x != null))];
  const [flash, titles, attrs, stores, bundles, taxes, images] = await Promise.all([
    flashPrices(db, productIds, now),
    translate(
      db,
      'products',
      rows.map((r) => ({ id: r.product_id, title: r.title })),
      lang,
      ['title'],
    ),
    db
      .selectFrom('inventory_attributes as ia')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select([
        'ia.inventory_id',
        'v.id as value_id',
        'v.title as value_title',
        'a.id as attribute_id',
        'a.title as attribute_title',
      ])
      .where('ia.inventory_id', 'in', inventoryIds)
      .orderBy('a.id')
      .execute(),
    storeIds.length
      ? db.selectFrom('stores').select(['id', 'name', 'slug']).where('id', 'in', storeIds).execute()
      : [],
    bundleIds.length
      ? db
          .selectFrom('bundle_deals')
          .select(['id', 'title', 'buy', 'free'])
          .where('id', 'in', bundleIds)
          .where('status', '=', 1)
          .execute()
      : [],
    taxIds.length
      ? db
          .selectFrom('tax_rules')
          .select(['id', 'title', 'type', 'price'])
          .where('id', 'in', taxIds)
          .execute()
      : [],
    db
      .selectFrom('product_image_attributes as pia')
      .innerJoin('product_images as pi', 'pi.id', 'pia.product_image_id')
      .select(['pi.product_id', 'pi.image', 'pia.attribute_value_id'])
      .where('pi.product_id', 'in', productIds)
      .execute(),
  ]);
  const [tValues, tAttrs] = await Promise.all([
    translate(
      db,
      'attribute_values',
      attrs.map((a) => ({ id: a.value_id, title: a.value_title })),
      lang,
      ['title'],
    ),
    translate(
      db,
      'attributes',
      attrs.map((a) => ({ id: a.attribute_id, title: a.attribute_title })),
      lang,
      ['title'],
    ),
  ]);
  const valueTitle = new Map(tValues.map((v) => [v.id, v.title]));
  const attrTitle = new Map(tAttrs.map((a) => [a.id, a.title]));
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((r) => {
    const f = flash.get(r.product_id) ?? null;
    const mine = attrs.filter((a) => a.inventory_id === r.inventory_id);
    const hasAttributes = mine.length > 0;
    const unit = unitPrice({
      selling: r.selling,
      offered: r.offered,
      price: f?.price ?? null,
      end_time: f?.end_time ?? null,
      inventoryPrice: r.inventory_price,
      hasAttributes,
    });
    const bundle = bundles.find((b) => b.id === r.bundle_deal_id) ?? null;
    const free = bundleFreeUnits(r.quantity, bundle);
    const tax = taxes.find((t) => t.id === r.tax_rule_id) ?? null;
    // Percent rules are included in the price (API-REFERENCE §10); flat rules are added per unit.
    const taxIncluded = tax?.type === 2;
    const taxUnit = !tax
      ? 0
      : taxIncluded
        ? Math.round((unit * tax.price) / (100 + tax.price))
        : tax.price;
    const valueIds = new Set(mine.map((m) => m.value_id));
    const variantImage = images.find(
      (im) => im.product_id === r.product_id && valueIds.has(im.attribute_value_id),
    );
    return {
      id: r.id,
      product_id: r.product_id,
      inventory_id: r.inventory_id,
      quantity: r.quantity,
      selected: r.selected,
      shipping_place_id: r.shipping_place_id,
      shipping_type: r.shipping_type,
      title: titleOf.get(r.product_id) ?? r.title,
      slug: r.slug,
      image: variantImage?.image ?? r.image,
      public: r.status === 1,
      stock: Math.max(0, r.stock),
      store: stores.find((s) => s.id === r.store_id) ?? null,
      attributes: mine.map((m) => ({
        id: m.value_id,
        title: valueTitle.get(m.value_id) ?? m.value_title,
        attribute_id: m.attribute_id,
        attribute: {
          id: m.attribute_id,
          title: attrTitle.get(m.attribute_id) ?? m.attribute_title,
        },
      })),
      unit,
      selling: r.selling,
      offered: r.offered,
      flash: f ? { price: f.price, end_time: f.end_time } : null,
      inventoryPrice: r.inventory_price,
      free,
      lineTotal: unit * (r.quantity - free),
      taxUnit,
      taxIncluded,
      bundle,
      tax,
      shippingRuleId: r.shipping_rule_id,
      brandId: r.brand_id,
      rating: Number(r.rating),
      reviewCount: Number(r.review_count),
      badge: r.badge,
    };
  });
}

export type Destination = { country: string; state: string | null } | null;

/** The owner's default address id (a user's or a guest's), or null. */
export async function defaultAddressId(db: Kysely<Database>, owner: Owner): Promise<number | null> {
  const row =
    'userId' in owner
      ? await db
          .selectFrom('users')
          .select('default_address_id as d')
          .where('id', '=', owner.userId)
          .executeTakeFirst()
      : await db
          .selectFrom('guest_users')
          .select('default_address_id as d')
          .where('user_token', '=', owner.userToken)
          .executeTakeFirst();
  return row?.d ?? null;
}

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

export type VoucherCheck =
  { ok: true; code: string; discount: number; voucherId: number } | { ok: false; message: string };

/**
 * A voucher against an items total (API-REFERENCE §10): public, running, minimum spend, overall and
 * per-customer usage limits; flat amount or a capped percentage.
 */
export async function checkVoucher(
  db: Kysely<Database>,
  code: string,
  itemsTotal: number,
  owner: Owner,
  now: string,
): Promise<VoucherCheck> {
  const v = await db
    .selectFrom('vouchers')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!v) return { ok: false, message: Messages.voucherUnknown };
  const nowSql = now.slice(0, 19).replace('T', ' ');
  if (v.start_time > nowSql || v.end_time < nowSql)
    return { ok: false, message: Messages.voucherExpired };
  if (itemsTotal < v.min_spend) return { ok: false, message: Messages.voucherMinSpend };
  const [used, mine] = await Promise.all([
    db
      .selectFrom('voucher_usages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('voucher_id', '=', v.id)
      .executeTakeFirst(),
    ownerWhere(
      db
        .selectFrom('voucher_usages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('voucher_id', '=', v.id),
      owner,
    ).executeTakeFirst(),
  ]);
  if (v.usage_limit > 0 && Number(used?.n ?? 0) >= v.usage_limit)
    return { ok: false, message: Messages.voucherUsedUp };
  if (v.limit_per_customer > 0 && Number(mine?.n ?? 0) >= v.limit_per_customer)
    return { ok: false, message: Messages.voucherPerCustomer };
  let discount = v.type === 1 ? v.price : Math.round((itemsTotal * v.price) / 100);
  if (v.type !== 1 && v.capped_price != null && v.capped_price > 0)
    discount = Math.min(discount, v.capped_price);
  return { ok: true, code: v.code, discount: Math.min(discount, itemsTotal), voucherId: v.id };
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
      shipping += l.shipping_type === 2 ? place.pickup_price : place.price;
    }
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
    voucher,
    voucher_error: voucherError,
    total: subtotal + taxAdded + (shipping ?? 0) - (voucher?.discount ?? 0),
    destination: opts.destination,
    unshippable,
  };
}

/** A line as iShop clients read it (§7.4), with ours: store, unit price and line total (major units). */
export function lineView(l: Line) {
  return {
    id: l.id,
    product_id: l.product_id,
    inventory_id: l.inventory_id,
    quantity: l.quantity,
    selected: l.selected,
    shipping_place_id: l.shipping_place_id,
    shipping_type: l.shipping_type,
    flash_product: {
      id: l.product_id,
      title: l.title,
      slug: l.slug,
      badge: l.badge,
      image: l.image,
      selling: major(l.selling),
      offered: major(l.offered),
      price: l.flash ? major(l.flash.price) : null,
      end_time: l.flash?.end_time ?? null,
      rating: l.rating,
      review_count: l.reviewCount,
      brand_id: l.brandId,
      status: l.public ? 1 : 2,
      bundle_deal_id: l.bundle?.id ?? null,
      bundle_deal: l.bundle,
      tax_rule_id: l.tax?.id ?? null,
      tax_rules: l.tax
        ? { ...l.tax, price: l.tax.type === 1 ? major(l.tax.price) : l.tax.price }
        : null,
      shipping_rule_id: l.shippingRuleId,
      store: l.store,
    },
    updated_inventory: {
      id: l.inventory_id,
      product_id: l.product_id,
      quantity: l.stock,
      price: major(l.inventoryPrice),
      inventory_attributes: l.attributes.map((a) => ({
        inventory_id: l.inventory_id,
        attribute_value_id: a.id,
        attribute_value: a,
      })),
    },
    product_images: [],
    store: l.store,
    unit_price: major(l.unit),
    line_total: major(l.lineTotal),
    free_units: l.free,
  };
}

export function summaryView(s: Summary) {
  return {
    ...s,
    items: major(s.items),
    bundle_offer: major(s.bundle_offer),
    subtotal: major(s.subtotal),
    tax: major(s.tax),
    tax_included: major(s.tax_included),
    shipping: s.shipping == null ? null : major(s.shipping),
    voucher: s.voucher ? { code: s.voucher.code, discount: major(s.voucher.discount) } : null,
    total: major(s.total),
  };
}
