// HTTP caching policy (server.ts applies it to every response; docs/decisions/008-http-caching.md).
// - Documents are `private, no-cache`: each carries a per-request CSP nonce and the visitor's CSRF token,
//   so no shared cache may replay one; browsers may keep them for back/forward.
// - Client-side navigation data (single-fetch `.data`) of catalogue screens, when it excludes the root
//   route (no CSRF token, no session bits) and the request carries no session: shareable for a minute,
//   served stale while revalidating for five.
// - Anything that sets a cookie, answers a session, fails, or is not a GET: `private, no-store`.
// Assets and uploads (immutable) and sitemaps/robots (an hour) set their own.
import { LANGUAGE_CODES } from '#contract/codes.ts';

const PREFIX = new RegExp(`^/(${LANGUAGE_CODES.join('|')})(?=/|$)`);

export const SHARED_DATA = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const DOCUMENT = 'private, no-cache';
export const PRIVATE = 'private, no-store';

const CATALOG = [
  /^\/_root$/, // the home page's data (`/_root.data`; `/ar.data` in other languages)
  /^\/$/,
  /^\/(categories|brands|search|flash-sale)$/,
  /^\/flash-sale\/[^/]+$/,
  /^\/all\/[^/]+(\/[^/]+)?$/,
  /^\/[^/]+\/(products|brand|collection)$/,
  /^\/[^/]+\/product\/\d+$/,
  /^\/(shop|page)\/[^/]+$/,
];

/** Whether the request carries a session (signed in, or a guest with a cart): never shared. */
function hasSession(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)frontend_session=/.test(cookieHeader ?? '');
}

export function cachePolicy(req: {
  method: string;
  url: string;
  cookie: string | null | undefined;
  status: number;
  contentType: string | null;
  setsCookie: boolean;
  current: string | null;
}): string | null {
  if (req.current) return null; // the route decided (sitemaps, robots, assets)
  const html = (req.contentType ?? '').includes('text/html');
  if (req.method !== 'GET' || req.setsCookie || req.status !== 200 || hasSession(req.cookie))
    return html || isData(req.url) ? PRIVATE : null;
  if (html) return DOCUMENT;
  if (!isData(req.url)) return null;
  const url = new URL(req.url);
  const routes = url.searchParams.get('_routes');
  // Without `_routes` every route's data is inside, the root's (CSRF token, session) too.
  if (!routes || routes.split(',').includes('root')) return PRIVATE;
  const path = url.pathname.replace(/\.data$/, '').replace(PREFIX, '') || '/';
  return CATALOG.some((re) => re.test(path)) ? SHARED_DATA : PRIVATE;
}

function isData(url: string): boolean {
  return new URL(url).pathname.endsWith('.data');
}
