// Orders (docs/api-reference.md §8.21, §8.22, §8.25), registered from contract/orders/endpoints.ts.
import { Hono } from 'hono';
import { ordersEndpoints as E } from '#contract/orders/endpoints.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { endpointPath, languageOf, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { limit } from '../lib/rate-limit.ts';
import {
  failureEnvelopeReply,
  failureReply,
  formReply,
  ok,
  passThrough,
  softNotFoundReply,
} from '../lib/reply.ts';
import { unwrapEnc } from './enc.ts';
import { placeOrder } from './place.ts';
import {
  cancelOrder,
  cancellationOf,
  orderDetail,
  placedOrderRow,
  ordersPage,
  submitTransaction,
  trackOrder,
} from './service.ts';
import { linksOf, sendOrderConfirmation, sendOrderNotice } from './emails.ts';
import { orderView } from './views.ts';
import { toMajor } from '#contract/money.ts';
import { startPayment, paymentOrderOf, stopCancelledPayment } from '../payments/service.ts';
import { clientIp } from '../lib/rate-limit.ts';

export const orderRoutes = new Hono<ApiEnv>();
const enc = { decodeBody: unwrapEnc };
const deps = (c: Ctx) => c.get('deps');

handle(
  orderRoutes,
  E.orderAction,
  async (c, { body, owner }) => {
    const payments = deps(c).payments;
    const placed = await placeOrder(deps(c).db, deps(c).dialect, owner, body, {
      now: nowOf(c),
      language: languageOf(c),
      onlineMethods: payments?.list().map((r) => r.definition.method) ?? [],
    });
    if (!placed.ok) {
      if (placed.product)
        return failureEnvelopeReply(c, {
          status: 500,
          message: placed.product,
          data: { product: [placed.product], form: [placed.message] },
        });
      return failureReply(c, placed.message);
    }
    const row = await placedOrderRow(deps(c).db, placed.orderId);
    if (!payments?.byMethod(row.order_method)) return ok(c, orderView(row), OrderMessages.placed);
    // An online method: the provider's payment for the unpaid order, and the contract's per-method fields.
    const started = await startPayment(
      { db: deps(c).db, mail: deps(c).mail, payments, links: linksOf(c), now: nowOf(c) },
      row.id,
      { ip: clientIp(c) },
    );
    if (!started.ok) return failureReply(c, started.message);
    const po = paymentOrderOf(row);
    return ok(
      c,
      {
        ...orderView(row),
        amount: toMajor(po.amountMinor).toFixed(2),
        name: po.name,
        email: po.email,
        ...(started.started.contractData ?? {}),
        hosted: started.started.next,
        test_mode: started.testMode ? 1 : 0,
      },
      OrderMessages.placed,
    );
  },
  enc,
);

handle(
  orderRoutes,
  E.orderTransaction,
  async (c, { body, owner }) => {
    const r = await submitTransaction(
      deps(c).db,
      owner,
      { orderId: body.id, transId: body.trans_id },
      nowOf(c).toISOString(),
    );
    return r.ok ? ok(c, 1 as const, OrderMessages.paymentSubmitted) : failureReply(c, r.message);
  },
  enc,
);

handle(orderRoutes, E.sendOrderEmail, async (c, { params, owner }) => {
  const sent = await sendOrderConfirmation(c, owner, Number(params.id));
  return sent ? ok(c, true as const) : failureReply(c, OrderMessages.orderNotFound);
});

handle(orderRoutes, E.ordersByUser, async (c, { body, owner }) => {
  const { db } = deps(c);
  if (body.order_id !== undefined) {
    const one = await orderDetail(db, owner, body.order_id);
    return one ? ok(c, one) : failureReply(c, OrderMessages.orderNotFound);
  }
  return ok(c, await ordersPage(db, owner, body, endpointPath(c)));
});

handle(orderRoutes, E.orderFind, async (c, { params, owner }) => {
  const one = await orderDetail(deps(c).db, owner, Number(params.id));
  return one ? ok(c, one) : failureReply(c, OrderMessages.orderNotFound, 404);
});

handle(orderRoutes, E.cancelOrder, async (c, { body, owner }) => {
  const r = await cancelOrder(
    deps(c).db,
    owner,
    { orderId: body.order_id, title: body.title, message: body.message },
    nowOf(c).toISOString(),
  );
  if (!r.ok) return r.notFound ? softNotFoundReply(c, r.message) : failureReply(c, r.message);
  const { db, mail } = deps(c);
  await stopCancelledPayment(deps(c), body.order_id);
  if (mail) await sendOrderNotice(db, mail, linksOf(c), body.order_id, 'cancelled');
  return ok(
    c,
    { result: { cancelled: true as const, order_id: body.order_id } },
    OrderMessages.cancelled,
  );
});

handle(orderRoutes, E.cancellationFind, async (c, { params, owner }) => {
  const found = await cancellationOf(deps(c).db, owner, Number(params.orderId));
  return found ? ok(c, found) : formReply(c, OrderMessages.orderNotFound);
});

handle(orderRoutes, E.trackOrder, async (c, { query }) => {
  // Tracking codes are not guessable; the limit keeps anyone from trying many.
  const limited = await limit(c, 'track', query.tracking_id);
  if (limited) return passThrough(limited);
  const found = await trackOrder(deps(c).db, query.tracking_id);
  return found ? ok(c, found) : formReply(c, OrderMessages.trackingNotFound);
});
