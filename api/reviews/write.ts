// Writing reviews (docs/api-reference.md §7.6, §8.23; docs/spec.md §3 "Review", §5, §8). Only the order's owner, only for a
// product of that order, only once it is delivered and not cancelled. One review per order and product (a
// unique index, migration 0014; the order's owner is its author), so posting again updates it. Photos are
// checked by their bytes and stored with thumbnails (api/lib/images.ts); a photo that fails leaves the rest
// saved ('Error uploading some images'). The product's average and review count are recomputed in the same
// transaction, after the product's row is locked, so concurrent reviews of one product count one by one.
import type { Kysely } from 'kysely';
import { OrderStatus, Visibility } from '#contract/codes.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import {
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_MAX_IMAGES,
  ReviewMessages,
} from '#contract/reviews/schemas.ts';
import type { Database } from '../db/schema.ts';
import { ownerWhere } from '../db/owner.ts';
import type { Owner } from '../lib/auth.ts';
import type { FileStore } from '../lib/files/index.ts';
import {
  imageKind,
  randomImageName,
  removeStoredImage,
  writeImageWithThumb,
} from '../lib/images.ts';
import { reviewDateFormat } from './service.ts';

type Db = Kysely<Database>;

/**
 * Locks the products' rows (a no-op update: a row lock on PostgreSQL, the write lock on SQLite) in id order,
 * then sets each one's average rating and review count from its public reviews. Call inside a transaction;
 * lock before changing the reviews, so a concurrent writer waits and then reads what was committed.
 */
async function lockProducts(trx: Db, productIds: number[]) {
  for (const id of [...new Set(productIds)].sort((a, b) => a - b))
    await trx
      .updateTable('products')
      .set((eb) => ({ review_count: eb.ref('review_count') }))
      .where('id', '=', id)
      .execute();
}

async function recomputeRatings(trx: Db, productIds: number[]) {
  for (const id of new Set(productIds)) {
    const agg = await trx
      .selectFrom('rating_reviews')
      .select((eb) => [
        eb.fn.avg<number | string | null>('rating').as('avg'),
        eb.fn.countAll<number | string>().as('n'),
      ])
      .where('product_id', '=', id)
      .where('status', '=', Visibility.PUBLIC)
      .executeTakeFirst();
    const n = Number(agg?.n ?? 0);
    const avg = n ? Math.round(Number(agg?.avg ?? 0) * 100) / 100 : 0;
    await trx
      .updateTable('products')
      .set({ rating: avg, review_count: n })
      .where('id', '=', id)
      .execute();
  }
}

/** Removes an order's reviews (its cancellation, §8.22) and corrects the products' ratings. */
export async function removeOrderReviews(trx: Db, orderId: number) {
  const rows = await trx
    .selectFrom('rating_reviews')
    .select('product_id')
    .where('order_id', '=', orderId)
    .execute();
  if (!rows.length) return;
  const products = rows.map((r) => r.product_id);
  await lockProducts(trx, products);
  await trx.deleteFrom('rating_reviews').where('order_id', '=', orderId).execute();
  await recomputeRatings(trx, products);
}

/**
 * Shows or hides one review (staff moderation, decision 145) and sets its product's average and count again,
 * in one transaction after the product's row is locked. 'missing' for no review, 'same' when it already is.
 */
export async function setReviewVisibility(
  db: Db,
  reviewId: number,
  visible: boolean,
  now: Date,
): Promise<
  | { ok: true; productId: number; before: number; rating: number; count: number }
  | { ok: false; why: 'missing' | 'same' }
> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('rating_reviews')
      .select(['product_id', 'status'])
      .where('id', '=', reviewId)
      .executeTakeFirst();
    if (!row) return { ok: false as const, why: 'missing' as const };
    await lockProducts(trx, [row.product_id]);
    const status = visible ? Visibility.PUBLIC : Visibility.PRIVATE;
    const r = await trx
      .updateTable('rating_reviews')
      .set({ status, updated_at: now.toISOString() })
      .where('id', '=', reviewId)
      .where('status', '!=', status)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return { ok: false as const, why: 'same' as const };
    await recomputeRatings(trx, [row.product_id]);
    const p = await trx
      .selectFrom('products')
      .select(['rating', 'review_count'])
      .where('id', '=', row.product_id)
      .executeTakeFirstOrThrow();
    return {
      ok: true as const,
      productId: row.product_id,
      before: row.status,
      rating: Number(p.rating),
      count: Number(p.review_count),
    };
  });
}

export type SaveReviewInput = {
  productId: number;
  orderId: number;
  rating: number;
  review: string | null;
  deletedImageIds: number[];
  /** The uploaded parts, as the multipart body gave them (a part that is no file counts as a failed image). */
  files: unknown[];
};

type Deps = { db: Db; files: FileStore; now: string };

export type SaveReviewResult =
  | { ok: true; reviewId: number; failed: number }
  | { ok: false; message: string; status: 201 | 500 };

/** A part that is an upload at all (an empty file input sends a nameless empty part: not an upload). */
const isUpload = (f: unknown) => !(f instanceof File) || f.size > 0 || f.name !== '';

export async function saveReview(
  deps: Deps,
  owner: Owner,
  input: SaveReviewInput,
): Promise<SaveReviewResult> {
  const { db, files, now } = deps;
  const order = await ownerWhere(
    db.selectFrom('orders').select(['id', 'status', 'cancelled', 'user_id', 'user_token']),
    owner,
  )
    .where('id', '=', input.orderId)
    .executeTakeFirst();
  if (!order) return { ok: false, message: OrderMessages.orderNotFound, status: 500 };
  if (order.cancelled === 1) return { ok: false, message: ReviewMessages.cancelled, status: 500 };
  if (order.status !== OrderStatus.DELIVERED)
    return { ok: false, message: ReviewMessages.notDelivered, status: 500 };
  const inOrder = await db
    .selectFrom('ordered_products')
    .select('id')
    .where('order_id', '=', order.id)
    .where('product_id', '=', input.productId)
    .executeTakeFirst();
  if (!inOrder) return { ok: false, message: ReviewMessages.notInOrder, status: 201 };

  const uploads = input.files.filter(isUpload);
  const existing = await existingImages(db, order.id, input.productId);
  const deleting = new Set(input.deletedImageIds.filter((id) => existing.some((i) => i.id === id)));
  if (existing.length - deleting.size + uploads.length > REVIEW_MAX_IMAGES)
    return { ok: false, message: ReviewMessages.tooManyImages, status: 201 };

  // Files first (outside the transaction): each is judged by its bytes; a failure only counts.
  const stored: string[] = [];
  let failed = 0;
  for (const f of uploads) {
    const name = await storeUpload(files, f);
    if (name) stored.push(name);
    else failed++;
  }

  let removed: string[] = [];
  let reviewId = 0;
  try {
    await db.transaction().execute(async (trx) => {
      await lockProducts(trx, [input.productId]);
      const values = {
        product_id: input.productId,
        order_id: order.id,
        user_id: order.user_id,
        user_token: order.user_id ? null : order.user_token,
        rating: input.rating,
        review: input.review,
        status: Visibility.PUBLIC,
        created_at: now,
        updated_at: now,
      };
      // Written or edited, the review's id comes back with the row (one review per order and product).
      const row = await trx
        .insertInto('rating_reviews')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['order_id', 'product_id']).doUpdateSet({
            rating: input.rating,
            review: input.review,
            updated_at: now,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      reviewId = row.id;
      // Only this review's own images can be deleted; the names removed are ours, read from the rows.
      if (deleting.size) {
        const gone = await trx
          .selectFrom('review_images')
          .select(['id', 'image'])
          .where('rating_review_id', '=', reviewId)
          .where('id', 'in', [...deleting])
          .execute();
        if (gone.length)
          await trx
            .deleteFrom('review_images')
            .where(
              'id',
              'in',
              gone.map((g) => g.id),
            )
            .execute();
        removed = gone.map((g) => g.image);
      }
      // A concurrent post may have added images meanwhile: keep to the limit, the rest count as failed.
      const kept = Number(
        (
          await trx
            .selectFrom('review_images')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('rating_review_id', '=', reviewId)
            .executeTakeFirst()
        )?.n ?? 0,
      );
      const room = Math.max(0, REVIEW_MAX_IMAGES - kept);
      const adding = stored.slice(0, room);
      const over = stored.slice(room);
      if (adding.length)
        await trx
          .insertInto('review_images')
          .values(adding.map((image) => ({ rating_review_id: reviewId, image })))
          .execute();
      failed += over.length;
      removed.push(...over);
      await recomputeRatings(trx, [input.productId]);
    });
  } catch (e) {
    await Promise.all(stored.map((n) => removeStoredImage(files, n)));
    throw e;
  }
  await Promise.all(removed.map((n) => removeStoredImage(files, n)));
  return { ok: true, reviewId, failed };
}

async function existingImages(db: Db, orderId: number, productId: number) {
  return db
    .selectFrom('review_images as i')
    .innerJoin('rating_reviews as r', 'r.id', 'i.rating_review_id')
    .select(['i.id', 'i.image'])
    .where('r.order_id', '=', orderId)
    .where('r.product_id', '=', productId)
    .execute();
}

/** Stores one uploaded part as a review photo; null when it is no JPEG or PNG of at most 1000 KB. */
async function storeUpload(files: FileStore, f: unknown): Promise<string | null> {
  if (!(f instanceof File) || f.size === 0 || f.size > REVIEW_IMAGE_MAX_BYTES) return null;
  const bytes = new Uint8Array(await f.arrayBuffer());
  const kind = imageKind(bytes);
  if (kind !== 'jpg' && kind !== 'png') return null;
  const name = randomImageName('reviews', kind);
  return (await writeImageWithThumb(files, name, bytes, kind)) ? name : null;
}

/** A review as the wire shows it (§7.6): the author as {id, name} only (§11.2), its images. */
export async function reviewView(
  db: Db,
  where: { id: number } | { owner: Owner; productId: number; orderId?: number },
) {
  let q = db
    .selectFrom('rating_reviews')
    .select([
      'id',
      'product_id',
      'order_id',
      'user_id',
      'rating',
      'review',
      'created_at',
      'updated_at',
    ]);
  if ('id' in where) q = q.where('id', '=', where.id);
  else {
    q = ownerWhere(q, where.owner).where('product_id', '=', where.productId);
    if (where.orderId !== undefined) q = q.where('order_id', '=', where.orderId);
  }
  const row = await q.orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (!row) return null;
  const user = row.user_id
    ? ((await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', '=', row.user_id)
        .executeTakeFirst()) ?? null)
    : null;
  const review_images = await db
    .selectFrom('review_images')
    .select(['id', 'rating_review_id', 'image'])
    .where('rating_review_id', '=', row.id)
    .orderBy('id')
    .execute();
  const { updated_at: _updated, ...rest } = row;
  return {
    ...rest,
    user,
    review_images,
    created: reviewDateFormat('UTC').format(new Date(row.created_at)),
  };
}
