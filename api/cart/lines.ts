// Cart lines (docs/api-reference.md §7.4, §10): each line with its product, variant, store and prices worked out on the
// server in integer minor units — never from the client — and the line as iShop clients read it.
import { sql, type Kysely, type Selectable } from 'kysely';
import { bundleFreeUnits, unitPrice } from '#contract/pricing.ts';
import { toMajor } from '#contract/money.ts';
import type { Database } from '../db/schema.ts';
import { defaultDestination, ownerWhere } from '../db/owner.ts';
import type { Destination } from './summary.ts';
import { ofLiveStore } from '../db/live-store.ts';
import { translate } from '../db/translate.ts';
import { distinctIds } from '../db/values.ts';
import type { Owner } from '../lib/auth.ts';
import { flashPrices, variantAttributes, type FlashPrice } from '../catalog/service.ts';

export type Line = {
  id: number;
  product_id: number;
  inventory_id: number;
  quantity: number;
  selected: number;
  user_id: number | null;
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
  /** The sale's row whose flash price the line is at, its units taken from that row's cap at placement. */
  flashSaleProductId: number | null;
  inventoryPrice: number;
  free: number;
  lineTotal: number;
  taxUnit: number;
  taxIncluded: boolean;
  bundle: { id: number; title: string; buy: number; free: number } | null;
  tax: { id: number; title: string; type: number; price: number } | null;
  shippingRuleId: number | null;
  /** The shipping rule with every place of it (minor units), for iShop clients' flash_product.shipping_rule. */
  shippingRule: {
    id: number;
    title: string;
    single_price: number;
    places: Selectable<Database['shipping_places']>[];
  } | null;
  brandId: number | null;
  rating: number;
  reviewCount: number;
  badge: string | null;
};

type FlashRow = { id: number; product_id: number; quantity: number; selected: number };

/**
 * The running sale's row that prices each line (decision 149). A capped row's units left are shared by the
 * owner's lines of that product, selected lines first: a line whose quantity no longer fits in what is left
 * is at the normal price, all of it. A variant's own price is not the flash price and takes nothing.
 */
function flashOfLines<R extends FlashRow & { inventory_price: number }>(
  rows: R[],
  flash: Map<number, FlashPrice>,
  hasAttributes: (r: R) => boolean,
): Map<number, FlashPrice> {
  const out = new Map<number, FlashPrice>();
  const left = new Map<number, number>();
  const order = [...rows].sort((a, b) => Number(b.selected === 1) - Number(a.selected === 1));
  for (const r of order) {
    const f = flash.get(r.product_id);
    if (!f) continue;
    if (f.left === null || (hasAttributes(r) && r.inventory_price > 0)) {
      out.set(r.id, f);
      continue;
    }
    const units = left.get(f.id) ?? f.left;
    if (r.quantity > units) continue;
    left.set(f.id, units - r.quantity);
    out.set(r.id, f);
  }
  return out;
}

/**
 * Each tax rule at the owner's address (decision 148): its rate in the address's country and state, else in
 * the country for every state, else the rule's own. Without an address, the rule's own rate. The cart, its
 * summary, checkout and the placed order all read the lines here, so they agree to the minor unit.
 */
async function taxesAt(db: Kysely<Database>, ids: number[], owner: Owner, known?: Destination) {
  if (!ids.length) return [];
  const [rules, to] = await Promise.all([
    db
      .selectFrom('tax_rules')
      .select(['id', 'title', 'type', 'price'])
      .where('id', 'in', ids)
      .execute(),
    known !== undefined ? known : defaultDestination(db, owner),
  ]);
  if (!to) return rules;
  const places = await db
    .selectFrom('tax_rule_places')
    .select(['tax_rule_id', 'state', 'price'])
    .where('tax_rule_id', 'in', ids)
    .where('country', '=', to.country)
    .execute();
  return rules.map((r) => {
    const mine = places.filter((p) => p.tax_rule_id === r.id);
    const hit =
      (to.state ? mine.find((p) => p.state === to.state) : undefined) ??
      mine.find((p) => p.state === null);
    return hit ? { ...r, price: hit.price } : r;
  });
}

/** Every line of the owner, newest first, with its product, variant, store and prices. */
export async function cartLines(
  db: Kysely<Database>,
  owner: Owner,
  lang: string | null,
  now: string,
  /** Where the owner ships to, when the caller has read it already (else the default address is read). */
  destination?: Destination,
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
        'c.user_id',
        'c.shipping_place_id',
        'c.shipping_type',
        'p.title',
        'p.slug',
        'p.image',
        // A line of a suspended store's product is not for sale (issue 34).
        sql<number>`case when p.status = 1 and ${ofLiveStore()} then 1 else 2 end`.as('status'),
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
  const productIds = distinctIds(rows.map((r) => r.product_id));
  const inventoryIds = distinctIds(rows.map((r) => r.inventory_id));
  const storeIds = distinctIds(rows.map((r) => r.store_id));
  const bundleIds = distinctIds(rows.map((r) => r.bundle_deal_id));
  const taxIds = distinctIds(rows.map((r) => r.tax_rule_id));
  const ruleIds = distinctIds(rows.map((r) => r.shipping_rule_id));
  const [flash, titles, attrs, stores, bundles, taxes, images, rules, places] = await Promise.all([
    flashPrices(db, productIds, now),
    translate(
      db,
      'products',
      rows.map((r) => ({ id: r.product_id, title: r.title })),
      lang,
      ['title'],
    ),
    variantAttributes(db, { inventoryIds }, lang),
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
    taxesAt(db, taxIds, owner, destination),
    db
      .selectFrom('product_image_attributes as pia')
      .innerJoin('product_images as pi', 'pi.id', 'pia.product_image_id')
      .select(['pi.product_id', 'pi.image', 'pia.attribute_value_id'])
      .where('pi.product_id', 'in', productIds)
      .execute(),
    // The line's shipping rule with its places, as iShop clients read them (docs/api-reference.md §7.4).
    ruleIds.length
      ? db
          .selectFrom('shipping_rules')
          .select(['id', 'title', 'single_price'])
          .where('id', 'in', ruleIds)
          .execute()
      : [],
    ruleIds.length
      ? db
          .selectFrom('shipping_places')
          .selectAll()
          .where('shipping_rule_id', 'in', ruleIds)
          .orderBy('id')
          .execute()
      : [],
  ]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  const flashOf = flashOfLines(rows, flash, (r) =>
    attrs.some((a) => a.inventory_id === r.inventory_id),
  );
  return rows.map((r) => {
    const f = flashOf.get(r.id) ?? null;
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
    // Percent rules are included in the price (docs/api-reference.md §10); flat rules are added per unit.
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
      user_id: r.user_id,
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
        title: m.value,
        attribute_id: m.attribute_id,
        attribute: { id: m.attribute_id, title: m.attribute },
      })),
      unit,
      selling: r.selling,
      offered: r.offered,
      flash: f ? { price: f.price, end_time: f.end_time } : null,
      flashSaleProductId: f && !(hasAttributes && r.inventory_price > 0) ? f.id : null,
      inventoryPrice: r.inventory_price,
      free,
      lineTotal: unit * (r.quantity - free),
      taxUnit,
      taxIncluded,
      bundle,
      tax,
      shippingRuleId: r.shipping_rule_id,
      shippingRule: ((rule) =>
        rule ? { ...rule, places: places.filter((pl) => pl.shipping_rule_id === rule.id) } : null)(
        rules.find((x) => x.id === r.shipping_rule_id),
      ),
      brandId: r.brand_id,
      rating: Number(r.rating),
      reviewCount: Number(r.review_count),
      badge: r.badge,
    };
  });
}

type PlaceRow = NonNullable<Line['shippingRule']>['places'][number];
/** A shipping place of a line's rule in major units, with its rule's row nested (§7.2). */
function placeView(l: Line, pl: PlaceRow) {
  const rule = l.shippingRule!;
  return {
    ...pl,
    price: toMajor(pl.price),
    pickup_price: toMajor(pl.pickup_price),
    shipping_rule: { id: rule.id, title: rule.title, single_price: rule.single_price },
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
    user_id: l.user_id,
    shipping_place_id: l.shipping_place_id,
    shipping_type: l.shipping_type,
    // The place the line ships from (set by cart/update-shipping), with its rule, as the reference gives it.
    shipping_place: (() => {
      const place = l.shippingRule?.places.find((pl) => pl.id === l.shipping_place_id);
      return place ? placeView(l, place) : null;
    })(),
    flash_product: {
      id: l.product_id,
      title: l.title,
      slug: l.slug,
      badge: l.badge,
      image: l.image,
      selling: toMajor(l.selling),
      offered: l.offered > 0 ? toMajor(l.offered) : null,
      price: l.flash ? toMajor(l.flash.price) : null,
      end_time: l.flash?.end_time ?? null,
      rating: l.rating,
      review_count: l.reviewCount,
      brand_id: l.brandId,
      status: l.public ? 1 : 2,
      bundle_deal_id: l.bundle?.id ?? null,
      bundle_deal: l.bundle,
      tax_rule_id: l.tax?.id ?? null,
      tax_rules: l.tax
        ? { ...l.tax, price: l.tax.type === 1 ? toMajor(l.tax.price) : l.tax.price }
        : null,
      shipping_rule_id: l.shippingRuleId,
      shipping_rule: l.shippingRule
        ? {
            id: l.shippingRule.id,
            title: l.shippingRule.title,
            single_price: l.shippingRule.single_price,
            shipping_places: l.shippingRule.places.map((pl) => placeView(l, pl)),
          }
        : null,
      store: l.store,
    },
    updated_inventory: {
      id: l.inventory_id,
      product_id: l.product_id,
      quantity: l.stock,
      price: toMajor(l.inventoryPrice),
      inventory_attributes: l.attributes.map((a) => ({
        inventory_id: l.inventory_id,
        attribute_value_id: a.id,
        attribute_value: a,
      })),
    },
    product_images: [],
    store: l.store,
    unit_price: toMajor(l.unit),
    line_total: toMajor(l.lineTotal),
    free_units: l.free,
  };
}
