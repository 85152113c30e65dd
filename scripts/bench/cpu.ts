// Server CPU ms per request (user + system of the server process, read from /proc): far steadier than req/s
// on a shared machine. One connection, sequential requests after a warm-up, no compression.
import { readFileSync, readdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { ORIGIN, addRow, get, quick, type Page } from './context.ts';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU ms of a process and of its descendants still running (a cluster's workers). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let total = (Number(f[11]) + Number(f[12])) * TICK_MS; // utime, stime
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.split(' ').filter(Boolean)) total += cpuMs(Number(child));
  }
  return total;
}

export async function cpuPerRequest(server: ChildProcess, pages: Page[]) {
  const n = quick ? 40 : 200;
  const out: Record<string, number> = {};
  for (const page of pages) {
    for (let i = 0; i < 30; i++) await get(ORIGIN + page.path);
    const before = cpuMs(server.pid!);
    for (let i = 0; i < n; i++) await get(ORIGIN + page.path);
    const perRequest = Math.round(((cpuMs(server.pid!) - before) / n) * 10) / 10;
    out[page.id] = perRequest;
    addRow('cpu', page.label, `server CPU per request, 1 conn, ${n} requests`, `${perRequest} ms`, [
      [`cpu.${page.id}.ms`, perRequest],
    ]);
  }
  return out;
}
