// Search against the real demo catalogue, on SQLite and (when reachable) PostgreSQL: typos, prefixes,
// ranking, translated titles, Hindi words and SKUs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './app.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from './db/test-db.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('search on %s', (dialect) => {
  let tdb: TestDatabase;
  let api: ReturnType<typeof createApi>;
  type Card = { id: number; title: string };
  const get = async (path: string, language?: string) => {
    const res = await api.request(path, {
      headers: { accept: 'application/json', ...(language ? { language } : {}) },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: any }).data;
  };
  const titles = (cards: Card[]) => cards.map((c) => c.title);

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 320 });
    api = createApi({ db: tdb.db, dialect: tdb.dialect, uploadsDir: tdb.uploadsDir });
  }, 120_000);
  afterAll(async () => {
    await tdb?.close();
  });

  it.each(['laptop', 'lapt', 'lap', 'lpatop', 'laptob', 'Laptop'])(
    'finds the laptops for %s',
    async (q) => {
      const data = await get(`/products?q=${encodeURIComponent(q)}`);
      expect(data.result.total).toBeGreaterThan(5);
      expect(
        titles(data.result.data)
          .slice(0, 5)
          .every((t) => /laptop/i.test(t)),
      ).toBe(true);
      const suggestions = await get(`/search?q=${encodeURIComponent(q)}`);
      expect(suggestions.product.length).toBeGreaterThan(0);
      expect(titles(suggestions.product).some((t) => /laptop/i.test(t))).toBe(true);
      expect(suggestions.sub_category.map((c: { slug: string }) => c.slug)).toContain('laptops');
    },
  );

  it('ranks the exact title first', async () => {
    const any = (await get('/products?q=laptop')).result.data as Card[];
    const exact = any[any.length - 1]!.title;
    const data = await get(`/products?q=${encodeURIComponent(exact)}`);
    expect(data.result.data[0].title).toBe(exact);
  });

  it('finds nothing for nonsense, and never breaks on query syntax', async () => {
    expect((await get('/products?q=zzqxwv')).result.total).toBe(0);
    for (const q of ['"', '*', 'a OR b', 'NEAR(', '(', ')', ':*', '&|!', "'"]) {
      const data = await get(`/products?q=${encodeURIComponent(q)}`);
      expect(Array.isArray(data.result.data)).toBe(true);
    }
  });

  it('matches translated titles, Hindi words included', async () => {
    const hi = await get(`/products?q=${encodeURIComponent('लैपटॉप')}`, 'hi');
    expect(hi.result.total).toBeGreaterThan(0);
    expect(titles(hi.result.data)[0]).toContain('लैपटॉप');
    const ar = await get(`/search?q=${encodeURIComponent('حاسوب')}`, 'ar');
    expect(ar.product.length).toBeGreaterThan(0);
    const fr = await get(`/products?q=${encodeURIComponent('ordinateur portable')}`, 'fr');
    expect(fr.result.total).toBeGreaterThan(0);
  });

  it('finds a product by its SKU', async () => {
    const sku = (await get('/product/1')).sku as string;
    expect(sku).toMatch(/^[A-Z]{3}-\d{6}$/);
    const data = await get(`/products?q=${encodeURIComponent(sku)}`);
    expect(data.result.data[0].id).toBe(1);
  });

  it("filters a store's products like a listing, with its sidebar (proposed)", async () => {
    const slug = (await get('/product/1')).store.slug as string;
    const all = await get(`/store?slug=${slug}&sidebar_data=true`);
    expect(all.brands.length).toBeGreaterThan(0);
    expect(all.collections).not.toBeNull();
    const brand = all.brands[0].id as number;
    const filtered = await get(`/store?slug=${slug}&brand=${brand}&sortby=price_low_to_high`);
    expect(filtered.result.total).toBeGreaterThan(0);
    expect(filtered.result.total).toBeLessThanOrEqual(all.result.total);
    const ids = (filtered.result.data as Card[]).map((c) => c.id);
    for (const id of ids.slice(0, 5)) expect((await get(`/product/${id}`)).brand.id).toBe(brand);
    const cheap = await get(`/store?slug=${slug}&max=1`);
    expect(cheap.result.total).toBe(0);
  });
});
