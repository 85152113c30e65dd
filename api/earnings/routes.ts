// The earnings and payouts endpoints (issue 34), registered from contract/earnings/endpoints.ts: `seller/*`
// scoped by the caller's live store (resolved by handle()), `admin/*` for the shop's staff. An object of
// another store, or none, is the envelope's not-found.
import { Hono } from 'hono';
import { earningsEndpoints as E } from '#contract/earnings/endpoints.ts';
import { EarningsMessages as M } from '#contract/earnings/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { endpointPath, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import { linksOf } from '../orders/service.ts';
import { payoutSettings } from './service.ts';
import {
  accountsOf,
  earningsOf,
  orderLinesOf,
  removeAccount,
  requestWithdrawal,
  saveAccount,
  storeBalances,
  type Outcome,
} from './seller.ts';
import {
  adjustStore,
  decideWithdrawal,
  savePayoutSettings,
  setStoreCommission,
  storeEarnings,
  suspendStore,
  type StaffDeps,
} from './staff.ts';
import { ledgerRows, withdrawalPage } from './views.ts';

export const earningsRoutes = new Hono<ApiEnv>();

const db = (c: Ctx) => c.get('deps').db;
const staffDeps = (c: Ctx): StaffDeps => ({
  db: db(c),
  mail: c.get('deps').mail ?? null,
  links: linksOf(c),
  now: nowOf(c),
});
const notFound = (c: Ctx) => notFoundReply(c, M.storeNotFound);

/** A write's answer: its data with the success message, the refusal, or not found. */
function answer<T extends object>(c: Ctx, r: Outcome<T>, message: string) {
  if (r.ok) {
    const { ok: _ok, ...data } = r;
    void _ok;
    return ok(c, data as T, message);
  }
  if (r.missing) return notFoundReply(c, r.message);
  return formReply(c, r.message);
}

// ── The seller's ─────────────────────────────────────────────────────────────────────────────────────────
handle(earningsRoutes, E.sellerEarnings, async (c, { store, query }) =>
  ok(c, await earningsOf(db(c), store.id, nowOf(c), query.page, endpointPath(c))),
);
handle(earningsRoutes, E.sellerStatement, async (c, { store }) =>
  ok(c, await ledgerRows(db(c), store.id)),
);
handle(earningsRoutes, E.sellerOrderLines, async (c, { store }) =>
  ok(c, await orderLinesOf(db(c), store.id)),
);
handle(earningsRoutes, E.sellerAccounts, async (c, { store }) =>
  ok(c, await accountsOf(db(c), store.id)),
);
handle(earningsRoutes, E.sellerAccountSave, async (c, { store, body }) =>
  answer(c, await saveAccount(db(c), store.id, body, nowOf(c)), M.accountSaved),
);
handle(earningsRoutes, E.sellerAccountRemove, async (c, { store, body }) =>
  answer(c, await removeAccount(db(c), store.id, body.id, nowOf(c)), M.accountRemoved),
);
handle(earningsRoutes, E.sellerWithdrawals, async (c, { store, query }) =>
  ok(c, await withdrawalPage(db(c), { storeId: store.id, page: query.page }, endpointPath(c))),
);
handle(earningsRoutes, E.sellerWithdrawalRequest, async (c, { store, body }) =>
  answer(c, await requestWithdrawal(db(c), store.id, body, nowOf(c)), M.requested),
);

// ── Staff's ──────────────────────────────────────────────────────────────────────────────────────────────
handle(earningsRoutes, E.adminWithdrawals, async (c, { query }) =>
  ok(
    c,
    await withdrawalPage(
      db(c),
      { status: query.status, page: query.page, openFirst: true },
      endpointPath(c),
    ),
  ),
);
const notFoundOnBadId = {
  onInvalid: (c: Ctx, where: 'params' | 'query' | 'body', messages: string[]) =>
    where === 'params' ? notFoundReply(c, M.withdrawalNotFound) : formReply(c, messages),
};
handle(
  earningsRoutes,
  E.adminWithdrawalApprove,
  async (c, { user, params }) =>
    answer(c, await decideWithdrawal(staffDeps(c), user, Number(params.id), 'approve'), M.approved),
  notFoundOnBadId,
);
handle(
  earningsRoutes,
  E.adminWithdrawalReject,
  async (c, { user, params, body }) =>
    answer(
      c,
      await decideWithdrawal(staffDeps(c), user, Number(params.id), 'reject', body.reason),
      M.rejected,
    ),
  notFoundOnBadId,
);
handle(
  earningsRoutes,
  E.adminWithdrawalPaid,
  async (c, { user, params, body }) =>
    answer(
      c,
      await decideWithdrawal(staffDeps(c), user, Number(params.id), 'paid', body.reference),
      M.paid,
    ),
  notFoundOnBadId,
);
handle(earningsRoutes, E.adminStoreBalances, async (c) => ok(c, await storeBalances(db(c))));

const storeNotFoundOnBadId = {
  onInvalid: (c: Ctx, where: 'params' | 'query' | 'body', messages: string[]) =>
    where === 'params' ? notFound(c) : formReply(c, messages),
};
handle(
  earningsRoutes,
  E.adminStoreEarnings,
  async (c, { params, query }) => {
    const one = await storeEarnings(
      db(c),
      Number(params.id),
      nowOf(c),
      query.page,
      endpointPath(c),
    );
    return one ? ok(c, one) : notFound(c);
  },
  storeNotFoundOnBadId,
);
handle(
  earningsRoutes,
  E.adminStoreAdjustment,
  async (c, { user, params, body }) =>
    answer(c, await adjustStore(staffDeps(c), user, Number(params.id), body), M.adjusted),
  storeNotFoundOnBadId,
);
handle(
  earningsRoutes,
  E.adminStoreSuspend,
  async (c, { user, params, body }) =>
    answer(c, await suspendStore(staffDeps(c), user, Number(params.id), body.reason), M.suspended),
  storeNotFoundOnBadId,
);
handle(
  earningsRoutes,
  E.adminStoreReinstate,
  async (c, { user, params }) =>
    answer(c, await suspendStore(staffDeps(c), user, Number(params.id), null), M.reinstated),
  storeNotFoundOnBadId,
);
handle(
  earningsRoutes,
  E.adminStoreCommission,
  async (c, { user, params, body }) =>
    answer(
      c,
      await setStoreCommission(staffDeps(c), user, Number(params.id), body.commission_bp ?? null),
      M.commissionSaved,
    ),
  storeNotFoundOnBadId,
);
handle(earningsRoutes, E.adminPayoutSettings, async (c) => ok(c, await payoutSettings(db(c))));
handle(earningsRoutes, E.adminPayoutSettingsSave, async (c, { user, body }) =>
  ok(c, await savePayoutSettings(staffDeps(c), user, body), M.settingsSaved),
);
