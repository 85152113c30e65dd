// The reference shop API (iShop-compatible api/v1): a Hono app mounted by server.ts at /api/v1.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { formError } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { urlHasNul } from '#contract/nul.ts';
import { buildOpenApiDocument } from '#contract/openapi.ts';
import type { ApiDeps, ApiEnv } from './lib/context.ts';
import { postBodyLimit } from './lib/body-limit.ts';
import { siteRoutes } from './site/routes.ts';
import { settingsRoutes } from './site/admin-routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { storesRoutes } from './stores/routes.ts';
import { sellerStoreRoutes } from './stores/seller-routes.ts';
import { reviewsRoutes } from './reviews/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { addressesRoutes } from './addresses/routes.ts';
import { followingRoutes } from './stores/following-routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { listsRoutes } from './lists/routes.ts';
import { vouchersRoutes } from './vouchers/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { peopleRoutes } from './admin/people-routes.ts';
import { taxonomyRoutes } from './taxonomy/routes.ts';
import { merchandisingRoutes } from './merchandising/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { sellersRoutes } from './sellers/routes.ts';
import { productsRoutes } from './products/routes.ts';
import { fulfilmentRoutes } from './fulfilment/service.ts';
import { paymentRoutes } from './payments/routes.ts';
import { earningsRoutes } from './earnings/routes.ts';
import { shippingRoutes } from './shipping/routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { errorFields, log } from './lib/log.ts';

export type { ApiDeps };

const MAX_BODY_BYTES = 4 * 1024 * 1024;

export function createApi(deps: ApiDeps): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  // Any origin, no credentials: the API never uses cookies (docs/api-reference.md §1).
  api.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'lang', 'language'],
    }),
  );
  // A NUL character in the path or query names nothing: the envelope's 404 before any route reads it, as for
  // an unknown route (contract/nul.ts; admin/* answers everyone but an admin that 404 too).
  api.use('*', async (c, next) => {
    if (urlHasNul(c.req.url))
      return c.json({ status: 404, message: Messages.routeNotFound, data: null }, 404);
    await next();
  });
  // Uploads (avatars, review images) stay under 1 MB each (docs/spec.md §5); nothing legitimate is larger than this.
  api.use(
    '*',
    postBodyLimit({
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
  api.route('/', searchRoutes);
  api.route('/', storesRoutes);
  api.route('/', sellerStoreRoutes);
  api.route('/', reviewsRoutes);
  api.route('/', accountRoutes);
  api.route('/', addressesRoutes);
  api.route('/', followingRoutes);
  api.route('/', cartRoutes);
  api.route('/', listsRoutes);
  api.route('/', vouchersRoutes);
  api.route('/', orderRoutes);
  api.route('/', paymentRoutes);
  api.route('/', adminRoutes);
  api.route('/', peopleRoutes);
  api.route('/', taxonomyRoutes);
  api.route('/', merchandisingRoutes);
  api.route('/', contentRoutes);
  api.route('/', sellersRoutes);
  api.route('/', productsRoutes);
  api.route('/', earningsRoutes);
  api.route('/', settingsRoutes);
  api.route('/', shippingRoutes);
  api.route('/', fulfilmentRoutes);
  api.route('/', promotionRoutes);
  const openapi = buildOpenApiDocument('/api/v1');
  api.get('/openapi.json', (c) => c.json(openapi));

  // Unknown route: the envelope with HTTP 404 (issue 13 item 14), which iShop clients read like any answer.
  api.notFound((c) => c.json({ status: 404, message: Messages.routeNotFound, data: null }, 404));
  api.onError((err, c) => {
    // Never a stack trace on the wire; the log line carries the request id for correlation.
    log.error(
      {
        at: 'api',
        requestId: c.req.header('x-request-id') ?? null,
        path: c.req.path,
        ...errorFields(err),
      },
      'unexpected API error',
    );
    return c.json(formError(Messages.serverError, 500), 200);
  });
  return api;
}
