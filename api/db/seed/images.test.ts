// The demo's raster pictures: WebP drawn from their SVG, once per machine (decision 113).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'bazaar-images-'));
process.env.SEED_IMAGE_CACHE = join(root, 'cache');
const { ImageWriter, productSvg } = await import('./images.ts');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('raster demo pictures', () => {
  it('writes WebP of the right size, and draws a picture only once for two seeds', async () => {
    const first = new ImageWriter(join(root, 'a'));
    first.rasterPair('p-1.webp', productSvg(1, 200, 3, 600), productSvg(1, 200, 3, 300));
    await first.finish();
    const full = readFileSync(join(root, 'a', 'p-1.webp'));
    expect(full.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(full.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    const thumb = await sharp(readFileSync(join(root, 'a', 'thumb-p-1.webp'))).metadata();
    expect(thumb).toMatchObject({ width: 300, height: 300 });
    expect(readdirSync(join(root, 'cache'))).toHaveLength(2);

    const second = new ImageWriter(join(root, 'b'));
    second.rasterPair('p-1.webp', productSvg(1, 200, 3, 600), productSvg(1, 200, 3, 300));
    second.raster('p-2.webp', productSvg(2, 40, 1, 300));
    await second.finish();
    expect(readFileSync(join(root, 'b', 'p-1.webp')).equals(full)).toBe(true);
    // Only the new picture was drawn; no half-written file is left behind.
    expect(readdirSync(join(root, 'cache')).sort()).toHaveLength(3);
    expect(readdirSync(join(root, 'cache')).filter((f) => !f.endsWith('.webp'))).toEqual([]);
    expect(second.count).toBe(3);
  });

  it('reports a picture that cannot be drawn when the seed finishes', async () => {
    const writer = new ImageWriter(join(root, 'c'));
    writer.raster('broken.webp', '<svg xmlns="http://www.w3.org/2000/svg"');
    await expect(writer.finish()).rejects.toThrow();
  });
});
