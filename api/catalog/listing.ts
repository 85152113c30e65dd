// One page of a product listing: the filtered, sorted ids from SQL (queries.ts), then the cards of the page.
// A category listing can instead come from one scan that also gives its brand facet (`listWithBrandFacet`).
import { sql } from 'kysely';
import type { Sort } from '#contract/catalog/listing-names.ts';
import { countOf, type Reader } from '../db/reader.ts';
import { likeAll, termsFor, tokenize, vocabularyOf } from '../search/service.ts';
import { baseQuery, currentPriceSql, type ListingFilter } from './queries.ts';
import { productCards, type CardRow } from './cards.ts';

export type ListingOptions = {
  filter: ListingFilter;
  sort?: Sort;
  page: number;
  perPage: number;
  withBrandId?: boolean;
  /** False when the caller shows no total (suggestions): the count is a second pass over every match. */
  withTotal?: boolean;
};

/** The filter with its search text resolved into typo-corrected terms (search/terms.ts). */
export async function withSearchTerms(r: Reader, filter: ListingFilter): Promise<ListingFilter> {
  if (!filter.q) return filter;
  return { ...filter, terms: termsFor(filter.q, await vocabularyOf(r.db)), lang: r.lang };
}

/** The cards of a page, with the brand or the current price when the listing wants them. */
const pageCards = (r: Reader, ids: number[], o: ListingOptions) =>
  productCards(r.db, ids, {
    lang: r.lang,
    now: r.now,
    withBrandId: o.withBrandId,
    withCurrentPrice: o.sort === 'price_low_to_high' || o.sort === 'price_high_to_low',
  });

/** One page of a filtered, sorted listing: `{ items, total }`. */
export async function listProducts(r: Reader, o: ListingOptions) {
  const base = baseQuery(r.db, r.dialect, o.filter, r.now);
  // A search's total comes with its page (a window count over the same matches): one pass over them
  // instead of a count and then the page, since both read every match's row. A listing counts from its
  // index alone, so it keeps the count (a window would make it sort every product). Only a page past the
  // end asks for the count alone.
  const windowed = o.withTotal !== false && !!o.filter.q;
  const counted = o.withTotal !== false && !o.filter.q ? await countOf(base) : 0;
  let q = base.select([
    'p.id',
    windowed ? sql<number>`count(*) over ()`.as('total_rows') : sql<number>`0`.as('total_rows'),
  ]);
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
  const rows = await q
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage)
    .execute();
  const total = !windowed
    ? counted
    : rows.length
      ? Number(rows[0]!.total_rows)
      : o.page > 1
        ? await countOf(base)
        : 0;
  const ids = rows.map((row) => row.id);
  return { items: await pageCards(r, ids, o), total };
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
  r: Reader,
  o: ListingOptions,
): Promise<{ items: CardRow[]; total: number; brandIds: number[] }> {
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
  const rows = (await baseQuery(r.db, r.dialect, rest, r.now)
    .select(['p.id', 'p.brand_id', ...keys])
    .execute()) as FacetRow[];
  const facet = [...new Set(rows.map((x) => x.brand_id).filter((b): b is number => b != null))];
  const wanted = brandIds?.length ? new Set(brandIds) : null;
  const hits = wanted ? rows.filter((x) => x.brand_id != null && wanted.has(x.brand_id)) : rows;
  for (const x of hits) {
    x.cp = Number(x.cp);
    x.rating = Number(x.rating);
  }
  hits.sort(compareFor(o.sort));
  const ids = hits.slice((o.page - 1) * o.perPage, o.page * o.perPage).map((x) => x.id);
  return { items: await pageCards(r, ids, o), total: hits.length, brandIds: facet };
}
