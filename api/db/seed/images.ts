// Generated artwork for the demo shop, distinct per product, made locally (no network). Pictures without
// text (products, categories) are WebP, drawn from SVG once per machine (decision 113): a browser lays out and
// paints an SVG image as a document of its own on the page's main thread, a raster one it only decodes, off
// it. Banners, sliders, logos and icons carry text and stay SVG (a fresh machine may have no fonts to draw it).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const GLYPHS = [
  // simple product silhouettes, drawn in a 100×100 box
  'M20 30h60v36H20z M12 70h76l-6 8H18z', // laptop
  'M36 14h28a4 4 0 0 1 4 4v64a4 4 0 0 1-4 4H36a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z', // phone
  'M30 40a20 20 0 0 1 40 0v24H62V40a12 12 0 0 0-24 0v24h-8z', // headphones
  'M30 20l20-8 20 8 12 16-14 6v44H32V42l-14-6z', // shirt
  'M24 60q26-34 52 0v14H24z', // shoe/cap
  'M26 26h48v54H26z M38 14h24v12H38z', // jar/box
  'M50 14l10 24 26 2-20 17 6 26-22-14-22 14 6-26-20-17 26-2z', // star/toy
  'M20 50a30 30 0 1 0 60 0a30 30 0 1 0-60 0z', // ball
];

/** A product's (or a category's) picture: a gradient, a circle placed by `id` and a silhouette; no text. */
export function productSvg(id: number, hue: number, glyph: number, size: number) {
  const h2 = (hue + 40) % 360;
  const g = GLYPHS[glyph % GLYPHS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${h2} 65% 38%)"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><circle cx="${20 + (id % 60)}" cy="${18 + (id % 23)}" r="${10 + (id % 14)}" fill="#fff" opacity=".12"/><path d="${g}" fill="#fff" opacity=".9"/></svg>`;
}

export function bannerSvg(title: string, hue: number, width: number, height: number) {
  // Fit the title on one line: roughly 0.6 em per character in a bold sans-serif.
  const size = Math.round(
    Math.min(height * 0.26, (width * 0.86) / (Math.max(title.length, 1) * 0.6)),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 35%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.6}" fill="#fff" opacity=".08"/><text x="${width * 0.06}" y="${height * 0.58}" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${esc(title)}</text></svg>`;
}

export function logoSvg(text: string, hue: number, dark = true) {
  const fg = dark ? `hsl(${hue} 70% 30%)` : '#fff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48"><rect x="2" y="8" width="32" height="32" rx="8" fill="hsl(${hue} 70% 40%)"/><path d="M10 20h16l-2 12H12z M14 20a4 4 0 0 1 8 0" fill="none" stroke="#fff" stroke-width="2.5"/><text x="42" y="32" font-family="system-ui,sans-serif" font-weight="700" font-size="22" fill="${fg}">${esc(text)}</text></svg>`;
}

export function badgeSvg(text: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40"><rect width="64" height="40" rx="6" fill="hsl(${hue} 60% 40%)"/><text x="32" y="25" font-family="system-ui,sans-serif" font-weight="700" font-size="11" text-anchor="middle" fill="#fff">${esc(text)}</text></svg>`;
}

export function iconSvg(letter: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="hsl(${hue} 65% 45%)"/><text x="32" y="41" font-family="system-ui,sans-serif" font-weight="700" font-size="26" text-anchor="middle" fill="#fff">${esc(letter)}</text></svg>`;
}

/** Bump when the drawing or the encoding changes, so that no machine keeps serving old pictures. */
const RASTER_VERSION = 1;

/**
 * Drawn pictures are kept by their SVG's hash, so a seed draws each one once per machine (the demo's 2,000
 * take about 15 s on 2 cores; the test suite seeds many databases). `SEED_IMAGE_CACHE` moves the folder.
 */
let cache: string | undefined;
function cacheDir() {
  if (cache) return cache;
  cache =
    process.env.SEED_IMAGE_CACHE ??
    (existsSync('node_modules')
      ? join('node_modules', '.cache', 'bazaar-seed-images')
      : join(tmpdir(), 'bazaar-seed-images'));
  mkdirSync(cache, { recursive: true });
  return cache;
}

const drawing = new Map<string, Promise<string>>();

/** The cached WebP file drawn from `svg`, drawing it first if this machine has not yet. */
function rasterFile(svg: string): Promise<string> {
  const key = createHash('sha256').update(`${RASTER_VERSION}\n${svg}`).digest('hex').slice(0, 32);
  let file = drawing.get(key);
  if (!file) {
    const path = join(cacheDir(), `${key}.webp`);
    file = existsSync(path)
      ? Promise.resolve(path)
      : sharp(Buffer.from(svg))
          .webp({ quality: 82, effort: 2 })
          .toBuffer()
          .then(async (bytes) => {
            // Another process seeding at the same time may draw the same picture: each writes its own
            // file and renames it into place, so a reader never sees half a file.
            const part = `${path}.${randomBytes(6).toString('hex')}.part`;
            await writeFile(part, bytes);
            await rename(part, path);
            return path;
          });
    drawing.set(key, file);
    // A picture that could not be drawn (a full disk, say) is tried again by the next seed in this process.
    file.catch(() => drawing.delete(key));
  }
  return file;
}

export class ImageWriter {
  count = 0;
  private readonly pending: Promise<void>[] = [];
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }
  write(name: string, svg: string) {
    writeFileSync(join(this.dir, name), svg);
    this.count++;
  }
  /** A full image and its thumbnail (thumb_prefix 'thumb-'). */
  pair(name: string, full: string, thumb: string) {
    this.write(name, full);
    this.write(`thumb-${name}`, thumb);
  }
  /** A picture without text, written as WebP (`name` ends in .webp) once `finish` has resolved. */
  raster(name: string, svg: string) {
    const written = rasterFile(svg).then((file) => copyFile(file, join(this.dir, name)));
    written.catch(() => {}); // reported by finish(), not as an unhandled rejection before it
    this.pending.push(written);
    this.count++;
  }
  /** `raster` for a full picture and its thumbnail. */
  rasterPair(name: string, full: string, thumb: string) {
    this.raster(name, full);
    this.raster(`thumb-${name}`, thumb);
  }
  /** Resolves when every raster picture is written; rejects if one could not be drawn. */
  async finish() {
    await Promise.all(this.pending);
  }
}
