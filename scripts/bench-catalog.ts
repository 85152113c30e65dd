// Catalogue at scale: server time of the listing and search queries on a large demo catalogue, on SQLite
// and (when one answers) PostgreSQL. In-process requests (`app.request`), warm, median and p95 of 20 runs.
//   npm run bench:catalog                 100,000 products (databases kept in data/bench, reused next time)
//   npm run bench:catalog -- --quick      10,000 products
//   npm run bench:catalog -- --fresh      rebuild the databases
//   npm run bench:catalog -- --products 1000000 --postgres   another size, one dialect (--sqlite, --postgres)
// Writes bench/results/catalog.json. A report, never a test: nothing here fails on a slow figure.
// The seeding and timing live in scripts/bench/catalog.ts, shared with `npm run bench`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dialectsUnderTest } from '#api/db/test-db.ts';
import { CATALOG_CASES, openCatalog, timeCatalogCases, type Timing } from './bench/catalog.ts';

const args = process.argv.slice(2);
const productsArg = args[args.indexOf('--products') + 1];
const products = args.includes('--products')
  ? Number(productsArg)
  : args.includes('--quick')
    ? 10_000
    : 100_000;
if (!Number.isSafeInteger(products) || products < 1)
  throw new Error('--products takes a whole number ≥ 1');
const fresh = args.includes('--fresh');
const RUNS = 20;

const results: Record<string, Record<string, Timing>> = {};
const only = args.includes('--postgres') ? 'postgres' : args.includes('--sqlite') ? 'sqlite' : null;
for (const dialect of (await dialectsUnderTest()).filter((d) => !only || d === only)) {
  const h = await openCatalog(dialect, products, { fresh, log: console.log });
  const byId = await timeCatalogCases(h, CATALOG_CASES, RUNS);
  results[dialect] = Object.fromEntries(CATALOG_CASES.map((c) => [c.label, byId[c.id]!]));
  await h.close();
}

const dialects = Object.keys(results);
console.log(
  `\nServer time at ${products.toLocaleString('en-US')} products, ms (median / p95 of ${RUNS})`,
);
for (const { label } of CATALOG_CASES) {
  const cells = dialects.map(
    (d) => `${d} ${results[d]![label]!.median} / ${results[d]![label]!.p95}`,
  );
  console.log(`  ${label.padEnd(78)} ${cells.join('   ')}`);
}
mkdirSync('bench/results', { recursive: true });
const file =
  products === 100_000 ? 'bench/results/catalog.json' : `bench/results/catalog-${products}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), products, runs: RUNS, results }, null, 2)}\n`,
);
console.log(`\nwritten ${file}`);
