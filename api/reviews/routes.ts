// Product reviews (API-REFERENCE §8.11), registered from contract/reviews/endpoints.ts.
import { Hono } from 'hono';
import { reviewsEndpoints } from '#contract/reviews/endpoints.ts';
import { ReviewsQuerySchema } from '#contract/reviews/schemas.ts';
import { parseQuery } from '#contract/query.ts';
import { queryOf, type ApiEnv, type Ctx } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { paginated } from '../lib/paginate.ts';
import { readerOf } from '../lib/reader.ts';
import { formReply, ok } from '../lib/reply.ts';
import { reviewsPage } from './service.ts';

export const reviewsRoutes = new Hono<ApiEnv>();

const reviews = async (c: Ctx, productId: number, query: Parameters<typeof reviewsPage>[2]) => {
  const data = await reviewsPage(readerOf(c), productId, query);
  return ok(c, { ...data, all: paginated(c, data.all) });
};

handle(
  reviewsRoutes,
  reviewsEndpoints.reviews,
  (c, { params, query }) => reviews(c, Number(params.id), query),
  {
    // A path id that is no number gets an empty page — once the query itself is valid (it is checked first).
    onInvalid: (c, where, messages) => {
      if (where !== 'params') return formReply(c, messages);
      const query = parseQuery(ReviewsQuerySchema, queryOf(c));
      return query.success ? reviews(c, Number.NaN, query.data) : formReply(c, query.messages);
    },
  },
);
