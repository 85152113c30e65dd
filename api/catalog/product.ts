// The product page (docs/api-reference.md §8.8): the product with its card prices, brand, store, bundle deal,
// shipping rule and places, variants and attribute groups, images, running vouchers, breadcrumb and sibling
// categories, and whether it is in the caller's wishlist and compare list.
import type { Kysely } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import type { Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { major } from '../db/values.ts';
import { STORE_COLUMNS } from '../stores/service.ts';
import { productCards } from './cards.ts';
import { ofLiveStore } from '../db/live-store.ts';
import { variantAttributes } from './variant-attributes.ts';

type ProductRow = {
  id: number;
  brand_id: number | null;
  store_id: number | null;
  bundle_deal_id: number | null;
  shipping_rule_id: number | null;
  category_id: number | null;
};

/** Everything the product points at, in one round of parallel queries. */
function relations(r: Reader, row: ProductRow) {
  const { db, now } = r;
  return Promise.all([
    row.brand_id
      ? db
          .selectFrom('brands')
          .select(['id', 'title', 'slug'])
          .where('id', '=', row.brand_id)
          .executeTakeFirst()
      : undefined,
    row.store_id
      ? db
          .selectFrom('stores')
          .select(STORE_COLUMNS)
          .where('id', '=', row.store_id)
          .where('status', '=', Visibility.PUBLIC)
          .executeTakeFirst()
      : undefined,
    row.bundle_deal_id
      ? db
          .selectFrom('bundle_deals')
          .select(['id', 'title', 'buy', 'free'])
          .where('id', '=', row.bundle_deal_id)
          .where('status', '=', Visibility.PUBLIC)
          .executeTakeFirst()
      : undefined,
    row.shipping_rule_id
      ? db
          .selectFrom('shipping_rules')
          .select(['id', 'title', 'single_price'])
          .where('id', '=', row.shipping_rule_id)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('inventories')
      .select(['id', 'product_id', 'quantity', 'price', 'sku'])
      .where('product_id', '=', row.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['id', 'image', 'product_id', 'alt'])
      .where('product_id', '=', row.id)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('vouchers')
      .select([
        'id',
        'title',
        'code',
        'type',
        'price',
        'capped_price',
        'min_spend',
        'usage_limit',
        'limit_per_customer',
        'end_time',
      ])
      .where('status', '=', Visibility.PUBLIC)
      .where('start_time', '<=', now)
      .where('end_time', '>=', now)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'title', 'slug', 'parent_id'])
      .where('status', '=', Visibility.PUBLIC)
      .execute(),
  ]);
}

type InventoryRow = { id: number; quantity: number; price: number; sku: string | null };

/** The variants' attribute links and the attribute groups with their values (translated group titles). */
async function attributeGroups(r: Reader, productId: number, inventories: InventoryRow[]) {
  const links = await variantAttributes(
    r.db,
    { inventoryIds: inventories.map((i) => i.id) },
    r.lang,
  );
  const invAttrs = links.map((l) => ({
    inventory_id: l.inventory_id,
    attribute_value_id: l.value_id,
  }));
  // Each value once (the links come by attribute and value), and the attributes in that order.
  const values = [...new Map(links.map((l) => [l.value_id, l])).values()];
  const attributes = [
    ...new Map(
      values.map((v) => [v.attribute_id, { id: v.attribute_id, title: v.attribute }]),
    ).values(),
  ];
  const valueInventories = (valueId: number) =>
    links
      .filter((l) => l.value_id === valueId)
      .map((l) => inventories.find((i) => i.id === l.inventory_id)!);
  const attribute = attributes.map((a) => ({
    id: a.id,
    title: a.title,
    values: values
      .filter((v) => v.attribute_id === a.id)
      .map((v) => {
        const inv = valueInventories(v.value_id)[0];
        return {
          attribute_value_id: v.value_id,
          attribute_id: a.id,
          title: v.value,
          inventory_id: inv?.id ?? null,
          product_id: productId,
          quantity: valueInventories(v.value_id).reduce((n, i) => n + i.quantity, 0),
          price: major(inv?.price ?? 0),
          sku: inv?.sku ?? null,
        };
      }),
  }));
  return { invAttrs, attribute };
}

type CategoryRow = { id: number; title: string; slug: string; parent_id: number | null };

/** Breadcrumb (primary category up to the root, docs/api-reference.md §8.8) and the primary category's siblings. */
function categoryPath(r: Reader, categoryId: number | null, categories: CategoryRow[]) {
  const catById = new Map(categories.map((k) => [k.id, k]));
  const trail: { id: number; title: string; slug: string }[] = [];
  for (
    let k = categoryId ? catById.get(categoryId) : undefined;
    k;
    k = k.parent_id ? catById.get(k.parent_id) : undefined
  ) {
    trail.push({ id: k.id, title: k.title, slug: k.slug });
    if (trail.length > 10) break;
  }
  const related = categoryId
    ? categories
        .filter((k) => k.parent_id === catById.get(categoryId)?.parent_id && k.parent_id != null)
        .slice(0, 10)
    : [];
  return Promise.all([
    translate(r.db, 'categories', trail, r.lang, ['title']),
    translate(
      r.db,
      'categories',
      related.map(({ id, title, slug }) => ({ id, title, slug })),
      r.lang,
      ['title'],
    ),
  ]);
}

/** The caller's own lists (token): wishlisted is 1 or null (docs/spec.md §3), compared (ours) likewise. */
async function listMarks(db: Kysely<Database>, caller: { id: number } | null, productId: number) {
  const [inWishlist, inCompare] = caller
    ? await Promise.all([
        db
          .selectFrom('wishlists')
          .select('id')
          .where('user_id', '=', caller.id)
          .where('product_id', '=', productId)
          .executeTakeFirst(),
        db
          .selectFrom('compare_lists')
          .select('id')
          .where('user_id', '=', caller.id)
          .where('product_id', '=', productId)
          .executeTakeFirst(),
      ])
    : [undefined, undefined];
  return { wishlisted: inWishlist ? 1 : null, compared: inCompare ? 1 : null };
}

/** The product page of a public product; null when there is none. `viewer` is asked only then. */
export async function productDetail(
  r: Reader,
  id: number,
  viewer: () => Promise<{ id: number } | null>,
) {
  const { db, lang, now } = r;
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', Visibility.PUBLIC)
    .where(ofLiveStore('products'))
    .executeTakeFirst();
  if (!row) return null;
  const [p] = await translate(db, 'products', [row], lang, [
    'title',
    'description',
    'overview',
    'unit',
    'badge',
    'meta_title',
    'meta_description',
  ]);
  const [card] = await productCards(db, [id], { lang, now });
  const [brand, store, bundle, rule, inventories, images, vouchers, categories] = await relations(
    r,
    row,
  );
  const { invAttrs, attribute } = await attributeGroups(r, id, inventories);
  const imageAttrs = images.length
    ? await db
        .selectFrom('product_image_attributes')
        .select(['product_image_id', 'attribute_value_id'])
        .where(
          'product_image_id',
          'in',
          images.map((i) => i.id),
        )
        .execute()
    : [];
  const places = rule
    ? await db
        .selectFrom('shipping_places')
        .selectAll()
        .where('shipping_rule_id', '=', rule.id)
        .orderBy('id')
        .execute()
    : [];
  const [tTrail, tRelated] = await categoryPath(r, row.category_id, categories);
  const { wishlisted, compared } = await listMarks(db, await viewer(), id);
  return {
    ...p!,
    selling: card!.selling,
    offered: card!.offered,
    price: card!.price,
    end_time: card!.end_time,
    rating: Number(row.rating),
    review_count: Number(row.review_count),
    stock: Number(row.stock),
    brand: brand ? (await translate(db, 'brands', [brand], lang, ['title']))[0] : null,
    store: store ?? null,
    bundle_deal: bundle ?? null,
    shipping_rule: rule
      ? {
          ...rule,
          shipping_places: places.map((pl) => ({
            ...pl,
            price: major(pl.price),
            pickup_price: major(pl.pickup_price),
          })),
        }
      : null,
    inventory: inventories.map((i) => ({
      ...i,
      price: major(i.price),
      inventory_attributes: invAttrs.filter((a) => a.inventory_id === i.id),
    })),
    attribute,
    in_stock: inventories.some((i) => i.quantity > 0),
    images: (await translate(db, 'product_images', images, lang, ['alt'])).map((img) => ({
      ...img,
      attributes: imageAttrs.filter((a) => a.product_image_id === img.id),
    })),
    product_image_names: images.map((img) => img.image),
    vouchers: vouchers.map((vo) => ({
      ...vo,
      price: vo.type === 1 ? major(vo.price) : vo.price,
      // A percentage voucher's cap is shown with it (issue 14, item 6).
      capped_price: vo.type !== 1 && vo.capped_price ? major(vo.capped_price) : null,
      min_spend: major(vo.min_spend),
    })),
    category_data: tTrail,
    current_categories: tRelated,
    wishlisted,
    compared,
    time_zone: 'UTC',
  };
}
