// Generated artwork for the demo shop, distinct per product, made locally (no network). Pictures without
// text (products, categories) are WebP, drawn from SVG once per machine (decision 113): a browser lays out and
// paints an SVG image as a document of its own on the page's main thread, a raster one it only decodes, off
// it. Banners, sliders, logos and icons stay SVG, with their words drawn as outlines from a font shipped in
// node_modules (Inter): laying out an SVG image's <text> cost a page 16–46 ms of main thread here, and a
// machine without fonts could not draw it into a raster picture (decision 115).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as OpenType from 'opentype.js';
import sharp from 'sharp';
import type { FileStore } from '../../lib/files/index.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Inter Bold, Latin and Latin Extended (Turkish, most European languages), read once. */
let fonts: OpenType.Font[] | undefined;
function boldFonts(): OpenType.Font[] {
  if (!fonts) {
    // Its CommonJS build: the same module under Node, Vitest and the server's bundle.
    const require = createRequire(import.meta.url);
    const opentype = require('opentype.js') as typeof OpenType;
    fonts = ['latin', 'latin-ext'].map((subset) => {
      const bytes = readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-700-normal.woff`),
      );
      return opentype.parse(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
    });
  }
  return fonts;
}

/** `text` as one outline path, or null when the font has no glyph for one of its characters. */
function outline(text: string, x: number, y: number, size: number) {
  const glyphs: { font: OpenType.Font; glyph: OpenType.Glyph }[] = [];
  for (const ch of text) {
    const found = boldFonts()
      .map((font) => ({ font, glyph: font.charToGlyph(ch) }))
      .find(({ glyph }) => glyph.index > 0);
    if (!found) return null;
    glyphs.push(found);
  }
  const scale = size / boldFonts()[0]!.unitsPerEm;
  const width = (g: (typeof glyphs)[number]) => (g.glyph.advanceWidth ?? 0) * scale;
  const kern = (a: (typeof glyphs)[number] | undefined, b: (typeof glyphs)[number]) =>
    a && a.font === b.font ? a.font.getKerningValue(a.glyph, b.glyph) * scale : 0;
  return {
    width: glyphs.reduce((w, g, i) => w + width(g) + kern(glyphs[i - 1], g), 0),
    path(left: number) {
      let pen = left;
      let d = '';
      glyphs.forEach((g, i) => {
        pen += kern(glyphs[i - 1], g);
        d += g.glyph.getPath(pen, y, size).toPathData(1);
        pen += width(g);
      });
      return d;
    },
  };
}

/**
 * Bold words at (x, y) drawn as a path (`anchor` middle centres them on x); SVG <text> only for characters
 * the font lacks. `maxWidth` shrinks them to fit.
 */
export function words(
  text: string,
  o: { x: number; y: number; size: number; fill: string; anchor?: 'middle'; maxWidth?: number },
) {
  let size = o.size;
  let shape = outline(text, o.x, o.y, size);
  if (shape && o.maxWidth && shape.width > o.maxWidth) {
    size = Math.floor((size * o.maxWidth) / shape.width);
    shape = outline(text, o.x, o.y, size);
  }
  if (!shape)
    return `<text x="${o.x}" y="${o.y}" font-family="system-ui,sans-serif" font-weight="700" font-size="${o.size}"${o.anchor ? ` text-anchor="${o.anchor}"` : ''} fill="${o.fill}">${esc(text)}</text>`;
  const left = o.anchor === 'middle' ? o.x - shape.width / 2 : o.x;
  return `<path d="${shape.path(Math.round(left * 10) / 10)}" fill="${o.fill}"><title>${esc(text)}</title></path>`;
}

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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 35%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.6}" fill="#fff" opacity=".08"/>${words(title, { x: width * 0.06, y: height * 0.58, size, fill: '#fff', maxWidth: width * 0.88 })}</svg>`;
}

export function logoSvg(text: string, hue: number, dark = true) {
  const fg = dark ? `hsl(${hue} 70% 30%)` : '#fff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48"><rect x="2" y="8" width="32" height="32" rx="8" fill="hsl(${hue} 70% 40%)"/><path d="M10 20h16l-2 12H12z M14 20a4 4 0 0 1 8 0" fill="none" stroke="#fff" stroke-width="2.5"/>${words(text, { x: 42, y: 32, size: 22, fill: fg, maxWidth: 134 })}</svg>`;
}

export function badgeSvg(text: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40"><rect width="64" height="40" rx="6" fill="hsl(${hue} 60% 40%)"/>${words(text, { x: 32, y: 25, size: 11, fill: '#fff', anchor: 'middle', maxWidth: 58 })}</svg>`;
}

export function iconSvg(letter: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="hsl(${hue} 65% 45%)"/>${words(letter, { x: 32, y: 41, size: 26, fill: '#fff', anchor: 'middle' })}</svg>`;
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

/** Puts at a time: a seed of thousands of pictures must not open thousands of requests to an object store. */
const PUTS_AT_ONCE = 16;

/**
 * The seed's pictures, put through the shop's file store (api/lib/files): drawn SVG as it is, raster pictures
 * from this machine's cache. Nothing is written by path here.
 */
export class ImageWriter {
  count = 0;
  private readonly pending: Promise<void>[] = [];
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly files: FileStore) {}
  private async put(name: string, bytes: () => Promise<Uint8Array>, type: string) {
    if (this.running < PUTS_AT_ONCE) this.running++;
    else await new Promise<void>((go) => this.waiting.push(go)); // handed a running one's place
    try {
      await this.files.put(name, await bytes(), type);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
  private queue(name: string, bytes: () => Promise<Uint8Array>, type: string) {
    const written = this.put(name, bytes, type);
    written.catch(() => {}); // reported by finish(), not as an unhandled rejection before it
    this.pending.push(written);
    this.count++;
  }
  /** An SVG picture, stored once `finish` has resolved. */
  write(name: string, svg: string) {
    this.queue(name, async () => Buffer.from(svg), 'image/svg+xml');
  }
  /** A full image and its thumbnail (thumb_prefix 'thumb-'). */
  pair(name: string, full: string, thumb: string) {
    this.write(name, full);
    this.write(`thumb-${name}`, thumb);
  }
  /** A picture without text, stored as WebP (`name` ends in .webp) once `finish` has resolved. */
  raster(name: string, svg: string) {
    const drawn = rasterFile(svg);
    drawn.catch(() => {}); // the same: finish() reports it
    this.queue(name, async () => readFile(await drawn), 'image/webp');
  }
  /** `raster` for a full picture and its thumbnail. */
  rasterPair(name: string, full: string, thumb: string) {
    this.raster(name, full);
    this.raster(`thumb-${name}`, thumb);
  }
  /** Resolves when every picture is stored; rejects if one could not be drawn or stored. */
  async finish() {
    await Promise.all(this.pending);
  }
}
