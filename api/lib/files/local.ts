// The file store on a local folder (UPLOADS_DIR, the default): server/http.ts serves it at /uploads/.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from './index.ts';
import { checkKey, withSlash } from './key.ts';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function localFileStore(dir: string, opts: { baseUrl?: string } = {}): FileStore {
  const base = withSlash(opts.baseUrl ?? '/uploads/');
  const pathOf = (key: string) => join(dir, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed into place: a reader (or a second writer) never sees half a file.
      const part = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(part, bytes);
        await rename(part, path);
      } catch (err) {
        await unlink(part).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((err: unknown) => {
        if (!missing(err)) throw err;
      });
    },
    url: (key) => `${base}${key}`,
  };
}
