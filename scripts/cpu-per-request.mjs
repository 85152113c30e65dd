// Server CPU ms per request (user + system, read from /proc for the server and its workers), one
// connection, on the production build: steadier than req/s on a shared machine. Linux only.
//   node scripts/cpu-per-request.mjs [path …]     (default /; `@product` is the first seeded product)
// Env: CPU_PORT (4790), CPU_N (requests per path, 200), WEB_CONCURRENCY (1).
// Two builds in one sitting: scripts/cpu-compare.mjs.
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstProductPath, freshSiteEnv, startBuiltSite } from './fresh-site.mjs';
import { cpuMs } from './proc-cpu.mjs';

const PORT = Number(process.env.CPU_PORT ?? 4790);
const N = Number(process.env.CPU_N ?? 200);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const work = `.cpu-bench-${PORT}`;
const { proc: server, origin } = await startBuiltSite({
  port: PORT,
  env: { ...freshSiteEnv(work), WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' },
});
try {
  const get = async (path) => {
    const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  for (let path of paths) {
    if (path === '@product') path = await firstProductPath(origin);
    for (let i = 0; i < 30; i++) await get(path); // warm up (JIT, caches)
    const before = cpuMs(server.pid);
    let body = Buffer.alloc(0);
    for (let i = 0; i < N; i++) body = await get(path);
    const ms = (cpuMs(server.pid) - before) / N;
    const html = body.toString('utf8');
    // Remix's hydration data: the inline script that fills window.__remixContext, and the loader data's
    // stream in its data blocks (decision 116).
    const hydration = [
      ...html.matchAll(/<script[^>]*>([^<]*__remixContext[^<]*)<\/script>/g),
      ...html.matchAll(/<script type="application\/json"[^>]*>([^<]*)<\/script>/g),
    ]
      .map((m) => m[1].length)
      .reduce((a, b) => a + b, 0);
    console.log(
      `${path}\t${ms.toFixed(2)} CPU ms/request\tHTML ${body.length} B raw, ${gzipSync(body).length} B gzip, ` +
        `hydration data ${hydration} B raw (n=${N})`,
    );
  }
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
}
