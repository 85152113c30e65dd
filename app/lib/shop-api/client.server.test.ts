// The client against MSW: every branch of the spec's error catalogue (§8) and the header rules (§4.1).
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import {
  createShopApi,
  resetShopApiCache,
  unwrapOrThrow,
} from '#app/lib/shop-api/client.server.ts';
import { product } from '#app/lib/shop-api/catalog.server.ts';
import { common } from '#app/lib/shop-api/site.server.ts';
import { publicImageBase } from '#app/lib/shell.server.ts';
import { endpoints } from '#contract/endpoints.ts';
import { commonFixture } from '#mocks/site.ts';
import { productFixture } from '#mocks/catalog.fixtures.ts';

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

/** The status and message of what `unwrapOrThrow` throws for a failed call (the page's answer). */
function thrownBy(r: Parameters<typeof unwrapOrThrow>[0]) {
  try {
    unwrapOrThrow(r);
  } catch (e) {
    const thrown = e as { init: { status: number }; data: { message: string } };
    return { status: thrown.init.status, message: thrown.data.message };
  }
  throw new Error('unwrapOrThrow did not throw');
}

describe('ShopApi client', () => {
  it('parses a success and coerces iShop numeric strings', async () => {
    server.use(http.get(`${BASE}product/5`, () => env(200, productFixture(5))));
    const r = await product(createShopApi({ baseUrl: BASE }), 5);
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
      http.get(
        `${BASE}flash-sale`,
        ({ request }) => ((seen.sales = request.headers), env(200, [])),
      ),
    );
    await common(createShopApi({ baseUrl: BASE, language: 'fr' }));
    await createShopApi({ baseUrl: BASE, language: 'fr' }).call(endpoints.flashSales);
    expect(seen.common!.get('accept')).toBe('application/json');
    expect(seen.common!.get('lang')).toBe('fr');
    expect(seen.sales!.get('language')).toBe('fr');
    await createShopApi({ baseUrl: BASE, language: 'en' }).call(endpoints.flashSales);
    expect(seen.sales!.get('language')).toBeNull();
  });

  it('maps 201 to a business error with the first form message', async () => {
    server.use(
      http.get(`${BASE}flash-sale`, () => env(201, { form: ['First problem', 'Second'] })),
    );
    const r = await createShopApi({ baseUrl: BASE }).call(endpoints.flashSales);
    expect(r).toEqual({
      ok: false,
      error: {
        kind: 'business',
        status: 201,
        message: 'First problem',
        messages: ['First problem', 'Second'],
      },
    });
    expect(thrownBy(r)).toEqual({ status: 400, message: 'First problem' });
  });

  it('reads a bare [string] error (flash-sale/{id} style)', async () => {
    server.use(http.get(`${BASE}flash-sale`, () => env(201, ['Flash sale ended'])));
    const r = await createShopApi({ baseUrl: BASE }).call(endpoints.flashSales);
    expect(!r.ok && r.error.message).toBe('Flash sale ended');
  });

  it('maps 204 to unauthenticated and 404 to not found', async () => {
    server.use(
      http.get(`${BASE}flash-sale`, () => env(204, null, 'Unauthenticated.')),
      http.get(`${BASE}product/9`, () => env(404, { form: ['Product not found'] })),
    );
    const api = createShopApi({ baseUrl: BASE });
    expect(
      (await api.call(endpoints.flashSales)).ok === false &&
        ((await api.call(endpoints.flashSales)) as { error: { kind: string } }).error.kind,
    ).toBe('unauthenticated');
    const p = await product(api, 9);
    expect(!p.ok && p.error.kind).toBe('not-found');
  });

  it('treats a product payload without a numeric id as not found (iShop quirk)', async () => {
    server.use(http.get(`${BASE}product/3`, () => env(200, { original: { status: 201 } })));
    const r = await product(createShopApi({ baseUrl: BASE }), 3);
    expect(!r.ok && r.error.kind).toBe('not-found');
  });

  it('maps other statuses to server errors without leaking their text to pages', async () => {
    server.use(
      http.get(`${BASE}flash-sale`, () => env(500, { form: ['SQLSTATE[42S02]: table missing'] })),
    );
    const r = await createShopApi({ baseUrl: BASE }).call(endpoints.flashSales);
    expect(!r.ok && r.error.kind).toBe('server');
    expect(thrownBy(r)).toEqual({ status: 500, message: 'Something went wrong' });
  });

  it.each([
    [
      'a body without a numeric status',
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    ],
    ['an HTML error page', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })],
    ['a refused connection', () => HttpResponse.error()],
  ])('says "API is down." (503) for %s', async (_name, resolver) => {
    server.use(http.get(`${BASE}flash-sale`, resolver));
    const r = await createShopApi({ baseUrl: BASE }).call(endpoints.flashSales);
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'down', status: 503, message: 'API is down.' },
    });
  });

  it('says "API is down." when the API is too slow', async () => {
    server.use(
      http.get(`${BASE}flash-sale`, async () => {
        await delay(500);
        return env(200, []);
      }),
    );
    const r = await createShopApi({ baseUrl: BASE, timeoutMs: 100 }).call(endpoints.flashSales);
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
    expect((await common(api)).ok).toBe(false);
    expect((await common(api)).ok).toBe(true);
    expect((await common(api)).ok).toBe(true);
    expect(calls).toBe(2);
  });

  it('sends the bearer token when there is one', async () => {
    let auth: string | null = null;
    server.use(
      http.get(
        `${BASE}flash-sale`,
        ({ request }) => ((auth = request.headers.get('authorization')), env(200, [])),
      ),
    );
    await createShopApi({ baseUrl: BASE, token: 'abc' }).call(endpoints.flashSales);
    expect(auth).toBe('Bearer abc');
  });
});

describe('session identity', () => {
  it("reads the session once per client, and keeps a visitor's product answer but not a shopper's", async () => {
    let productCalls = 0;
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}product/5`, ({ request }) => {
        productCalls++;
        seen.push(request.headers.get('authorization'));
        return env(200, productFixture(5));
      }),
    );
    let reads = 0;
    const client = (token: string | null) =>
      createShopApi({ baseUrl: BASE, auth: async () => (reads++, { token }) });
    const visitor = client(null);
    await product(visitor, 5);
    await product(visitor, 5);
    await product(client(null), 5); // another visitor within five seconds: the kept answer
    expect(productCalls).toBe(1);
    const shopper = client('abc');
    await product(shopper, 5);
    await product(shopper, 5);
    expect(seen).toEqual([null, 'Bearer abc', 'Bearer abc']);
    expect(reads).toBe(3); // one per client
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
      http.get(`${BASE}flash-sale`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('user_token') ?? '-');
        return env(200, []);
      }),
    );
    const api = createShopApi({ baseUrl: BASE, token: 't', userToken: 'guest-abcdefghijklmno' });
    const lines = await api.call(endpoints.cartByUser);
    expect(lines.ok).toBe(true);
    await api.call(endpoints.flashSales);
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

describe('embedded API called in process (decision 080)', () => {
  const ok = { status: 200, message: '', data: [], token: null };

  it("hands its Request to the app's fetch with the headers the API relies on and parses the envelope", async () => {
    const app = new Hono();
    let seen: Request | undefined;
    app.get('/api/v1/flash-sale', (c) => ((seen = c.req.raw), c.json(ok)));
    const api = createShopApi({
      baseUrl: BASE,
      language: 'fr',
      token: 'tok-1',
      clientIp: '203.0.113.9',
      requestId: 'req-0123456789',
      fetch: (request) => app.fetch(request),
    });
    const r = await api.call(endpoints.flashSales);
    expect(r).toEqual({ ok: true, data: [], token: null });
    expect(seen!.url).toBe(`${BASE}flash-sale`);
    expect(seen!.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(seen!.headers.get('x-request-id')).toBe('req-0123456789');
    expect(seen!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen!.headers.get('language')).toBe('fr');
  });

  it('sends a JSON body with the guest token as over HTTP', async () => {
    const app = new Hono();
    let body: unknown;
    app.post('/api/v1/cart/action', async (c) => ((body = await c.req.json()), c.json(ok)));
    const api = createShopApi({
      baseUrl: BASE,
      userToken: 'guest-1',
      fetch: (request) => app.fetch(request),
    });
    await api.call(endpoints.cartAction, {
      body: { product_id: 3, quantity: 2, inventory_id: 7 },
    });
    expect(body).toMatchObject({ user_token: 'guest-1', product_id: 3, quantity: 2 });
  });

  it('sends a multipart form (the avatar) that the app reads as over HTTP', async () => {
    const app = new Hono();
    let got: unknown;
    app.post('/api/v1/user/:id/avatar', async (c) => {
      const file = (await c.req.parseBody())['avatar'];
      got = file instanceof File ? [file.name, await file.text()] : file;
      return c.json(ok);
    });
    const form = new FormData();
    form.set('avatar', new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    await createShopApi({ baseUrl: BASE, fetch: (request) => app.fetch(request) }).call(
      endpoints.avatar,
      { params: { id: '7' }, form },
    );
    expect(got).toEqual(['me.png', 'png-bytes']);
  });

  it('says "API is down." when an in-process API does not answer within its own timeout', async () => {
    const api = createShopApi({
      baseUrl: BASE,
      timeoutMs: 100,
      fetch: () => new Promise<Response>(() => {}),
    });
    const r = await api.call(endpoints.flashSales);
    expect(!r.ok && r.error.message).toBe('API is down.');
  });
});
