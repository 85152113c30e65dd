// Static page HTML (docs/api-reference.md §8.9) comes from the shop's admin and is rendered with
// dangerouslySetInnerHTML, so it is cleaned on the server first (docs/style.md: never unsanitised HTML).
// The allow-list is the contract's (contract/content/page-html.ts): the API cleans with it on save too.
import { LRUCache } from 'lru-cache';
import { cleanPageHtml } from '#contract/content/page-html.ts';

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
    clean = cleanPageHtml(html);
    if (html.length + clean.length <= 400_000) cleaned.set(html, clean);
  }
  return clean;
}
