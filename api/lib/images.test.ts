// Images through the file store: types judged by bytes (JPEG, PNG, WebP), catalogue pictures stored as WebP with
// a thumbnail under a random name of ours, a refusal named (type, size, decode) leaving nothing behind.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from './files/index.ts';
import { imageKind, removeStoredImage, storeImage, writeImageWithThumb } from './images.ts';

const root = mkdtempSync(join(tmpdir(), 'bazaar-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const picture = async (w: number, h: number, format: 'jpeg' | 'png' | 'webp') => {
  const blank = sharp({ create: { width: w, height: h, channels: 3, background: '#2a6' } });
  return new Uint8Array(await blank.toFormat(format).toBuffer());
};
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

describe('imageKind', () => {
  it('recognises JPEG, PNG and WebP by their bytes, nothing else', async () => {
    expect(imageKind(await picture(4, 4, 'jpeg'))).toBe('jpg');
    expect(imageKind(await picture(4, 4, 'png'))).toBe('png');
    expect(imageKind(await picture(4, 4, 'webp'))).toBe('webp');
    expect(imageKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageKind(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(imageKind(new TextEncoder().encode('RIFF'))).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
  });
});

describe('storeImage', () => {
  it('stores a JPEG, PNG or WebP as WebP with a thumbnail, upright, under a random name in its folder', async () => {
    const dir = join(root, 'a');
    const files = localFileStore(dir);
    const names: string[] = [];
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const r = await storeImage(files, 'products', await picture(2400, 1200, format));
      if (!r.ok) throw new Error(r.reason);
      expect(r.name).toMatch(/^products\/[0-9a-f]{24}\.webp$/);
      names.push(r.name);
      const full = await sharp((await files.get(r.name))!).metadata();
      expect(full).toMatchObject({ format: 'webp', width: 1200, height: 600 });
      expect(full.exif).toBeUndefined();
      const thumb = await sharp((await files.get(`thumb-${r.name}`))!).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 300, height: 150 });
    }
    expect(new Set(names).size).toBe(3);
    // A small picture is not enlarged.
    const small = await storeImage(files, 'brands', await picture(200, 100, 'png'));
    expect(small.ok && (await sharp((await files.get(small.name))!).metadata()).width).toBe(200);
    expect(filesIn(dir)).toHaveLength(8);
    for (const n of [...names, small.ok ? small.name : '']) await removeStoredImage(files, n);
    expect(filesIn(dir)).toEqual([]);
  });

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    const files = localFileStore(join(root, 'b'));
    const rotated = new Uint8Array(
      await sharp({ create: { width: 400, height: 200, channels: 3, background: '#a26' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const r = await storeImage(files, 'products', rotated);
    if (!r.ok) throw new Error(r.reason);
    const meta = await sharp((await files.get(r.name))!).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses other types, oversize and undecodable files, leaving nothing behind', async () => {
    const dir = join(root, 'c');
    const files = localFileStore(dir);
    expect(await storeImage(files, 'products', new TextEncoder().encode('GIF89a...'))).toEqual({
      ok: false,
      reason: 'type',
    });
    const big = await picture(64, 64, 'png');
    expect(await storeImage(files, 'products', big, { maxBytes: big.byteLength - 1 })).toEqual({
      ok: false,
      reason: 'size',
    });
    const truncated = (await picture(640, 480, 'jpeg')).subarray(0, 300);
    expect(await storeImage(files, 'products', truncated)).toEqual({ ok: false, reason: 'decode' });
    expect(
      await storeImage(files, 'products', new TextEncoder().encode('RIFF\0\0\0\0WEBPjunk')),
    ).toEqual({ ok: false, reason: 'decode' });
    expect(filesIn(join(root)).filter((f) => f.startsWith('c/'))).toEqual([]);
  });
});

describe('review photos (writeImageWithThumb)', () => {
  it('keeps their format and writes a 320 px thumbnail beside them through the store', async () => {
    const dir = join(root, 'd');
    const files = localFileStore(dir);
    expect(
      await writeImageWithThumb(files, 'reviews/x.jpg', await picture(800, 600, 'jpeg'), 'jpg'),
    ).toBe(true);
    expect(filesIn(dir)).toEqual(['reviews/x.jpg', 'thumb-reviews/x.jpg']);
    expect(await sharp((await files.get('thumb-reviews/x.jpg'))!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
    expect(
      await writeImageWithThumb(
        files,
        'reviews/y.png',
        new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        'png',
      ),
    ).toBe(false);
    expect(filesIn(dir)).toEqual(['reviews/x.jpg', 'thumb-reviews/x.jpg']);
  });
});
