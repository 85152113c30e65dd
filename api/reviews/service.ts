// Product reviews (docs/api-reference.md §8.11): a page of public reviews with their images and reviewers ({id, name}
// only, §11.2), dates in the caller's time zone; with `get_total` the count per rating and the review banner.
import type { z } from '#contract/zod.ts';
import { BannerType, PAGE_SIZE, Visibility } from '#contract/codes.ts';
import type { ReviewsQuerySchema } from '#contract/reviews/schemas.ts';
import { countOf, type Page, type Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { BANNER_COLUMNS } from '../site/service.ts';

type ReviewsQuery = z.output<typeof ReviewsQuerySchema>;

// A review's date as the reference shows it ('05 Mar 26'), in the caller's zone. Making an
// Intl.DateTimeFormat costs far more than using one, so each zone's is kept (an unknown zone reads as UTC; at
// most 500 zones are kept, then the map starts again).
const reviewDateFormats = new Map<string, Intl.DateTimeFormat>();
const reviewDateOptions = { day: '2-digit', month: 'short', year: '2-digit' } as const;

/** The formatter of review dates in `zone` (a known IANA zone, else UTC). */
export function reviewDateFormat(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone || 'UTC';
  let f = reviewDateFormats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', { ...reviewDateOptions, timeZone: key });
    } catch {
      f = reviewDateFormat('UTC');
    }
    if (reviewDateFormats.size >= 500) reviewDateFormats.clear();
    reviewDateFormats.set(key, f);
  }
  return f;
}

/** The count of public reviews per rating and the public review banner. */
async function totals(r: Reader, productId: number) {
  const { db } = r;
  const total = (
    await db
      .selectFrom('rating_reviews')
      .select(['rating', (eb) => eb.fn.countAll<number>().as('total')])
      .where('product_id', '=', productId)
      .where('status', '=', Visibility.PUBLIC)
      .groupBy('rating')
      .orderBy('rating', 'desc')
      .execute()
  ).map((t) => ({ rating: Number(t.rating), total: Number(t.total) }));
  const b = await db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where('type', '=', BannerType.REVIEW)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  const banner = b ? (await translate(db, 'banners', [b], r.lang, ['title']))[0]! : null;
  return { total, banner };
}

/** A page of a product's public reviews; an id that can be no product's gets an empty page. */
export async function reviewsPage(r: Reader, productId: number, q: ReviewsQuery) {
  const { db } = r;
  const perPage = PAGE_SIZE.rating;
  if (!Number.isSafeInteger(productId) || productId <= 0) {
    const empty: Page<never> = { items: [], total: 0, page: 1, perPage };
    return { all: empty, total: [], banner: null };
  }
  let base = db
    .selectFrom('rating_reviews')
    .where('product_id', '=', productId)
    .where('status', '=', Visibility.PUBLIC);
  if (q.rating) base = base.where('rating', '=', Number(q.rating));
  const total = await countOf(base);
  const rows = await base
    .select(['id', 'product_id', 'order_id', 'user_id', 'rating', 'review', 'created_at'])
    .orderBy(q.order_by, q.type)
    .orderBy('id', q.type)
    .limit(perPage)
    .offset((q.page - 1) * perPage)
    .execute();
  const userIds = rows.map((row) => row.user_id ?? 0);
  const users = userIds.length
    ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute()
    : [];
  const imgs = rows.length
    ? await db
        .selectFrom('review_images')
        .select(['id', 'rating_review_id', 'image'])
        .where(
          'rating_review_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  const fmt = reviewDateFormat(q.time_zone);
  const items = rows.map((row) => ({
    ...row,
    user: users.find((u) => u.id === row.user_id) ?? null, // reviewers as {id, name} only (§11.2)
    review_images: imgs.filter((i) => i.rating_review_id === row.id),
    created: fmt.format(new Date(row.created_at)),
  }));
  const all: Page<(typeof items)[number]> = { items, total, page: q.page, perPage };
  return { all, ...(q.get_total ? await totals(r, productId) : {}) };
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { removeOrderReviews, setReviewVisibility } from './write.ts';
