import { describe, expect, it } from 'vitest';
import { SITEMAP_CHUNK } from '#contract/site/sitemap.ts';
import { schemaErrors } from '#tests/support/sitemap-schema.ts';
import {
  MAX_URLS_PER_FILE,
  lastmod,
  pathOf,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
} from '#app/lib/sitemap.ts';

const valid = schemaErrors;

const origin = 'https://shop.example';

describe('sitemap', () => {
  it('lists every record in every language with hreflang alternates, valid against the schema', async () => {
    const xml = urlsetXml(origin, [
      {
        path: (l) => pathOf('products', { id: 7, slug: 'kestrel-laptop-7' }, l),
        lastmod: lastmod('2026-11-01 10:00:00'),
      },
      { path: (l) => pathOf('brands', { id: 3, slug: 'orbis' }, l) },
      { path: (l) => pathOf('categories', { id: 2, slug: 'laptops', parent: 'electronics' }, l) },
      { path: (l) => pathOf('stores', { id: 1, slug: 'techhub' }, l) },
      { path: (l) => pathOf('pages', { id: 1, slug: 'about' }, l) },
    ]);
    expect(await valid(xml, 'sitemap.xsd')).toEqual([]);
    expect(xml).toContain('<loc>https://shop.example/kestrel-laptop-7/product/7</loc>');
    expect(xml).toContain('<loc>https://shop.example/ar/kestrel-laptop-7/product/7</loc>');
    expect(xml).toContain(
      'hreflang="x-default" href="https://shop.example/kestrel-laptop-7/product/7"',
    );
    expect(xml).toContain('/fr/orbis/brand?brand=3');
    expect(xml).toContain('https://shop.example/tr/all/electronics/laptops');
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00+00:00</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(25);
  });

  it('escapes what XML needs escaped', async () => {
    const xml = urlsetXml(origin, [{ path: () => '/x/brand?brand=1&a=<b>' }]);
    expect(xml).toContain('brand=1&amp;a=&lt;b&gt;');
    expect(await valid(xml, 'sitemap.xsd')).toEqual([]);
  });

  it('splits large catalogues so no file passes 50,000 URLs', async () => {
    const files = sitemapFiles(
      { products: 100_000, categories: 42, brands: 12, stores: 7, pages: 6 },
      SITEMAP_CHUNK,
    );
    expect(files.filter((f) => f.startsWith('/sitemaps/products-'))).toHaveLength(10);
    expect(files).toContain('/sitemaps/shop-1.xml');
    const index = sitemapIndexXml(origin, files);
    expect(await valid(index, 'siteindex.xsd')).toEqual([]);
    // A full chunk, five languages each, is exactly the protocol's limit.
    expect(SITEMAP_CHUNK * 5).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
  });

  it('refuses what the schema refuses (the validator really validates)', async () => {
    expect(
      (
        await valid(
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>x</lastmod></url></urlset>',
          'sitemap.xsd',
        )
      ).length,
    ).toBeGreaterThan(0);
  });
});
