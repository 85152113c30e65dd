// The production server the bench measures: built when stale, started on its own port with a fresh database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { buildIsStale } from '../build-stale.mjs';
import { firstProductPath } from '../fresh-site.mjs';
import { ORIGIN, PORT, ROOT, WORK, children, step } from './context.ts';

async function waitFor(url: string, timeoutMs: number, proc: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`server exited with code ${proc.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `script` (build/server.js, or scripts/start.mjs for its workers) as the production site on `port`,
 * seeding a fresh database in `database` with uploads in `uploads`, and waits (3 min at most) until it answers;
 * `extraEnv` adds to its environment (a key set to undefined is left out).
 * The server's log goes to `log`: autocannon closes its connections when a run ends, and the requests still in
 * flight then are logged as errors although no client is left to see them.
 */
export async function startSite(
  script: string,
  port: number,
  files: { database: string; uploads: string; log: string },
  extraEnv: Record<string, string | undefined> = {},
) {
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATABASE_URL: `file:${resolve(files.database)}`,
    UPLOADS_DIR: resolve(files.uploads),
    SEED_ON_START: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  for (const k of ['SHOP_API_URL', 'MOCKS', 'MOCK_SCENARIO', 'SEED_PRODUCTS']) delete env[k];
  const log = openSync(files.log, 'w');
  const server = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  children.push(server);
  await waitFor(`${origin}/healthz`, 180_000, server);
  return server;
}

/** Builds when the build is missing or older than the sources (not for another build, BENCH_ROOT). */
export function buildWhenStale() {
  if (!process.env.BENCH_ROOT && buildIsStale()) {
    step('building (build missing or older than the sources)');
    const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

export async function startServer() {
  buildWhenStale();
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, 'site.sqlite');
  for (const f of [file, `${file}-wal`, `${file}-shm`, join(WORK, 'uploads-site')])
    rmSync(f, { recursive: true, force: true });
  const started = Date.now();
  const server = await startSite('build/server.js', PORT, {
    database: file,
    uploads: join(WORK, 'uploads-site'),
    log: join(WORK, 'server.log'),
  });
  step(`server up with a freshly seeded database in ${Date.now() - started} ms`);
  return server;
}

export async function productPath(): Promise<string> {
  return firstProductPath(ORIGIN);
}
