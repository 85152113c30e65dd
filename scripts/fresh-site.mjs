// A throwaway site for a script or test that starts the server on its own port: an emptied folder of its own
// for the database and the uploads, a fresh session secret, quiet logs.
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
