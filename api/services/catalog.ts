// Product listings shared by `all`, `products`, `store`, `search`, `suggested-products`, `flash-sale`:
// one filtered query with the current-price rule computed in SQL (same on SQLite and PostgreSQL), then
// batched hydration of the page (flash prices, translations) — never a query per row.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import type { Sort } from '#contract/api/listing.ts';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/connection.ts';
import { major, translate } from '../lib/context.ts';
import { likeAll, termsFor, tokenize, vocabularyOf, type SearchTerms } from './search.ts';

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

export type ListingOptions = {
  filter: ListingFilter;
  sort?: Sort;
  page: number;
  perPage: number;
  lang: string | null;
  now: string;
  withBrandId?: boolean;
};

/**
 * Current price (spec §9): flash price while a public sale runs, then offered if > 0, then selling.
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
    .groupBy('fsp.product_id')
    .as('af');
}

/** Search words of a text (see `tokenize`). */
export function searchTokens(q: string): string[] {
  return tokenize(q);
}

/** The filter with its search text resolved into typo-corrected terms (see services/search.ts). */
export async function withSearchTerms(
  db: Kysely<Database>,
  filter: ListingFilter,
  lang: string | null,
): Promise<ListingFilter> {
  if (!filter.q) return filter;
  return { ...filter, terms: termsFor(filter.q, await vocabularyOf(db)), lang };
}

/**
 * Full-text condition: every group of alternatives must match (FTS5 / tsquery prefix queries; users'
 * text never reaches the query syntax), on the base title, tags and SKU — or, with a language, on the
 * product's translated title.
 */
export function ftsCondition(
  dialect: Dialect,
  terms: SearchTerms,
  lang?: string | null,
): Expression<SqlBool> | null {
  const groups = terms
    .map((alts) => alts.map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, '')).filter(Boolean))
    .filter((alts) => alts.length);
  if (!groups.length) return null;
  const fts =
    dialect === 'sqlite'
      ? sql<SqlBool>`p.id in (select rowid from products_fts where products_fts match ${groups
          .map((alts) => `(${alts.map((w) => `"${w}"*`).join(' OR ')})`)
          .join(' AND ')})`
      : sql<SqlBool>`p.search @@ to_tsquery('simple', ${groups
          .map((alts) => `(${alts.map((w) => `${w}:*`).join(' | ')})`)
          .join(' & ')})`;
  if (!lang) return fts;
  const translated = sql<SqlBool>`p.id in (select row_id from translations where table_name = 'products' and field = 'title' and lang = ${lang} and ${likeAll('value', groups)})`;
  return sql<SqlBool>`(${fts} or ${translated})`;
}

export function baseQuery(db: Kysely<Database>, dialect: Dialect, f: ListingFilter, now: string) {
  let q = db
    .selectFrom('products as p')
    .leftJoin(activeFlashPrices(db, now), 'af.product_id', 'p.id')
    .where('p.status', '=', Visibility.PUBLIC);
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

export type CardRow = {
  id: number;
  title: string | null;
  slug: string | null;
  badge: string | null;
  image: string | null;
  selling: number;
  offered: number | null;
  price: number | null;
  end_time: string | null;
  review_count: number;
  rating: number;
  brand_id?: number | null;
  shipping_rule_id?: number | null;
  current_price?: number;
};

/** The running flash-sale price (minor units) and end time of each product that has one. */
export async function flashPrices(
  db: Kysely<Database>,
  ids: number[],
  now: string,
): Promise<Map<number, { product_id: number; price: number; end_time: string }>> {
  if (!ids.length) return new Map();
  const flash = await db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select(['fsp.product_id', 'fsp.price', 'fs.end_time'])
    .where('fsp.product_id', 'in', ids)
    .where('fs.status', '=', Visibility.PUBLIC)
    .where('fs.start_time', '<=', now)
    .where('fs.end_time', '>=', now)
    .orderBy('fs.end_time', 'desc')
    .execute();
  // As the listing SQL does: when sales overlap, the last row (the one ending first) wins.
  return new Map(flash.map((f) => [f.product_id, f]));
}

/** Wire ProductCards for product ids in the given order (flash price/end_time, translation, major units). */
export async function productCards(
  db: Kysely<Database>,
  ids: number[],
  opts: {
    lang: string | null;
    now: string;
    withBrandId?: boolean;
    withCurrentPrice?: boolean;
    withShippingRule?: boolean;
  },
): Promise<CardRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.title',
      'p.slug',
      'p.badge',
      'p.image',
      'p.selling',
      'p.offered',
      'p.review_count',
      'p.rating',
      'p.brand_id',
      'p.shipping_rule_id',
    ])
    .where('p.id', 'in', ids)
    .execute();
  const flashBy = await flashPrices(db, ids, opts.now);
  const translated = await translate(db, 'products', rows, opts.lang, ['title']);
  const byId = new Map(translated.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .map((r) => {
      const f = flashBy.get(r.id);
      const current = f ? f.price : r.offered > 0 ? r.offered : r.selling;
      const card: CardRow = {
        id: r.id,
        title: r.title,
        slug: r.slug,
        badge: r.badge,
        image: r.image,
        selling: major(r.selling)!,
        offered: major(r.offered),
        price: f ? major(f.price) : null,
        end_time: f ? f.end_time : null,
        review_count: Number(r.review_count),
        rating: Number(r.rating),
      };
      if (opts.withBrandId) card.brand_id = r.brand_id;
      if (opts.withShippingRule) card.shipping_rule_id = r.shipping_rule_id;
      if (opts.withCurrentPrice) card.current_price = major(current)!;
      return card;
    });
}

/** One page of a filtered, sorted listing: `{ items, total }`. */
export async function listProducts(db: Kysely<Database>, dialect: Dialect, o: ListingOptions) {
  const base = baseQuery(db, dialect, o.filter, o.now);
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(countRow?.n ?? 0);
  let q = base.select('p.id');
  const price = currentPriceSql();
  switch (o.sort) {
    case 'price_low_to_high':
      q = q.orderBy(price, 'asc').orderBy('p.id', 'asc');
      break;
    case 'price_high_to_low':
      q = q.orderBy(price, 'desc').orderBy('p.id', 'desc');
      break;
    case 'avg_customer_review':
      q = q.orderBy('p.rating', 'desc').orderBy('p.review_count', 'desc').orderBy('p.id', 'desc');
      break;
    case 'newest':
      q = q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
      break;
    default:
      if (o.filter.q) {
        // Exact title matches first, then titles starting with the text, then titles containing every
        // (corrected) word, then the rest (tags, SKU, translations); recently updated first within each.
        const text = o.filter.q.trim().toLowerCase();
        const terms = o.filter.terms ?? tokenize(text).map((w) => [w]);
        q = q
          .orderBy(
            sql`case when lower(p.title) = ${text} then 0 when lower(p.title) like ${`${text}%`} then 1 when ${likeAll('p.title', terms)} then 2 else 3 end`,
          )
          .orderBy('p.updated_at', 'desc')
          .orderBy('p.id', 'desc');
      } else {
        q = q.orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc');
      }
  }
  const ids = (
    await q
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage)
      .execute()
  ).map((r) => r.id);
  const items = await productCards(db, ids, {
    lang: o.lang,
    now: o.now,
    withBrandId: o.withBrandId,
    withCurrentPrice: o.sort === 'price_low_to_high' || o.sort === 'price_high_to_low',
  });
  return { items, total };
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

type FacetRow = {
  id: number;
  brand_id: number | null;
  cp: number;
  rating: number;
  review_count: number;
  created_at: string;
  updated_at: string;
};

const desc = <T>(a: T, b: T) => (a < b ? 1 : a > b ? -1 : 0);
const asc = <T>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/** The SQL orderings of `listProducts` (without search ranking), on rows in memory. */
function compareFor(sort: Sort | undefined): (a: FacetRow, b: FacetRow) => number {
  switch (sort) {
    case 'price_low_to_high':
      return (a, b) => asc(a.cp, b.cp) || asc(a.id, b.id);
    case 'price_high_to_low':
      return (a, b) => desc(a.cp, b.cp) || desc(a.id, b.id);
    case 'avg_customer_review':
      return (a, b) =>
        desc(a.rating, b.rating) || desc(a.review_count, b.review_count) || desc(a.id, b.id);
    case 'newest':
      return (a, b) => desc(a.created_at, b.created_at) || desc(a.id, b.id);
    default:
      return (a, b) => desc(a.updated_at, b.updated_at) || desc(a.id, b.id);
  }
}

/**
 * A category listing and its brand facet from one scan: the filtered set without its brand filter comes
 * into memory as ids and sort keys only (a category is a bounded set), and gives the brands occurring in it,
 * the total and the page — instead of three queries over the same rows (count, page, distinct brands).
 * Search and whole-catalogue listings stay in SQL (`listProducts`).
 */
export async function listWithBrandFacet(
  db: Kysely<Database>,
  dialect: Dialect,
  o: ListingOptions,
): Promise<{ items: Awaited<ReturnType<typeof productCards>>; total: number; brandIds: number[] }> {
  const { brandIds, ...rest } = o.filter;
  // Only the sort's own keys travel (fewer columns: less to read and to parse on large categories).
  const keys =
    o.sort === 'price_low_to_high' || o.sort === 'price_high_to_low'
      ? [currentPriceSql().as('cp')]
      : o.sort === 'avg_customer_review'
        ? ['p.rating' as const, 'p.review_count' as const]
        : o.sort === 'newest'
          ? ['p.created_at' as const]
          : ['p.updated_at' as const];
  const rows = (await baseQuery(db, dialect, rest, o.now)
    .select(['p.id', 'p.brand_id', ...keys])
    .execute()) as FacetRow[];
  const facet = [...new Set(rows.map((r) => r.brand_id).filter((b): b is number => b != null))];
  const wanted = brandIds?.length ? new Set(brandIds) : null;
  const hits = wanted ? rows.filter((r) => r.brand_id != null && wanted.has(r.brand_id)) : rows;
  for (const r of hits) {
    r.cp = Number(r.cp);
    r.rating = Number(r.rating);
  }
  hits.sort(compareFor(o.sort));
  const ids = hits.slice((o.page - 1) * o.perPage, o.page * o.perPage).map((r) => r.id);
  const items = await productCards(db, ids, {
    lang: o.lang,
    now: o.now,
    withBrandId: o.withBrandId,
    withCurrentPrice: o.sort === 'price_low_to_high' || o.sort === 'price_high_to_low',
  });
  return { items, total: hits.length, brandIds: facet };
}
