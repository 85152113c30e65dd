// Search against the real demo catalogue, on SQLite and (when reachable) PostgreSQL: typos, prefixes,
// ranking, translated titles, Hindi words and SKUs.
import { describe, expect, it } from 'vitest';
import { touchCatalogue } from '../db/catalogue-version.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('search on %s', (dialect) => {
  const { get: getAnswer, getParsed, db } = useTestApi(dialect, { seed: 320 });
  type Card = { id: number; title: string };
  const get = async (path: string, language?: string) => {
    const { res, body } = await getAnswer(path, language ? { language } : {});
    expect(res.status).toBe(200);
    return body.data;
  };
  const titles = (cards: Card[]) => cards.map((c) => c.title);

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

  // Last: it renames a product.
  it('corrects typos to words of a catalogue write once the write touches the catalogue', async () => {
    await touchCatalogue(db()); // a fresh vocabulary, loaded by the next search
    expect((await get('/products?q=zepelin')).result.total).toBe(0);
    const [product] = (await get('/products?q=laptop')).result.data as Card[];
    await db()
      .updateTable('products')
      .set({ title: 'Zeppelin Airship' })
      .where('id', '=', product!.id)
      .execute();
    // The vocabulary is kept until a write touches the catalogue's version …
    expect((await get('/products?q=zepelin')).result.total).toBe(0);
    await touchCatalogue(db());
    // … then the next search corrects 'zepelin' to the new word.
    const found = (await get('/products?q=zepelin')).result.data as Card[];
    expect(found.map((c) => c.id)).toEqual([product!.id]);
    expect((await get('/search?q=zepelin')).product[0].title).toBe('Zeppelin Airship');
  });
});
