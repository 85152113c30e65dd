// One contract, two adapters: the local folder and an S3-protocol store (s3rver in process, a fresh bucket).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../testing/s3.ts';
import { loadApiEnv } from '../../env.ts';
import { fileStoreFromEnv, imageBaseOf, localFileStore, type FileStore } from './index.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

type Adapter = { kind: 'local' | 's3'; files: FileStore; fetchable: boolean };

function contract(name: string, make: () => Promise<Adapter>, after: () => Promise<void>) {
  describe(`the ${name} file store`, () => {
    let a: Adapter;
    beforeAll(async () => {
      a = await make();
    }, 60_000);
    afterAll(after);

    it('puts, gets back the same bytes, overwrites, deletes; a missing key is null', async () => {
      expect(a.files.kind).toBe(a.kind);
      await a.files.put('products/a.txt', bytes('first'), 'text/plain');
      expect(await a.files.get('products/a.txt')).toEqual(bytes('first'));
      await a.files.put('products/a.txt', bytes('second'), 'text/plain');
      expect(await a.files.get('products/a.txt')).toEqual(bytes('second'));
      await a.files.delete('products/a.txt');
      expect(await a.files.get('products/a.txt')).toBeNull();
      expect(await a.files.get('never/there.png')).toBeNull();
    });

    it('deletes a missing key without complaint', async () => {
      await expect(a.files.delete('never/there.png')).resolves.toBeUndefined();
    });

    it('keeps binary bytes exactly and nested keys apart', async () => {
      const all = new Uint8Array(256).map((_, i) => i);
      await a.files.put('thumb-reviews/x.bin', all, 'application/octet-stream');
      await a.files.put('reviews/x.bin', bytes('full'), 'application/octet-stream');
      expect(await a.files.get('thumb-reviews/x.bin')).toEqual(all);
      expect(await a.files.get('reviews/x.bin')).toEqual(bytes('full'));
    });

    it('refuses keys that are not ours (a path out of the store, absolute, empty)', async () => {
      for (const key of [
        '../x.png',
        'a/../../x.png',
        '/etc/passwd',
        '',
        'a//b',
        '.hidden',
        'a\\b',
        'a b',
      ])
        await expect(a.files.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/key/);
      await expect(a.files.get('../x')).rejects.toThrow(/key/);
      await expect(a.files.delete('../x')).rejects.toThrow(/key/);
    });

    it('gives the public URL as base + key; the base is url("")', async () => {
      const base = a.files.url('');
      expect(base.endsWith('/')).toBe(true);
      expect(a.files.url('products/b.webp')).toBe(`${base}products/b.webp`);
      if (!a.fetchable) return;
      await a.files.put('products/b.webp', bytes('RIFF'), 'image/webp');
      const res = await fetch(a.files.url('products/b.webp'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes('RIFF'));
    });
  });
}

let dir = '';
contract(
  'local',
  async () => {
    dir = mkdtempSync(join(tmpdir(), 'bazaar-files-'));
    return { kind: 'local', files: localFileStore(join(dir, 'uploads')), fetchable: false };
  },
  async () => {
    // Nothing is left half-written beside the files.
    if (existsSync(join(dir, 'uploads', 'reviews')))
      expect(readdirSync(join(dir, 'uploads', 'reviews')).some((f) => f.endsWith('.part'))).toBe(
        false,
      );
    rmSync(dir, { recursive: true, force: true });
  },
);

let s3: TestS3;
contract(
  'S3',
  async () => {
    s3 = await startS3();
    return { kind: 's3', files: (await s3.bucket()).files, fetchable: true };
  },
  () => s3.close(),
);

describe('the store from the environment', () => {
  it('is the local folder by default, its URLs on /uploads/ of the public origin', () => {
    const files = fileStoreFromEnv(loadApiEnv({}));
    expect(files.kind).toBe('local');
    expect(files.url('p-1.webp')).toBe('/uploads/p-1.webp');
    expect(imageBaseOf(files, 'https://shop.example.com/')).toBe(
      'https://shop.example.com/uploads/',
    );
  });

  it('is S3 with FILE_STORE=s3 or a bucket, its URLs on S3_PUBLIC_URL', () => {
    const env = {
      S3_BUCKET: 'shop',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/shop',
    };
    expect(loadApiEnv(env).FILE_STORE).toBe('s3');
    const files = fileStoreFromEnv(loadApiEnv({ ...env, FILE_STORE: 's3' }));
    expect(files.kind).toBe('s3');
    expect(files.url('p-1.webp')).toBe('https://cdn.example.com/shop/p-1.webp');
    expect(imageBaseOf(files, 'https://shop.example.com')).toBe('https://cdn.example.com/shop/');
    expect(fileStoreFromEnv(loadApiEnv({ ...env, FILE_STORE: 'local' })).kind).toBe('local');
  });

  it('refuses an S3 store without its bucket, its public URL or half its credentials, naming them only', () => {
    expect(() => loadApiEnv({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET[\s\S]*S3_PUBLIC_URL/);
    let message = '';
    try {
      loadApiEnv({
        S3_BUCKET: 'b',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
        S3_SECRET_ACCESS_KEY: 'hunter2-secret',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/S3_ACCESS_KEY_ID/);
    expect(message).not.toContain('hunter2-secret');
    expect(() => loadApiEnv({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
    expect(() => loadApiEnv({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_PUBLIC_URL: 'cdn' })).toThrow(
      /S3_PUBLIC_URL/,
    );
  });
});
