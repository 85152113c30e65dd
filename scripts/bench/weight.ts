// What a visitor downloads: each page's HTML, scripts and styles, raw and gzipped.
import { gzipSync } from 'node:zlib';
import { ORIGIN, addRow, get, type Page } from './context.ts';
import { kb } from './format.ts';
import { assetUrls } from './html-assets.ts';

const assetCache = new Map<string, number>();
async function assetBytes(url: string): Promise<{ raw: number; gzip: number }> {
  const { res, body } = await get(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return { raw: body.length, gzip: gzipSync(body).length };
}

export async function weigh(page: Page) {
  const refs = assetUrls(page.html.toString('utf8'), ORIGIN + page.path);
  const sum = async (urls: string[]) => {
    let raw = 0;
    let gzip = 0;
    for (const u of urls) {
      const b = await assetBytes(u);
      assetCache.set(u, b.raw);
      raw += b.raw;
      gzip += b.gzip;
    }
    return { files: urls.length, raw, gzip };
  };
  const html = { raw: page.html.length, gzip: gzipSync(page.html).length };
  const js = await sum(refs.scripts);
  const css = await sum(refs.styles);
  const plural = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
  const k = `weight.${page.id}`;
  addRow('weight', page.label, 'HTML kB raw / gzip', `${kb(html.raw)} / ${kb(html.gzip)}`, [
    [`${k}.html_gz_kb`, kb(html.gzip)],
  ]);
  // The scripts and the styles: one row each, with how many files they came in.
  for (const [label, key, w] of [
    ['JS', 'js', js],
    ['CSS', 'css', css],
  ] as const)
    addRow(
      'weight',
      page.label,
      `${label} kB raw / gzip (${plural(w.files)})`,
      `${kb(w.raw)} / ${kb(w.gzip)}`,
      [[`${k}.${key}_gz_kb`, kb(w.gzip)]],
    );
  return { html, js, css, scripts: refs.scripts, styles: refs.styles };
}
