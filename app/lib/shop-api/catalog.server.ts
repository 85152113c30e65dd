// Catalogue calls with a rule of their own beyond `api.call`: a check, or a cache.
import { endpoints } from '#contract/endpoints.ts';
import { looksLikeProduct } from '#contract/catalog/product.ts';
import type { ShopApiCore } from '#app/lib/shop-api/client.server.ts';
import { resultCache } from '#app/lib/shop-api/cache.server.ts';
import type { HomeDataSchema } from '#contract/catalog/home.ts';
import type { SuggestedData } from '#contract/catalog/suggested.ts';
import type { AllData } from '#contract/catalog/listing.ts';
import type { ProductDetail } from '#contract/catalog/product.ts';
import type { ReviewsData } from '#contract/reviews/schemas.ts';
import type { ProductsDataSchema } from '#contract/catalog/listing.ts';
import type { z } from '#contract/zod.ts';

/** A product's detail; a payload without a numeric id is "not found" (docs/api-reference.md §8.8). */
export const product = async (api: ShopApiCore, id: string | number) => {
  const load = () =>
    api.call(endpoints.product, { params: { id: String(id) } }, { found: looksLikeProduct });
  return (await forAnyVisitor(api))
    ? productCache(`${api.baseUrl}|${api.language}|${id}`, load)
    : load();
};

// The home page's two answers are the same for every visitor in a language, and the busiest page asks for
// them: kept for five seconds, like the shell's settings (site.server.ts), so a crowd on the home page costs
// the API one pair of queries per language and page every five seconds (issue 18). A catalogue edit shows
// within five seconds; prices charged are always the API's own, computed when the cart is priced.
const HOME_TTL_MS = 5000;
const homeCache = resultCache<z.infer<typeof HomeDataSchema>>(HOME_TTL_MS, 20);
const homeFeedCache = resultCache<z.infer<typeof ProductsDataSchema>>(HOME_TTL_MS, 100);

/** The home page's sliders, banners, featured lists, running flash sales and collections. */
export const homeSections = (api: ShopApiCore) =>
  homeCache(`${api.baseUrl}|${api.language}`, () => api.call(endpoints.home));

/** One page of the home page's daily-discover feed. */
export const homeFeed = (api: ShopApiCore, page: number) =>
  homeFeedCache(`${api.baseUrl}|${api.language}|${page}`, () =>
    api.call(endpoints.products, { query: { is_home_page: 1, page } }),
  );

// A product page's suggestions (similar products, and more from its store) are the same for every visitor in
// a language: kept five seconds per product and page like the home page's answers, so a crowd on one product
// costs the API one suggestion query every five seconds (issue 18). The product and its reviews: below.
const suggestedCache = resultCache<SuggestedData>(HOME_TTL_MS, 500);

/** One page of a product's suggestions. */
export const suggestedFor = (api: ShopApiCore, id: string, page: number) =>
  suggestedCache(`${api.baseUrl}|${api.language}|${id}|${page}`, () =>
    api.call(endpoints.suggestedProducts, { params: { id }, query: { page } }),
  );

// Category, brand and collection listings (`all`, asked without a shopper: `auth: 'none'`) are the same for
// every visitor in a language: kept five seconds per query, like the home page's answers, so a crowd on one
// listing costs the API one query every five seconds (issue 18). At most 500 queries (pages, filters) are
// kept; the least recently asked go first.
const listingCache = resultCache<AllData>(HOME_TTL_MS, 500);

/** One page of a category, brand or collection listing with its sidebar. */
export const listing = (api: ShopApiCore, query: Record<string, string | number>) =>
  listingCache(`${api.baseUrl}|${api.language}|${queryKey(query)}`, () =>
    api.call(endpoints.all, { query }),
  );

/** A query's cache key: its names and values in name order. */
const queryKey = (query: Record<string, unknown>) =>
  Object.keys(query)
    .sort()
    .map((k) => `${k}=${String(query[k])}`)
    .join('&');

// A product page's detail and reviews, asked by a visitor who is not signed in, are the same for every such
// visitor (no wishlist or compare marks, no review of their own): kept five seconds per language like the
// listings, so a crowd on one product costs the API one pair of queries every five seconds (issue 18). A
// signed-in shopper always gets them afresh, so whoever has just reviewed a product, or wishlisted it, sees
// it at once; anyone else sees a new rating or a stock change within five seconds, as on the listings.
const productCache = resultCache<ProductDetail>(HOME_TTL_MS, 500);
const reviewsCache = resultCache<ReviewsData>(HOME_TTL_MS, 500);

/** Nobody signed in calls (a guest's user_token goes only to the cart's and lists' endpoints). */
const forAnyVisitor = async (api: ShopApiCore) => (api.signedIn ? !(await api.signedIn()) : false);

/** A page of a product's public reviews, with the count per rating. */
export const reviewsFor = async (
  api: ShopApiCore,
  id: string,
  query: Record<string, string | number>,
) => {
  const load = () => api.call(endpoints.reviews, { params: { id }, query });
  if (!(await forAnyVisitor(api))) return load();
  return reviewsCache(`${api.baseUrl}|${api.language}|${id}|${queryKey(query)}`, load);
};
