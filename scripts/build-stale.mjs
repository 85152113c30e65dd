// Whether the production build is missing or older than its sources (used by `npm start` and `npm run bench`).
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
  'server',
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

/** @returns {boolean} */
export function buildIsStale() {
  const builtAt =
    existsSync(stamp) && existsSync('build/worker.js') && existsSync('build/server/index.js')
      ? statSync(stamp).mtimeMs
      : 0;
  return builtAt < Math.max(...sources.map(newest));
}
