// Listing filters live in the URL (a GET form): shareable, back button works, no JS needed.
// `readListing` turns a page URL into what the form shows, errors for what the shopper typed wrong, and the
// API query (API-REFERENCE §8.3). Filter changes drop `page` (the form has no page field), so a new
// filter always starts at page 1.
import { SORTS, type Sort } from '#contract/api/listing.ts';

export type ListingState = {
  sortby: Sort | '';
  min: string;
  max: string;
  brand: number[];
  collection: number[];
  shipping: number[];
  rating: number;
  page: number;
};
export type ListingErrors = Partial<Record<'min' | 'max', 'invalidPrice' | 'minOverMax'>>;

const PRICE = /^\d{1,9}([.,]\d{1,2})?$/;

/** Ids from `brand=1&brand=2` or `brand=1,2`; anything else is dropped. */
function ids(params: URLSearchParams, name: string): number[] {
  const out = new Set<number>();
  for (const raw of params.getAll(name))
    for (const part of raw.split(',')) {
      const n = Number(part.trim());
      if (/^\d{1,9}$/.test(part.trim()) && n > 0) out.add(n);
    }
  return [...out].slice(0, 50);
}

export function readListing(url: URL): {
  state: ListingState;
  errors: ListingErrors;
  query: Record<string, string | number>;
} {
  const p = url.searchParams;
  const sortRaw = p.get('sortby') ?? '';
  const sortby = (SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as Sort) : '';
  const min = (p.get('min') ?? '').trim().slice(0, 20);
  const max = (p.get('max') ?? '').trim().slice(0, 20);
  const ratingN = Number(p.get('rating'));
  const rating = Number.isInteger(ratingN) && ratingN >= 1 && ratingN <= 5 ? ratingN : 0;
  const pageN = Number(p.get('page'));
  const page = Number.isSafeInteger(pageN) && pageN >= 1 ? Math.min(pageN, 100000) : 1;
  const state: ListingState = {
    sortby,
    min,
    max,
    brand: ids(p, 'brand'),
    collection: ids(p, 'collection'),
    shipping: ids(p, 'shipping'),
    rating,
    page,
  };

  const errors: ListingErrors = {};
  const num = (s: string) => Number(s.replace(',', '.'));
  if (min && !PRICE.test(min)) errors.min = 'invalidPrice';
  if (max && !PRICE.test(max)) errors.max = 'invalidPrice';
  if (!errors.min && !errors.max && min && max && num(min) > num(max)) errors.max = 'minOverMax';

  const query: Record<string, string | number> = { page, sidebar_data: 'true' };
  if (sortby) query.sortby = sortby;
  if (state.brand.length) query.brand = state.brand.join(',');
  if (state.collection.length) query.collection = state.collection.join(',');
  if (state.shipping.length) query.shipping = state.shipping.join(',');
  if (rating) query.rating = rating;
  // A wrong price is shown as an error and not applied; the other filters still work.
  if (min && !errors.min && errors.max !== 'minOverMax') query.min = num(min);
  if (max && !errors.max) query.max = num(max);
  return { state, errors, query };
}

/** Whether any filter narrows the list (for the "clear filters" link and empty-state wording). */
export function hasFilters(s: ListingState): boolean {
  return Boolean(
    s.min || s.max || s.brand.length || s.collection.length || s.shipping.length || s.rating,
  );
}

/** The same URL on another page (keeps every filter). */
export function pageHref(url: URL | string, page: number): string {
  const u = typeof url === 'string' ? new URL(url, 'http://x') : new URL(url);
  if (page <= 1) u.searchParams.delete('page');
  else u.searchParams.set('page', String(page));
  const qs = u.searchParams.toString();
  return `${u.pathname}${qs ? `?${qs}` : ''}`;
}
