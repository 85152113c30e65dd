// The server's own HTTP pieces (server.ts wires them): uploaded and built files with their caching, the
// refusal of cross-site form posts, and each page's CSP nonce.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { hasNul, urlHasNul } from '#contract/nul.ts';
import { forwardedClient, type TrustedProxies } from '#api/lib/client-ip.ts';
import { cachePolicy } from '#app/lib/cache.ts';
import {
  CSP_IMG_HEADER,
  CSP_SOURCES_HEADER,
  contentSecurityPolicy,
  parseCspSources,
  securityHeaders,
} from '#app/lib/csp.ts';

const fromCwd = (p: string) => relative(process.cwd(), p) || '.';

/**
 * Sets headers on the answer a middleware got back from `next()`, in place. Hono's `c.header()` at that
 * point makes a new Response for every call (a copy of every header, and the Node adapter's light response
 * turned into a full one): nine a page (issue 18, decision 117). An answer whose headers cannot change (a
 * Response from `fetch`, or `Response.redirect`) is copied once.
 */
export function setHeaders(c: Context, headers: Record<string, string>): void {
  try {
    for (const name in headers) c.res.headers.set(name, headers[name]!);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const name in headers) c.res.headers.set(name, headers[name]!);
  }
}
const immutable = (c: Context) => {
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
};
/** Uploads under /uploads (never documents), and in production the built client files. */
export function serveFiles(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  app: Hono<any>,
  opts: { uploadsDir: string; production: boolean; clientDir?: string },
) {
  const { uploadsDir, production, clientDir = resolve('build/client') } = opts;
  // Uploaded files are data, never documents: a file opened directly (an SVG, say) runs no script.
  app.use('/uploads/*', async (c, next) => {
    await next();
    setHeaders(c, {
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  app.use(
    '/uploads/*',
    serveStatic({
      root: fromCwd(dirname(uploadsDir)),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, `/${uploadsDir.split('/').pop()}`),
      onFound: (_p, c) => immutable(c),
    }),
  );
  // A missing image is a plain 404, not a rendered page (which would call the API for nothing).
  app.all('/uploads/*', (c) => c.text('Not found', 404));
  if (production) {
    // The build wrote each script and style sheet compressed too, with brotli and gzip at their best
    // (vite.config.ts): they are sent as they are, so a first visit costs the server no compressing (114).
    app.use(
      '/assets/*',
      serveStatic({
        root: fromCwd(clientDir),
        precompressed: true,
        onFound: (_p, c) => immutable(c),
      }),
    );
    // Other files of the client build (what public/ holds) at their own paths. The build does not change
    // while the server runs, so its list is read once: a page's path is not looked up on disk (issue 18).
    const root = clientDir;
    const files = new Set(builtFiles(root));
    if (files.size) {
      const serve = serveStatic({
        root: fromCwd(root),
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=3600');
        },
      });
      app.use('*', (c, next) => (files.has(c.req.path) ? serve(c, next) : next()));
    }
  }
}

/**
 * The paths (`/robots.txt`) of the files under `root`, but for the hashed `assets/` and Vite's own
 * `.vite/` (its build manifest is for the server, not for visitors).
 */
export function builtFiles(root: string, under = ''): string[] {
  if (!existsSync(join(root, under))) return [];
  return readdirSync(join(root, under), { withFileTypes: true }).flatMap((e) => {
    const path = `${under}/${e.name}`;
    if (e.isDirectory())
      return path === '/assets' || path === '/.vite' ? [] : builtFiles(root, path);
    return e.isFile() ? [path] : [];
  });
}

// A page's CSP nonce: 16 random bytes, cut from a pool drawn 4 kB at a time (one call to the system's random
// source per 256 pages instead of one per page, issue 18). No byte is handed out twice.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;
export function nonce(): string {
  if (used + 16 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const value = pool.toString('base64', used, used + 16);
  used += 16;
  return value;
}

// A cross-site form post is refused here with a 403 (issue 5): the same comparison Remix makes before an
// action (Origin against X-Forwarded-Host or Host), which would otherwise end in a 500. The CSRF token is
// checked by each action (app/lib/form-post.server.ts).
export const refuseCrossSitePosts: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS')
    return next();
  const origin = c.req.header('origin');
  if (!origin) return next();
  // An opaque origin ('null': sandboxed frames, data: URLs) is another site (issue 13 item 9).
  if (origin === 'null') return c.text('Forbidden: this form was sent from another site.', 403);
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host');
  let same = false;
  try {
    same = new URL(origin).host === host;
  } catch {
    same = false;
  }
  if (!same) return c.text('Forbidden: this form was sent from another site.', 403);
  return next();
};

/**
 * A NUL character in a path, a query or a sandbox's form post is refused at the edge, before any route or
 * query reads it (contract/nul.ts): PostgreSQL cannot store one, and no page needs it.
 */
export const refuseNul: MiddlewareHandler = async (c, next) => {
  const refused = () => c.text('The address contains a character that is not allowed.', 400);
  if (urlHasNul(c.req.url)) return refused();
  if (c.req.method === 'POST' && c.req.path.startsWith('/sandbox/')) {
    const form = await c.req.raw
      .clone()
      .formData()
      .catch(() => null);
    if (form && [...form].some(([k, v]) => hasNul(k) || hasNul(v))) return refused();
  }
  await next();
};

/** localhost, 127.x.x.x and [::1], with or without a port. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

/** What answers on any host name: the API and its provider callbacks, health checks, files, sandboxes. */
const ANY_HOST = /^\/(api|assets|uploads|sandbox|__mocks)(\/|$)|^\/(healthz|readyz|livez)$/;

/**
 * One origin for the shop's pages (issue 37 item 7, decision 124): a page asked for under another name of the
 * shop — its IP address, www. or the apex, 127.0.0.1 for localhost — is redirected to PUBLIC_URL's, so its
 * cookies, its CSP's form-action and the payment providers' return addresses are all one origin's; a
 * payment started there comes back to the shopper's own session. The host is the request's Host header, or
 * X-Forwarded-Host when a trusted proxy (TRUST_PROXY) sent it. A temporary redirect (302, or 307 keeping a
 * form post), so a changed PUBLIC_URL is never stuck in a browser's cache.
 */
export function canonicalHost(publicUrl: string, trust: TrustedProxies): MiddlewareHandler {
  const canonical = new URL(publicUrl);
  const port = canonical.port || (canonical.protocol === 'https:' ? '443' : '80');
  const names = new Set([canonical.host, `${canonical.hostname}:${port}`]);
  const loopbackOrigin = LOOPBACK.test(canonical.host);
  const proxied = (c: Context) => {
    if ('hops' in trust) return trust.hops > 0;
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      return false;
    }
    // (With nothing forwarded, forwardedClient is the peer's plain address.)
    return trust.addresses.has(forwardedClient(peer, undefined, trust));
  };
  return async (c, next) => {
    if (ANY_HOST.test(c.req.path)) return next();
    const forwarded = c.req.header('x-forwarded-host');
    const host = ((forwarded && proxied(c) ? forwarded.split(',')[0] : c.req.header('host')) ?? '')
      .trim()
      .toLowerCase();
    if (host === '' || names.has(host)) return next();
    // A loopback PUBLIC_URL (the demo's) names this machine only: a phone on the network that reached the
    // shop by its address could not follow a redirect there, so it is served where it asked.
    if (loopbackOrigin && !LOOPBACK.test(host)) return next();
    const url = new URL(c.req.url);
    const keep = c.req.method === 'GET' || c.req.method === 'HEAD' ? 302 : 307;
    return c.redirect(`${canonical.origin}${url.pathname}${url.search}`, keep);
  };
}

/**
 * Every answer's security headers, and a page's CSP with its nonce and HTTP caching (app/lib/cache.ts: shared
 * only for anonymous catalogue data without the root's). The root loader's hints (the image host, the extra
 * sources) are read and removed, never sent.
 */
export function pageHeaders(opts: {
  production: boolean;
  /** An external API's origin, for pages the root did not load. */
  apiOrigin: string | null;
  /** The payment providers' hosted pages the checkout posts or redirects to. */
  formOrigins: string[];
}): MiddlewareHandler<{ Variables: { nonce: string } }> {
  return async (c, next) => {
    await next();
    const headers = securityHeaders(opts.production);
    const path = c.req.path;
    if (
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      !path.startsWith('/uploads/')
    ) {
      const policy = cachePolicy({
        method: c.req.method,
        url: c.req.url,
        cookie: c.req.header('cookie'),
        status: c.res.status,
        contentType: c.res.headers.get('content-type'),
        setsCookie: c.res.headers.has('set-cookie'),
        current: c.res.headers.get('cache-control'),
      });
      if (policy) headers['Cache-Control'] = policy;
    }
    // The payment sandboxes' pages (a provider's, not ours) bring their own policy.
    if (
      (c.res.headers.get('content-type') ?? '').includes('text/html') &&
      !(path.startsWith('/sandbox/') && c.res.headers.has('Content-Security-Policy'))
    )
      headers['Content-Security-Policy'] = contentSecurityPolicy(c.get('nonce'), {
        production: opts.production,
        sources: parseCspSources(c.res.headers.get(CSP_SOURCES_HEADER)),
        imgOrigins: [c.res.headers.get(CSP_IMG_HEADER), opts.apiOrigin],
        formOrigins: opts.formOrigins,
      });
    setHeaders(c, headers);
    c.res.headers.delete(CSP_SOURCES_HEADER);
    c.res.headers.delete(CSP_IMG_HEADER);
  };
}
