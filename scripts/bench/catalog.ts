// Catalogue at scale, as a module: open (seed once, then reuse) a large demo catalogue on SQLite or
// PostgreSQL and time the API's listing and search queries in-process (`app.request`), warm.
// Used by `npm run bench:catalog` (scripts/bench-catalog.ts) and `npm run bench` (scripts/bench.ts).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApi } from '#api/app.ts';
import { createDatabase, type DatabaseHandle, type Dialect } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { seed } from '#api/db/seed/index.ts';
import { localFileStore } from '#api/lib/files/index.ts';
import { quantile } from './format.ts';

export type CatalogCase = { id: string; label: string; path: string };

export const CATALOG_CASES: CatalogCase[] = [
  {
    id: 'filtered-listing',
    label: 'filtered listing (category+brands+price+rating, price sort, page 2, sidebar)',
    path: 'all?category=electronics&brand=1,2&min=20&max=2000&rating=3&sortby=price_low_to_high&page=2&sidebar_data=true',
  },
  {
    id: 'category-price-sort',
    label: 'category sorted by price',
    path: 'all?category=laptops&sortby=price_low_to_high',
  },
  {
    id: 'catalogue-price-sort',
    label: 'whole catalogue sorted by price',
    path: 'products?sortby=price_high_to_low&page=3',
  },
  { id: 'search-results', label: 'search results products?q=laptop', path: 'products?q=laptop' },
  { id: 'suggestions', label: 'suggestions search?q=lap', path: 'search?q=lap' },
  { id: 'typo-suggestions', label: 'typo suggestions search?q=lpatop', path: 'search?q=lpatop' },
  { id: 'typo-search', label: 'typo search products?q=laptob', path: 'products?q=laptob' },
];

export type Timing = { median: number; p95: number };

export const catalogSqliteFile = (products: number) => `data/bench/catalog-${products}.sqlite`;

/** Opens the benchmark catalogue of `products` products: seeded the first time (or with `fresh`),
 * reused after that (SQLite files in data/bench, PostgreSQL databases bazaar_bench_N). */
export async function openCatalog(
  dialect: Dialect,
  products: number,
  opts: { fresh?: boolean; log?: (line: string) => void } = {},
): Promise<DatabaseHandle & { seededMs: number | null }> {
  const started = performance.now();
  let handle: DatabaseHandle;
  let exists = false;
  if (dialect === 'sqlite') {
    mkdirSync('data/bench', { recursive: true });
    const file = catalogSqliteFile(products);
    exists = existsSync(file) && !opts.fresh;
    if (!exists) for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
    handle = createDatabase(`file:./${file}`);
  } else {
    const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `bazaar_bench_${products}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    exists = found.rowCount === 1 && !opts.fresh;
    if (!exists) {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name}`);
    }
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    handle = createDatabase(url.toString());
  }
  await migrateToLatest(handle.db, handle.dialect);
  let seededMs: number | null = null;
  if (!exists) {
    await seed(handle.db, { products, files: catalogFiles(dialect), dialect, log: opts.log });
    if (dialect === 'postgres') await pgAnalyze(handle);
    seededMs = Math.round(performance.now() - started);
    opts.log?.(`${dialect}: seeded ${products} products in ${seededMs} ms`);
  }
  return { ...handle, seededMs };
}

const catalogFiles = (dialect: Dialect) => localFileStore(`data/bench/uploads-${dialect}`);

async function pgAnalyze(h: DatabaseHandle) {
  const { sql } = await import('kysely');
  // A shop at rest has been vacuumed (visibility map, hint bits) and analysed; a fresh bulk load has not.
  await sql`VACUUM ANALYZE`.execute(h.db);
}

/** Server time of each case: `runs` warm requests after 3 discarded ones, median and p95 in ms. */
export async function timeCatalogCases(
  handle: DatabaseHandle,
  cases: CatalogCase[],
  runs: number,
): Promise<Record<string, Timing>> {
  const api = createApi({
    db: handle.db,
    dialect: handle.dialect,
    files: catalogFiles(handle.dialect),
  });
  const out: Record<string, Timing> = {};
  for (const { id, path } of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const t = performance.now();
      const res = await api.request(`/${path}`, { headers: { accept: 'application/json' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      if (i >= 3) times.push(performance.now() - t);
    }
    out[id] = {
      median: Math.round(quantile(times, 0.5) * 10) / 10,
      p95: Math.round(quantile(times, 0.95) * 10) / 10,
    };
  }
  return out;
}
