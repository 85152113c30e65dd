// The promotions' endpoints (issue 35 item 2), registered from contract/promotions/endpoints.ts. `auth: 'admin'`
// and `auth: 'seller'` answer the envelope's 404 to anyone else before a handler runs; a seller's calls are
// scoped to their own store, so another store's voucher is not found.
import { Hono } from 'hono';
import { promotions as P } from '#contract/promotions/endpoints.ts';
import { PromotionMessages as M } from '#contract/promotions/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { endpointPath, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import type { Saved } from './common.ts';
import { deleteFlashSale, flashSalePage, flashSaleRecord, saveFlashSale } from './flash-sales.ts';
import {
  deleteVoucher,
  saveVoucher,
  voucherPage,
  voucherRecord,
  type VoucherScope,
} from './vouchers.ts';
import {
  bundleDealPage,
  bundleDealRecord,
  deleteBundleDeal,
  saveBundleDeal,
} from './bundle-deals.ts';

export const promotionRoutes = new Hono<ApiEnv>();

const db = (c: Ctx) => c.get('deps').db;
/** A write's answer: the record's id, or its not-found as the 404, or the refusal (status 201). */
const written = (c: Ctx, r: Saved, done: string) =>
  r.ok
    ? ok(c, { id: r.id }, done)
    : r.missing
      ? notFoundReply(c, r.message)
      : formReply(c, r.message);
const notFound = { onInvalid: (c: Ctx) => notFoundReply(c, M.notFound) };

handle(promotionRoutes, P.flashSales.list, async (c, { query }) =>
  ok(c, await flashSalePage(db(c), query, endpointPath(c))),
);
handle(
  promotionRoutes,
  P.flashSales.one,
  async (c, { params }) => {
    const one = await flashSaleRecord(db(c), Number(params.id));
    return one ? ok(c, one) : notFoundReply(c, M.notFound);
  },
  notFound,
);
handle(promotionRoutes, P.flashSales.save, async (c, { body, user }) =>
  written(c, await saveFlashSale(db(c), c.get('deps').dialect, user, body, nowOf(c)), M.saved),
);
handle(promotionRoutes, P.flashSales.remove, async (c, { body, user }) =>
  written(c, await deleteFlashSale(db(c), user, body.id, nowOf(c)), M.deleted),
);

handle(promotionRoutes, P.bundleDeals.list, async (c, { query }) =>
  ok(c, await bundleDealPage(db(c), query, endpointPath(c))),
);
handle(
  promotionRoutes,
  P.bundleDeals.one,
  async (c, { params }) => {
    const one = await bundleDealRecord(db(c), Number(params.id));
    return one ? ok(c, one) : notFoundReply(c, M.notFound);
  },
  notFound,
);
handle(promotionRoutes, P.bundleDeals.save, async (c, { body, user }) =>
  written(c, await saveBundleDeal(db(c), user, body, nowOf(c)), M.saved),
);
handle(promotionRoutes, P.bundleDeals.remove, async (c, { body, user }) =>
  written(c, await deleteBundleDeal(db(c), user, body.id, nowOf(c)), M.deleted),
);

// Vouchers: staff's reach every one, a seller's their own store's.
const V = {
  list: (c: Ctx, scope: VoucherScope, query: { q?: string; page?: unknown }) =>
    voucherPage(db(c), scope, query, endpointPath(c)).then((page) => ok(c, page)),
  one: async (c: Ctx, scope: VoucherScope, id: string) => {
    const one = await voucherRecord(db(c), scope, Number(id));
    return one ? ok(c, one) : notFoundReply(c, M.notFound);
  },
};
const ALL = 'all' as const;
handle(promotionRoutes, P.vouchers.list, (c, { query }) => V.list(c, ALL, query));
handle(promotionRoutes, P.vouchers.one, (c, { params }) => V.one(c, ALL, params.id), notFound);
handle(promotionRoutes, P.vouchers.save, async (c, { body, user }) =>
  written(c, await saveVoucher(db(c), user, ALL, body, nowOf(c)), M.saved),
);
handle(promotionRoutes, P.vouchers.remove, async (c, { body, user }) =>
  written(c, await deleteVoucher(db(c), user, ALL, body.id, nowOf(c)), M.deleted),
);
const own = (store: { id: number }) => ({ storeId: store.id });
handle(promotionRoutes, P.sellerVouchers.list, (c, { query, store }) =>
  V.list(c, own(store), query),
);
handle(
  promotionRoutes,
  P.sellerVouchers.one,
  (c, { params, store }) => V.one(c, own(store), params.id),
  notFound,
);
handle(promotionRoutes, P.sellerVouchers.save, async (c, { body, user, store }) =>
  written(c, await saveVoucher(db(c), user, own(store), body, nowOf(c)), M.saved),
);
handle(promotionRoutes, P.sellerVouchers.remove, async (c, { body, user, store }) =>
  written(c, await deleteVoucher(db(c), user, own(store), body.id, nowOf(c)), M.deleted),
);
