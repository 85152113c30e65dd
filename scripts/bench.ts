// `npm run bench`: one report of what a visitor downloads, how fast the production server answers, what
// Lighthouse says, and how the API's catalogue queries scale — checked against bench/budgets.json.
//   npm run bench               full run (10 s per load test, Lighthouse on every page, 1k/10k/100k products)
//   npm run bench -- --quick    about a minute (1 s per load test, Lighthouse on home, 100k only if its
//                               database already exists)
//   npm run bench -- --cluster  only the cluster's rows: 300 shoppers through nginx on two instances, and
//                               200 checkouts at once on PostgreSQL (needs nginx, PostgreSQL; Redis)
// Builds when the build is missing or stale, starts `node build/server.js` (production) on its own port with
// a fresh SQLite database in data/bench (seeded on start), prints one table and writes it with every figure
// to bench/results/bench.json. A report, never a test: it exits 0 whatever the figures; rows read "over"
// when a budget is missed. The machine is shared and has 2 cores: figures are noisy.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { describeChecks, rowStatus } from './bench/budgets.ts';
import {
  CATALOG_RUNS,
  DURATION_S,
  ORIGIN,
  args,
  get,
  quick,
  report,
  rows,
  step,
  type Page,
} from './bench/context.ts';
import { formatTable } from './bench/format.ts';
import { lighthouseAll } from './bench/lighthouse.ts';
import { catalogScale } from './bench/scale.ts';
import { importScale } from './bench/import.ts';
import { cpuPerRequest } from './bench/cpu.ts';
import { crowd } from './bench/crowd.ts';
import { clusterRows } from './bench/cluster.ts';
import { productPath, startServer } from './bench/server.ts';
import { throughput } from './bench/throughput.ts';
import { weigh } from './bench/weight.ts';

if (args.includes('--help')) {
  console.log(
    'npm run bench               full run (10 s per load test, Lighthouse on every page, 1k/10k/100k products)\n' +
      'npm run bench -- --quick    about a minute (1 s per load test, Lighthouse on home, 100k only if its\n' +
      '                            database already exists)\n' +
      "npm run bench -- --cluster  only the cluster's rows (nginx, two instances, PostgreSQL)",
  );
  process.exit(0);
}

const clusterOnly = args.includes('--cluster');
const started = Date.now();
const loadAtStart = loadavg()[0]!;
// `--cluster`: only the cluster's rows (nginx, two instances, PostgreSQL; scripts/bench/cluster.ts).
let cookieNames: string[] = [];
if (!clusterOnly) {
  const server = await startServer();
  const home = await get(`${ORIGIN}/`);
  const setCookies = home.res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const cookie = setCookies.join('; ');
  cookieNames = setCookies.map((c) => c.split('=')[0]!);
  const pages: Page[] = [];
  for (const [id, name, path] of [
    ['home', 'home', '/'],
    ['listing', 'listing', '/all/electronics'],
    ['product', 'product', await productPath()],
    ['cart', 'cart', '/cart'],
  ] as const) {
    const { res, body } = await get(ORIGIN + path);
    const label =
      res.status === 200
        ? name
        : `${name} (${res.status}${id === 'cart' ? ', not built yet' : ''})`;
    pages.push({ id, label, path, status: res.status, html: body });
  }
  report.pages = pages.map(({ id, path, status }) => ({ id, path, status }));
  report.cookies = cookieNames;

  step('weighing pages');
  const weight: Record<string, unknown> = {};
  for (const p of pages) weight[p.id] = await weigh(p);
  report.weight = weight;

  step('server CPU per request');
  report.cpu = await cpuPerRequest(
    server,
    pages.filter((p) => p.id !== 'cart'),
  );

  step(`load tests: ${pages.length} pages × 6 runs of ${DURATION_S} s`);
  report.server = await throughput(pages, cookie);

  step(quick ? 'Lighthouse (home only)' : 'Lighthouse');
  report.lighthouse = await lighthouseAll(pages);

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  report.crowd = await crowd();

  step('catalogue at scale');
  report.catalog = await catalogScale();

  step('bulk CSV import');
  report.import = await importScale();
}

step('cluster: two instances behind nginx');
report.cluster = await clusterRows();

const header = ['area', 'page', 'measure', 'value', 'budget', 'status'];
const table = formatTable(
  header,
  rows.map((r) => [
    r.area,
    r.page,
    r.measure,
    r.value,
    describeChecks(r.checks),
    rowStatus(r.checks),
  ]),
);
const over = rows.filter((r) => rowStatus(r.checks) === 'over').length;
const date = new Date().toISOString().slice(0, 10);
console.log(
  `\nBazaar bench (${quick ? 'quick' : 'full'}), ${date}, node ${process.version}, ` +
    `${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at start (1 min), ` +
    `${loadavg()[1]!.toFixed(1)} over the last 5 min (the bench itself adds about 2) — a shared machine, ` +
    `figures are noisy\n`,
);
console.log(table);
const single =
  `Load tests: autocannon ${DURATION_S} s each without ` +
  `Accept-Encoding; floor = plain node:http answering the same bytes; cookie = the first visit's ` +
  `Set-Cookie (${cookieNames.join(', ') || 'none'}). Catalogue: SQLite, API in-process, ${CATALOG_RUNS} warm runs. `;
console.log(
  `\n${rows.length} rows, ${over} over budget. ${clusterOnly ? '' : single}` +
    `Cluster: nginx in front of two node build/server.js on PostgreSQL, Redis and s3rver; its checkouts are ` +
    `guests' orders through the API, each sent twice. ${Math.round((Date.now() - started) / 1000)} s.`,
);
report.rows = rows.map((r) => ({
  ...r,
  budget: describeChecks(r.checks),
  status: rowStatus(r.checks),
}));
report.seconds = Math.round((Date.now() - started) / 1000);
mkdirSync('bench/results', { recursive: true });
// A cluster-only run leaves the last full report where it is.
const written = clusterOnly ? 'bench/results/bench-cluster.json' : 'bench/results/bench.json';
writeFileSync(written, `${JSON.stringify(report, null, 2)}\n`);
console.log(`written ${written}`);
