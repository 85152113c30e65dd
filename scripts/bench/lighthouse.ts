// What Lighthouse says about each page (scores, LCP, TBT, CLS) in headless Chromium.
//
// One Lighthouse run's performance score moves by several points on this 2-core machine with no change to
// the page (the same build read home 92 to 99 in one sitting: its Total Blocking Time 109 to 347 ms). Each
// page is audited RUNS times and the run Lighthouse's own `computeMedianRun` picks (nearest the median FCP
// and TTI: Lighthouse's documented way, about twice as stable as one run) gives the figures; the row also
// shows every run's performance score (decision 112).
//
// Lighthouse scores a mobile page by simulating a phone 4 × slower than the machine it runs on, so the same
// page scores lower on a slower host. Each run measures the host's speed first (BenchmarkIndex; Lighthouse
// warns below 1,000): the report gives it, every run's, so runs on different machines can be read side by
// side (decision 120).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROME_FLAGS, CHROME_PATH, ORIGIN, addRow, quick, step, type Page } from './context.ts';
import { int, median } from './format.ts';

/** Lighthouse runs per page (Lighthouse's variability guide: the median of five). */
const RUNS = quick ? 1 : 5;

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

export async function lighthouseAll(pages: Page[]) {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const out: Record<string, unknown> = {};
  const hostIndex: number[] = [];
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
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, page));
      for (const r of runs)
        if (r.environment?.benchmarkIndex) hostIndex.push(r.environment.benchmarkIndex);
      const valid = filterToValidRuns(runs.filter((r) => !r.runtimeError));
      const lhr: (typeof runs)[number] = valid.length ? computeMedianRun(valid) : runs[0]!;
      const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? NaN) * 100));
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
      out[page.id] = { ...m, missed, performance_runs: scores };
      addRow(
        'lighthouse',
        page.label,
        'perf / a11y / best practices / SEO',
        `${m.performance} / ${m.accessibility} / ${m.best_practices} / ${m.seo}` +
          (runs.length > 1 ? ` (runs: ${scores.join(', ')})` : ''),
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
    if (hostIndex.length) {
      const middle = median(hostIndex);
      out.host = { benchmark_index: middle, benchmark_index_runs: hostIndex };
      addRow(
        'lighthouse',
        'host',
        'BenchmarkIndex median (min-max); Lighthouse calls a host below 1,000 slow',
        `${int(middle)} (${int(Math.min(...hostIndex))}-${int(Math.max(...hostIndex))})`,
        [],
      );
    }
  } finally {
    chrome.kill();
  }
  return out;
}
