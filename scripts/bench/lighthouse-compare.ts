// Lighthouse on two production builds in one sitting (the companion of scripts/cpu-compare.mjs): each
// build's `node build/server.js` on a fresh demo shop of its own, one headless Chromium, the two builds
// audited in turn page by page, so a busier minute of this machine weighs on both alike.
//   npx tsx scripts/bench/lighthouse-compare.ts OTHER_DIR [path …]   (default / /all/electronics @product)
// Env: LH_RUNS (3 a page and build; the median-run figures are shown, with every run's score), LH_PORT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { firstProductPath, startSiteIn } from '../fresh-site.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './context.ts';

const [other, ...rest] = process.argv.slice(2);
if (!other) {
  console.error('usage: npx tsx scripts/bench/lighthouse-compare.ts OTHER_DIR [path …]');
  process.exit(2);
}
const paths = rest.length ? rest : ['/', '/all/electronics', '@product'];
const RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = Number(process.env.LH_PORT ?? 4811);
const work = mkdtempSync(join(tmpdir(), 'lh-compare-'));

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const start = (name: string, dir: string, port: number) => startSiteIn({ work, name, dir, port });

const servers = [
  await start('other', resolve(other), PORT),
  await start('this', resolve('.'), PORT + 1),
];
const chrome = await launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});

async function audit(url: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: ['performance'],
    });
    // Lighthouse 12.2 on Debian's Chromium: a fresh browser's first navigation may record no trace.
    if (result && (!result.lhr.runtimeError || attempt === 3)) return result.lhr;
  }
}

function summary(runs: Lhr[]): string {
  const valid = filterToValidRuns(runs.filter((r) => !r.runtimeError));
  const lhr = valid.length ? computeMedianRun(valid) : runs[0]!;
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? NaN) * 100));
  return `${Math.round((lhr.categories.performance?.score ?? NaN) * 100)} (${scores.join(' ')}) LCP ${metric('largest-contentful-paint')} TBT ${metric('total-blocking-time')}`;
}

try {
  console.log(`path\tother build\tthis build\t(performance: median run (every run), ms)`);
  for (const path of paths) {
    const runs = new Map(servers.map((s) => [s, [] as Lhr[]]));
    const own = new Map<(typeof servers)[number], string>();
    for (const s of servers)
      own.set(s, path === '@product' ? await firstProductPath(s.origin) : path);
    for (let r = 0; r < RUNS; r++)
      for (const s of r % 2 ? [...servers].reverse() : servers)
        runs.get(s)!.push(await audit(s.origin + own.get(s)));
    console.log(`${path}\t${servers.map((s) => summary(runs.get(s)!)).join('\t')}`);
  }
} finally {
  await chrome.kill();
  for (const s of servers) if (s.proc.exitCode === null) s.proc.kill('SIGTERM');
  await Promise.all(
    servers.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : 0)),
  );
  rmSync(work, { recursive: true, force: true });
}
