// Static page HTML (docs/api-reference.md §8.9) comes from the shop's admin and is rendered with
// dangerouslySetInnerHTML, so it is cleaned on the server first (docs/style.md: never unsanitised HTML).
// An allow-list: structure and basic formatting, links and images with safe URL schemes; no scripts,
// event handlers, style attributes, forms or frames.
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  // Relative URLs stay allowed (sanitize-html keeps scheme-less URLs); everything else must use one of these.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped entirely, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Every link opens without handing the opener to the target (and no referrer to other sites).
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' };
      if (out.target && out.target !== '_blank') delete out.target;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Safe HTML for a static page's description. */
// The same description is cleaned on every view of its product: the last 500 results are kept, keyed by the
// HTML itself (a changed text is a new key), up to 4 MB of cleaned text in all (issue 18).
const cleaned = new LRUCache<string, string>({
  max: 500,
  maxSize: 4_000_000,
  sizeCalculation: (value, key) => value.length + key.length || 1,
});

export function sanitizePageHtml(html: string | null | undefined): string {
  if (!html) return '';
  let clean = cleaned.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, OPTIONS);
    if (html.length + clean.length <= 400_000) cleaned.set(html, clean);
  }
  return clean;
}
