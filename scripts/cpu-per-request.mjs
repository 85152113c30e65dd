// Server CPU ms per request (user + system, read from /proc for the server and its workers), one
// connection, on the production build: steadier than req/s on a shared machine. Linux only.
//   node scripts/cpu-per-request.mjs [path …]     (default /; `@product` is the first seeded product)
// Env: CPU_PORT (4790), CPU_N (requests per path, 200), WEB_CONCURRENCY (1).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { freshSiteEnv } from './fresh-site.mjs';
import { cpuMs } from './proc-cpu.mjs';

const PORT = Number(process.env.CPU_PORT ?? 4790);
const N = Number(process.env.CPU_N ?? 200);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const work = `.cpu-bench-${PORT}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  PUBLIC_URL: ORIGIN,
  HOST: '127.0.0.1',
  ...freshSiteEnv(work),
  SEED_ON_START: 'true',
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
};
for (const k of ['SHOP_API_URL', 'MOCKS', 'MOCK_SCENARIO', 'SEED_PRODUCTS']) delete env[k];
const server = spawn(process.execPath, ['build/server.js'], { env, stdio: 'inherit' });
let exited = false;
server.once('exit', () => (exited = true));
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (exited || i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const get = async (path) => {
    const res = await fetch(`${ORIGIN}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  for (let path of paths) {
    if (path === '@product') {
      const res = await fetch(`${ORIGIN}/api/v1/products`, {
        headers: { accept: 'application/json' },
      });
      const first = (await res.json()).data.result.data[0];
      path = `/${first.slug}/product/${first.id}`;
    }
    for (let i = 0; i < 30; i++) await get(path); // warm up (JIT, caches)
    const before = cpuMs(server.pid);
    let body = Buffer.alloc(0);
    for (let i = 0; i < N; i++) body = await get(path);
    const ms = (cpuMs(server.pid) - before) / N;
    const html = body.toString('utf8');
    // Remix's hydration data: the inline script that fills window.__remixContext.
    const hydration = [...html.matchAll(/<script[^>]*>([^<]*__remixContext[^<]*)<\/script>/g)]
      .map((m) => m[1].length)
      .reduce((a, b) => a + b, 0);
    console.log(
      `${path}\t${ms.toFixed(2)} CPU ms/request\tHTML ${body.length} B raw, ${gzipSync(body).length} B gzip, ` +
        `hydration data ${hydration} B raw (n=${N})`,
    );
  }
} finally {
  if (!exited) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
}
