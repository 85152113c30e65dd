// Server CPU ms per request (user + system of the server process, read from /proc): far steadier than req/s
// on a shared machine. One connection, sequential requests after a warm-up, no compression.
// The pages take turns, a batch each, and each page's figure is the median of its batches: a few seconds of
// a busier machine (this one is a virtual machine on a shared host) raise one batch, not one page's figure.
import type { ChildProcess } from 'node:child_process';
import { cpuMs } from '../proc-cpu.mjs';
import { ORIGIN, addRow, get, quick, type Page } from './context.ts';
import { median } from './format.ts';

export async function cpuPerRequest(server: ChildProcess, pages: Page[]) {
  const rounds = quick ? 2 : 5;
  const batch = 40;
  const perBatch = new Map<string, number[]>(pages.map((p) => [p.id, []]));
  for (const page of pages) for (let i = 0; i < 30; i++) await get(ORIGIN + page.path);
  for (let r = 0; r < rounds; r++) {
    for (const page of pages) {
      const before = cpuMs(server.pid!);
      for (let i = 0; i < batch; i++) await get(ORIGIN + page.path);
      perBatch.get(page.id)!.push((cpuMs(server.pid!) - before) / batch);
    }
  }
  const out: Record<string, number> = {};
  for (const page of pages) {
    const batches = perBatch.get(page.id)!;
    const perRequest = Math.round(median(batches) * 10) / 10;
    out[page.id] = perRequest;
    const spread = `${Math.min(...batches).toFixed(1)}-${Math.max(...batches).toFixed(1)}`;
    addRow(
      'cpu',
      page.label,
      `server CPU per request, 1 conn, median of ${rounds} × ${batch} (pages in turn)`,
      `${perRequest} ms (batches ${spread})`,
      [[`cpu.${page.id}.ms`, perRequest]],
    );
  }
  return out;
}
