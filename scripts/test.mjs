#!/usr/bin/env node
// `npm test`: every layer in one command — Vitest (unit, component, loader, API integration on SQLite and,
// when reachable, PostgreSQL, contract), a production build, then Playwright e2e (real embedded API and MSW
// mocks, JavaScript on and off), then the cluster journey (playwright.cluster.config.ts: two built servers behind
// nginx on PostgreSQL, Redis and an S3 store). Ends with one summary line "N passed, N failed[, N skipped]" that CI reads.
// A skipped test makes the run fail: a suite that silently skips is not green.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });
const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');
const clusterJson = join(out, 'playwright-cluster.json');
for (const f of [vitestJson, playwrightJson, clusterJson]) rmSync(f, { force: true });

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';

function run(cmd, cmdArgs, env = {}) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return r.status ?? 1;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let stepFailed = false;

/** One Playwright run (its config in `args`), counted from its JSON report. */
function playwright(args, json) {
  const code = run('npx', ['playwright', 'test', ...args], { PLAYWRIGHT_JSON_OUTPUT_NAME: json });
  if (existsSync(json)) {
    const s = JSON.parse(readFileSync(json, 'utf8')).stats ?? {};
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    totals.failed += s.unexpected ?? 0;
    totals.skipped += s.skipped ?? 0;
    if (code !== 0 && (s.unexpected ?? 0) === 0) stepFailed = true;
  } else if (code !== 0) stepFailed = true;
}

if (only !== 'e2e') {
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestJson}`,
  ]);
  if (existsSync(vitestJson)) {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    if (code !== 0 && (r.numFailedTests ?? 0) === 0) stepFailed = true; // e.g. a suite failed to load
  } else if (code !== 0) stepFailed = true;
}

if (only !== 'unit') {
  if (run('npm', ['run', '-s', 'build']) !== 0) {
    stepFailed = true;
  } else {
    playwright([], playwrightJson);
    playwright(['-c', 'playwright.cluster.config.ts'], clusterJson);
  }
}

const summary =
  `${totals.passed} passed, ${totals.failed} failed` +
  (totals.skipped ? `, ${totals.skipped} skipped` : '');
console.log(`\n${summary}`);
if (stepFailed) console.error('A test step failed outside of any test (see the output above).');
if (totals.skipped) console.error('Skipped tests make the run fail: run them or delete them.');
process.exit(totals.failed || totals.skipped || stepFailed || totals.passed === 0 ? 1 : 0);
