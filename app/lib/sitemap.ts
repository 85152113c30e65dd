// sitemap.xml: an index of files, each a <urlset> of at most 50,000 URLs (sitemaps.org 0.9). Every record is
// listed once per language, each entry carrying its `hreflang` alternates (and x-default → English).
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '#contract/codes.ts';
import type { SitemapEntry, SitemapKind } from '#contract/site/sitemap.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { categoryPath, productPath } from '#app/lib/paths.ts';

export const MAX_URLS_PER_FILE = 50_000;

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** W3C date-time for <lastmod>, from the API's 'YYYY-MM-DD HH:MM:SS' (UTC) or ISO; null when unreadable. */
export function lastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  );
  return Number.isNaN(d.getTime()) ? null : d.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The storefront path of a record in a language. */
export function pathOf(kind: SitemapKind, e: SitemapEntry, lang: string): string {
  switch (kind) {
    case 'products':
      return productPath({ id: e.id, slug: e.slug }, lang);
    case 'categories':
      return categoryPath(e.slug ?? String(e.id), lang, e.parent);
    case 'brands':
      return localizePath(`/${encodeURIComponent(e.slug || 'brand')}/brand?brand=${e.id}`, lang);
    case 'stores':
      return localizePath(`/shop/${encodeURIComponent(e.slug ?? String(e.id))}`, lang);
    case 'pages':
      return localizePath(`/page/${encodeURIComponent(e.slug ?? String(e.id))}`, lang);
  }
}

export type UrlEntry = { path: (lang: string) => string; lastmod?: string | null };

export function urlsetXml(origin: string, entries: UrlEntry[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    const alternates = [
      ...LANGUAGE_CODES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(origin + e.path(l))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(origin + e.path(DEFAULT_LANGUAGE))}"/>`,
    ].join('');
    const mod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
    for (const lang of LANGUAGE_CODES)
      out.push(`<url><loc>${esc(origin + e.path(lang))}</loc>${mod}${alternates}</url>`);
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

export function sitemapIndexXml(origin: string, files: string[]): string {
  return `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${esc(origin + f)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n')}\n`;
}

/** File names for the index: `/sitemaps/{kind}-{n}.xml`, one per API chunk, plus the shop's own pages. */
export function sitemapFiles(counts: Record<SitemapKind, number>, chunk: number): string[] {
  const files = ['/sitemaps/shop-1.xml'];
  for (const [kind, n] of Object.entries(counts))
    for (let i = 1; i <= Math.ceil(n / chunk); i++) files.push(`/sitemaps/${kind}-${i}.xml`);
  return files;
}

/** The shop's own listing pages (home, categories, brands, flash sales). */
export const SHOP_PATHS = ['/', '/categories', '/brands', '/flash-sale'];
