// How the API's catalogue queries scale: 1k, 10k and 100k products on SQLite, and 100k and 1M on PostgreSQL
// when one answers (issue 36 item 6), the API in-process. Every database is seeded once and kept in
// data/bench (SQLite) or as bazaar_bench_N (PostgreSQL); the 1M one takes about 14 minutes to seed.
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { Dialect } from '#api/db/connection.ts';
import { dialectsUnderTest } from '#api/db/test-db.ts';
import { CATALOG_CASES, catalogSqliteFile, openCatalog, timeCatalogCases } from './catalog.ts';
import { CATALOG_RUNS, CATALOG_SIZES, addRow, quick, step } from './context.ts';
import { int } from './format.ts';

/** PostgreSQL's sizes: where SQLite's end, and the million. */
const PG_SIZES = [100_000, 1_000_000];

async function pgCatalogExists(products: number): Promise<boolean> {
  const c = new pg.Client({
    connectionString:
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await c.connect();
  try {
    const found = await c.query('select 1 from pg_database where datname = $1', [
      `bazaar_bench_${products}`,
    ]);
    return found.rowCount === 1;
  } finally {
    await c.end();
  }
}

/** The budget key of a case: SQLite's as before, PostgreSQL's with `pg.` in front of the size. */
const keyOf = (dialect: Dialect, size: number, id: string) =>
  `catalog.${dialect === 'postgres' ? 'pg.' : ''}${size}.${id}.median_ms`;

export async function catalogScale() {
  const cases = CATALOG_CASES.filter((c) => c.id === 'filtered-listing' || c.id === 'suggestions');
  const runs: [Dialect, number][] = CATALOG_SIZES.map((size) => ['sqlite', size]);
  if ((await dialectsUnderTest()).includes('postgres'))
    for (const size of PG_SIZES) runs.push(['postgres', size]);
  const out: Record<string, Record<string, { median: number; p95: number }>> = {};
  for (const [dialect, size] of runs) {
    const label = `${int(size)} products${dialect === 'postgres' ? ', PostgreSQL' : ''}`;
    const exists =
      dialect === 'sqlite' ? existsSync(catalogSqliteFile(size)) : await pgCatalogExists(size);
    if (quick && size > 10_000 && !exists) {
      for (const c of cases)
        addRow(
          'catalog',
          label,
          `${c.label.split(' (')[0]} median / p95 ms`,
          'not run (--quick, no database yet)',
          [],
        );
      continue;
    }
    const h = await openCatalog(dialect, size, { log: step });
    const t = await timeCatalogCases(h, cases, CATALOG_RUNS);
    await h.close();
    out[dialect === 'postgres' ? `pg.${size}` : size] = t;
    for (const c of cases)
      addRow(
        'catalog',
        label,
        `${c.label.split(' (')[0]} median / p95 ms`,
        `${t[c.id]!.median} / ${t[c.id]!.p95}`,
        [[keyOf(dialect, size, c.id), t[c.id]!.median]],
      );
  }
  return out;
}
