// `npm start`: build when the build is missing or older than the sources, then run the production server:
// one worker per core (WEB_CONCURRENCY to change it) under node:cluster, sharing the port (decision 081).
// The primary prepares once (session secret, migrations, seeding: server.ts with BAZAAR_PREPARE_ONLY), then
// forks the workers; it replaces a worker that dies, and on SIGINT/SIGTERM lets each worker drain before
// exiting. Without Redis the workers count rate limits in the shop's database (server.ts), one count per server.
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { buildIsStale } from './build-stale.mjs';
import { keptSessionSecret } from '../server/session-secret.mjs';

const stamp = 'build/server.js';
if (buildIsStale()) {
  console.log('Building Bazaar (first start or sources changed)…');
  const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function publicUrl() {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL;
  const url = `http://localhost:${process.env.PORT || 3000}`;
  console.log(`PUBLIC_URL is not set: links in e-mails and sitemaps use ${url}.`);
  return url;
}

// The built server requires SESSION_SECRET (decision 140); on a workstation `npm start` keeps one in data/.
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const kept = keptSessionSecret();
  console.log(
    `SESSION_SECRET is not set: cookies are signed with the one ${kept.generated ? 'generated in' : 'kept in'} ${kept.file} ` +
      '(set SESSION_SECRET, the same on every instance, to run the shop on several machines).',
  );
  return kept.secret;
}

// `npm run worker`: the background jobs alone, in one process (server/worker.ts, decision 140).
if (process.argv.includes('--worker')) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/worker.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl(),
      SESSION_SECRET: sessionSecret(),
    },
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const raw = process.env.WEB_CONCURRENCY?.trim();
  const workers = raw ? Number(raw) : availableParallelism();
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) {
    console.error('Invalid environment:\n  WEB_CONCURRENCY: must be a whole number from 1 to 256');
    process.exit(1);
  }

  // The MSW mocks (development and tests only) are TypeScript the build leaves out: tsx loads them.
  const loader = process.env.MOCKS === 'true' ? ['--import', 'tsx'] : [];
  const execArgv = ['--enable-source-maps', ...loader];
  // Always production: the built server has no Vite dev server (NODE_ENV=development is `npm run dev`).
  // The built server requires PUBLIC_URL (absolute links never come from the Host header) and SESSION_SECRET;
  // `npm start` on a workstation defaults them (this machine; a secret kept in data/), and says so.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: publicUrl(),
    SESSION_SECRET: sessionSecret(),
  };

  if (workers === 1) {
    // One process, as before: no primary in between.
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [...execArgv, stamp], { stdio: 'inherit', env });
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } else {
    const prep = spawnSync(process.execPath, [...execArgv, stamp], {
      stdio: 'inherit',
      env: { ...env, BAZAAR_PREPARE_ONLY: 'true' },
    });
    if (prep.status !== 0) process.exit(prep.status ?? 1);

    cluster.setupPrimary({ exec: stamp, execArgv });
    let stopping = false;
    let exitCode = 0;
    const fork = (index) => {
      const started = Date.now();
      const worker = cluster.fork({
        ...env,
        BAZAAR_PREPARED: 'true',
        BAZAAR_WORKER_INDEX: String(index),
      });
      worker.on('exit', (code, signal) => {
        if (stopping) return;
        if (Date.now() - started < 5000) {
          // It could not start (a port in use, a bad setting): stop, rather than retrying forever.
          stopping = true;
          exitCode = code || 1;
          for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
          if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
          return;
        }
        console.error(
          JSON.stringify({
            time: new Date().toISOString(),
            level: 'error',
            msg: `worker ${index} exited (${signal ?? code}): starting another`,
          }),
        );
        setTimeout(() => fork(index), 1000);
      });
    };
    for (let i = 0; i < workers; i++) fork(i);

    for (const sig of ['SIGINT', 'SIGTERM'])
      process.on(sig, () => {
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(sig);
      });
    cluster.on('exit', (_w, code) => {
      if (code) exitCode = code;
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    });
  }
}
