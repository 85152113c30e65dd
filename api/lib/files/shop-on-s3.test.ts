// The shop with its files on an S3-protocol store (s3rver in process, a fresh bucket; decision 134): the seed
// puts every picture in the bucket and none in UPLOADS_DIR, the API's image URLs point at the bucket and
// fetch there, and a review photo and an avatar go to the bucket as well (and leave it when replaced).
import { readdirSync, existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../testing/s3.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { apiOver, guestOrder, insertVerifiedUser, plainInventory } from '../../test-api.ts';
import { advanceStatus } from '../../orders/operations.ts';
import { hashPassword } from '../../account/password.ts';
import type { FileStore } from './index.ts';
import { issueToken } from '../auth.ts';

type Body = { status: number; message: string; data: any };

describe('the shop on an S3-protocol store', () => {
  let s3: TestS3;
  let bucket: Awaited<ReturnType<TestS3['bucket']>>;
  let files: FileStore;
  let tdb: TestDatabase;
  let api: ReturnType<typeof apiOver>;
  const json = async (path: string, init: RequestInit = {}) =>
    (await (
      await api.request(path, { ...init, headers: { accept: 'application/json', ...init.headers } })
    ).json()) as Body;

  beforeAll(async () => {
    s3 = await startS3();
    bucket = await s3.bucket();
    files = bucket.files;
    tdb = await createTestDatabase('sqlite', { seed: 40, files });
    api = apiOver(tdb, { files });
  }, 180_000);
  afterAll(async () => {
    await tdb?.close();
    await s3?.close();
  });

  it('seeds every picture into the bucket and none into UPLOADS_DIR', async () => {
    expect(existsSync(tdb.uploadsDir) ? readdirSync(tdb.uploadsDir) : []).toEqual([]);
    const keys = await bucket.keys();
    for (const key of ['logo.svg', 'default-image.svg', 'p-1.webp', 'thumb-p-1.webp'])
      expect(keys).toContain(key);
    // Every image a product, category or brand row names is in the bucket, with its thumbnail.
    const named = [
      ...(await tdb.db.selectFrom('products').select('image').execute()),
      ...(await tdb.db.selectFrom('categories').select('image').execute()),
      ...(await tdb.db.selectFrom('brands').select('image').execute()),
    ]
      .map((r) => r.image)
      .filter((i): i is string => Boolean(i));
    expect(named.length).toBeGreaterThan(40);
    const inBucket = new Set(keys);
    for (const name of new Set(named)) {
      expect(inBucket.has(name), name).toBe(true);
      expect(inBucket.has(`thumb-${name}`), `thumb-${name}`).toBe(true);
    }
  });

  it("serves the products' images from the bucket: img_src_url is S3_PUBLIC_URL", async () => {
    const common = await json('/common');
    expect(common.data.img_src_url).toBe(bucket.env.S3_PUBLIC_URL);
    const list = await json('/products');
    const first = list.data.result.data[0];
    const product = await json(`/product/${first.id}`);
    for (const url of [
      `${common.data.img_src_url}${product.data.image}`,
      `${common.data.img_src_url}${common.data.thumb_prefix}${product.data.image}`,
    ]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }
  });

  it('stores a review photo and its thumbnail in the bucket, and removes both with the photo', async () => {
    const { productId } = await plainInventory(tdb.db);
    const userToken = `guestS3${'x'.repeat(20)}`;
    const order = await guestOrder(api, userToken, productId);
    expect(
      (await advanceStatus({ db: tdb.db, now: new Date() } as never, order.id, 'delivered')).ok,
    ).toBe(true);
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#36c' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      user_token: userToken,
      product_id: productId,
      order_id: order.id,
      rating: 5,
    }))
      form.set(k, String(v));
    form.append('images[]', new File([new Uint8Array(photo)], 'me.jpg', { type: 'image/jpeg' }));
    const saved = await json('/rating-review/action', { method: 'POST', body: form });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    const [image] = saved.data.review_images as { id: number; image: string }[];
    expect(image!.image).toMatch(/^reviews\/[0-9a-f]{24}\.jpg$/);
    const thumb = await fetch(files.url(`thumb-${image!.image}`));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata()).width).toBe(320);
    expect(await files.get(image!.image)).not.toBeNull();

    const again = new FormData();
    for (const [k, v] of Object.entries({
      user_token: userToken,
      product_id: productId,
      order_id: order.id,
      rating: 4,
      deleted_images: JSON.stringify([{ id: image!.id, image: image!.image }]),
    }))
      again.set(k, String(v));
    expect((await json('/rating-review/action', { method: 'POST', body: again })).status).toBe(200);
    expect(await files.get(image!.image)).toBeNull();
    expect(await files.get(`thumb-${image!.image}`)).toBeNull();
    expect(existsSync(tdb.uploadsDir) ? readdirSync(tdb.uploadsDir) : []).toEqual([]);
  });

  it('stores an avatar in the bucket and removes the previous one', async () => {
    const email = 'avatar-s3@example.com';
    const id = await insertVerifiedUser(tdb.db, {
      email,
      name: 'Ada',
      password_hash: await hashPassword('secret12'),
    });
    const signin = await json('/user/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret12' }),
    });
    expect(signin.status, JSON.stringify(signin)).toBe(200);
    const upload = async () => {
      const form = new FormData();
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#c63' },
      })
        .png()
        .toBuffer();
      form.set('avatar', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }));
      const r = await json(`/user/${id}/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${signin.data.token}` },
        body: form,
      });
      expect(r.status, JSON.stringify(r)).toBe(200);
      const me = await json('/user/profile', {
        headers: { authorization: `Bearer ${signin.data.token}` },
      });
      return me.data.avatar as string;
    };
    const first = await upload();
    expect(first).toMatch(/^avatars\/\d+-\w+\.png$/);
    const res = await fetch(files.url(first));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const second = await upload();
    expect(second).not.toBe(first);
    expect(await files.get(first)).toBeNull();
    expect(await files.get(second)).not.toBeNull();
  });

  it('keeps a seller’s uploaded product pictures in the bucket, served from there, and UPLOADS_DIR empty', async () => {
    const owner = await tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = (await issueToken(tdb.db, owner.user_id!, new Date())).token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const category = await tdb.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const rule = await tdb.db.selectFrom('shipping_rules').select('id').executeTakeFirstOrThrow();
    const made = await json('/seller/products/save', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: 'S3 Lamp',
        category_id: category.id,
        shipping_rule_id: rule.id,
        selling: 1000,
      }),
    });
    expect(made.status).toBe(200);
    const productId = made.data.product_id as number;
    for (const colour of ['#a00', '#0a0', '#00a']) {
      const form = new FormData();
      form.append('product_id', String(productId));
      const bytes = await sharp({
        create: { width: 40, height: 40, channels: 3, background: colour },
      })
        .png()
        .toBuffer();
      form.append('image', new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' }));
      const up = await json('/seller/products/images', {
        method: 'POST',
        headers: { authorization: auth.authorization },
        body: form,
      });
      expect(up.status, JSON.stringify(up)).toBe(200);
    }
    await json('/seller/products/status', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ product_id: productId, status: 'public' }),
    });
    const common = await json('/common');
    const product = await json(`/product/${productId}`);
    expect(product.data.images).toHaveLength(3);
    const keys = new Set(await bucket.keys());
    for (const pic of product.data.images as { image: string }[]) {
      expect(keys.has(pic.image)).toBe(true);
      expect(keys.has(`thumb-${pic.image}`)).toBe(true);
      const res = await fetch(`${common.data.img_src_url}${pic.image}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/webp/);
    }
    expect(existsSync(tdb.uploadsDir) ? readdirSync(tdb.uploadsDir) : []).toEqual([]);
  });
});
