// A throwaway site for a script or test that starts the server on its own port: an emptied folder of its own
// for the database and the uploads, a fresh session secret, quiet logs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';

/**
 * Empties (or makes) `work`, a folder relative to the repository, and returns the environment that puts the
 * site's database and uploads there.
 * @param {string} work
 */
export function freshSiteEnv(work) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  return {
    DATABASE_URL: `file:./${work}/site.sqlite`,
    UPLOADS_DIR: `./${work}/uploads`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts a production build's `node build/server.js` (from `dir`, one process) on `port` with a fresh demo
 * shop seeded on start, and resolves once it answers /healthz. `env` adds to (or, set to undefined, takes
 * from) its environment; an API elsewhere and the mocks are never used.
 * @param {{ dir?: string, port: number, env: Record<string, string | undefined> }} opts
 */
export async function startBuiltSite({ dir = '.', port, env }) {
  const origin = `http://127.0.0.1:${port}`;
  /** @type {Record<string, string | undefined>} */
  const full = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    SEED_ON_START: 'true',
    WEB_CONCURRENCY: '1',
    ...env,
  };
  for (const k of ['SHOP_API_URL', 'MOCKS', 'MOCK_SCENARIO', 'SEED_PRODUCTS']) delete full[k];
  const proc = spawn(process.execPath, ['build/server.js'], {
    cwd: dir,
    env: full,
    stdio: 'inherit',
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (proc.exitCode !== null || i > 600) {
      proc.kill('SIGTERM');
      throw new Error(`${dir}: the server did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { proc, origin };
}

/**
 * The path of the first product of a site's `/api/v1/products` (a seeded demo shop's first product).
 * @param {string} origin
 * @returns {Promise<string>}
 */
export async function firstProductPath(origin) {
  const res = await fetch(`${origin}/api/v1/products`, { headers: { accept: 'application/json' } });
  const first = (await res.json()).data.result.data[0];
  if (!first) throw new Error('the seeded catalogue has no product');
  return `/${first.slug}/product/${first.id}`;
}

/**
 * Starts the build in `dir` as `name` on `port`, its database and uploads in `work`/`name` (an absolute
 * folder): how scripts/cpu-compare.mjs and scripts/bench/lighthouse-compare.ts run two builds side by side.
 * @param {{ work: string, name: string, dir: string, port: number }} opts
 * @returns {Promise<{ name: string, proc: import('node:child_process').ChildProcess, origin: string }>}
 */
export async function startSiteIn({ work, name, dir, port }) {
  const site = `${work}/${name}`;
  const env = {
    DATABASE_URL: `file:${site}/site.sqlite`,
    UPLOADS_DIR: `${site}/uploads`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  return { name, ...(await startBuiltSite({ dir, port, env })) };
}
