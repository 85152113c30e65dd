// Vouchers (docs/api-reference.md §8.20): the running public vouchers, collecting one, and a code's validity against
// the selected cart lines. Handlers are registered from contract/vouchers/endpoints.ts.
import { Hono } from 'hono';
import { vouchersEndpoints as E } from '#contract/vouchers/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { endpointPath, languageOf, nowOf, queryOf, type ApiEnv } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { currentUser } from '../lib/auth.ts';
import { failureReply, formReply, notFoundReply, ok, unauthenticatedReply } from '../lib/reply.ts';
import { selectedItemsTotal } from '../cart/service.ts';
import { checkVoucher, collectVoucher, validityView, voucherPage } from './service.ts';

export const vouchersRoutes = new Hono<ApiEnv>();

handle(vouchersRoutes, E.vouchers, async (c, { query }) => {
  const user = await currentUser(c);
  if (query.collected === '1' && !user) return unauthenticatedReply(c);
  return ok(
    c,
    await voucherPage(c.get('deps').db, {
      userId: user?.id ?? null,
      query,
      lang: languageOf(c),
      now: nowOf(c),
      path: endpointPath(c),
      params: queryOf(c),
    }),
  );
});

// (proposed) Keep a voucher in the account's list.
handle(vouchersRoutes, E.voucherCollect, async (c, { body, user }) => {
  const kept = await collectVoucher(c.get('deps').db, user.id, body.voucher_id, nowOf(c));
  return kept ? ok(c, kept, Messages.voucherCollected) : notFoundReply(c, Messages.voucherNotFound);
});

// Unknown codes are a validation answer (201); every other rule a business failure (500), as iShop.
handle(vouchersRoutes, E.voucherValidity, async (c, { body, owner }) => {
  const { db } = c.get('deps');
  const now = nowOf(c).toISOString();
  const itemsTotal = await selectedItemsTotal(db, owner, now);
  if (itemsTotal === null) return failureReply(c, Messages.noSelection);
  const r = await checkVoucher(db, body.voucher, itemsTotal, owner, now);
  if (r.ok) return ok(c, validityView(r));
  return r.message === Messages.voucherUnknown
    ? formReply(c, r.message)
    : failureReply(c, r.message);
});
