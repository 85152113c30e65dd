// Server CPU ms per request of two production builds measured in one sitting: each build's
// `node build/server.js` on a fresh demo database of its own, the two taking turns, a batch of requests
// each, so that a busier minute of this shared machine weighs on both alike. Linux only.
//   node scripts/cpu-compare.mjs OTHER_DIR [path …]   (default / /all/electronics @product /cart)
// OTHER_DIR holds another build (build/, package.json, its own node_modules): a `git worktree` of an older
// commit after `npm ci && npm run build`, say. `@product` is the first seeded product of each build.
// Env: CPU_ROUNDS (8), CPU_BATCH (40), CPU_PORT (4801: the other build; this one on the next port).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { firstProductPath, startSiteIn } from './fresh-site.mjs';
import { cpuMs } from './proc-cpu.mjs';

const [other, ...rest] = process.argv.slice(2);
if (!other) {
  console.error('usage: node scripts/cpu-compare.mjs OTHER_DIR [path …]');
  process.exit(2);
}
const paths = rest.length ? rest : ['/', '/all/electronics', '@product', '/cart'];
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 8);
const BATCH = Number(process.env.CPU_BATCH ?? 40);
const PORT = Number(process.env.CPU_PORT ?? 4801);
const work = mkdtempSync(join(tmpdir(), 'cpu-compare-'));

const start = (name, dir, port) => startSiteIn({ work, name, dir, port });

async function get(origin, path) {
  const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${origin}${path}: ${res.status}`);
}

const servers = [];
try {
  servers.push(await start('other', resolve(other), PORT));
  servers.push(await start('this', resolve('.'), PORT + 1));
  console.log(`path\tother build ms\tthis build ms\tchange (${ROUNDS} rounds × ${BATCH} requests)`);
  for (const path of paths) {
    const own = new Map();
    for (const s of servers)
      own.set(s, path === '@product' ? await firstProductPath(s.origin) : path);
    const total = new Map(servers.map((s) => [s, 0]));
    for (const s of servers) for (let i = 0; i < 30; i++) await get(s.origin, own.get(s));
    for (let r = 0; r < ROUNDS; r++) {
      // Who goes first alternates, so neither always follows the other's garbage collection.
      for (const s of r % 2 ? [...servers].reverse() : servers) {
        const before = cpuMs(s.proc.pid);
        for (let i = 0; i < BATCH; i++) await get(s.origin, own.get(s));
        total.set(s, total.get(s) + cpuMs(s.proc.pid) - before);
      }
    }
    const [a, b] = servers.map((s) => total.get(s) / (ROUNDS * BATCH));
    console.log(`${path}\t${a.toFixed(2)}\t${b.toFixed(2)}\t${(((b - a) / a) * 100).toFixed(1)} %`);
  }
} finally {
  for (const s of servers) if (s.proc.exitCode === null) s.proc.kill('SIGTERM');
  await Promise.all(
    servers.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : 0)),
  );
  rmSync(work, { recursive: true, force: true });
}
