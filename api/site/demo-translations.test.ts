// Issue 14 (items 4 and 8) on SQLite and (when reachable) PostgreSQL: the demo data is translated (home
// title, shipping options, collections, attribute values), meta titles do not repeat the shop's name, the
// human sitemap page carries its links, and migration 0009 brings an older demo database to the same.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';
import { demoTitlesMigration } from '../db/migrations/0009-demo-titles.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('demo translations on %s', (dialect) => {
  const { get, getParsed, db } = useTestApi(dialect);

  const titled = async (table: string, title: string, lang: string) =>
    (
      await sql<{
        value: string;
      }>`SELECT t.value FROM translations t JOIN ${sql.table(table)} r ON r.id = t.row_id WHERE t.table_name = ${table} AND t.lang = ${lang} AND t.field = 'title' AND r.title = ${title}`.execute(
        db(),
      )
    ).rows[0]?.value;

  it('translates the home title, shipping options, collections and attribute values', async () => {
    const ar = await getParsed('common', '/common', { lang: 'ar' });
    expect(ar.site_setting.meta_title).toBe('بازار — متاجر مستقلة في سوق واحد');
    expect(await titled('shipping_rules', 'Standard delivery', 'fr')).toBe('Livraison standard');
    expect(await titled('collections', 'Home office', 'tr')).toBe('Ev ofisi');
    expect(await titled('attribute_values', 'Black', 'ar')).toBe('أسود');
  });

  it('serves attribute values in the reader language on the product page', async () => {
    const row = (
      await sql<{
        id: number;
      }>`SELECT p.id FROM products p JOIN inventory_attributes ia ON ia.inventory_id IN (SELECT id FROM inventories WHERE product_id = p.id) JOIN attribute_values v ON v.id = ia.attribute_value_id WHERE v.title = 'Black' AND p.status = 1 ORDER BY p.id LIMIT 1`.execute(
        db(),
      )
    ).rows[0];
    if (!row) return expect.fail('no black product in the demo');
    const fr = await get(`/product/${row.id}`, { language: 'fr' });
    const values = (fr.body.data as { attribute: { values: { title: string }[] }[] }).attribute
      .flatMap((a) => a.values)
      .map((v) => v.title);
    expect(values).toContain('Noir');
    expect(values).not.toContain('Black');
  });

  it('gives categories, products and pages no meta title that repeats the shop name', async () => {
    const n = await sql<{
      n: number;
    }>`SELECT COUNT(*) AS n FROM categories WHERE meta_title LIKE '% | Bazaar'`.execute(db());
    expect(Number(n.rows[0]!.n)).toBe(0);
  });

  it('serves the sitemap page with its categories and products, translated', async () => {
    const page = await getParsed('page', '/page/sitemap', { language: 'fr' });
    expect(page.description).toBe('Sitemap');
    expect(page.categories?.map((c: { title?: string | null }) => c.title)).toContain(
      'Électronique',
    );
    expect(page.products?.length).toBeGreaterThan(10);
  });

  it('migration 0009 brings an older demo database up to date, and changes nothing twice', async () => {
    await sql`DELETE FROM translations WHERE table_name IN ('shipping_rules', 'attribute_values') OR (table_name = 'site_setting' AND field = 'meta_title')`.execute(
      db(),
    );
    await sql`UPDATE categories SET meta_title = title || ' | Bazaar'`.execute(db());
    await sql`UPDATE categories SET meta_title = 'Our own title' WHERE slug = 'electronics'`.execute(
      db(),
    );
    await demoTitlesMigration().up(db());
    await demoTitlesMigration().up(db());
    expect(await titled('shipping_rules', 'Heavy items', 'hi')).toBe('भारी सामान');
    expect(await titled('attribute_values', 'Red', 'fr')).toBe('Rouge');
    const metas = await sql<{
      slug: string;
      meta_title: string | null;
    }>`SELECT slug, meta_title FROM categories WHERE meta_title IS NOT NULL`.execute(db());
    expect(metas.rows).toEqual([{ slug: 'electronics', meta_title: 'Our own title' }]);
    const ar = await getParsed('common', '/common', { lang: 'ar' });
    expect(ar.site_setting.meta_title).toBe('بازار — متاجر مستقلة في سوق واحد');
  });
});
