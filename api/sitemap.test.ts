// Sitemap data (proposed extension) on SQLite and PostgreSQL: counts of public records, id-ordered chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import { endpoints } from '#contract/api/index.ts';
import { createApi } from './app.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from './db/test-db.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('sitemap data on %s', (dialect) => {
  let tdb: TestDatabase;
  let api: ReturnType<typeof createApi>;
  const get = async (path: string) => {
    const res = await api.request(path, { headers: { accept: 'application/json' } });
    return (await res.json()) as { status: number; data: any };
  };
  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 120 });
    api = createApi({ db: tdb.db, dialect: tdb.dialect, uploadsDir: tdb.uploadsDir });
  }, 120_000);
  afterAll(async () => {
    await tdb?.close();
  });

  it('counts public records and serves them in chunks', async () => {
    const body = await get('/sitemap');
    const data = envelopeSchema(endpoints.sitemap.data).parse(body).data;
    expect(data.chunk).toBe(10_000);
    // Every 97th demo product is private and never listed.
    expect(data.counts.products).toBe(120 - 1);
    expect(data.counts.categories).toBeGreaterThan(10);
    const products = envelopeSchema(endpoints.sitemapChunk.data).parse(
      await get('/sitemap/products?page=1'),
    ).data;
    expect(products).toHaveLength(data.counts.products);
    expect(products.map((p) => p.id)).toEqual([...products.map((p) => p.id)].sort((a, b) => a - b));
    const cats = (await get('/sitemap/categories')).data as {
      slug: string;
      parent: string | null;
    }[];
    expect(cats.find((c) => c.slug === 'laptops')?.parent).toBe('electronics');
    expect((await get('/sitemap/products?page=2')).data).toEqual([]);
  });

  it('refuses an unknown kind with a form message', async () => {
    const body = await get('/sitemap/users');
    expect(body.status).toBe(201);
    expect(body.data.form[0]).toMatch(/kind/);
  });
});
