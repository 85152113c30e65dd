// SEO against the real embedded API: sitemap index and files (valid against the sitemaps.org schema),
// robots.txt, and a product page's canonical, hreflang, Open Graph and JSON-LD.
import { schemaErrors } from '../support/sitemap-schema.ts';
import { test, expect } from './fixtures.ts';

test('sitemap index and files validate; robots.txt points at it', async ({ request, baseURL }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const indexXml = await index.text();
  expect(await schemaErrors(indexXml, 'siteindex.xsd')).toEqual([]);
  const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files).toContain(`${baseURL}/sitemaps/products-1.xml`);
  for (const file of files) {
    const res = await request.get(file.replace(baseURL!, ''));
    expect(res.status(), file).toBe(200);
    const xml = await res.text();
    expect(await schemaErrors(xml, 'sitemap.xsd'), file).toEqual([]);
  }
  const products = await (await request.get('/sitemaps/products-1.xml')).text();
  expect(products).toContain(`<loc>${baseURL}/ar/`);
  expect(products.match(/<url>/g)!.length % 5).toBe(0);
  expect((await request.get('/sitemaps/products-99.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/users-1.xml')).status()).toBe(404);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /cart');
  expect(robots).toContain('Disallow: /ar/user/');
});

test('a product page carries canonical, hreflang, Open Graph and Product JSON-LD', async ({
  page,
  request,
  baseURL,
}) => {
  const api = (await (await request.get('/api/v1/product/1')).json()).data;
  await page.goto('/x/product/1?a1=1&sortby=x');
  const canonical = `${baseURL}/${api.slug}/product/1`;
  // Whatever `/{main}/` and view state the URL has, the canonical is the product's own path.
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', canonical);
  const alternates = page.locator('link[rel=alternate][hreflang]');
  await expect(alternates).toHaveCount(6);
  await expect(page.locator('link[hreflang=ar]')).toHaveAttribute(
    'href',
    `${baseURL}/ar/${api.slug}/product/1`,
  );
  await expect(page.locator('link[hreflang=x-default]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  await expect(page).toHaveTitle(`${api.title} | Bazaar`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld['@type']).toBe('Product');
  expect(ld.name).toBe(api.title);
  expect(ld.url).toBe(canonical);
  const current =
    api.end_time && api.price ? api.price : api.offered > 0 ? api.offered : api.selling;
  expect(ld.offers.price).toBe(Number(current).toFixed(2));
  expect(ld.offers.availability).toBe('https://schema.org/InStock');

  await page.goto('/ar/all/electronics?page=2&rating=3');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${baseURL}/ar/all/electronics?page=2`,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_AR');
  await page.goto('/search?q=laptop');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow');
});

test('caching: documents stay private, anonymous catalogue data is shareable, sessions never', async ({
  request,
}) => {
  // The first visit sets the CSRF cookie (never stored); after that a document may be kept by the browser.
  const first = await request.get('/all/electronics');
  expect(first.headers()['cache-control']).toBe('private, no-store');
  const doc = await request.get('/all/electronics');
  expect(doc.headers()['cache-control']).toBe('private, no-cache');
  const dataUrl = `/all/electronics.data?_routes=${encodeURIComponent('routes/($lang).all.$category')}`;
  const shared = await request.get(dataUrl);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  );
  const withRoot = await request.get('/all/electronics.data');
  expect(withRoot.headers()['cache-control']).toBe('private, no-store');
  const session = await request.get(dataUrl, { headers: { cookie: 'frontend_session=abc' } });
  expect(session.headers()['cache-control']).toBe('private, no-store');
  // The shell chunk (decision 115): every page's largest script, so always precompressed (≥ 1 kB).
  const asset = (await (await request.get('/')).text()).match(/\/assets\/shell-[^"]+\.js/)![0];
  expect((await request.get(asset)).headers()['cache-control']).toContain('immutable');
  // Sent as the build compressed it (decision 114): a whole file of known length, brotli when taken.
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    const sent = await request.get(asset, { headers: { 'Accept-Encoding': accept } });
    expect(sent.headers()['content-encoding']).toBe(encoding);
    expect(Number(sent.headers()['content-length'])).toBeGreaterThan(0);
  }
  expect((await request.get('/sitemap.xml')).headers()['cache-control']).toBe(
    'public, max-age=3600',
  );
});
