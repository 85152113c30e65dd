// Demo shoppers and their reviews, and the ratings, review counts and stock that listings read.
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import {
  IMAGE_POOL,
  insertMany,
  insertReturningIds,
  iso,
  setProductFigures,
  type ProductFigures,
  type SeedContext,
} from './rows.ts';

export async function seedReviews(
  { db, rnd, now, ts, log }: SeedContext,
  productIds: number[],
  stock: Map<number, number>,
): Promise<void> {
  const reviewerNames = [
    'Amina K.',
    'Lucas M.',
    'Elif Y.',
    'Rahul S.',
    'Sara H.',
    'Omar F.',
    'Chloé D.',
    'Mehmet A.',
    'Priya N.',
    'Yusuf B.',
    'Léa P.',
    'Farid Z.',
  ];
  const reviewerIds = await insertReturningIds(
    db,
    'users',
    reviewerNames.map((name, k) => ({
      name,
      first_name: name.split(' ')[0]!,
      email: `shopper${k + 1}@bazaar.example`,
      verified: 1,
      ...ts,
    })),
  );
  const texts = [
    'Exactly as described, fast delivery.',
    'Good value for the price.',
    'Quality is better than I expected!',
    'Works well, packaging could be better.',
    'Second time buying — still happy.',
    'Not bad, but the colour is a bit different from the photo.',
    'Excellent seller, answered all my questions.',
    'Would buy again.',
  ];
  const reviews: Insertable<Database['rating_reviews']>[] = [];
  const ratingByProduct = new Map<number, number[]>();
  productIds.forEach((pid, i) => {
    const n = i < 2000 ? rnd.int(0, 6) : rnd.int(0, 2);
    // Every 25th product is a best-seller with more than one page of reviews.
    const extra = i % 25 === 0 ? 9 : 0;
    for (let k = 0; k < n + extra; k++) {
      const rating =
        k < n
          ? Math.min(5, Math.max(1, Math.round(3.6 + (rnd.next() - 0.3) * 3)))
          : [5, 4, 5, 3, 4, 5, 2, 4, 5][k - n]!;
      const when = iso(new Date(now.getTime() - rnd.int(1, 300) * 86400000));
      reviews.push({
        product_id: pid,
        user_id: reviewerIds[(i + k) % reviewerIds.length]!,
        rating,
        review:
          k < n ? (rnd.chance(0.85) ? rnd.pick(texts) : null) : texts[(i + k) % texts.length]!,
        status: 1,
        created_at: when,
        updated_at: when,
      });
      const list = ratingByProduct.get(pid);
      if (list) list.push(rating);
      else ratingByProduct.set(pid, [rating]);
    }
  });
  const reviewIds = await insertReturningIds(db, 'rating_reviews', reviews);
  const reviewImages: Insertable<Database['review_images']>[] = [];
  reviewIds.forEach((rid, k) => {
    if (k % 9 === 0 && (reviews[k]!.product_id as number) <= IMAGE_POOL)
      reviewImages.push({ rating_review_id: rid, image: `p-${reviews[k]!.product_id}-2.webp` });
  });
  await insertMany(db, 'review_images', reviewImages);
  // Denormalised rating, review count and stock (listing sorts and filters read them).
  const figures = new Map<number, ProductFigures>();
  for (const [pid, q] of stock) {
    const list = ratingByProduct.get(pid);
    const rating = list
      ? Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 100) / 100
      : 0;
    figures.set(pid, { rating, review_count: list?.length ?? 0, stock: q });
  }
  await setProductFigures(db, figures);
  log(`reviews: ${reviewIds.length}`);
}
