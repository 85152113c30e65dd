// `npm start`: build when the build is missing or older than the sources, then run the production server.
import { spawn, spawnSync } from 'node:child_process';
import { buildIsStale } from './build-stale.mjs';

const stamp = 'build/server.js';
if (buildIsStale()) {
  console.log('Building Bazaar (first start or sources changed)…');
  const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', stamp], {
  stdio: 'inherit',
  // Always production: the built server has no Vite dev server (NODE_ENV=development is `npm run dev`).
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
