// The client against MSW: every branch of the spec's error catalogue (§8) and the header rules (§4.1).
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopApi, resetShopApiCache, unwrapOrThrow } from './shop-api.server.ts';
import { publicImageBase } from './shop.server.ts';
import { commonFixture, productFixture } from '#mocks/fixtures.ts';
import { z } from '#contract/zod.ts';

const BASE = 'http://api.test/api/v1/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetShopApiCache();
});
afterAll(() => server.close());

const env = (status: number, data: unknown, message = '') =>
  HttpResponse.json({ status, message, data, token: null });

describe('ShopApi client', () => {
  it('parses a success and coerces iShop numeric strings', async () => {
    server.use(http.get(`${BASE}product/5`, () => env(200, productFixture(5))));
    const r = await createShopApi({ baseUrl: BASE }).product(5);
    expect(r.ok && r.data.selling).toBe(1200);
    expect(r.ok && r.data.offered).toBe(999.5);
  });

  it('sends Accept, `lang` on common and `language` elsewhere only for non-default languages', async () => {
    const seen: Record<string, Headers> = {};
    server.use(
      http.get(
        `${BASE}common`,
        ({ request }) => ((seen.common = request.headers), env(200, commonFixture)),
      ),
      http.get(`${BASE}home`, ({ request }) => ((seen.home = request.headers), env(200, {}))),
    );
    await createShopApi({ baseUrl: BASE, language: 'fr' }).common();
    await createShopApi({ baseUrl: BASE, language: 'fr' }).home();
    expect(seen.common!.get('accept')).toBe('application/json');
    expect(seen.common!.get('lang')).toBe('fr');
    expect(seen.home!.get('language')).toBe('fr');
    await createShopApi({ baseUrl: BASE, language: 'en' }).home();
    expect(seen.home!.get('language')).toBeNull();
  });

  it('maps 201 to a business error with the first form message', async () => {
    server.use(http.get(`${BASE}home`, () => env(201, { form: ['First problem', 'Second'] })));
    const r = await createShopApi({ baseUrl: BASE }).home();
    expect(r).toEqual({
      ok: false,
      error: {
        kind: 'business',
        status: 201,
        message: 'First problem',
        messages: ['First problem', 'Second'],
      },
    });
    expect(() => unwrapOrThrow(r)).toThrow();
    try {
      unwrapOrThrow(r);
    } catch (e) {
      const thrown = e as { init: { status: number }; data: { message: string } };
      expect(thrown.init.status).toBe(400);
      expect(thrown.data.message).toBe('First problem');
    }
  });

  it('reads a bare [string] error (flash-sale/{id} style)', async () => {
    server.use(http.get(`${BASE}home`, () => env(201, ['Flash sale ended'])));
    const r = await createShopApi({ baseUrl: BASE }).home();
    expect(!r.ok && r.error.message).toBe('Flash sale ended');
  });

  it('maps 204 to unauthenticated and 404 to not found', async () => {
    server.use(
      http.get(`${BASE}home`, () => env(204, null, 'Unauthenticated.')),
      http.get(`${BASE}product/9`, () => env(404, { form: ['Product not found'] })),
    );
    const api = createShopApi({ baseUrl: BASE });
    expect(
      (await api.home()).ok === false &&
        ((await api.home()) as { error: { kind: string } }).error.kind,
    ).toBe('unauthenticated');
    const p = await api.product(9);
    expect(!p.ok && p.error.kind).toBe('not-found');
  });

  it('treats a product payload without a numeric id as not found (iShop quirk)', async () => {
    server.use(http.get(`${BASE}product/3`, () => env(200, { original: { status: 201 } })));
    const r = await createShopApi({ baseUrl: BASE }).product(3);
    expect(!r.ok && r.error.kind).toBe('not-found');
  });

  it('maps other statuses to server errors without leaking their text to pages', async () => {
    server.use(
      http.get(`${BASE}home`, () => env(500, { form: ['SQLSTATE[42S02]: table missing'] })),
    );
    const r = await createShopApi({ baseUrl: BASE }).home();
    expect(!r.ok && r.error.kind).toBe('server');
    try {
      unwrapOrThrow(r);
    } catch (e) {
      const thrown = e as { init: { status: number }; data: { message: string } };
      expect(thrown.init.status).toBe(500);
      expect(thrown.data.message).toBe('Something went wrong');
    }
  });

  it.each([
    [
      'a body without a numeric status',
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    ],
    ['an HTML error page', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })],
    ['a refused connection', () => HttpResponse.error()],
  ])('says "API is down." (503) for %s', async (_name, resolver) => {
    server.use(http.get(`${BASE}home`, resolver));
    const r = await createShopApi({ baseUrl: BASE }).home();
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'down', status: 503, message: 'API is down.' },
    });
  });

  it('says "API is down." when the API is too slow', async () => {
    server.use(
      http.get(`${BASE}home`, async () => {
        await delay(500);
        return env(200, {});
      }),
    );
    const r = await createShopApi({ baseUrl: BASE, timeoutMs: 100 }).home();
    expect(!r.ok && r.error.kind).toBe('down');
  });

  it('caches common briefly but never a failure', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}common`, () =>
        ++calls === 1 ? HttpResponse.error() : env(200, commonFixture),
      ),
    );
    const api = createShopApi({ baseUrl: BASE });
    expect((await api.common()).ok).toBe(false);
    expect((await api.common()).ok).toBe(true);
    expect((await api.common()).ok).toBe(true);
    expect(calls).toBe(2);
  });

  it('sends the bearer token when there is one', async () => {
    let auth: string | null = null;
    server.use(
      http.get(
        `${BASE}home`,
        ({ request }) => ((auth = request.headers.get('authorization')), env(200, {})),
      ),
    );
    await createShopApi({ baseUrl: BASE, token: 'abc' }).home();
    expect(auth).toBe('Bearer abc');
  });
});

describe('guest identity', () => {
  it('sends user_token on hybrid calls only, also when logged in', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}cart/by-user`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('user_token') ?? '-');
        return env(200, []);
      }),
      http.get(`${BASE}home`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('user_token') ?? '-');
        return env(200, {});
      }),
    );
    const api = createShopApi({ baseUrl: BASE, token: 't', userToken: 'guest-abcdefghijklmno' });
    const lines = await api.get('cart/by-user', z.array(z.unknown()), {}, { hybrid: true });
    expect(lines.ok).toBe(true);
    await api.home();
    expect(seen).toEqual(['guest-abcdefghijklmno', '-']);
  });
});

describe('image base rewrite', () => {
  it('makes the embedded API images root-relative and leaves other hosts alone', () => {
    expect(publicImageBase('http://127.0.0.1:3000/uploads/', 'http://127.0.0.1:3000/api/v1/')).toBe(
      '/uploads/',
    );
    expect(
      publicImageBase('https://cdn.example.com/uploads/', 'http://127.0.0.1:3000/api/v1/'),
    ).toBe('https://cdn.example.com/uploads/');
  });
});
