// A seller's orders (issue 34, decision 137), registered from contract/fulfilment/endpoints.ts: `auth: 'seller'`
// resolves the caller's live store once (anyone else: the envelope's 404) and every query is scoped by it.
import { Hono } from 'hono';
import { fulfilmentEndpoints as E } from '#contract/fulfilment/endpoints.ts';
import { FulfilmentMessages as M } from '#contract/fulfilment/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { paginated } from '../lib/paginate.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import { linksOf } from '../orders/service.ts';
import { cancelPart, movePart, type MoveResult } from './moves.ts';
import { sellerOrderDetail, sellerOrdersPage } from './views.ts';

export const fulfilmentRoutes = new Hono<ApiEnv>();

const deps = (c: Ctx) => {
  const { db, mail } = c.get('deps');
  return { db, mail: mail ?? null, links: linksOf(c), now: nowOf(c) };
};

function answer(c: Ctx, r: MoveResult, message: string) {
  if (r.ok) {
    const { ok: _ok, ...data } = r;
    void _ok;
    return ok(c, data, message);
  }
  return r.missing ? notFoundReply(c, r.message) : formReply(c, r.message);
}

// A malformed order id names no order: the same 404 as another store's.
const asNotFound = { onInvalid: (c: Ctx) => notFoundReply(c, M.notFound) as never };

handle(fulfilmentRoutes, E.sellerOrders, async (c, { query, store }) =>
  ok(c, paginated(c, await sellerOrdersPage(c.get('deps').db, store.id, query))),
);
handle(
  fulfilmentRoutes,
  E.sellerOrder,
  async (c, { params, store }) => {
    const one = await sellerOrderDetail(c.get('deps').db, store, Number(params.id));
    return one ? ok(c, one) : notFoundReply(c, M.notFound);
  },
  asNotFound,
);
handle(
  fulfilmentRoutes,
  E.sellerOrderStatus,
  async (c, { params, body, store }) =>
    answer(c, await movePart(deps(c), store, Number(params.id), body), M.moved),
  {
    onInvalid: (c, where, messages) =>
      where === 'params' ? notFoundReply(c, M.notFound) : formReply(c, messages),
  },
);
handle(
  fulfilmentRoutes,
  E.sellerOrderCancel,
  async (c, { params, body, store }) =>
    answer(c, await cancelPart(deps(c), store, Number(params.id), body.reason), M.partCancelled),
  {
    onInvalid: (c, where, messages) =>
      where === 'params' ? notFoundReply(c, M.notFound) : formReply(c, messages),
  },
);
