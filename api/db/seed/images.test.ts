// The demo's raster pictures: WebP drawn from their SVG, once per machine (decision 113).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../../lib/files/index.ts';

const root = mkdtempSync(join(tmpdir(), 'bazaar-images-'));
process.env.SEED_IMAGE_CACHE = join(root, 'cache');
const { ImageWriter, bannerSvg, badgeSvg, iconSvg, logoSvg, productSvg, words } =
  await import('./images.ts');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('raster demo pictures', () => {
  it('writes WebP of the right size, and draws a picture only once for two seeds', async () => {
    const first = new ImageWriter(localFileStore(join(root, 'a')));
    first.rasterPair('p-1.webp', productSvg(1, 200, 3, 600), productSvg(1, 200, 3, 300));
    await first.finish();
    const full = readFileSync(join(root, 'a', 'p-1.webp'));
    expect(full.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(full.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    const thumb = await sharp(readFileSync(join(root, 'a', 'thumb-p-1.webp'))).metadata();
    expect(thumb).toMatchObject({ width: 300, height: 300 });
    expect(readdirSync(join(root, 'cache'))).toHaveLength(2);

    const second = new ImageWriter(localFileStore(join(root, 'b')));
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
    const writer = new ImageWriter(localFileStore(join(root, 'c')));
    writer.raster('broken.webp', '<svg xmlns="http://www.w3.org/2000/svg"');
    await expect(writer.finish()).rejects.toThrow();
  });
});

describe('words in the demo artwork (decision 115)', () => {
  it('draws Latin and Turkish words as outlines, not as SVG text', () => {
    for (const svg of [
      bannerSvg('Weekend Mega Sale', 350, 1200, 400),
      bannerSvg('İstanbul Çarşı', 100, 600, 200),
      logoSvg('Maison Élise', 20),
      badgeSvg('MASTERCARD', 200),
      iconSvg('B', 190),
    ]) {
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<path d="M[^"]{40,}" fill="[^"]+"><title>/);
    }
    // The words stay readable in the file.
    expect(bannerSvg('Weekend Mega Sale', 350, 1200, 400)).toContain(
      '<title>Weekend Mega Sale</title>',
    );
  });

  it('keeps SVG text for characters the font lacks, and escapes it', () => {
    expect(words('मसाला & <b>', { x: 1, y: 2, size: 10, fill: '#fff' })).toBe(
      '<text x="1" y="2" font-family="system-ui,sans-serif" font-weight="700" font-size="10" fill="#fff">मसाला &amp; &lt;b&gt;</text>',
    );
  });

  it('shrinks words to fit, centres them on x, and draws them where the text was', async () => {
    const wide = words('A very long title indeed', {
      x: 0,
      y: 20,
      size: 40,
      fill: '#000',
      maxWidth: 100,
    });
    const xs = [...wide.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.max(...xs)).toBeLessThanOrEqual(101);
    const centred = words('VISA', { x: 32, y: 25, size: 11, fill: '#fff', anchor: 'middle' });
    const cx = [...centred.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.abs((Math.min(...cx) + Math.max(...cx)) / 2 - 32)).toBeLessThan(2);
    // White pixels where the title is, on a banner whose background has none.
    const { data, info } = await sharp(Buffer.from(bannerSvg('Sale', 240, 400, 100)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white++;
    expect(white).toBeGreaterThan(200);
  });
});
