// Every file the shop keeps — product, category, brand, banner and seed pictures, review photos, avatars —
// goes through one store (docs/design.md "Files through one store", decision 134): a local folder
// (UPLOADS_DIR, the default, served at /uploads/) or any S3-protocol object store. No other module writes a
// path. Keys are ours (`products/3f…e1.webp`, `thumb-products/3f…e1.webp`), never a client's file name.
import { resolve } from 'node:path';
import type { ApiEnv } from '../../env.ts';
import { localFileStore } from './local.ts';
import { s3FileStore } from './s3.ts';

export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes; null when missing. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** The public URL: the store's base + key (`url('')` is the base itself). */
  url(key: string): string;
}

type FileStoreEnv = Pick<
  ApiEnv,
  | 'FILE_STORE'
  | 'UPLOADS_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The store the configuration names (loadApiEnv has already refused an S3 store without its bucket or public
 * URL). The local folder's URLs are `/uploads/` + key unless `opts.localBaseUrl` says otherwise.
 */
export function fileStoreFromEnv(
  env: FileStoreEnv,
  opts: { localBaseUrl?: string } = {},
): FileStore {
  if (env.FILE_STORE === 's3') {
    if (!env.S3_BUCKET || !env.S3_PUBLIC_URL)
      throw new Error(
        'Invalid environment:\n  S3_BUCKET, S3_PUBLIC_URL: required with FILE_STORE=s3',
      );
    return s3FileStore({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: env.S3_PUBLIC_URL,
      forcePathStyle: env.S3_FORCE_PATH_STYLE
        ? env.S3_FORCE_PATH_STYLE === 'true'
        : Boolean(env.S3_ENDPOINT),
    });
  }
  return localFileStore(resolve(env.UPLOADS_DIR), { baseUrl: opts.localBaseUrl });
}

/**
 * The absolute base of the store's URLs (`img_src_url`, e-mails' images): the S3 public URL, or the local
 * folder's `/uploads/` on `origin` (the shop's public origin).
 */
export function imageBaseOf(files: FileStore, origin: string): string {
  const base = files.url('');
  return /^https?:\/\//i.test(base) ? base : `${origin.replace(/\/+$/, '')}${base}`;
}

export { localFileStore } from './local.ts';
