// The session secret a workstation keeps in data/ (decision 140): `npm start` (scripts/start.mjs) and
// `npm run dev` (server.ts in development) generate one on the first start, so the demo needs no setup. A
// production server started any other way must be given SESSION_SECRET, the same on every instance.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The secret kept in `file` (at least 32 characters), else a new one written there.
 * @param {string} [file]
 * @returns {{ secret: string, file: string, generated: boolean }}
 */
export function keptSessionSecret(file = resolve('data/session-secret')) {
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return { secret: kept, file, generated: false };
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return { secret, file, generated: true };
}
