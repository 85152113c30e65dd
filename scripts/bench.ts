// `npm run bench`: one report of what a visitor downloads, how fast the production server answers, what
// Lighthouse says, and how the API's catalogue queries scale — checked against bench/budgets.json.
//   npm run bench               full run (10 s per load test, Lighthouse on every page, 1k/10k/100k products)
//   npm run bench -- --quick    about a minute (1 s per load test, Lighthouse on home, 100k only if its
//                               database already exists)
// Builds when the build is missing or stale, starts `node build/server.js` (production) on its own port with
// a fresh SQLite database in data/bench (seeded on start), prints one table and writes it with every figure
// to bench/results/bench.json. A report, never a test: it exits 0 whatever the figures; rows read "over"
// when a budget is missed. The machine is shared and has 2 cores: figures are noisy.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIsStale } from './build-stale.mjs';
import {
  checkBudget,
  describeChecks,
  parseBudgets,
  rowStatus,
  type Check,
} from './bench/budgets.ts';
import {
  CATALOG_CASES,
  catalogSqliteFile,
  openCatalog,
  timeCatalogCases,
} from './bench/catalog.ts';
import { formatTable, int, kb, ms } from './bench/format.ts';
import { assetUrls } from './bench/html-assets.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const DURATION_S = quick ? 1 : 10;
const CATALOG_SIZES = [1_000, 10_000, 100_000];
const CATALOG_RUNS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WORK = 'data/bench';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Page = { id: string; label: string; path: string; status: number; html: Buffer };
type Row = { area: string; page: string; measure: string; value: string; checks: Check[] };

const budgets = parseBudgets(JSON.parse(readFileSync('bench/budgets.json', 'utf8')));
const rows: Row[] = [];
const report: Record<string, unknown> = {
  at: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  machine: { cpus: cpus().length, loadavgAtStart: loadavg().map((l) => Math.round(l * 100) / 100) },
  node: process.version,
};
const children: ChildProcess[] = [];
const step = (msg: string) => console.error(`bench: ${msg}`);

function addRow(area: string, page: string, measure: string, value: string, metrics: Metric[]) {
  rows.push({
    area,
    page,
    measure,
    value,
    checks: metrics.map(([key, v]) => checkBudget(key, v, budgets)),
  });
}
type Metric = [key: string, value: number];

// ---- server -----------------------------------------------------------------------------------------

function stopChildren() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
}
process.on('exit', stopChildren);
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    stopChildren();
    process.exit(130);
  });

async function waitFor(url: string, timeoutMs: number, proc: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`server exited with code ${proc.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startServer() {
  if (buildIsStale()) {
    step('building (build missing or older than the sources)');
    const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, 'site.sqlite');
  for (const f of [file, `${file}-wal`, `${file}-shm`, join(WORK, 'uploads-site')])
    rmSync(f, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:./${file}`,
    UPLOADS_DIR: `./${WORK}/uploads-site`,
    SEED_ON_START: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  for (const k of ['SHOP_API_URL', 'MOCKS', 'MOCK_SCENARIO', 'PUBLIC_URL', 'SEED_PRODUCTS'])
    delete env[k];
  const started = Date.now();
  // The server's log goes to a file: autocannon closes its connections when a run ends, and the requests
  // still in flight then are logged as errors although no client is left to see them.
  const log = openSync(join(WORK, 'server.log'), 'w');
  const server = spawn(process.execPath, ['build/server.js'], { env, stdio: ['ignore', log, log] });
  children.push(server);
  await waitFor(`${ORIGIN}/healthz`, 180_000, server);
  step(`server up with a freshly seeded database in ${Date.now() - started} ms`);
  return server;
}

async function get(url: string, cookie?: string) {
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

async function productPath(): Promise<string> {
  const res = await fetch(`${ORIGIN}/api/v1/products`, { headers: { accept: 'application/json' } });
  const json = (await res.json()) as {
    data: { result: { data: { id: number; slug: string }[] } };
  };
  const first = json.data.result.data[0];
  if (!first) throw new Error('the seeded catalogue has no product');
  return `/${first.slug}/product/${first.id}`;
}

// ---- weight -----------------------------------------------------------------------------------------

const assetCache = new Map<string, number>();
async function assetBytes(url: string): Promise<{ raw: number; gzip: number }> {
  const { res, body } = await get(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return { raw: body.length, gzip: gzipSync(body).length };
}

async function weigh(page: Page) {
  const refs = assetUrls(page.html.toString('utf8'), ORIGIN + page.path);
  const sum = async (urls: string[]) => {
    let raw = 0;
    let gzip = 0;
    for (const u of urls) {
      const b = await assetBytes(u);
      assetCache.set(u, b.raw);
      raw += b.raw;
      gzip += b.gzip;
    }
    return { files: urls.length, raw, gzip };
  };
  const html = { raw: page.html.length, gzip: gzipSync(page.html).length };
  const js = await sum(refs.scripts);
  const css = await sum(refs.styles);
  const plural = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
  const k = `weight.${page.id}`;
  addRow('weight', page.label, 'HTML kB raw / gzip', `${kb(html.raw)} / ${kb(html.gzip)}`, [
    [`${k}.html_gz_kb`, kb(html.gzip)],
  ]);
  addRow(
    'weight',
    page.label,
    `JS kB raw / gzip (${plural(js.files)})`,
    `${kb(js.raw)} / ${kb(js.gzip)}`,
    [[`${k}.js_gz_kb`, kb(js.gzip)]],
  );
  addRow(
    'weight',
    page.label,
    `CSS kB raw / gzip (${plural(css.files)})`,
    `${kb(css.raw)} / ${kb(css.gzip)}`,
    [[`${k}.css_gz_kb`, kb(css.gzip)]],
  );
  return { html, js, css, scripts: refs.scripts, styles: refs.styles };
}

// ---- throughput ---------------------------------------------------------------------------------------

type Load = { rps: number; p50: number; p99: number; unexpected: number; errors: number };

async function load(
  url: string,
  connections: number,
  status: number,
  cookie?: string,
): Promise<Load> {
  const r = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    headers: cookie ? { cookie } : {},
  });
  return {
    rps: Math.round((r.requests.total / r.duration) * 10) / 10,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Responses whose status class differs from the page's own (a 404 page is expected to 404).
    unexpected: r.requests.total - (r[`${Math.floor(status / 100)}xx` as '2xx'] ?? 0),
    errors: r.errors + r.timeouts,
  };
}

async function startFloor(pages: Page[]): Promise<{ origin: string; proc: ChildProcess }> {
  const manifest: Record<string, { file: string; status: number }> = {};
  for (const p of pages) {
    const file = join(WORK, `floor-${p.id}.html`);
    writeFileSync(file, p.html);
    manifest[p.path] = { file, status: p.status };
  }
  writeFileSync(join(WORK, 'floor.json'), JSON.stringify(manifest));
  const proc = spawn(
    process.execPath,
    ['scripts/bench/floor-server.mjs', join(WORK, 'floor.json')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(proc);
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => {
      const m = /listening (\d+)/.exec(d.toString());
      if (m) resolve(Number(m[1]));
    });
    proc.once('exit', (code) => reject(new Error(`floor server exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, proc };
}

async function throughput(pages: Page[], cookie: string) {
  const floor = await startFloor(pages);
  const out: Record<string, Record<string, Load>> = {};
  for (const page of pages) {
    // Warm both servers (JIT, caches) before measuring.
    for (let i = 0; i < 20; i++) {
      await get(ORIGIN + page.path);
      await get(floor.origin + page.path);
    }
    const res: Record<string, Load> = {};
    for (const c of [1, 20]) {
      res[`floor.c${c}`] = await load(floor.origin + page.path, c, page.status);
      res[`nocookie.c${c}`] = await load(ORIGIN + page.path, c, page.status);
      res[`cookie.c${c}`] = await load(ORIGIN + page.path, c, page.status, cookie);
    }
    out[page.id] = res;
    for (const variant of ['nocookie', 'cookie'] as const)
      for (const c of [1, 20]) {
        const real = res[`${variant}.c${c}`]!;
        const fl = res[`floor.c${c}`]!;
        const ratio = fl.rps > 0 ? (real.rps / fl.rps) * 100 : NaN;
        const k = `server.${page.id}.${variant}.c${c}`;
        const trouble =
          (real.errors ? `, ${real.errors} errors` : '') +
          (real.unexpected ? `, ${real.unexpected} unexpected status` : '');
        addRow(
          'server',
          page.label,
          `${variant === 'cookie' ? 'cookie' : 'no cookie'}, ${c} conn`,
          `${int(real.rps)} req/s = ${ratio.toFixed(ratio < 10 ? 2 : 1)} % of floor ${int(fl.rps)}; ` +
            `p50 ${ms(real.p50)} (${ms(fl.p50)}), p99 ${ms(real.p99)} (${ms(fl.p99)}) ms${trouble}`,
          [
            [`${k}.rps`, real.rps],
            [`${k}.p99_ms`, real.p99],
          ],
        );
      }
  }
  floor.proc.kill('SIGTERM');
  return out;
}

// ---- Lighthouse ---------------------------------------------------------------------------------------

// Lighthouse 12.2 on Debian's current Chromium: the first navigation of a fresh browser sometimes records no
// trace (NO_NAVSTART), so a run with a runtime error is tried again, up to three times in all. A page that
// is not a 200 (the cart before it exists) is audited anyway (`ignoreStatusCode`) and labelled as such.
async function audit(port: number, page: Page) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(ORIGIN + page.path, {
      port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ignoreStatusCode: page.status !== 200,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
    step(`Lighthouse ${page.path}: ${lhr.runtimeError.code}${attempt < 3 ? ', again' : ''}`);
  }
  return lhr!;
}

async function lighthouseAll(pages: Page[]) {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const out: Record<string, unknown> = {};
  try {
    for (const page of pages) {
      const k = `lighthouse.${page.id}`;
      if (quick && page.id !== 'home') {
        addRow(
          'lighthouse',
          page.label,
          'perf / a11y / best practices / SEO',
          'not run (--quick)',
          [],
        );
        addRow('lighthouse', page.label, 'LCP / TBT ms, CLS', 'not run (--quick)', []);
        continue;
      }
      const lhr = await audit(chrome.port, page);
      const { categories, audits } = lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
      const metric = (id: string) => audits[id]?.numericValue ?? NaN;
      const m = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        best_practices: score('best-practices'),
        seo: score('seo'),
        lcp_ms: Math.round(metric('largest-contentful-paint')),
        tbt_ms: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      };
      // What keeps a score below 100, for the JSON report (not the table).
      const missed = Object.fromEntries(
        ['accessibility', 'best-practices', 'seo'].map((id) => [
          id,
          (categories[id]?.auditRefs ?? [])
            .filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1)
            .map((r) => r.id),
        ]),
      );
      out[page.id] = { ...m, missed };
      addRow(
        'lighthouse',
        page.label,
        'perf / a11y / best practices / SEO',
        `${m.performance} / ${m.accessibility} / ${m.best_practices} / ${m.seo}`,
        [
          [`${k}.performance`, m.performance],
          [`${k}.accessibility`, m.accessibility],
          [`${k}.best_practices`, m.best_practices],
          [`${k}.seo`, m.seo],
        ],
      );
      addRow(
        'lighthouse',
        page.label,
        'LCP / TBT ms, CLS',
        `${int(m.lcp_ms)} / ${int(m.tbt_ms)}, ${m.cls}`,
        [
          [`${k}.lcp_ms`, m.lcp_ms],
          [`${k}.tbt_ms`, m.tbt_ms],
          [`${k}.cls`, m.cls],
        ],
      );
    }
  } finally {
    chrome.kill();
  }
  return out;
}

// ---- catalogue at scale -------------------------------------------------------------------------------

async function catalogScale() {
  const cases = CATALOG_CASES.filter((c) => c.id === 'filtered-listing' || c.id === 'suggestions');
  const out: Record<string, Record<string, { median: number; p95: number }>> = {};
  for (const size of CATALOG_SIZES) {
    const label = `${int(size)} products`;
    if (quick && size > 10_000 && !existsSync(catalogSqliteFile(size))) {
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
    const h = await openCatalog('sqlite', size, { log: step });
    const t = await timeCatalogCases(h, cases, CATALOG_RUNS);
    await h.close();
    out[size] = t;
    for (const c of cases)
      addRow(
        'catalog',
        label,
        `${c.label.split(' (')[0]} median / p95 ms`,
        `${t[c.id]!.median} / ${t[c.id]!.p95}`,
        [[`catalog.${size}.${c.id}.median_ms`, t[c.id]!.median]],
      );
  }
  return out;
}

// ---- run ------------------------------------------------------------------------------------------------

const started = Date.now();
const loadAtStart = loadavg()[0]!;
const server = await startServer();
const home = await get(`${ORIGIN}/`);
const setCookies = home.res.headers.getSetCookie().map((c) => c.split(';')[0]!);
const cookie = setCookies.join('; ');
const cookieNames = setCookies.map((c) => c.split('=')[0]!);
const pages: Page[] = [];
for (const [id, name, path] of [
  ['home', 'home', '/'],
  ['listing', 'listing', '/all/electronics'],
  ['product', 'product', await productPath()],
  ['cart', 'cart', '/cart'],
] as const) {
  const { res, body } = await get(ORIGIN + path);
  const label =
    res.status === 200 ? name : `${name} (${res.status}${id === 'cart' ? ', not built yet' : ''})`;
  pages.push({ id, label, path, status: res.status, html: body });
}
report.pages = pages.map(({ id, path, status }) => ({ id, path, status }));
report.cookies = cookieNames;

step('weighing pages');
const weight: Record<string, unknown> = {};
for (const p of pages) weight[p.id] = await weigh(p);
report.weight = weight;

step(`load tests: ${pages.length} pages × 6 runs of ${DURATION_S} s`);
report.server = await throughput(pages, cookie);

step(quick ? 'Lighthouse (home only)' : 'Lighthouse');
report.lighthouse = await lighthouseAll(pages);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

step('catalogue at scale');
report.catalog = await catalogScale();

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
console.log(
  `\n${rows.length} rows, ${over} over budget. Load tests: autocannon ${DURATION_S} s each without ` +
    `Accept-Encoding; floor = plain node:http answering the same bytes; cookie = the first visit's ` +
    `Set-Cookie (${cookieNames.join(', ') || 'none'}). Catalogue: SQLite, API in-process, ${CATALOG_RUNS} warm runs. ` +
    `${Math.round((Date.now() - started) / 1000)} s.`,
);
report.rows = rows.map((r) => ({
  ...r,
  budget: describeChecks(r.checks),
  status: rowStatus(r.checks),
}));
report.seconds = Math.round((Date.now() - started) / 1000);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('written bench/results/bench.json');
