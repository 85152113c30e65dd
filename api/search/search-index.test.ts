// Search through indexes (issue 36 item 6, decision 138), on SQLite and PostgreSQL: the query plans of a
// search with a language and of the category suggestions read the title index of the translations (FTS5
// trigram / pg_trgm), never the translations table end to end; and the search still finds translated titles,
// parts of words, and survives hostile text.
import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import { baseQuery } from '../catalog/queries.ts';
import { useTestApi } from '../test-api.ts';
import { translatedTitleRows } from './translated.ts';

const dialects = await dialectsUnderTest();
const NOW = '2026-03-01 12:00:00';

/** The plan's lines; on PostgreSQL with sequential scans off (a tiny test table is read whole otherwise). */
async function planOf(db: Kysely<Database>, dialect: Dialect, q: CompiledQuery): Promise<string[]> {
  if (dialect === 'sqlite') {
    const r = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    return r.rows.map((row) => row.detail);
  }
  return db.connection().execute(async (c) => {
    await c.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
    try {
      const r = await c.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]),
      );
      return r.rows.map((row) => row['QUERY PLAN']);
    } finally {
      await c.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
    }
  });
}

describe.each(dialects)('search plans on %s', (dialect) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 320 });
    // A shop whose catalogue is translated: thousands of French titles, so that the planner's choice is the
    // one a real catalogue gets (on 160 titles any index will do, or none); and thousands of products.
    const filler = Array.from({ length: 4000 }, (_, k) => ({
      table_name: 'products',
      row_id: 100_000 + k,
      lang: 'fr',
      field: 'title',
      value: `Article ${k} générique`,
    }));
    for (let i = 0; i < filler.length; i += 500)
      await tdb.db
        .insertInto('translations')
        .values(filler.slice(i, i + 500))
        .execute();
    const products = Array.from({ length: 4000 }, (_, k) => ({
      title: `Article ${k}`,
      slug: `article-${k}`,
      selling: 100,
      status: 1,
      created_at: NOW,
      updated_at: NOW,
    }));
    for (let i = 0; i < products.length; i += 500)
      await tdb.db
        .insertInto('products')
        .values(products.slice(i, i + 500))
        .execute();
    // Vacuumed, as a shop at rest is: GIN keeps fresh rows in a pending list the planner counts against it.
    await tdb.db.executeQuery(
      CompiledQuery.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze'),
    );
  }, 120_000);
  afterAll(async () => {
    await tdb?.close();
  });

  /** No step reads the translations (or products) table whole. */
  const expectNoScan = (plan: string[]) => {
    const scans =
      dialect === 'sqlite'
        ? plan.filter((l) => /^SCAN (translations|t|products|p)\b/.test(l))
        : plan.filter((l) => /Seq Scan on (translations|products)\b/.test(l));
    expect(scans, plan.join('\n')).toEqual([]);
  };

  it('finds translated product titles through the title index, with the full-text index', async () => {
    const filter = { q: 'ordinateur portable', terms: [['ordinateur'], ['portable']], lang: 'fr' };
    const q = baseQuery(tdb.db, tdb.dialect, filter, NOW).select('p.id').compile();
    const plan = await planOf(tdb.db, dialect, q);
    expectNoScan(plan);
    if (dialect === 'sqlite') {
      expect(plan.some((l) => /translations_fts VIRTUAL TABLE INDEX \d+:L/.test(l))).toBe(true);
      expect(plan.some((l) => /products_fts VIRTUAL TABLE INDEX \d+:M/.test(l))).toBe(true);
    } else {
      expect(
        plan.some((l) => l.includes('Bitmap Index Scan on translations_title_trgm_ix')),
        plan.join('\n'),
      ).toBe(true);
      expect(plan.some((l) => l.includes('Bitmap Index Scan on products_search_ix'))).toBe(true);
    }
    const rows = (await tdb.db.executeQuery<{ id: number }>(q)).rows;
    expect(rows.map((r) => r.id)).toContain(1);
  });

  it('suggests categories by their translated titles through the same index', async () => {
    const rows = translatedTitleRows(dialect, 'categories', 'fr', [['portables', 'portable']]);
    const compiled = rows.compile(tdb.db);
    const plan = await planOf(tdb.db, dialect, compiled);
    expectNoScan(plan);
    if (dialect === 'sqlite')
      expect(plan.some((l) => /translations_fts VIRTUAL TABLE INDEX \d+:L/.test(l))).toBe(true);
    else
      expect(
        plan.some((l) => l.includes('Bitmap Index Scan on translations_title_trgm_ix')),
        plan.join('\n'),
      ).toBe(true);
    expect((await rows.execute(tdb.db)).rows.length).toBeGreaterThan(0);
  });

  it('keeps the title index in step with the translations', async () => {
    const ids = async (word: string) =>
      (await translatedTitleRows(dialect, 'products', 'fr', [[word]]).execute(tdb.db)).rows.map(
        (r) => r.row_id,
      );
    expect(await ids('zeppelinette')).toEqual([]);
    await tdb.db
      .updateTable('translations')
      .set({ value: 'Grande Zeppelinette' })
      .where('table_name', '=', 'products')
      .where('row_id', '=', 2)
      .where('lang', '=', 'fr')
      .where('field', '=', 'title')
      .execute();
    expect(await ids('zeppelinette')).toEqual([2]);
    expect(await ids('lumina')).not.toContain(2);
    await tdb.db
      .insertInto('translations')
      .values({
        table_name: 'products',
        row_id: 3,
        lang: 'fr',
        field: 'title',
        value: 'Zeppelinette',
      })
      .onConflict((oc) =>
        oc
          .columns(['table_name', 'row_id', 'lang', 'field'])
          .doUpdateSet({ value: 'Zeppelinette' }),
      )
      .execute();
    expect((await ids('zeppelinette')).sort()).toEqual([2, 3]);
    await tdb.db
      .deleteFrom('translations')
      .where('table_name', '=', 'products')
      .where('row_id', 'in', [2, 3])
      .where('lang', '=', 'fr')
      .where('field', '=', 'title')
      .execute();
    expect(await ids('zeppelinette')).toEqual([]);
    // Another field is not a title: not indexed, not found.
    await tdb.db
      .insertInto('translations')
      .values({
        table_name: 'products',
        row_id: 4,
        lang: 'fr',
        field: 'meta_title',
        value: 'Zeppelinette',
      })
      .execute();
    expect(await ids('zeppelinette')).toEqual([]);
  });
});

describe.each(dialects)('search answers on %s', (dialect) => {
  const { get: getAnswer } = useTestApi(dialect, { seed: 320 });
  const get = async (path: string, language?: string) => {
    const { res, body } = await getAnswer(path, language ? { language } : {});
    expect(res.status, path).toBe(200);
    return body.data;
  };
  const titles = (cards: { title: string }[]) => cards.map((c) => c.title);

  it.each([
    ['fr', 'ordinateur', 'Ordinateur'],
    ['ar', 'محمول', 'محمول'],
    ['tr', 'bilgisayar', 'Bilgisayar'],
    ['hi', 'लैपटॉप', 'लैपटॉप'],
    // Parts of words, as the LIKE found them before the index.
    ['fr', 'dinateur', 'Ordinateur'],
    ['tr', 'üstü', 'Dizüstü'],
  ])('finds a product by its %s title: %s', async (lang, q, shown) => {
    const data = await get(`/products?q=${encodeURIComponent(q)}`, lang);
    expect(data.result.total).toBeGreaterThan(0);
    expect(titles(data.result.data).every((t) => t.includes(shown))).toBe(true);
    const s = await get(`/search?q=${encodeURIComponent(q)}`, lang);
    expect(titles(s.product).some((t) => t.includes(shown))).toBe(true);
  });

  it('suggests a category by its translated title', async () => {
    const s = await get(`/search?q=${encodeURIComponent('portables')}`, 'fr');
    expect(s.sub_category.map((k: { slug: string }) => k.slug)).toContain('laptops');
  });

  it('answers hostile text without an error, and wildcards match nothing', async () => {
    const hostile = [
      '%',
      '_',
      '%%',
      '\\',
      '"',
      "'",
      '*',
      'NEAR',
      'NEAR(lap top)',
      'lap OR top',
      'OR',
      '-',
      '-lap',
      'lap*',
      '"lap" AND',
      'a%b_c',
      "o'brien",
      '^lap',
      'title:lap',
      '(',
      ':*',
      '&|!',
    ];
    for (const lang of [undefined, 'fr'])
      for (const q of hostile) {
        await get(`/products?q=${encodeURIComponent(q)}`, lang);
        await get(`/search?q=${encodeURIComponent(q)}`, lang);
      }
    for (const q of ['%', '_', '%%', '\\'])
      expect((await get(`/products?q=${encodeURIComponent(q)}`, 'fr')).result.total).toBe(0);
    expect((await get(`/products?q=${encodeURIComponent('lap%')}`)).result.total).toBeGreaterThan(
      0,
    );
  });
});
