// Online payments on the API (issue 16; docs/api-reference.md §8.21, §8.31): order/payment-done, order/payment-failed,
// order/payment/{id} (ours), and the provider-facing endpoints — a notification per provider verified on its
// raw body (POST {provider}/notify, and payment/notify/{provider}), and the callback of providers that POST
// the shopper back (payment/callback/{provider}/{id}), which verifies and sends the browser on (303).
import { Hono } from 'hono';
import { paymentsEndpoints as E } from '#contract/payments/endpoints.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { failureReply, formReply, ok, passThrough } from '../lib/reply.ts';
import { unwrapEnc, ownsOrder, linksOf } from '../orders/service.ts';
import { abandonPayment, confirmReturn, handleNotification, type PaymentDeps } from './service.ts';
import { paymentView } from './view.ts';
import { orderRow } from './orders.ts';
import { NotificationRejected } from './types.ts';
import { hasNul } from '#contract/nul.ts';
import { errorFields, log } from '../lib/log.ts';

export const paymentRoutes = new Hono<ApiEnv>();

function paymentDeps(c: Ctx): PaymentDeps | null {
  const { db, mail, payments } = c.get('deps');
  if (!payments) return null;
  return { db, mail, payments, links: linksOf(c), now: nowOf(c) };
}

/** The caller's online order, or null (not found, not theirs, not an online method that runs here). */
async function ownedOnlineOrder(c: Ctx, owner: Parameters<typeof ownsOrder>[1], id: number) {
  const deps = paymentDeps(c);
  if (!deps) return null;
  const mine = await ownsOrder(deps.db, owner, id);
  if (!mine) return null;
  const o = await orderRow(deps.db, id);
  if (!o) return null;
  if (!deps.payments.byMethod(o.order_method)) return 'offline' as const;
  return { deps, o };
}

const notOnlineReply = (c: Ctx, found: null | 'offline', status: 500 | 404 = 500) =>
  failureReply(c, found ? OrderMessages.notOnline : OrderMessages.orderNotFound, status);

handle(
  paymentRoutes,
  E.orderPaymentDone,
  async (c, { body, owner }) => {
    const found = await ownedOnlineOrder(c, owner, body.id);
    if (!found || found === 'offline') return notOnlineReply(c, found);
    if (found.o.order_method !== body.order_method)
      return failureReply(c, OrderMessages.methodDisabled);
    const params = { ...(body.params ?? {}) };
    if (body.payment_token && !params.payment_token) params.payment_token = body.payment_token;
    const s = await confirmReturn(found.deps, found.o, params);
    switch (s.state) {
      case 'paid':
        return ok(c, 1 as const);
      case 'pending':
        return ok(c, 0 as const);
      case 'unverified':
        return formReply(c, OrderMessages.paymentUnverified);
      default:
        return failureReply(c, OrderMessages.paymentCancelled);
    }
  },
  { decodeBody: unwrapEnc },
);

handle(paymentRoutes, E.orderPaymentFailed, async (c, { body, owner }) => {
  const found = await ownedOnlineOrder(c, owner, body.id);
  if (!found || found === 'offline') return notOnlineReply(c, found);
  const r = await abandonPayment(found.deps, found.o, 'The shopper cancelled the payment.');
  return r === 'paid'
    ? failureReply(c, OrderMessages.alreadyPaid)
    : ok(c, OrderMessages.paymentCancelled);
});

handle(paymentRoutes, E.orderPayment, async (c, { params, owner }) => {
  const found = await ownedOnlineOrder(c, owner, Number(params.id));
  if (!found || found === 'offline') return notOnlineReply(c, found, 404);
  return ok(c, await paymentView(found.deps, found.o));
});

const notFoundText = (c: Ctx) => passThrough(c.text('Not found', 404));

handle(paymentRoutes, E.paymentNotify, async (c, { params }) => {
  const deps = paymentDeps(c);
  if (!deps) return notFoundText(c);
  const rawBody = await c.req.text();
  try {
    const r = await handleNotification(
      deps,
      params.provider,
      { headers: c.req.raw.headers, rawBody },
      (e) => e instanceof NotificationRejected,
    );
    return passThrough(c.text(r.outcome, r.status));
  } catch (error) {
    // Not applied (its claim was freed): a 5xx, so the provider sends it again. The API's error envelope
    // answers HTTP 200, which every provider reads as delivered.
    log.error(
      { at: 'payments.notify', provider: params.provider, ...errorFields(error) },
      'a provider notification was not applied',
    );
    return passThrough(c.text('retry later', 503));
  }
});

/** A provider POSTs (or sends) the shopper back here: verify, settle, then the storefront's return page. */
handle(paymentRoutes, E.paymentCallback, async (c, { params }) => {
  const deps = paymentDeps(c);
  const r = deps?.payments.byName(params.provider);
  if (!deps || !r) return notFoundText(c);
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.req.queries())) if (v[0] !== undefined) fields[k] = v[0];
  if (c.req.method === 'POST') {
    const form = await c.req.parseBody().catch(() => ({}));
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') fields[k] = v;
  }
  if (hasNul(fields)) return notFoundText(c); // no provider sends one (contract/nul.ts)
  const o = await orderRow(deps.db, Number(params.id));
  if (!o || o.order_method !== r.definition.method) return notFoundText(c);
  await confirmReturn(deps, o, fields);
  // The return page shows what the server settled; nothing of the provider's answer goes in the URL.
  return passThrough(c.redirect(deps.payments.urlsFor(r, o).returnUrl, 303));
});
