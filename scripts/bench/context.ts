// What every part of the bench shares: the command line, where the server runs, the report and its rows.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { checkBudget, parseBudgets, type Check } from './budgets.ts';

export const args = process.argv.slice(2);
export const quick = args.includes('--quick');
export const DURATION_S = quick ? 1 : 10;
export const CATALOG_SIZES = [1_000, 10_000, 100_000];
export const CATALOG_RUNS = 20;
export const PORT = Number(process.env.BENCH_PORT ?? 3917);
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const WORK = 'data/bench';
// Where the measured server runs from: this checkout, or BENCH_ROOT — a directory holding another build
// (build/, package.json, scripts/start.mjs and a node_modules link) to compare builds in one sitting.
export const ROOT = resolve(process.env.BENCH_ROOT ?? '.');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Page = { id: string; label: string; path: string; status: number; html: Buffer };
export type Row = { area: string; page: string; measure: string; value: string; checks: Check[] };

const budgets = parseBudgets(JSON.parse(readFileSync('bench/budgets.json', 'utf8')));
export const rows: Row[] = [];
export const report: Record<string, unknown> = {
  at: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  machine: { cpus: cpus().length, loadavgAtStart: loadavg().map((l) => Math.round(l * 100) / 100) },
  node: process.version,
};
export const children: ChildProcess[] = [];
export const step = (msg: string) => console.error(`bench: ${msg}`);

export function addRow(
  area: string,
  page: string,
  measure: string,
  value: string,
  metrics: Metric[],
) {
  rows.push({
    area,
    page,
    measure,
    value,
    checks: metrics.map(([key, v]) => checkBudget(key, v, budgets)),
  });
}
export type Metric = [key: string, value: number];

function stopChildren() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
}
process.on('exit', stopChildren);
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    stopChildren();
    process.exit(130);
  });

export async function get(url: string, cookie?: string) {
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}
