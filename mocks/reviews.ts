// Product reviews of the mock API (docs/api-reference.md §8.11): 8 reviews a product, 6 a page, totals per star; and
// the caller's own reviews (§8.23).
import { fillPath } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import {
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGE_TYPES,
  REVIEW_MAX_IMAGES,
  ReviewMessages,
} from '#contract/reviews/schemas.ts';
import { callerState, MOCK_ACCOUNT } from './identity.ts';
import { mock, type Fixture } from './mock.ts';
import { mockOrderOf } from './orders.ts';
import { page } from './catalog.fixtures.ts';

const PER_PAGE = 6;

export function reviewsFixture(productId: number, p = 1) {
  const all = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    product_id: productId,
    rating: 5 - (i % 3),
    review: `Review ${i + 1}: works as described.`,
    review_images: i === 0 ? [{ id: 1, rating_review_id: 1, image: 'review-1.svg' }] : [],
    user: { id: i + 1, name: `Shopper ${i + 1}` },
    created_at: `2026-10-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`,
  }));
  return {
    all: page(
      all.slice((p - 1) * PER_PAGE, p * PER_PAGE),
      all.length,
      p,
      PER_PAGE,
      fillPath(endpoints.reviews.path, { id: productId }),
    ),
    total: [
      { rating: 5, total: 3 },
      { rating: 4, total: 3 },
      { rating: 3, total: 2 },
    ],
    banner: null,
  } satisfies Fixture<'reviews'>;
}

type Written = Fixture<'reviewFind'> & { order_id: number; product_id: number };
const written = callerState(() => [] as Written[]);
let nextReviewId = 1000;
let nextImageId = 1000;

/**
 * Writing a review (§8.23) on the mock API: only for a product of one of the caller's delivered, not cancelled
 * orders; one per order and product (posting again updates it); images judged by their type and size as the
 * storefront sends them (the real API reads their bytes), at most four per review; deleted_images by id.
 */
const reviewWriteHandlers = [
  ...mock(endpoints.reviewAction, async ({ body, caller, request }) => {
    const order = mockOrderOf(caller, body.order_id);
    if (!order) return formError(OrderMessages.orderNotFound, 500);
    if (order.cancelled) return formError(ReviewMessages.cancelled, 500);
    if (order.status !== 5) return formError(ReviewMessages.notDelivered, 500);
    if (!order.ordered_products.some((l) => Number(l.product_id) === body.product_id))
      return formError(ReviewMessages.notInOrder);
    const form = await request.formData().catch(() => null);
    const files = form ? [...form.getAll('images[]'), ...form.getAll('images')] : [];
    const mine = written(caller);
    let review = mine.find((r) => r.order_id === body.order_id && r.product_id === body.product_id);
    const deleted = new Set(body.deleted_images.map((d) => d.id));
    const kept = (review?.review_images ?? []).filter((i) => !deleted.has(Number(i.id)));
    if (kept.length + files.length > REVIEW_MAX_IMAGES)
      return formError(ReviewMessages.tooManyImages);
    const good = files.filter(
      (f): f is File =>
        f instanceof File &&
        f.size > 0 &&
        f.size <= REVIEW_IMAGE_MAX_BYTES &&
        (REVIEW_IMAGE_TYPES as readonly string[]).includes(f.type),
    );
    if (!review) {
      review = {
        id: nextReviewId++,
        order_id: body.order_id,
        product_id: body.product_id,
        rating: body.rating,
        review_images: [],
        user: caller.kind === 'user' ? { id: MOCK_ACCOUNT.id, name: 'Mock Shopper' } : null,
        created_at: new Date().toISOString(),
      };
      mine.push(review);
    }
    review.rating = body.rating;
    review.review = body.review;
    review.review_images = [
      ...kept,
      ...good.map((f) => ({
        id: nextImageId,
        rating_review_id: review.id,
        image: `reviews/mock-${nextImageId++}.${f.type === 'image/png' ? 'png' : 'jpg'}`,
      })),
    ];
    return ok(
      review,
      good.length < files.length ? ReviewMessages.someImagesFailed : ReviewMessages.saved,
    );
  }),
  ...mock(endpoints.reviewFind, ({ params, query, caller }) => {
    const found = written(caller)
      .filter((r) => r.product_id === Number(params.id))
      .filter((r) => query.order_id === undefined || r.order_id === Number(query.order_id))
      .at(-1);
    return found ? ok(found) : formError(ReviewMessages.noReview);
  }),
];

export const reviewsHandlers = [
  ...mock(endpoints.reviews, ({ params, query }) =>
    ok(reviewsFixture(Number(params.id) || 1, query.page)),
  ),
  ...reviewWriteHandlers,
];
