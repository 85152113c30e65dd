// How fast the production server answers each page (autocannon), against a floor: plain node:http
// answering the same bytes.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DURATION_S, ORIGIN, WORK, addRow, children, get, type Page } from './context.ts';
import { int, ms } from './format.ts';

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

export async function throughput(pages: Page[], cookie: string) {
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
