// Listing filters live in the URL (a GET form): shareable, back button works, no JS needed.
// `readListing` turns a page URL into what the form shows, errors for what the shopper typed wrong, and the
// API query (docs/api-reference.md §8.3). Filter changes drop `page` (the form has no page field), so a new
// filter always starts at page 1.
// The names and values are the contract's (contract/catalog/listing.ts); a URL is read leniently: what is
// not understood is dropped, a wrong price is shown as an error.
import {
  ID_FILTERS,
  MAX_RATING,
  SORTS,
  type IdFilter,
  type PriceFilter,
  type Sort,
} from '#contract/catalog/listing-names.ts';

export type ListingState = Record<IdFilter, number[]> &
  Record<PriceFilter, string> & {
    sortby: Sort | '';
    rating: number;
    page: number;
  };
export type ListingErrors = Partial<Record<PriceFilter, 'invalidPrice' | 'minOverMax'>>;

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
  const rating = Number.isInteger(ratingN) && ratingN >= 1 && ratingN <= MAX_RATING ? ratingN : 0;
  const pageN = Number(p.get('page'));
  const page = Number.isSafeInteger(pageN) && pageN >= 1 ? Math.min(pageN, 100000) : 1;
  const state = {
    sortby,
    min,
    max,
    ...(Object.fromEntries(ID_FILTERS.map((f) => [f, ids(p, f)])) as Record<IdFilter, number[]>),
    rating,
    page,
  } satisfies ListingState;

  const errors: ListingErrors = {};
  const num = (s: string) => Number(s.replace(',', '.'));
  if (min && !PRICE.test(min)) errors.min = 'invalidPrice';
  if (max && !PRICE.test(max)) errors.max = 'invalidPrice';
  if (!errors.min && !errors.max && min && max && num(min) > num(max)) errors.max = 'minOverMax';

  const query: Record<string, string | number> = { page, sidebar_data: 'true' };
  if (sortby) query.sortby = sortby;
  for (const f of ID_FILTERS) if (state[f].length) query[f] = state[f].join(',');
  if (rating) query.rating = rating;
  // A wrong price is shown as an error and not applied; the other filters still work.
  if (min && !errors.min && errors.max !== 'minOverMax') query.min = num(min);
  if (max && !errors.max) query.max = num(max);
  return { state, errors, query };
}

/** Whether any filter narrows the list (for the "clear filters" link and empty-state wording). */
export function hasFilters(s: ListingState): boolean {
  return Boolean(s.min || s.max || s.rating || ID_FILTERS.some((f) => s[f].length));
}

/** The same URL on another page (keeps every filter). */
export function pageHref(url: URL | string, page: number): string {
  const u = typeof url === 'string' ? new URL(url, 'http://x') : new URL(url);
  if (page <= 1) u.searchParams.delete('page');
  else u.searchParams.set('page', String(page));
  const qs = u.searchParams.toString();
  return `${u.pathname}${qs ? `?${qs}` : ''}`;
}

/**
 * A streamed listing the server refused (an unknown category reached by a client navigation, the API down):
 * the status and message a document request would have answered with. Single fetch can only stream a
 * rejection as an Error (shown as "Unexpected Server Error"), so the promise resolves to this instead and
 * the page shows its error page in the listing's place.
 */
export type StreamedRefusal = { refused: { status: number; message: string | null } };

export function refusalOf(value: unknown): StreamedRefusal['refused'] | null {
  const r = (value as Partial<StreamedRefusal> | null)?.refused;
  return r && typeof r === 'object' && typeof r.status === 'number' ? r : null;
}
