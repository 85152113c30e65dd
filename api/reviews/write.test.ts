// Writing reviews (docs/api-reference.md §8.23, issue 17) on SQLite and PostgreSQL: only the owner of a delivered, not
// cancelled order containing the product; one review per order and product, also under concurrent posts;
// the product's average and star counts follow; photos judged by their bytes (a text file named .jpg, an
// oversize file, too many, a name with a path), stored under names of ours with a thumbnail, and a partial
// failure saves the rest with 'Error uploading some images'; the review of a cancelled order goes.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReviewSchema } from '#contract/shapes.ts';
import { REVIEW_IMAGE_MAX_BYTES, ReviewMessages } from '#contract/reviews/schemas.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { advanceStatus } from '../orders/operations.ts';
import { hashPassword } from '../account/password.ts';
import { guestCancels, guestOrder, stockedPlainInventories, useApiOver } from '../test-api.ts';

const dialects = await dialectsUnderTest();
type Body = { status: number; message: string; data: any };

const jpeg = (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
const png = (w = 640, h = 480) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#3c3' } })
    .png()
    .toBuffer();
const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([Buffer.from(bytes)], name, { type });

describe.each(dialects)('writing reviews on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  let productId = 0;
  let otherProductId = 0;
  let seq = 0;

  const post = async (path: string, body: unknown) => {
    const res = await fx.api.request(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Body;
  };
  const get = async (path: string) =>
    (await (
      await fx.api.request(path, { headers: { accept: 'application/json' } })
    ).json()) as Body;
  /** `rating-review/action` as multipart, the way a browser or the storefront sends it. */
  const review = async (fields: Record<string, string | number>, files: File[] = []) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    for (const f of files) form.append('images[]', f);
    const res = await fx.api.request('/rating-review/action', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as Body;
  };

  /** A guest's cash-on-delivery order of one unit of `product`, delivered unless told otherwise. */
  async function order(opts: { deliver?: boolean; product?: number } = {}) {
    const user_token = `guestREV${dialect}${String(++seq).padStart(8, '0')}x`;
    const { id } = await guestOrder(fx.api, user_token, opts.product ?? productId);
    if (opts.deliver !== false)
      expect(
        (await advanceStatus({ db: fx.tdb.db, now: new Date() } as never, id, 'delivered')).ok,
      ).toBe(true);
    return { id, user_token };
  }
  const product = (id: number) =>
    fx.tdb.db
      .selectFrom('products')
      .select(['rating', 'review_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** The product's average and count as its public reviews say. */
  const expected = async (id: number) => {
    const rows = await fx.tdb.db
      .selectFrom('rating_reviews')
      .select('rating')
      .where('product_id', '=', id)
      .where('status', '=', 1)
      .execute();
    const avg = rows.length ? rows.reduce((n, r) => n + r.rating, 0) / rows.length : 0;
    return { rating: Math.round(avg * 100) / 100, review_count: rows.length };
  };
  const reviewRows = (orderId: number) =>
    fx.tdb.db.selectFrom('rating_reviews').selectAll().where('order_id', '=', orderId).execute();

  beforeAll(async () => {
    [productId, otherProductId] = (await stockedPlainInventories(fx.tdb.db, 2)).map(
      (i) => i.productId,
    ) as [number, number];
  }, 180_000);

  it('saves a review of a delivered order, updates the product’s average and star counts, and posting again updates it', async () => {
    const o = await order();
    const before = await product(productId);
    const totalsBefore = (await get(`/reviews/${productId}?get_total=true`)).data.total as {
      rating: number;
      total: number;
    }[];
    const r = await review({
      user_token: o.user_token,
      product_id: productId,
      order_id: o.id,
      rating: 1,
      review: '<b>Too small</b>',
    });
    expect(r.status).toBe(200);
    expect(r.message).toBe(ReviewMessages.saved);
    expect(ReviewSchema.parse(r.data)).toMatchObject({ rating: 1, review: '<b>Too small</b>' });
    const after = await product(productId);
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after).toEqual(await expected(productId));
    const ones = (t: { rating: number; total: number }[]) =>
      t.find((x) => x.rating === 1)?.total ?? 0;
    const totals = (await get(`/reviews/${productId}?get_total=true`)).data.total;
    expect(ones(totals)).toBe(ones(totalsBefore) + 1);

    // Posting again edits the same review: still one row, the count unchanged, the average moved.
    const again = await review({
      user_token: o.user_token,
      product_id: productId,
      order_id: o.id,
      rating: 5,
      review: 'Fine after all',
    });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(r.data.id);
    expect(await reviewRows(o.id)).toHaveLength(1);
    const edited = await product(productId);
    expect(edited.review_count).toBe(after.review_count);
    expect(edited).toEqual(await expected(productId));
    expect(edited.rating).toBeGreaterThan(after.rating);

    // The author finds it (JSON body works too when there are no images).
    const found = await get(`/rating-review/find/${productId}?user_token=${o.user_token}`);
    expect(found.status).toBe(200);
    expect(found.data).toMatchObject({ id: r.data.id, rating: 5, review: 'Fine after all' });
    const viaJson = await post('/rating-review/action', {
      user_token: o.user_token,
      product_id: productId,
      order_id: o.id,
      rating: 4,
    });
    expect(viaJson).toMatchObject({
      status: 200,
      data: { id: r.data.id, rating: 4, review: null },
    });
  });

  it('refuses anyone but the owner of a delivered, not cancelled order containing the product', async () => {
    const mine = await order();
    const stranger = `guestREVstranger${dialect}0000001`;
    const base = { product_id: productId, order_id: mine.id, rating: 4 };
    // Another caller: the order is not theirs, and they cannot edit or even find its review.
    expect(await review({ ...base, user_token: stranger })).toMatchObject({
      status: 500,
      data: { form: [OrderMessages.orderNotFound] },
    });
    expect((await review({ ...base, user_token: mine.user_token })).status).toBe(200);
    expect(await review({ ...base, rating: 1, user_token: stranger })).toMatchObject({
      status: 500,
    });
    expect((await reviewRows(mine.id))[0]!.rating).toBe(4);
    expect((await get(`/rating-review/find/${productId}?user_token=${stranger}`)).status).toBe(201);
    // No identity at all.
    expect((await review(base)).status).toBe(500);
    // A product that is not in the order.
    expect(
      await review({ ...base, product_id: otherProductId, user_token: mine.user_token }),
    ).toMatchObject({ status: 201, data: { form: [ReviewMessages.notInOrder] } });
    // Not delivered yet.
    const pending = await order({ deliver: false });
    expect(
      await review({ ...base, order_id: pending.id, user_token: pending.user_token }),
    ).toMatchObject({ status: 500, data: { form: [ReviewMessages.notDelivered] } });
    // Cancelled.
    const cancelled = await order({ deliver: false });
    expect((await guestCancels(fx.api, cancelled)).status).toBe(200);
    expect(
      await review({ ...base, order_id: cancelled.id, user_token: cancelled.user_token }),
    ).toMatchObject({ status: 500, data: { form: [ReviewMessages.cancelled] } });
    // Validation: a rating outside 1–5, a missing product, an overlong text.
    for (const bad of [
      { ...base, rating: 6 },
      { ...base, rating: 0 },
      { ...base, rating: 'x' },
      { order_id: mine.id, rating: 3 },
      { ...base, review: 'x'.repeat(2001) },
      { ...base, deleted_images: '{not json' },
    ])
      expect((await review({ ...bad, user_token: mine.user_token })).status).toBe(201);
    expect(await reviewRows(pending.id)).toHaveLength(0);
    expect(await reviewRows(cancelled.id)).toHaveLength(0);
  });

  it('moves a guest’s review to the account when the guest signs in, and the account can then edit it', async () => {
    const o = await order();
    expect(
      (await review({ user_token: o.user_token, product_id: productId, order_id: o.id, rating: 2 }))
        .status,
    ).toBe(200);
    const email = `reviewer-${dialect}@example.com`;
    const t = new Date().toISOString();
    await fx.tdb.db
      .insertInto('users')
      .values({
        name: 'Guest Reviewer',
        email,
        password_hash: await hashPassword('secret12'),
        verified: 1,
        created_at: t,
        updated_at: t,
      })
      .execute();
    const signin = await post('/user/signin', {
      email,
      password: 'secret12',
      user_token: o.user_token,
    });
    expect(signin.status).toBe(200);
    const token = signin.data.token as string;
    const found = (await (
      await fx.api.request(`/rating-review/find/${productId}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      })
    ).json()) as Body;
    expect(found).toMatchObject({
      status: 200,
      data: { rating: 2, user: { name: 'Guest Reviewer' } },
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({ product_id: productId, order_id: o.id, rating: 3 }))
      form.set(k, String(v));
    const edited = (await (
      await fx.api.request('/rating-review/action', {
        method: 'POST',
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        body: form,
      })
    ).json()) as Body;
    expect(edited).toMatchObject({ status: 200, data: { id: found.data.id, rating: 3 } });
    // The guest token alone no longer reaches it.
    expect(
      (await review({ user_token: o.user_token, product_id: productId, order_id: o.id, rating: 1 }))
        .status,
    ).toBe(500);
  });

  it('removes the reviews of a cancelled order and corrects the product’s rating', async () => {
    const o = await order({ deliver: false });
    const now = new Date().toISOString();
    // A review that an older rule let in while the order was open.
    await fx.tdb.db
      .insertInto('rating_reviews')
      .values({
        product_id: productId,
        order_id: o.id,
        user_token: o.user_token,
        rating: 1,
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const cancelled = await guestCancels(fx.api, o, 'No longer needed', 'Please cancel');
    expect(cancelled.status).toBe(200);
    expect(await reviewRows(o.id)).toHaveLength(0);
    expect(await product(productId)).toEqual(await expected(productId));
  });

  it('keeps one review per order and product under concurrent posts, and counts concurrent reviews of one product one by one', async () => {
    const o = await order();
    const before = await product(productId);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        review({
          user_token: o.user_token,
          product_id: productId,
          order_id: o.id,
          rating: (i % 5) + 1,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await reviewRows(o.id)).toHaveLength(1);
    expect((await product(productId)).review_count).toBe(before.review_count + 1);
    // Six buyers review the product at once: six more, the average of them all.
    const buyers = [];
    for (let i = 0; i < 6; i++) buyers.push(await order());
    const mid = await product(productId);
    await Promise.all(
      buyers.map((b, i) =>
        review({
          user_token: b.user_token,
          product_id: productId,
          order_id: b.id,
          rating: i % 2 ? 5 : 2,
        }),
      ),
    );
    const after = await product(productId);
    expect(after.review_count).toBe(mid.review_count + 6);
    expect(after).toEqual(await expected(productId));
  });

  it('judges photos by their bytes, stores them under names of its own with thumbnails, and saves the rest when some fail', async () => {
    const o = await order();
    const base = { user_token: o.user_token, product_id: productId, order_id: o.id, rating: 5 };
    const big = await jpeg(1600, 1200);
    const good = await review(base, [
      file(big, 'holiday.jpg', 'image/jpeg'),
      file(await png(), '../../../../x.png', 'image/png'),
    ]);
    expect(good).toMatchObject({ status: 200, message: ReviewMessages.saved });
    const images = good.data.review_images as { id: number; image: string }[];
    expect(images).toHaveLength(2);
    for (const i of images) {
      expect(i.image).toMatch(/^reviews\/[0-9a-f]{24}\.(jpg|png)$/);
      const full = join(fx.tdb.uploadsDir, i.image);
      const thumb = join(fx.tdb.uploadsDir, `thumb-${i.image}`);
      expect(existsSync(full) && existsSync(thumb)).toBe(true);
      const meta = await sharp(thumb).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(320);
    }
    expect(statSync(join(fx.tdb.uploadsDir, `thumb-${images[0]!.image}`)).size).toBeLessThan(
      statSync(join(fx.tdb.uploadsDir, images[0]!.image)).size,
    );
    // The path in the client's file name went nowhere.
    expect(existsSync(join(fx.tdb.uploadsDir, '..', 'x.png'))).toBe(false);
    expect(readdirSync(fx.tdb.uploadsDir).some((n) => n.includes('x.png'))).toBe(false);

    // A text file named .jpg and sent as image/jpeg, an oversize JPEG, a GIF and an empty part fail; the
    // good PNG of the same post is saved, and the review with it.
    const oversize = new Uint8Array(REVIEW_IMAGE_MAX_BYTES + 1);
    oversize.set([0xff, 0xd8, 0xff, 0xe0]);
    const withFailures = await review({ ...base, rating: 3, review: 'Second look' }, [
      file(new TextEncoder().encode('<?php echo "hi"; ?>'), 'photo.jpg', 'image/jpeg'),
      file(await png(200, 200), 'fine.png', 'image/png'),
    ]);
    expect(withFailures).toMatchObject({
      status: 200,
      message: ReviewMessages.someImagesFailed,
      data: { rating: 3, review: 'Second look' },
    });
    expect(withFailures.data.review_images).toHaveLength(3);
    // Too many for one review (3 kept + 2 new > 4): refused whole, nothing changes.
    const tooMany = await review({ ...base, rating: 1 }, [
      file(await png(10, 10), 'a.png', 'image/png'),
      file(await png(10, 10), 'b.png', 'image/png'),
    ]);
    expect(tooMany).toMatchObject({ status: 201, data: { form: [ReviewMessages.tooManyImages] } });
    expect((await reviewRows(o.id))[0]!.rating).toBe(3);
    // Oversize and forged parts alone: the review is saved, no image added.
    const bad = await review({ ...base, rating: 2 }, [file(oversize, 'huge.jpg', 'image/jpeg')]);
    expect(bad).toMatchObject({ status: 200, message: ReviewMessages.someImagesFailed });
    expect(bad.data.review_images).toHaveLength(3);
    const forged = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
    expect(
      await review({ ...base, rating: 2 }, [file(forged, 'cut.jpg', 'image/jpeg')]),
    ).toMatchObject({ status: 200, message: ReviewMessages.someImagesFailed });
    // WebP is known by its bytes (catalogue pictures) but is no review photo: JPEG or PNG only (§5).
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#33c' } })
      .webp()
      .toBuffer();
    const asWebp = await review({ ...base, rating: 2 }, [file(webp, 'w.webp', 'image/webp')]);
    expect(asWebp).toMatchObject({ status: 200, message: ReviewMessages.someImagesFailed });
    expect(asWebp.data.review_images).toHaveLength(3);
    const files = readdirSync(join(fx.tdb.uploadsDir, 'reviews'));
    expect(files).toHaveLength(
      (
        await fx.tdb.db
          .selectFrom('review_images')
          .select('image')
          .where('image', 'like', 'reviews/%')
          .execute()
      ).length,
    );

    // deleted_images: the review's own image goes with its files; another review's image id is ignored.
    const other = await order();
    const others = await review(
      { user_token: other.user_token, product_id: productId, order_id: other.id, rating: 4 },
      [file(await png(30, 30), 'o.png', 'image/png')],
    );
    const theirs = others.data.review_images[0] as { id: number; image: string };
    const drop = withFailures.data.review_images[0] as { id: number; image: string };
    const deleted = await review(
      {
        ...base,
        deleted_images: JSON.stringify([
          { id: drop.id, image: drop.image },
          { id: theirs.id, image: '../../etc/passwd' },
        ]),
      },
      [],
    );
    expect(deleted.status).toBe(200);
    expect(deleted.data.review_images.map((i: { id: number }) => i.id)).not.toContain(drop.id);
    expect(deleted.data.review_images).toHaveLength(2);
    expect(existsSync(join(fx.tdb.uploadsDir, drop.image))).toBe(false);
    expect(existsSync(join(fx.tdb.uploadsDir, `thumb-${drop.image}`))).toBe(false);
    expect(existsSync(join(fx.tdb.uploadsDir, theirs.image))).toBe(true);
    const still = await fx.tdb.db
      .selectFrom('review_images')
      .select('id')
      .where('id', '=', theirs.id)
      .execute();
    expect(still).toHaveLength(1);
  });
});
