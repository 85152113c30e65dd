// The listing SQL shared by every product list (`all`, `products`, `store`, `search`, `suggested-products`):
// one filtered query with the current-price rule computed in SQL (same on SQLite and PostgreSQL), the
// full-text condition, and the category tree.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import { ofLiveStore } from '../db/live-store.ts';
import { capLeft } from './cards.ts';
import type { Dialect } from '../db/connection.ts';
import { plainWords, tokenize, translatedTitleRows, type SearchTerms } from '../search/service.ts';

export type ListingFilter = {
  categoryIds?: number[];
  brandIds?: number[];
  collectionIds?: number[];
  shippingIds?: number[];
  productIds?: number[];
  excludeIds?: number[];
  storeId?: number;
  tagsAll?: string[];
  minRating?: number;
  /** minor units */
  min?: number;
  max?: number;
  q?: string;
  /** `q` resolved into typo-corrected alternatives (`withSearchTerms`). */
  terms?: SearchTerms;
  /** Language whose translated titles the search also matches. */
  lang?: string | null;
};

/**
 * Current price (docs/spec.md §9): flash price while a public sale runs, then offered if > 0, then selling.
 * `af` is the running sales' prices, joined once per query (a correlated subquery per row is ~100× slower
 * on a 100,000-product catalogue).
 */
export function currentPriceSql() {
  return sql<number>`coalesce(af.price, case when p.offered > 0 then p.offered else p.selling end)`;
}

function activeFlashPrices(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select((eb) => ['fsp.product_id', eb.fn.min('fsp.price').as('price')])
    .where('fs.status', '=', Visibility.PUBLIC)
    .where('fs.start_time', '<=', now)
    .where('fs.end_time', '>=', now)
    .where(capLeft)
    .groupBy('fsp.product_id')
    .as('af');
}

/**
 * Full-text condition: every group of alternatives must match (FTS5 / tsquery prefix queries; users'
 * text never reaches the query syntax), on the base title, tags and SKU — or, with a language, on the
 * product's translated title (its title index, search/translated.ts). Either side is an index look-up: on
 * SQLite one id list (a union), on PostgreSQL a BitmapOr of the full-text index and the primary key.
 */
function ftsCondition(
  dialect: Dialect,
  terms: SearchTerms,
  lang?: string | null,
): Expression<SqlBool> | null {
  const groups = plainWords(terms);
  if (!groups.length) return null;
  const translated = lang ? translatedTitleRows(dialect, 'products', lang, groups) : null;
  if (dialect === 'sqlite') {
    const match = groups
      .map((alts) => `(${alts.map((w) => `"${w}"*`).join(' OR ')})`)
      .join(' AND ');
    const fts = sql`select rowid from products_fts where products_fts match ${match}`;
    return translated
      ? sql<SqlBool>`p.id in (${fts} union ${translated})`
      : sql<SqlBool>`p.id in (${fts})`;
  }
  const query = groups.map((alts) => `(${alts.map((w) => `${w}:*`).join(' | ')})`).join(' & ');
  const fts = sql<SqlBool>`p.search @@ to_tsquery('simple', ${query})`;
  return translated ? sql<SqlBool>`(${fts} or p.id = any(array(${translated})))` : fts;
}

export function baseQuery(db: Kysely<Database>, dialect: Dialect, f: ListingFilter, now: string) {
  let q = db
    .selectFrom('products as p')
    .leftJoin(activeFlashPrices(db, now), 'af.product_id', 'p.id')
    .where('p.status', '=', Visibility.PUBLIC)
    .where(ofLiveStore());
  // `id in (subquery)` lets SQLite and PostgreSQL build the id set once (3× faster than a correlated exists).
  if (f.categoryIds?.length) {
    const ids = f.categoryIds;
    q = q.where('p.id', 'in', (eb) =>
      eb.selectFrom('product_categories').select('product_id').where('category_id', 'in', ids),
    );
  }
  if (f.brandIds?.length) q = q.where('p.brand_id', 'in', f.brandIds);
  if (f.collectionIds?.length) {
    const ids = f.collectionIds;
    q = q.where('p.id', 'in', (eb) =>
      eb.selectFrom('product_collections').select('product_id').where('collection_id', 'in', ids),
    );
  }
  if (f.shippingIds?.length) q = q.where('p.shipping_rule_id', 'in', f.shippingIds);
  if (f.productIds) q = q.where('p.id', 'in', f.productIds.length ? f.productIds : [0]);
  if (f.excludeIds?.length) q = q.where('p.id', 'not in', f.excludeIds);
  if (f.storeId) q = q.where('p.store_id', '=', f.storeId);
  for (const tag of f.tagsAll ?? []) {
    q = q.where(sql<SqlBool>`(',' || coalesce(p.tags, '') || ',') like ${`%,${tag.trim()},%`}`);
  }
  if (f.minRating) q = q.where('p.rating', '>=', f.minRating);
  if (f.min !== undefined && f.min > 0) q = q.where(currentPriceSql(), '>=', f.min);
  if (f.max !== undefined && f.max > 0) q = q.where(currentPriceSql(), '<=', f.max);
  if (f.q) {
    const cond = ftsCondition(dialect, f.terms ?? tokenize(f.q).map((w) => [w]), f.lang);
    q = cond ? q.where(cond) : q.where(sql<SqlBool>`1 = 0`);
  }
  return q;
}

/** A category id and all of its descendants (ours: a parent listing includes its children's products). */
export async function categoryWithDescendants(
  db: Kysely<Database>,
  rootId: number,
): Promise<number[]> {
  const all = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('status', '=', Visibility.PUBLIC)
    .execute();
  const children = new Map<number, number[]>();
  for (const c of all)
    if (c.parent_id) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}
