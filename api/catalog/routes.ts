// Catalogue endpoints (docs/api-reference.md §8.2–§8.8, §8.12): registered from their definitions in
// contract/catalog/endpoints.ts; the rules and queries live in this folder's services.
import { Hono } from 'hono';
import { catalogEndpoints } from '#contract/catalog/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { normalisePage } from '#contract/paginate.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { currentUser } from '../lib/auth.ts';
import { handle } from '../lib/endpoint.ts';
import { paginated } from '../lib/paginate.ts';
import { readerOf } from '../lib/reader.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import { activeFlashSales, flashSalePage } from './flash-sales.ts';
import { homeSections } from './home.ts';
import { productDetail } from './product.ts';
import { allListing, brandsPage, categoriesPage, productsListing } from './service.ts';
import { suggestedProducts } from './suggested.ts';

export const catalogRoutes = new Hono<ApiEnv>();

handle(catalogRoutes, catalogEndpoints.home, async (c) => ok(c, await homeSections(readerOf(c))));

handle(catalogRoutes, catalogEndpoints.all, async (c, { query }) => {
  const data = await allListing(readerOf(c), query);
  return ok(c, { ...data, result: paginated(c, data.result) });
});

handle(catalogRoutes, catalogEndpoints.products, async (c, { query }) => {
  const data = await productsListing(readerOf(c), query);
  if (!data) return notFoundReply(c, Messages.routeNotFound);
  return ok(c, { ...data, result: paginated(c, data.result) });
});

handle(catalogRoutes, catalogEndpoints.categories, async (c, { query }) =>
  ok(c, paginated(c, await categoriesPage(readerOf(c), query.page))),
);

handle(catalogRoutes, catalogEndpoints.brands, async (c, { query }) =>
  ok(c, paginated(c, await brandsPage(readerOf(c), query.page))),
);

handle(catalogRoutes, catalogEndpoints.flashSales, async (c) =>
  ok(c, await activeFlashSales(readerOf(c))),
);

// Unknown, private or ended ⇒ 201 with a form message (ours; iShop sends a bare array).
handle(
  catalogRoutes,
  catalogEndpoints.flashSale,
  async (c, { params, query }) => {
    const page = await flashSalePage(readerOf(c), Number(params.id), query.page);
    return page ? ok(c, paginated(c, page)) : formReply(c, Messages.flashSaleNotFound);
  },
  { onInvalid: (c) => formReply(c, Messages.flashSaleNotFound) },
);

handle(
  catalogRoutes,
  catalogEndpoints.product,
  async (c, { params }) => {
    const product = await productDetail(readerOf(c), params.id, () => currentUser(c));
    return product ? ok(c, product) : notFoundReply(c, Messages.productNotFound);
  },
  { onInvalid: (c) => notFoundReply(c, Messages.productNotFound) },
);

const suggestions = async (c: Ctx, id: number, page: number) => {
  const s = await suggestedProducts(readerOf(c), id, page);
  return ok(c, {
    suggestion_1: paginated(c, s.suggestion_1),
    suggestion_2: paginated(c, s.suggestion_2),
  });
};

// An id that is no product's gets empty suggestions.
handle(
  catalogRoutes,
  catalogEndpoints.suggestedProducts,
  (c, { params, query }) => suggestions(c, Number(params.id), query.page),
  { onInvalid: (c) => suggestions(c, Number.NaN, normalisePage(c.req.query('page'))) },
);
