// Sitemap data (proposed extension) on SQLite and PostgreSQL: counts of public records, id-ordered chunks.
import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import { endpoints } from '#contract/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('sitemap data on %s', (dialect) => {
  const { get: getAnswer } = useTestApi(dialect);
  const get = async (path: string) => (await getAnswer(path)).body;

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
