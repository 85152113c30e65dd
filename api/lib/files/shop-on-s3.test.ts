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
});
