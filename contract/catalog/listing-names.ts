// The listing's filter and sort names (docs/api-reference.md §8.3) without zod: the storefront's browser code
// (filters form, URL reading) imports these; the schemas in listing.ts re-export them.
export const SORTS = [
  'price_low_to_high',
  'price_high_to_low',
  'avg_customer_review',
  'newest',
] as const;
export type Sort = (typeof SORTS)[number];

export const ID_FILTERS = ['brand', 'collection', 'shipping'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];
/** The price range, in major units. */
export const PRICE_FILTERS = ['min', 'max'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
/** `rating=N`: at least N stars. */
export const MAX_RATING = 5;
