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
  addRow(
    'weight',
    page.label,
    `JS kB raw / gzip (${plural(js.files)})`,
    `${kb(js.raw)} / ${kb(js.gzip)}`,
    [[`${k}.js_gz_kb`, kb(js.gzip)]],
  );
  addRow(
    'weight',
    page.label,
    `CSS kB raw / gzip (${plural(css.files)})`,
    `${kb(css.raw)} / ${kb(css.gzip)}`,
    [[`${k}.css_gz_kb`, kb(css.gzip)]],
  );
  return { html, js, css, scripts: refs.scripts, styles: refs.styles };
}
