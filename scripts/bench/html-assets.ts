// The JS and CSS a first visit downloads, as the HTML names them: every <script src>, every
// <link rel=modulepreload>, the modules Remix's inline script preloads after the first paint (patched
// @remix-run/react, decision 106) and every stylesheet link.

export type AssetRefs = { scripts: string[]; styles: string[] };

const TAG = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTR = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const COMMENT = /<!--[\s\S]*?-->/g;
// The list the patched Scripts component adds as modulepreload links once the page has painted.
const AFTER_PAINT = /\bhrefs=(\[[^\]]*\])/g;

export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Absolute URLs of the page's scripts (src and modulepreload) and stylesheets, each once, in order. */
export function assetUrls(html: string, pageUrl: string): AssetRefs {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.replace(COMMENT, '').matchAll(TAG)) {
    const tag = m[1]!.toLowerCase();
    const attrs = parseAttributes(m[2]!);
    if (tag === 'script') {
      if (attrs.src) scripts.add(new URL(attrs.src, pageUrl).href);
      continue;
    }
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('modulepreload')) scripts.add(new URL(attrs.href, pageUrl).href);
    else if (rel.includes('stylesheet')) styles.add(new URL(attrs.href, pageUrl).href);
  }
  for (const m of html.matchAll(AFTER_PAINT))
    for (const href of JSON.parse(m[1]!) as string[]) scripts.add(new URL(href, pageUrl).href);
  return { scripts: [...scripts], styles: [...styles] };
}
