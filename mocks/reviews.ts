// Product reviews of the mock API (API-REFERENCE §8.11): 8 reviews a product, 6 a page, totals per star.
import { fillPath } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { ok } from '#contract/envelope.ts';
import { mock, type Fixture } from './mock.ts';
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

export const reviewsHandlers = [
  ...mock(endpoints.reviews, ({ params, query }) =>
    ok(reviewsFixture(Number(params.id) || 1, query.page)),
  ),
];
