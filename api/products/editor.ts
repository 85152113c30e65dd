// What the catalogue workspaces read (issue 33): the products of a scope, one product as its editor shows it
// (every language's texts, its variants with their values and stock, its latest stock changes, its audit
// log), and the options a product may name.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import { auditTrail } from '../admin/service.ts';
import {
  PRODUCT_LANGUAGES,
  TRANSLATED_FIELDS,
  type CatalogueOptions,
  type ProductEditor,
  type ProductsQuery,
} from '#contract/products/schemas.ts';
import type { Scope } from './scope.ts';
import { stockHistoryPage } from './stock.ts';
import { picturesOf } from './images.ts';

type ProductStatus = 'public' | 'private' | 'archived';
export const statusOf = (p: { status: number; archived_at: string | null }): ProductStatus =>
  p.archived_at ? 'archived' : Number(p.status) === 1 ? 'public' : 'private';

/** The scope's products, newest first: filter by title or SKU, status and (staff) store. */
export async function productsPage(db: Kysely<Database>, scope: Scope, q: ProductsQuery) {
  let base = scope.products(db).innerJoin('stores as s', 's.id', 'p.store_id');
  if (q.store && scope.storeId == null) base = base.where('p.store_id', '=', q.store);
  if (q.status === 'archived') base = base.where('p.archived_at', 'is not', null);
  else {
    base = base.where('p.archived_at', 'is', null);
    if (q.status) base = base.where('p.status', '=', q.status === 'public' ? 1 : 2);
  }
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('p.title', 'like', like),
        eb('p.sku', 'like', like),
        eb(
          'p.id',
          'in',
          eb.selectFrom('inventories').select('product_id').where('sku', 'like', like),
        ),
      ]),
    );
  }
  const page = await readPage(
    q.page,
    25,
    () => countOf(base),
    (limit, offset) =>
      base
        .select((eb) => [
          'p.id',
          'p.title',
          'p.slug',
          'p.image',
          'p.selling',
          'p.offered',
          'p.status',
          'p.archived_at',
          'p.updated_at',
          's.id as store_id',
          's.name as store_name',
          's.slug as store_slug',
          eb
            .selectFrom('inventories as i')
            .select((x) => x.fn.coalesce(x.fn.sum<number>('i.quantity'), x.lit(0)).as('q'))
            .whereRef('i.product_id', '=', 'p.id')
            .as('stock'),
          eb
            .selectFrom('inventories as i')
            .select((x) => x.fn.countAll<number>().as('n'))
            .whereRef('i.product_id', '=', 'p.id')
            .as('variants'),
        ])
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      image: r.image,
      selling: Number(r.selling),
      offered: Number(r.offered),
      status: statusOf(r),
      stock: Number(r.stock ?? 0),
      variants: Number(r.variants ?? 0),
      store: { id: r.store_id, name: r.store_name, slug: r.store_slug },
      updated: r.updated_at,
    })),
  };
}

/** One product of the scope as the editor shows it, or null (another store's is not found). */
export async function productEditor(
  db: Kysely<Database>,
  scope: Scope,
  id: number,
): Promise<ProductEditor | null> {
  const p = await scope
    .products(db)
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .selectAll('p')
    .select(['s.name as store_name', 's.slug as store_slug'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!p) return null;
  const [category, translations, collections, inventories, ordered, history, audit, images] =
    await Promise.all([
      p.category_id != null
        ? db
            .selectFrom('categories')
            .select(['id', 'parent_id'])
            .where('id', '=', p.category_id)
            .executeTakeFirst()
        : undefined,
      db
        .selectFrom('translations')
        .select(['lang', 'field', 'value'])
        .where('table_name', '=', 'products')
        .where('row_id', '=', id)
        .where('field', 'in', [...TRANSLATED_FIELDS])
        .execute(),
      db
        .selectFrom('product_collections')
        .select('collection_id')
        .where('product_id', '=', id)
        .execute(),
      inventoriesOf(db, id),
      db
        .selectFrom('ordered_products')
        .select('id')
        .where('product_id', '=', id)
        .limit(1)
        .executeTakeFirst(),
      stockHistoryPage(db, scope, { productId: id, perPage: 20 }),
      auditTrail(db, { subject: 'product', subject_id: id }),
      picturesOf(db, id),
    ]);
  const texts: ProductEditor['translations'] = {};
  for (const lang of PRODUCT_LANGUAGES) texts[lang] = {};
  for (const t of translations) if (texts[t.lang]) texts[t.lang]![t.field as 'title'] = t.value;
  const isSub = category?.parent_id != null;
  return {
    id: p.id,
    store: { id: p.store_id!, name: p.store_name, slug: p.store_slug },
    title: p.title,
    slug: p.slug,
    description: p.description,
    category_id: isSub ? category!.parent_id : (p.category_id ?? null),
    sub_category_id: isSub ? p.category_id : null,
    brand_id: p.brand_id,
    tags: p.tags,
    collection_ids: collections.map((c) => c.collection_id),
    selling: Number(p.selling),
    offered: Number(p.offered),
    shipping_rule_id: p.shipping_rule_id,
    tax_rule_id: p.tax_rule_id,
    bundle_deal_id: p.bundle_deal_id,
    refundable: Number(p.refundable ?? 0),
    warranty: p.warranty,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    translations: texts,
    status: statusOf(p),
    ordered: ordered ? 1 : 0,
    image: p.image,
    images,
    value_ids: [...new Set(inventories.flatMap((i) => i.values.map((v) => v.value_id)))],
    inventories,
    history: history.items,
    audit,
  };
}

/** A product's variants with their attribute values, in id order. */
async function inventoriesOf(db: Kysely<Database>, productId: number) {
  const [rows, values] = await Promise.all([
    db
      .selectFrom('inventories')
      .select(['id', 'sku', 'price', 'quantity'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('inventory_attributes as ia')
      .innerJoin('inventories as i', 'i.id', 'ia.inventory_id')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select([
        'ia.inventory_id',
        'a.id as attribute_id',
        'a.title as attribute',
        'v.id as value_id',
        'v.title as value',
      ])
      .where('i.product_id', '=', productId)
      .orderBy('a.id')
      .orderBy('v.id')
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    price: Number(r.price),
    quantity: Number(r.quantity),
    values: values
      .filter((v) => v.inventory_id === r.id)
      .map(({ attribute_id, attribute, value_id, value }) => ({
        attribute_id,
        attribute,
        value_id,
        value,
      })),
  }));
}

/** What a product of the scope may name, for the editor's choices. */
export async function catalogueOptions(
  db: Kysely<Database>,
  scope: Scope,
): Promise<CatalogueOptions> {
  const idTitle = ['id', 'title'] as const;
  const [cats, brands, collections, attrs, values, shipping, tax, bundles, stores] =
    await Promise.all([
      db
        .selectFrom('categories')
        .select(['id', 'title', 'parent_id'])
        .orderBy('sort')
        .orderBy('title')
        .execute(),
      db.selectFrom('brands').select(idTitle).orderBy('title').execute(),
      db.selectFrom('collections').select(idTitle).orderBy('sort').orderBy('title').execute(),
      db.selectFrom('attributes').select(idTitle).orderBy('id').execute(),
      db
        .selectFrom('attribute_values')
        .select(['id', 'title', 'attribute_id'])
        .orderBy('id')
        .execute(),
      db.selectFrom('shipping_rules').select(idTitle).orderBy('title').execute(),
      db.selectFrom('tax_rules').select(idTitle).orderBy('title').execute(),
      db.selectFrom('bundle_deals').select(idTitle).orderBy('title').execute(),
      (scope.storeId == null
        ? db.selectFrom('stores')
        : db.selectFrom('stores').where('id', '=', scope.storeId)
      )
        .select(['id', 'name as title'])
        .orderBy('name')
        .execute(),
    ]);
  return {
    categories: cats
      .filter((c) => c.parent_id == null)
      .map((c) => ({
        id: c.id,
        title: c.title,
        subs: cats.filter((s) => s.parent_id === c.id).map((s) => ({ id: s.id, title: s.title })),
      })),
    brands,
    collections: scope.storeId == null ? collections : [],
    attributes: attrs.map((a) => ({
      ...a,
      values: values
        .filter((v) => v.attribute_id === a.id)
        .map((v) => ({ id: v.id, title: v.title })),
    })),
    shipping_rules: shipping,
    tax_rules: tax,
    bundle_deals: bundles,
    stores,
  };
}
