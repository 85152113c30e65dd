import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import { TABLES } from './migrations/0001-initial.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from './test-db.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('database on %s', (dialect) => {
  const open: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of open) await d.close();
  });

  it('migrates the whole domain, idempotently', async () => {
    const t = await createTestDatabase(dialect);
    open.push(t);
    expect(await migrateToLatest(t.db, t.dialect)).toEqual([]);
    const tables = await t.db.introspection.getTables();
    const names = new Set(tables.map((x) => x.name));
    for (const table of TABLES) expect(names.has(table.name), table.name).toBe(true);
    const products = tables.find((x) => x.name === 'products')!;
    for (const col of ['selling', 'offered', 'rating', 'stock', 'category_id']) {
      expect(products.columns.map((c) => c.name)).toContain(col);
    }
  });

  it('seeds a deterministic marketplace with integer money', async () => {
    const a = await createTestDatabase(dialect, { seed: 80 });
    const b = await createTestDatabase(dialect, { seed: 80 });
    open.push(a, b);
    const rows = (d: TestDatabase) =>
      d.db.selectFrom('products').select(['title', 'selling', 'offered']).orderBy('id').execute();
    const ra = await rows(a);
    expect(ra).toEqual(await rows(b));
    expect(ra).toHaveLength(80);
    expect(ra.every((r) => Number.isInteger(r.selling) && Number.isInteger(r.offered))).toBe(true);
    const count = async (
      table: 'stores' | 'categories' | 'brands' | 'collections' | 'banners' | 'pages',
    ) =>
      Number(
        (
          await a.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    expect(await count('stores')).toBeGreaterThanOrEqual(6);
    expect(await count('categories')).toBeGreaterThanOrEqual(40);
    expect(await count('brands')).toBeGreaterThanOrEqual(10);
    expect(await count('collections')).toBeGreaterThanOrEqual(4);
    expect(await count('pages')).toBeGreaterThanOrEqual(4);
    const types = await a.db.selectFrom('banners').select('type').distinct().execute();
    expect(types.map((t) => t.type).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const outOfStock = await a.db
      .selectFrom('products')
      .select('id')
      .where('stock', '=', 0)
      .execute();
    expect(outOfStock.length).toBeGreaterThan(0);
  });

  it('finds products by full-text prefix', async () => {
    const t = open[1]!;
    const q =
      dialect === 'sqlite'
        ? sql<{
            id: number;
          }>`select rowid as id from products_fts where products_fts match ${'"lap"*'}`
        : sql<{
            id: number;
          }>`select id from products where search @@ to_tsquery('simple', 'lap:*')`;
    const ids = (await q.execute(t.db)).rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const titles = await t.db
      .selectFrom('products')
      .select('title')
      .where('id', 'in', ids)
      .execute();
    expect(titles.some((x) => /laptop/i.test(x.title))).toBe(true);
  });
});
