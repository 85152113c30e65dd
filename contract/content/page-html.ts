// The HTML a static page's description may carry (docs/api-reference.md §8.9): an allow-list of structure and
// basic formatting, links and images with safe URL schemes; no scripts, event handlers, style attributes,
// forms or frames. The API cleans a page with it when staff save one (issue 35 item 3) and the storefront
// again before it renders one (app/lib/sanitize.server.ts), so both say the same about what survives.
import sanitizeHtml from 'sanitize-html';

const PAGE_HTML_OPTIONS: sanitizeHtml.IOptions = {
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

/** A page's description with everything outside the allow-list removed. */
export const cleanPageHtml = (html: string): string => sanitizeHtml(html, PAGE_HTML_OPTIONS);
