// Catalogue at scale: server time of the listing and search queries on a large demo catalogue, on SQLite
// and (when one answers) PostgreSQL. In-process requests (`app.request`), warm, median and p95 of 20 runs.
//   npm run bench:catalog                 100,000 products (databases kept in data/bench, reused next time)
//   npm run bench:catalog -- --quick      10,000 products
//   npm run bench:catalog -- --fresh      rebuild the databases
// Writes bench/results/catalog.json. A report, never a test: nothing here fails on a slow figure.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApi } from '#api/app.ts';
import { createDatabase, type DatabaseHandle, type Dialect } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { seed } from '#api/db/seed/index.ts';
import { dialectsUnderTest } from '#api/db/test-db.ts';

const args = process.argv.slice(2);
const products = args.includes('--quick') ? 10_000 : 100_000;
const fresh = args.includes('--fresh');
const RUNS = 20;

const CASES: [string, string][] = [
  [
    'filtered listing (category+brands+price+rating, price sort, page 2, sidebar)',
    'all?category=electronics&brand=1,2&min=20&max=2000&rating=3&sortby=price_low_to_high&page=2&sidebar_data=true',
  ],
  ['category sorted by price', 'all?category=laptops&sortby=price_low_to_high'],
  ['whole catalogue sorted by price', 'products?sortby=price_high_to_low&page=3'],
  ['search results products?q=laptop', 'products?q=laptop'],
  ['suggestions search?q=lap', 'search?q=lap'],
  ['typo suggestions search?q=lpatop', 'search?q=lpatop'],
  ['typo search products?q=laptob', 'products?q=laptob'],
];

async function open(dialect: Dialect): Promise<DatabaseHandle> {
  const started = performance.now();
  let handle: DatabaseHandle;
  let exists = false;
  if (dialect === 'sqlite') {
    mkdirSync('data/bench', { recursive: true });
    const file = `data/bench/catalog-${products}.sqlite`;
    exists = existsSync(file) && !fresh;
    if (!exists) for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
    handle = createDatabase(`file:./${file}`);
  } else {
    const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `bazaar_bench_${products}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    exists = found.rowCount === 1 && !fresh;
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
  if (!exists) {
    await seed(handle.db, { products, uploadsDir: `data/bench/uploads-${dialect}` });
    if (dialect === 'postgres') await pgAnalyze(handle);
    console.log(
      `${dialect}: seeded ${products} products in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return handle;
}

async function pgAnalyze(h: DatabaseHandle) {
  const { sql } = await import('kysely');
  // A shop at rest has been vacuumed (visibility map, hint bits) and analysed; a fresh bulk load has not.
  await sql`VACUUM ANALYZE`.execute(h.db);
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

const results: Record<string, Record<string, { median: number; p95: number }>> = {};
for (const dialect of await dialectsUnderTest()) {
  const h = await open(dialect);
  const api = createApi({
    db: h.db,
    dialect: h.dialect,
    uploadsDir: `data/bench/uploads-${dialect}`,
  });
  results[dialect] = {};
  for (const [label, path] of CASES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t = performance.now();
      const res = await api.request(`/${path}`, { headers: { accept: 'application/json' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      if (i >= 3) times.push(performance.now() - t);
    }
    results[dialect][label] = {
      median: Math.round(quantile(times, 0.5) * 10) / 10,
      p95: Math.round(quantile(times, 0.95) * 10) / 10,
    };
  }
  await h.close();
}

const dialects = Object.keys(results);
console.log(
  `\nServer time at ${products.toLocaleString('en-US')} products, ms (median / p95 of ${RUNS})`,
);
for (const [label] of CASES) {
  const cells = dialects.map(
    (d) => `${d} ${results[d]![label]!.median} / ${results[d]![label]!.p95}`,
  );
  console.log(`  ${label.padEnd(78)} ${cells.join('   ')}`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/catalog.json',
  `${JSON.stringify({ at: new Date().toISOString(), products, runs: RUNS, results }, null, 2)}\n`,
);
console.log('\nwritten bench/results/catalog.json');
