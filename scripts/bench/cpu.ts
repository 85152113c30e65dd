// Server CPU ms per request (user + system of the server process, read from /proc): far steadier than req/s
// on a shared machine. One connection, sequential requests after a warm-up, no compression.
import type { ChildProcess } from 'node:child_process';
import { cpuMs } from '../proc-cpu.mjs';
import { ORIGIN, addRow, get, quick, type Page } from './context.ts';

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
