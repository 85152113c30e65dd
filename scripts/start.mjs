// `npm start`: build when the build is missing or older than the sources, then run the production server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'build/server.js';
const sources = [
  'app',
  'api',
  'contract',
  'locales',
  'public',
  'server.ts',
  'package-lock.json',
  'vite.config.ts',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = s.mtimeMs;
  for (const e of readdirSync(path)) m = Math.max(m, newest(join(path, e)));
  return m;
}

const builtAt =
  existsSync(stamp) && existsSync('build/server/index.js') ? statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
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
