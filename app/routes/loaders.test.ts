// Loader integration with the shared MSW handlers and every failure scenario (docs/spec.md §8).
import { describe, expect, it } from 'vitest';
import { server, setScenario } from '#mocks/node.ts';
import { BUSINESS_ERROR_MESSAGE } from '#mocks/handlers.ts';
import { languageCookie, preferencesCookie } from '#app/lib/session.server.ts';
import { commonFixture } from '#mocks/site.ts';
import { productFixture } from '#mocks/catalog.fixtures.ts';
import { ok } from '#contract/envelope.ts';
import { routeMatches } from '#app/components/third-party.tsx';
import { toCard } from '#app/components/product-card.tsx';
import { headers as rootHeaders, loader as rootLoader } from '#app/root.tsx';
import { loader as homeLoader } from '#app/routes/($lang)._index/route.tsx';
import { unpack } from '#app/lib/packed.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { settleProduct } from '#tests/support/product.ts';
import { loader as productLoader } from '#app/routes/($lang).$main.product.$id/route.tsx';
import { loader as langLoader } from '#app/routes/($lang).tsx';
import { loader as categoryLoader } from '#app/routes/($lang).all.$category.tsx';
import {
  args,
  context,
  useMockApi,
  apiAnswers,
  redirectedTo,
  getAs,
  SHOPPER,
} from '#tests/support/routes.ts';

async function thrownStatus(
  fn: () => Promise<unknown>,
): Promise<{ status: number; message: unknown }> {
  try {
    await fn();
  } catch (e) {
    const r = e as { init?: { status: number }; data?: { message?: unknown } };
    return { status: r.init?.status ?? -1, message: r.data?.message };
  }
  throw new Error('expected the loader to throw');
}

useMockApi();

/** What the mock API was asked while `run` ran, as `label` names each call (null: not counted), sorted. */
async function apiCallsDuring(
  label: (url: URL, request: Request) => string | null,
  run: () => Promise<unknown>,
) {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const name = label(new URL(request.url), request);
    if (name) asked.push(name);
  };
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return asked.sort();
}

describe('loaders', () => {
  it('root loads the site settings with the language and direction of the URL', async () => {
    const d = unpack((await rootLoader(args('/ar'))).data);
    expect(d.locale).toBe('ar');
    expect(d.dir).toBe('rtl');
    expect(d.site.setting.currency_position).toBe(1);
    expect(d.csrfToken).toMatch(/\w{20,}/);
    const en = unpack((await rootLoader(args('/x/product/1'))).data);
    expect(en.dir).toBe('ltr');
  });

  const at = (path: string, headers: Record<string, string>) => ({
    request: new Request(`http://shop.test${path}`, { headers }),
    context,
    params: {},
  });

  it('sends / to the saved language, else the browser language, and only on /', async () => {
    const en = (await languageCookie.serialize('en')).split(';')[0]!;
    const tr = (await languageCookie.serialize('tr')).split(';')[0]!;
    expect(
      await redirectedTo(() =>
        rootLoader(at('/', { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8' })),
      ),
    ).toBe('/fr');
    expect(
      await redirectedTo(() => rootLoader(at('/', { 'Accept-Language': 'de-DE,ar;q=0.5' }))),
    ).toBe('/ar');
    // A saved choice wins over the browser; English saved means no redirect.
    expect(
      await redirectedTo(() => rootLoader(at('/', { 'Accept-Language': 'fr', Cookie: en }))),
    ).toBeNull();
    expect(await redirectedTo(() => rootLoader(at('/?page=2', { Cookie: tr })))).toBe('/tr?page=2');
    expect(
      await redirectedTo(() => rootLoader(at('/x/product/1', { 'Accept-Language': 'fr' }))),
    ).toBeNull();
    expect(
      await redirectedTo(() => rootLoader(at('/', { 'Accept-Language': 'de, en;q=0.5' }))),
    ).toBeNull();
  });

  it("sends a switched-off language's storefront pages to the default language's, workspaces left alone", async () => {
    apiAnswers(
      'get',
      'common',
      ok({
        ...commonFixture,
        languages: commonFixture.languages.filter((l) => l.code === 'en' || l.code === 'ar'),
      }),
    );
    expect(await redirectedTo(() => rootLoader(args('/tr/x/product/1?page=2')))).toBe(
      '/x/product/1?page=2',
    );
    expect(await redirectedTo(() => rootLoader(args('/hi')))).toBe('/');
    expect(await redirectedTo(() => rootLoader(args('/ar/cart')))).toBeNull();
    expect(await redirectedTo(() => rootLoader(args('/tr/admin/orders')))).toBeNull();
  });

  it('home loads sections and the first page of the daily-discover feed', async () => {
    const d = unpack(await homeLoader(args('/')));
    expect(d.flashSales).toHaveLength(1);
    expect(d.feed.products).toHaveLength(24);
    expect(d.feed.page).toBe(1);
    const page2 = unpack(await homeLoader(args('/?page=2')));
    expect(page2.feed.page).toBe(2);
  });

  it('home asks the API once per language and page while its answers are fresh (issue 18)', async () => {
    const asked = await apiCallsDuring(
      (url, request) => {
        const [, endpoint] = /\/api\/v1\/(home|products)$/.exec(url.pathname) ?? [];
        const page = url.searchParams.get('page') ?? '-';
        return endpoint ? `${endpoint} ${request.headers.get('language') ?? 'en'} ${page}` : null;
      },
      async () => {
        for (const path of ['/', '/', '/?page=2', '/?page=2', '/fr', '/fr'])
          await homeLoader(args(path, path === '/fr' ? { lang: 'fr' } : {}));
      },
    );
    expect(asked).toEqual([
      'home en -',
      'home fr -',
      'products en 1',
      'products en 2',
      'products fr 1',
    ]);
  });

  it('a product page is asked once while fresh for visitors, afresh for a signed-in shopper (issue 18)', async () => {
    const asked = await apiCallsDuring(
      (url, request) => {
        const [, endpoint] =
          /\/api\/v1\/(product|reviews|suggested-products)\/\d+$/.exec(url.pathname) ?? [];
        const who = request.headers.get('Authorization') ? 'shopper' : 'visitor';
        return endpoint ? `${endpoint} ${url.searchParams.get('page') ?? '-'} ${who}` : null;
      },
      async () => {
        for (const path of ['/x/product/5', '/x/product/5', '/x/product/5?suggested_page=2'])
          await productLoader(args(path, { main: 'x', id: '5' }));
        // A signed-in shopper: the product (their wishlist and compare marks) and reviews come afresh.
        for (let i = 0; i < 2; i++)
          await productLoader({
            request: await getAs('/x/product/5', SHOPPER),
            context,
            params: { main: 'x', id: '5' },
          });
      },
    );
    expect(asked).toEqual([
      'product - shopper',
      'product - shopper',
      'product - visitor',
      'reviews 1 shopper',
      'reviews 1 shopper',
      'reviews 1 visitor',
      'suggested-products 1 visitor',
      'suggested-products 2 visitor',
    ]);
  });

  it('a listing asks the API once per language and query while its answer is fresh (issue 18)', async () => {
    const asked = await apiCallsDuring(
      (url, request) =>
        url.pathname.endsWith('/api/v1/all')
          ? `${request.headers.get('language') ?? 'en'} ${url.searchParams.get('page') ?? '-'}`
          : null,
      async () => {
        for (const path of ['/all/category-1', '/all/category-1', '/all/category-1?page=2'])
          await categoryLoader(args(path, { category: 'category-1' }));
        await categoryLoader(args('/fr/all/category-1', { lang: 'fr', category: 'category-1' }));
      },
    );
    expect(asked).toEqual(['en 1', 'en 2', 'fr 1']);
  });

  it("home's hydration data holds what its cards and sections show, nothing more (issue 18)", async () => {
    const d = unpack(await homeLoader(args('/')));
    const cards = [
      ...d.feed.products,
      ...d.flashSales.flatMap((s) => s.products),
      ...d.collections.flatMap((c) => c.products),
    ];
    expect(cards.length).toBeGreaterThan(24);
    // Each card is already what `toCard` (the card's fields and nothing more) makes of it.
    for (const card of cards) expect(card).toStrictEqual(toCard(card));
    // A collection's row holds its first six products; "View all" leads to the rest.
    for (const c of d.collections) {
      expect(c.products.length).toBeLessThanOrEqual(6);
      expect(Object.keys(c).sort()).toEqual(['id', 'products', 'slug', 'title']);
    }
    // A flash sale's cards carry its end (their price holds until then).
    const sale = d.flashSales[0]!;
    for (const p of sale.products) expect(p.end_time).toBe(sale.end_time);
    // Its end comes formatted for the countdown (the browser needs no date formatter to hydrate).
    expect(sale.end_text).toBe(formatDateTime(sale.end_time, 'en'));
    expect(sale.end_text).not.toBe('');
    for (const b of d.banners)
      expect(Object.keys(b).sort()).toEqual([
        'id',
        'image',
        'slug',
        'source_type',
        'title',
        'type',
        'url',
      ]);
  });

  it("a listing's hydration data holds its cards and page numbers, as one JSON string (issue 18)", async () => {
    const packed = (await categoryLoader(args('/all/category-1', { category: 'category-1' })))
      .listing;
    expect(Object.keys(packed)).toEqual(['__json']);
    const { result } = unpack(packed as Exclude<typeof packed, Promise<unknown>>);
    expect(Object.keys(result).sort()).toEqual(['current_page', 'data', 'last_page', 'total']);
    expect(result.data.length).toBeGreaterThan(0);
    for (const card of result.data) expect(card).toStrictEqual(toCard(card));
  });

  it("a product on flash sale comes with its end formatted for the countdown, in the page's language", async () => {
    const onSale = { ...productFixture(5), end_time: '2099-01-01 00:00:00' };
    apiAnswers('get', 'product/:id', ok(onSale));
    const en = await productLoader(args('/x/product/5', { main: 'x', id: '5' }));
    expect(en.saleEnds).toBe('Jan 1, 2099, 12:00 AM');
    const fr = await productLoader(args('/fr/x/product/5', { lang: 'fr', main: 'x', id: '5' }));
    expect(fr.saleEnds).toBe(formatDateTime(onSale.end_time, 'fr'));
    expect(fr.saleEnds).not.toBe(en.saleEnds);
  });

  it('product loads by id and 404s unknown or malformed ids', async () => {
    const d = await settleProduct(
      await productLoader(args('/x/product/5', { main: 'x', id: '5' })),
    );
    expect(d.product.title).toBe('Mock Laptop 5 16GB/512GB');
    // No flash sale, no end to show.
    expect(d.product.end_time).toBeNull();
    expect(d.saleEnds).toBe('');
    // Its suggestions reach the browser as cards and page numbers only (issue 18).
    for (const list of [d.suggested!.suggestion_1, d.suggested!.suggestion_2]) {
      expect(Object.keys(list).sort()).toEqual(['current_page', 'data', 'last_page']);
      for (const card of list.data) expect(card).toStrictEqual(toCard(card));
    }
    expect(
      (await thrownStatus(() => productLoader(args('/x/product/5000', { main: 'x', id: '5000' }))))
        .status,
    ).toBe(404);
    expect(
      (await thrownStatus(() => productLoader(args('/x/product/abc', { main: 'x', id: 'abc' }))))
        .status,
    ).toBe(404);
  });

  it('404s an unsupported language prefix', async () => {
    expect((await thrownStatus(async () => langLoader(args('/xx', { lang: 'xx' })))).status).toBe(
      404,
    );
    expect((await thrownStatus(async () => langLoader(args('/en', { lang: 'en' })))).status).toBe(
      404,
    );
    expect(langLoader(args('/fr', { lang: 'fr' }))).toBeNull();
  });

  it('home 404s a one-segment path that is no language before asking the API anything', async () => {
    // Remix runs the layout's and home's loaders side by side: /wp-login.php must not cost a home page.
    for (const lang of ['wp-login.php', '.env', 'en']) {
      const asked = await apiCallsDuring(
        (url) => url.pathname,
        async () =>
          expect((await thrownStatus(() => homeLoader(args(`/${lang}`, { lang })))).status).toBe(
            404,
          ),
      );
      expect(asked).toEqual([]);
    }
    expect(
      unpack(await homeLoader(args('/fr', { lang: 'fr' }))).feed.products.length,
    ).toBeGreaterThan(0);
  });

  it('API down → 503 "API is down."', async () => {
    setScenario('api-down');
    expect(await thrownStatus(() => homeLoader(args('/')))).toEqual({
      status: 503,
      message: 'API is down.',
    });
    expect(await thrownStatus(() => rootLoader(args('/')))).toEqual({
      status: 503,
      message: 'API is down.',
    });
  });

  it('business error (201) → 400 with the first form message', async () => {
    setScenario('business-error');
    expect(await thrownStatus(() => homeLoader(args('/')))).toEqual({
      status: 400,
      message: BUSINESS_ERROR_MESSAGE,
    });
    expect(
      await thrownStatus(() => productLoader(args('/x/product/5', { main: 'x', id: '5' }))),
    ).toEqual({ status: 400, message: BUSINESS_ERROR_MESSAGE });
  });

  it('server error → 500 with the generic message, never the internal one', async () => {
    setScenario('server-error');
    expect(await thrownStatus(() => homeLoader(args('/')))).toEqual({
      status: 500,
      message: 'Something went wrong',
    });
    // A bare HTTP 500 without an envelope counts as "API is down." (no numeric status, docs/spec.md §8).
    expect(
      await thrownStatus(() => productLoader(args('/x/product/5', { main: 'x', id: '5' }))),
    ).toEqual({ status: 503, message: 'API is down.' });
  });

  it('slow API within the timeout still renders', async () => {
    setScenario('slow');
    const slowContext = { ...context, apiTimeoutMs: 5000 };
    const d = unpack(
      await homeLoader({
        request: new Request('http://shop.test/'),
        context: slowContext,
        params: {},
      }),
    );
    expect(d.slider.main).toHaveLength(1);
  });

  it('loads analytics only after consent, and tells the server which hosts the CSP must admit', async () => {
    apiAnswers('get', 'common', {
      status: 200,
      message: '',
      data: {
        ...commonFixture,
        setting: {
          ...commonFixture.setting,
          enable_ga: 1,
          ga_id: 'G-TEST1234',
          enable_pixel: 1,
          pixel_id: '<script>',
        },
      },
    });
    const before = await rootLoader(args('/x/product/1'));
    expect(unpack(before.data).thirdParty).toBeNull();
    const accepted = (
      await preferencesCookie.serialize({ closedBanners: [], consent: 'accepted' })
    ).split(';')[0]!;
    const after = await rootLoader({
      request: new Request('http://shop.test/x/product/1', { headers: { Cookie: accepted } }),
      context,
      params: {},
    });
    expect(unpack(after.data).thirdParty).toMatchObject({ ga: 'G-TEST1234', pixel: null });
    const loaderHeaders = new Headers(after.init?.headers);
    expect(loaderHeaders.get('X-Csp-Sources')).toBe('ga');
    // The document carries the hints to server.ts (Remix keeps only Set-Cookie without `headers`).
    const doc = (rootHeaders as (a: { loaderHeaders: Headers }) => Headers)({ loaderHeaders });
    expect(doc.get('X-Csp-Sources')).toBe('ga');
    // The fixture's images live on the API host: the CSP must admit that origin.
    expect(doc.get('X-Csp-Img')).toBe(new URL(commonFixture.img_src_url).origin);
  });

  it("takes the meta tags' origin from PUBLIC_URL, never from the request's Host", async () => {
    const d = unpack(
      (
        await rootLoader({
          request: new Request('http://attacker.example/x/product/1', {
            headers: { Host: 'attacker.example' },
          }),
          context: { ...context, publicUrl: 'https://shop.example/' },
          params: {},
        })
      ).data,
    );
    expect(d.origin).toBe('https://shop.example');
  });

  it('matches custom script route patterns', () => {
    expect(routeMatches('*', '/fr/cart')).toBe(true);
    expect(routeMatches('', '/x')).toBe(true);
    expect(routeMatches('/cart', '/cart')).toBe(true);
    expect(routeMatches('/cart', '/fr/cart')).toBe(false);
    expect(routeMatches('*/product/*', '/fr/x/product/3')).toBe(true);
  });

  it("takes the backend's UI strings over ours, only for keys we know", async () => {
    apiAnswers('get', 'localization', {
      status: 200,
      message: '',
      data: { header: { login: 'Se connecter ici', unknownKey: 'x' }, junk: { a: 'b' } },
    });
    const d = unpack((await rootLoader(args('/fr'))).data);
    expect(d.strings).toEqual({ header: { login: 'Se connecter ici' } });
  });

  it('ignores a backend without localization', async () => {
    apiAnswers('get', 'localization', {
      status: 500,
      message: 'no locale file',
      data: { form: ['x'] },
    });
    expect(unpack((await rootLoader(args('/'))).data).strings).toBeNull();
  });
});
