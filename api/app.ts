// The reference shop API (iShop-compatible api/v1): a Hono app mounted by server.ts at /api/v1.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import { formError } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { buildOpenApiDocument } from '#contract/openapi.ts';
import type { ApiDeps, ApiEnv } from './lib/context.ts';
import { siteRoutes } from './routes/site.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { formRoutes } from './routes/forms.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { accountRoutes } from './routes/account.ts';
import { cartRoutes } from './routes/cart.ts';

export type { ApiDeps };

export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export function createApi(deps: ApiDeps): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  // Any origin, no credentials: the API never uses cookies (API-REFERENCE §1).
  api.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'lang', 'language'],
    }),
  );
  // Uploads (avatars, review images) stay under 1 MB each (spec §5); nothing legitimate is larger than this.
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(formError(Messages.bodyTooLarge, 413), 413),
    }),
  );
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    await next();
  });

  api.route('/', siteRoutes);
  api.route('/', catalogRoutes);
  api.route('/', formRoutes);
  api.route('/', sitemapRoutes);
  api.route('/', accountRoutes);
  api.route('/', cartRoutes);
  const openapi = buildOpenApiDocument('/api/v1');
  api.get('/openapi.json', (c) => c.json(openapi));

  // Unknown route: the framework default of iShop, a bare {message} with HTTP 404 (API-REFERENCE §1).
  api.notFound((c) => c.json({ message: Messages.routeNotFound }, 404));
  api.onError((err, c) => {
    // Never a stack trace on the wire; the log line carries the request id for correlation.
    console.error(
      JSON.stringify({
        level: 'error',
        at: 'api',
        requestId: c.req.header('x-request-id') ?? null,
        path: c.req.path,
        message: err.message,
        stack: err.stack,
      }),
    );
    return c.json(formError(Messages.serverError, 500), 200);
  });
  return api;
}
