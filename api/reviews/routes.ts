// Product reviews (docs/api-reference.md §8.11) and writing one's own (§8.23), registered from
// contract/reviews/endpoints.ts.
import { Hono } from 'hono';
import { reviewsEndpoints } from '#contract/reviews/endpoints.ts';
import { ReviewMessages, ReviewsQuerySchema } from '#contract/reviews/schemas.ts';
import { parseQuery } from '#contract/query.ts';
import { queryOf, nowOf, type ApiEnv, type Ctx } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { paginated } from '../lib/paginate.ts';
import { readerOf } from '../lib/reader.ts';
import { failureReply, formReply, ok } from '../lib/reply.ts';
import { reviewsPage } from './service.ts';
import { reviewView, saveReview } from './write.ts';

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

/** The uploaded parts of a multipart body (`images[]` as iShop's clients name them, or `images`). */
async function uploadsOf(c: Ctx): Promise<unknown[]> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return [];
  const form = await c.req.formData(); // parsed once already by the body reader: this is its copy
  return [...form.getAll('images[]'), ...form.getAll('images')];
}

handle(reviewsRoutes, reviewsEndpoints.reviewAction, async (c, { body, owner }) => {
  const { db, files } = c.get('deps');
  const r = await saveReview({ db, files, now: nowOf(c).toISOString() }, owner, {
    productId: body.product_id,
    orderId: body.order_id,
    rating: body.rating,
    review: body.review,
    deletedImageIds: body.deleted_images.map((d) => d.id),
    files: await uploadsOf(c),
  });
  if (!r.ok) return r.status === 500 ? failureReply(c, r.message) : formReply(c, r.message);
  const review = await reviewView(db, { id: r.reviewId });
  if (!review) return formReply(c, ReviewMessages.noReview); // cancelled meanwhile
  return ok(c, review, r.failed ? ReviewMessages.someImagesFailed : ReviewMessages.saved);
});

handle(reviewsRoutes, reviewsEndpoints.reviewFind, async (c, { params, query, owner }) => {
  const review = await reviewView(c.get('deps').db, {
    owner,
    productId: Number(params.id),
    orderId: query.order_id === undefined ? undefined : Number(query.order_id),
  });
  return review ? ok(c, review) : formReply(c, ReviewMessages.noReview);
});
