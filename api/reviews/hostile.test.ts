// Hostile input against rating-review/action and rating-review/find (issue 17): arbitrary fields, files of any
// bytes, type and name (paths, NUL, markup), too many of them, oversize ones, any content type — never an
// HTTP 5xx, never markup echoed in a refusal, never a file outside uploads/reviews under a name of ours, never
// more than one review for the order and product or more than four photos on it, and the product's rating
// always what its reviews say.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import { guestOrder, stockedPlainInventories } from '../test-api.ts';

let tdb: TestDatabase;
let api: ReturnType<typeof createApi>;
let productId = 0;
let orderId = 0;
const guest = 'guestHOSTILEreviews001';
let before: Set<string>;

/** Every file under `dir`, relative to it. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p).map((f) => join(n, f)) : [n];
  });
}

beforeAll(async () => {
  tdb = await createTestDatabase('sqlite', { seed: 40 });
  api = createApi({ db: tdb.db, dialect: tdb.dialect, files: tdb.files });
  ({ productId } = (await stockedPlainInventories(tdb.db, 1, 100))[0]!);
  orderId = (await guestOrder(api, guest, productId)).id;
  await tdb.db.updateTable('orders').set({ status: 5 }).where('id', '=', orderId).execute();
  before = new Set(files(tdb.uploadsDir));
}, 60_000);
afterAll(async () => tdb?.close());

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1.5',
    '6',
    '9'.repeat(40),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    '../../etc/passwd',
    '[{"id":1,"image":"../../../etc/passwd"}]',
    '[{"id":"x"}]',
    '{"id":1}',
    'x'.repeat(5000),
  ),
);

describe('hostile input to rating-review/*', () => {
  it('survives arbitrary multipart posts with arbitrary files', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
        .png()
        .toBuffer(),
    );
    const upload = fc.record({
      bytes: fc.oneof(
        fc.constant(png),
        fc.uint8Array({ maxLength: 200 }),
        fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array([0xff, 0xd8, 0xff, ...b])),
        fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array([...png.slice(0, 8), ...b])),
        fc.constant(new Uint8Array(1000 * 1024 + 1).fill(0x89)),
      ),
      name: fc.oneof(
        fc.constantFrom('a.png', '../../x.png', '/etc/passwd', 'a\u0000.jpg', '<script>.png', ''),
        nasty,
      ),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', ''),
      field: fc.constantFrom('images[]', 'images[]', 'images', 'image'),
    });
    const field = (valid: string) => fc.oneof(fc.constant(valid), fc.constant(valid), nasty);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          product_id: field(String(productId)),
          order_id: field(String(orderId)),
          rating: fc.oneof(fc.constantFrom('1', '2', '3', '4', '5'), nasty),
          review: nasty,
          deleted_images: fc.oneof(fc.constant(''), nasty),
          user_token: fc.oneof(fc.constant(guest), fc.constant(guest), nasty),
        }),
        fc.array(upload, { maxLength: 6 }),
        async (fields, uploads) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.append(k, v);
          for (const u of uploads)
            form.append(u.field, new File([Buffer.from(u.bytes)], u.name, { type: u.type }));
          const res = await api.request('/rating-review/action', { method: 'POST', body: form });
          expect(res.status).toBeLessThan(500);
          const text = await res.text();
          const body = JSON.parse(text) as { status: number };
          if (body.status !== 200) expect(text).not.toContain('<script>');
        },
      ),
      { numRuns: 80 },
    );
    // Other content types and broken bodies.
    for (const [type, body] of [
      ['application/json', '{"product_id":'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="rating"\r\n',
      ],
      ['text/plain', 'rating=5'],
      [
        'application/x-www-form-urlencoded',
        `user_token=${guest}&order_id=${orderId}&product_id=${productId}&rating=5&images[]=x`,
      ],
    ] as const) {
      const res = await api.request('/rating-review/action', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(res.status, type).toBeLessThan(500);
    }
    // One review at most for the order and product, four photos at most, the rating what the reviews say.
    const reviews = await tdb.db
      .selectFrom('rating_reviews')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(reviews.length).toBeLessThanOrEqual(1);
    const images = await tdb.db
      .selectFrom('review_images')
      .select('image')
      .where('image', 'like', 'reviews/%')
      .execute();
    expect(images.length).toBeLessThanOrEqual(4);
    const p = await tdb.db
      .selectFrom('products')
      .select(['rating', 'review_count'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const rows = await tdb.db
      .selectFrom('rating_reviews')
      .select('rating')
      .where('product_id', '=', productId)
      .execute();
    expect(p.review_count).toBe(rows.length);
    // New files only under reviews/ and thumb-reviews/, under our names, one pair per stored photo.
    const added = files(tdb.uploadsDir).filter((f) => !before.has(f));
    for (const f of added) expect(f).toMatch(/^(thumb-)?reviews\/[0-9a-f]{24}\.(jpg|png)$/);
    expect(added.length).toBe(images.length * 2);
    expect(files(join(tdb.uploadsDir, '..')).map((f) => relative('.', f))).not.toContain('x.png');
  }, 120_000);

  it('survives arbitrary find calls', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, nasty, nasty, async (id, token, order) => {
        const qs = new URLSearchParams({ user_token: token, order_id: order }).toString();
        const res = await api.request(`/rating-review/find/${encodeURIComponent(id)}?${qs}`);
        expect(res.status).toBeLessThan(500);
        const text = await res.text();
        expect(text).not.toContain('<script>');
      }),
      { numRuns: 60 },
    );
  });
});
