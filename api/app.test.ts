// API integration, in-process (app.request), on SQLite and — when reachable — PostgreSQL.
// Every real response is also checked against its contract schema (the contract test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import { endpoints } from '#contract/api/index.ts';
import { ProductCardSchema } from '#contract/shapes.ts';
import { createApi } from './app.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from './db/test-db.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('api/v1 on %s', (dialect) => {
  let tdb: TestDatabase;
  let api: ReturnType<typeof createApi>;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await api.request(path, { headers: { accept: 'application/json', ...headers } });
    return { res, body: (await res.json()) as { status: number; message: string; data: any } };
  };
  /** GET and parse with the endpoint's contract schema. */
  const getParsed = async (
    key: keyof typeof endpoints,
    path: string,
    headers: Record<string, string> = {},
  ) => {
    const { res, body } = await get(path, headers);
    expect(res.status).toBe(200);
    expect(body.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    return envelopeSchema(endpoints[key].data).parse(body).data as any;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 120 });
    api = createApi({
      db: tdb.db,
      dialect: tdb.dialect,
      uploadsDir: tdb.uploadsDir,
      publicUrl: 'https://shop.test',
    });
  }, 120_000);
  afterAll(async () => {
    await tdb?.close();
  });

  it('serves common with languages, settings and no secrets', async () => {
    const data = await getParsed('common', '/common');
    expect(data.languages.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'fr',
      'ar',
      'tr',
      'hi',
    ]);
    expect(data.img_src_url).toBe('https://shop.test/uploads/');
    expect(data.setting).toMatchObject({
      currency: 'USD',
      currency_icon: '$',
      currency_position: 1,
      default_country: 'AF',
      default_state: 'BDS',
    });
    expect(data.top_banner.type).toBe(8);
    expect(data.popup_banner.type).toBe(9);
    expect(data.categories.length).toBeGreaterThanOrEqual(10);
    expect(data.categories[0].child.length).toBeGreaterThan(0);
    const raw = JSON.stringify((await get('/payment-gateway')).body);
    expect(raw).not.toMatch(/secret/i);
  });

  it('translates with fallback to the base text', async () => {
    const fr = await getParsed('common', '/common', { lang: 'fr' });
    expect(fr.categories[0].title).toBe('Électronique');
    const ar = await getParsed('categories', '/categories', { language: 'ar' });
    expect(ar.data[0].title).toBe('إلكترونيات');
    // A brand has no translation rows: the base title comes back, never null.
    const brands = await getParsed('brands', '/brands', { language: 'hi' });
    expect(brands.data.every((b: { title: string | null }) => typeof b.title === 'string')).toBe(
      true,
    );
  });

  it('serves home sections', async () => {
    const home = await getParsed('home', '/home');
    expect(home.slider.main.length).toBe(3);
    expect(home.slider.right_top).toBeTruthy();
    expect(new Set(home.banners.map((b: { type: number }) => b.type))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
    expect(home.flash_sales.length).toBe(1);
    expect(home.flash_sales[0].public_products.length).toBeLessThanOrEqual(9);
    expect(home.collections.length).toBeGreaterThanOrEqual(4);
  });

  it('paginates products 30 a page with every Laravel field and sorts by current price', async () => {
    const p1 = await getParsed('products', '/products?sortby=price_low_to_high');
    const p2 = await getParsed('products', '/products?sortby=price_low_to_high&page=2');
    expect(p1.result.per_page).toBe(30);
    expect(p1.result.current_page).toBe(1);
    expect(p2.result.current_page).toBe(2);
    expect(p2.result.from).toBe(31);
    expect(p1.result.next_page_url).toContain('page=2');
    const prices = [...p1.result.data, ...p2.result.data].map(
      (p: { current_price: number }) => p.current_price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await getParsed('products', '/products?sortby=price_high_to_low');
    expect(high.result.data[0].current_price).toBeGreaterThanOrEqual(
      high.result.data[1].current_price,
    );
    for (const card of p1.result.data) ProductCardSchema.parse(card);
  });

  it('filters a category listing by brand, price and rating together', async () => {
    const all = await getParsed('all', '/all?category=electronics&sidebar_data=true');
    expect(all.category.slug).toBe('electronics');
    expect(all.category.child.length).toBeGreaterThan(0);
    expect(all.result.total).toBeGreaterThan(0);
    expect(all.collections.length).toBeGreaterThan(0);
    const brandId = all.brands[0].id;
    const filtered = await getParsed(
      'all',
      `/all?category=electronics&brand=${brandId}&min=10&max=5000&rating=1`,
    );
    for (const p of filtered.result.data) {
      expect(p.brand_id).toBe(brandId);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      const current = p.end_time && p.price ? p.price : p.offered > 0 ? p.offered : p.selling;
      expect(current).toBeGreaterThanOrEqual(10);
      expect(current).toBeLessThanOrEqual(5000);
    }
    expect(filtered.brand.id).toBe(brandId);
  });

  it('answers nonsense parameters with status 201 and messages, never a 500', async () => {
    const { body } = await get('/products?min=abc&brand=x');
    expect(body.status).toBe(201);
    expect(body.data.form).toEqual([
      'The brand must be a comma-separated list of ids.',
      'The min must be a number.',
    ]);
    const page = await getParsed('products', '/products?page=abc');
    expect(page.result.current_page).toBe(1);
    for (const path of [
      '/all?rating=99',
      "/products?q=' OR 1=1 --",
      '/search?q=%22%2A%29(',
      '/reviews/1?type=sideways',
      '/store',
    ]) {
      const r = await get(path);
      expect(r.res.status, path).toBe(200);
      expect([200, 201]).toContain(r.body.status);
    }
  });

  it('finds laptops by prefix and suggests keywords and categories', async () => {
    const s = await getParsed('search', '/search?q=lap');
    expect(s.product.length).toBeGreaterThan(0);
    // 'lap' matches the Laptops sub-category's titles and its 'laptop' tag, and nothing else in the demo data.
    expect(s.product.every((p: { title: string }) => /laptop|ultrabook/i.test(p.title))).toBe(true);
    expect(s.product.some((p: { title: string }) => /laptop/i.test(p.title))).toBe(true);
    expect(s.suggested.map((t: { title: string }) => t.title)).toContain('laptop');
    expect(s.sub_category.map((k: { slug: string }) => k.slug)).toContain('laptops');
    expect(s.sub_category.find((k: { slug: string }) => k.slug === 'laptops').category.slug).toBe(
      'electronics',
    );
    const results = await getParsed('products', '/products?q=laptop');
    expect(results.result.total).toBeGreaterThan(0);
    const none = await getParsed('search', '/search?q=');
    expect(none).toEqual({ product: [], suggested: [], category: [], sub_category: [] });
  });

  it('serves a product detail with variants, and 404 for unknown or malformed ids', async () => {
    const list = await getParsed('products', '/products');
    const id = list.result.data[0].id;
    const p = await getParsed('product', `/product/${id}`);
    expect(p.id).toBe(id);
    expect(p.inventory.length).toBeGreaterThan(0);
    expect(p.category_data.length).toBeGreaterThan(0);
    expect(typeof p.in_stock).toBe('boolean');
    for (const path of ['/product/999999', '/product/abc', '/product/-1']) {
      const r = await get(path);
      expect(r.body.status, path).toBe(404);
      expect(r.body.data.form[0]).toBe('Product not found');
    }
  });

  it('serves pages, stores, reviews, suggestions, flash sales and countries', async () => {
    expect((await getParsed('page', '/page/about-us')).title).toBe('About us');
    expect((await get('/page/nope')).body.status).toBe(404);
    const store = await getParsed('store', '/store?slug=techhub-istanbul&required_rating=1');
    expect(store.store.name).toBe('TechHub Istanbul');
    expect(store.result.per_page).toBe(30);
    expect((await get('/store?slug=nope')).body.status).toBe(404);
    const withReviews = (await getParsed('products', '/products?sortby=avg_customer_review')).result
      .data[0].id;
    const reviews = await getParsed(
      'reviews',
      `/reviews/${withReviews}?order_by=created_at&type=desc&get_total=true`,
    );
    expect(reviews.all.per_page).toBe(6);
    expect(reviews.total.length).toBeGreaterThan(0);
    expect(Object.keys(reviews.all.data[0].user)).toEqual(['id', 'name']);
    const sugg = await getParsed('suggestedProducts', `/suggested-products/${withReviews}?page=1`);
    expect(sugg.suggestion_1.data.length).toBe(7);
    expect(sugg.suggestion_2.data.length).toBe(7);
    const sales = await getParsed('flashSales', '/flash-sale');
    expect(sales.length).toBe(1);
    const sale = await getParsed('flashSale', `/flash-sale/${sales[0].id}`);
    expect(sale.data.length).toBeGreaterThan(0);
    expect((await get('/flash-sale/9999')).body.status).toBe(201);
    const countries = await getParsed('countriesPhones', '/countries-phones');
    expect(Object.keys(countries.countries).length).toBeGreaterThan(200);
    expect(countries.countries.AF.states.BDS.name).toBe('Badakhshan');
    expect(countries.phones.AE).toBe('+971');
    expect(await getParsed('localization', '/localization?locale_code=fr')).toEqual({});
    expect((await get('/localization?locale_code=xx')).body.status).toBe(201);
    expect(await getParsed('paymentGateway', '/payment-gateway')).toMatchObject({
      cash_on_delivery: 1,
      bank: 1,
    });
  });

  it('answers unknown routes with a bare 404 and serves the OpenAPI document', async () => {
    const r = await api.request('/nope');
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ message: 'Not found' });
    const doc = (await (await api.request('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain('/product/{id}');
  });

  it('keeps contact messages and refuses missing fields with the spec messages', async () => {
    const post = async (body: unknown) => {
      const res = await api.request('/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { status: number; data: any; token: string };
    };
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
    expect(await post(message)).toMatchObject({ status: 200, data: true, token: '' });
    const rows = await tdb.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);
    expect(await post({ email: 'nope', subject: ' ' })).toMatchObject({
      status: 201,
      data: {
        form: ['name is required', 'Invalid email', 'subject is required', 'message is required'],
      },
    });
  });

  it('subscribes to the newsletter idempotently and refuses bad input with messages', async () => {
    const post = async (body: string, type = 'application/json') => {
      const res = await api.request('/email-subscription', {
        method: 'POST',
        headers: { 'content-type': type, accept: 'application/json' },
        body,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { status: number; data: any };
    };
    expect(await post(JSON.stringify({ email: 'Ada@Example.com' }))).toMatchObject({
      status: 200,
      data: true,
    });
    expect(await post(JSON.stringify({ email: 'ada@example.com' }))).toMatchObject({
      status: 200,
      data: true,
    });
    const rows = await tdb.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', 'ada@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await post(JSON.stringify({ email: 'not-an-email' }))).data.form).toEqual([
      'Invalid email',
    ]);
    expect((await post(JSON.stringify({}))).data.form).toEqual(['email is required']);
    expect((await post('{"email": ')).data.form).toEqual(['The request body is not valid JSON']);
    expect((await post('[1,2]')).data.form).toEqual(['The request body is not valid JSON']);
    expect(
      (await post('email=grace%40example.com', 'application/x-www-form-urlencoded')).status,
    ).toBe(200);
    expect((await post(JSON.stringify({ email: `${'a'.repeat(300)}@x.com` }))).status).toBe(201);
  });
});
