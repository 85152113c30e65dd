// Hostile input against every issue-2 endpoint (issue 7, started here): arbitrary query values, path
// segments and bodies never produce a 5xx or a status-500 envelope, and never echo markup unescaped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from './db/test-db.ts';
import { createApi } from './app.ts';
import { useHostileApi } from './testing/hostile.ts';
import { hashPassword } from './account/password.ts';
import { issueToken } from './lib/auth.ts';
import { insertVerifiedUser, userRow } from './test-api.ts';

const dialects = await dialectsUnderTest();

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    '9'.repeat(40),
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    '../../etc/passwd',
    '1,2,abc',
    ',,,',
    '\u202e',
    '🛒'.repeat(100),
    'x'.repeat(5000),
  ),
);

const GET_PATHS = [
  'common',
  'home',
  'all',
  'products',
  'categories',
  'brands',
  'flash-sale',
  'search',
  'store',
  'countries-phones',
  'localization',
  'payment-gateway',
];
const PARAMS = [
  'q',
  'page',
  'min',
  'max',
  'rating',
  'brand',
  'collection',
  'shipping',
  'sortby',
  'category',
  'sub_category',
  'slug',
  'home_spm',
  'banner',
  'order_by',
  'type',
  'locale_code',
  'is_home_page',
  'sidebar_data',
];

async function expectSafe(res: Response) {
  expect(res.status).toBeLessThan(500);
  const text = await res.text();
  expect(text).not.toContain('<script>');
  if (res.status === 200) {
    const body = JSON.parse(text) as { status: number };
    expect(body.status).not.toBe(500);
  }
}

describe.each(dialects)('hostile input on %s', (dialect) => {
  const h = useHostileApi(dialect);
  it('survives arbitrary query strings on every GET endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GET_PATHS),
        fc.dictionary(fc.constantFrom(...PARAMS), nasty, { maxKeys: 4 }),
        async (path, query) => {
          const qs = new URLSearchParams(query).toString();
          await expectSafe(await h.api.request(`/${path}?${qs}`, { headers: { language: 'fr' } }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('survives arbitrary path segments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('product', 'page', 'flash-sale', 'reviews', 'suggested-products'),
        nasty,
        async (base, seg) => {
          await expectSafe(await h.api.request(`/${base}/${encodeURIComponent(seg)}`));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('survives arbitrary bodies and content types on email-subscription', async () => {
    const body = fc.oneof(
      nasty,
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify({ email: v })),
      nasty.map((e) => JSON.stringify({ email: e, email2: e })),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          '',
        ),
        async (b, type) => {
          await expectSafe(
            await h.api.request('/email-subscription', {
              method: 'POST',
              body: b,
              headers: type ? { 'content-type': type } : {},
            }),
          );
        },
      ),
      { numRuns: 150 },
    );
    // Nothing written for refused input.
    const rows = await h.tdb.db.selectFrom('newsletter_subscribers').select('email').execute();
    for (const r of rows) expect(r.email).toMatch(/^[^\s@]+@[^\s@]+$/);
  });

  it('survives arbitrary social sign-in exchanges and printable guest tokens (issue 13), never a token', async () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((n) => String.fromCharCode(n)),
      minLength: 8,
      maxLength: 64,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          nasty,
          fc.json(),
          fc
            .record({ code: nasty, binding: nasty, user_token: fc.oneof(nasty, printable) })
            .map((v) => JSON.stringify(v)),
        ),
        async (b) => {
          const res = await h.api.request('/user/social-login/exchange', {
            method: 'POST',
            body: b,
            headers: { 'content-type': 'application/json' },
          });
          const text = await res.clone().text();
          expect(text).not.toMatch(/"token":"[A-Za-z0-9_-]{20,}"/);
          await expectSafe(res);
        },
      ),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(printable, async (token) => {
        await expectSafe(
          await h.api.request(`/cart/by-user?user_token=${encodeURIComponent(token)}`),
        );
        // iShop's business refusals are status-500 envelopes (§3.1): only the HTTP status is checked here.
        const added = await h.api.request('/cart/action', {
          method: 'POST',
          body: JSON.stringify({ user_token: token, product_id: 1, quantity: 1 }),
          headers: { 'content-type': 'application/json' },
        });
        expect(added.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('survives arbitrary e-mail changes and confirmations (issue 13 item 7); the address never moves', async () => {
    const userId = await insertVerifiedUser(h.tdb.db, {
      name: 'Hostile',
      email: 'hostile.mover@example.com',
      password_hash: await hashPassword('secret12'),
    });
    const { token } = await issueToken(h.tdb.db, userId, new Date());
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/user/update-profile', '/user/confirm-email'),
        fc.oneof(
          nasty,
          fc.json(),
          fc
            .record({
              first_name: nasty,
              email: fc.oneof(nasty, fc.emailAddress()),
              current_password: nasty,
              code: nasty,
            })
            .map((v) => JSON.stringify(v)),
        ),
        async (path, b) => {
          await expectSafe(await h.api.request(path, { method: 'POST', body: b, headers }));
        },
      ),
      { numRuns: 150 },
    );
    expect((await userRow(h.tdb.db, userId)).email).toBe('hostile.mover@example.com');
  });

  it('survives arbitrary seller applications and verifications (issue 17): no 5xx, no markup, no store made', async () => {
    const open = createApi({
      db: h.tdb.db,
      dialect: h.tdb.dialect,
      files: h.tdb.files,
      rateLimitScale: 1000,
    });
    const stores = async () =>
      Number(
        (
          await h.tdb.db
            .selectFrom('stores')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await stores();
    const field = fc.oneof(
      nasty,
      fc.integer(),
      fc.constant(null),
      fc.array(nasty, { maxLength: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('seller/signup', 'seller/verify'),
        fc.dictionary(
          fc.constantFrom('name', 'email', 'store_name', 'password', 'code', 'user_token'),
          field,
          { maxKeys: 6 },
        ),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        async (path, body, type) => {
          const res = await open.request(`/${path}`, {
            method: 'POST',
            body:
              type === 'application/json'
                ? JSON.stringify(body)
                : new URLSearchParams(
                    Object.entries(body).map(([k, v]) => [k, String(v)]),
                  ).toString(),
            headers: { 'content-type': type, language: 'ar' },
          });
          expect(res.status).toBeLessThan(500);
          const text = await res.text();
          expect(text).not.toContain('<script>');
          expect(text).not.toMatch(/"code"/);
        },
      ),
      { numRuns: 150 },
    );
    // Nothing verified from made-up codes, so no store was made.
    expect(await stores()).toBe(before);
    const verified = await h.tdb.db
      .selectFrom('seller_applications')
      .select('id')
      .where('verified', '=', 1)
      .execute();
    expect(verified).toEqual([]);
  });

  it('refuses oversized bodies before reading them', async () => {
    const big = JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(5 * 1024 * 1024) });
    const res = await h.api.request('/email-subscription', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      status: 413,
      data: { form: ['The request is too large.'] },
    });
  });
});
