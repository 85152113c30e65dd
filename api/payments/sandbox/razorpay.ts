// Razorpay's local sandbox (issue 16): the Orders and Payments API (Basic auth with key id and secret:
// POST /v1/orders, GET /v1/orders/{id}/payments, GET /v1/payments/{id}), the Hosted Checkout
// (POST /v1/checkout/embedded) and the webhook (payment.captured, X-Razorpay-Signature = HMAC-SHA256 of the
// raw body with the webhook secret, x-razorpay-event-id). After paying, the shopper is POSTed back to
// callback_url with razorpay_payment_id, razorpay_order_id and razorpay_signature, as Razorpay does.
import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../types.ts';
import { checkoutPage, outcomeOf, returnPage, sandboxId, sandboxPage, takeRefund } from './kit.ts';
import { hmacSha256Hex } from '../provider-kit.ts';

interface SandboxOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
  payments: string[];
  checkout?: { callback_url: string; cancel_url: string; email: string };
}

const rzpError = (c: Context, status: 400 | 401 | 404, description: string) =>
  c.json({ error: { code: 'BAD_REQUEST_ERROR', description } }, status);

export function razorpaySandbox(ctx: SandboxContext): Hono {
  const app = new Hono();
  const basic = `Basic ${Buffer.from(`${ctx.vars.RAZORPAY_KEY_ID}:${ctx.vars.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
  const authorised = (c: Context) => c.req.header('authorization') === basic;
  const getOrder = (id: string) => ctx.store.get<SandboxOrder>(`order:${id}`);

  app.post('/v1/orders', async (c) => {
    if (!authorised(c)) return rzpError(c, 401, 'Authentication failed');
    const body = (await c.req.json().catch(() => null)) as {
      amount?: unknown;
      currency?: unknown;
      receipt?: unknown;
      notes?: Record<string, string>;
    } | null;
    const amount = Number(body?.amount);
    if (!Number.isInteger(amount) || amount < 100 || typeof body?.currency !== 'string')
      return rzpError(c, 400, 'The amount must be atleast INR 1.00');
    const order: SandboxOrder = {
      id: sandboxId('order_', 14),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: body.currency,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: 'created',
      attempts: 0,
      notes: body.notes ?? {},
      created_at: Math.floor(Date.now() / 1000),
      payments: [],
    };
    await ctx.store.put(`order:${order.id}`, order);
    const { payments: _p, checkout: _c, ...wire } = order;
    return c.json(wire);
  });

  app.get('/v1/orders/:id/payments', async (c) => {
    if (!authorised(c)) return rzpError(c, 401, 'Authentication failed');
    const order = await getOrder(c.req.param('id'));
    if (!order) return rzpError(c, 400, 'The id provided does not exist');
    const items = [];
    for (const id of order.payments) items.push(await ctx.store.get(`payment:${id}`));
    return c.json({ entity: 'collection', count: items.length, items });
  });

  app.get('/v1/payments/:id', async (c) => {
    if (!authorised(c)) return rzpError(c, 401, 'Authentication failed');
    const p = await ctx.store.get(`payment:${c.req.param('id')}`);
    return p ? c.json(p) : rzpError(c, 400, 'The id provided does not exist');
  });

  // Refunds of a captured payment (POST /v1/payments/{id}/refund): never more than was captured.
  app.post('/v1/payments/:id/refund', async (c) => {
    if (!authorised(c)) return rzpError(c, 401, 'Authentication failed');
    const key = `payment:${c.req.param('id')}`;
    const p = await ctx.store.get<{ amount: number; currency: string; status: string }>(key);
    if (!p) return rzpError(c, 400, 'The id provided does not exist');
    const body = (await c.req.json().catch(() => ({}))) as { amount?: unknown; receipt?: unknown };
    const amount = body.amount === undefined ? p.amount : Number(body.amount);
    if (p.status !== 'captured' && p.status !== 'refunded')
      return rzpError(c, 400, 'Only captured payments can be refunded');
    const id = sandboxId('rfnd_', 14);
    const taken = await takeRefund(ctx.store, c.req.param('id'), p.amount, amount, id);
    if (!taken.ok)
      return rzpError(
        c,
        400,
        taken.state.refunded >= p.amount
          ? 'The payment has been fully refunded already'
          : 'The refund amount provided is greater than amount captured',
      );
    await ctx.store.put(key, {
      ...p,
      status: taken.state.refunded >= p.amount ? 'refunded' : p.status,
      amount_refunded: taken.state.refunded,
    });
    return c.json({
      id,
      entity: 'refund',
      amount,
      currency: p.currency,
      payment_id: c.req.param('id'),
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: 'processed',
      speed_processed: 'normal',
      created_at: Math.floor(Date.now() / 1000),
    });
  });

  // The Hosted Checkout: the shop's form POST lands here.
  app.post('/v1/checkout/embedded', async (c) => {
    const f = await c.req.parseBody();
    const order = typeof f.order_id === 'string' ? await getOrder(f.order_id) : null;
    if (f.key_id !== ctx.vars.RAZORPAY_KEY_ID || !order)
      return c.html(sandboxPage('Razorpay', '<p>Invalid key or order.</p>'), 400);
    const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '');
    order.checkout = {
      callback_url: str('callback_url'),
      cancel_url: str('cancel_url'),
      email: str('prefill[email]'),
    };
    order.attempts += 1;
    order.status = order.status === 'paid' ? 'paid' : 'attempted';
    await ctx.store.put(`order:${order.id}`, order);
    return c.html(
      checkoutPage({
        title: 'Razorpay Checkout',
        amount: `${(order.amount / 100).toFixed(2)} ${order.currency}`,
        details: { Order: order.receipt ?? order.id },
        action: `${ctx.base}/v1/checkout/embedded/pay`,
        fields: { order_id: order.id },
      }),
    );
  });

  app.post('/v1/checkout/embedded/pay', async (c) => {
    const f = await c.req.parseBody();
    const outcome = outcomeOf(f.outcome);
    const order = typeof f.order_id === 'string' ? await getOrder(f.order_id) : null;
    if (!order?.checkout || !outcome) return c.text('Bad request', 400);
    if (outcome === 'cancel') return c.redirect(order.checkout.cancel_url, 303);
    let paymentId = sandboxId('pay_', 14);
    let signature: string;
    if (outcome === 'tamper') {
      // Nothing captured; the shop is POSTed a made-up payment with a forged signature.
      signature = hmacSha256Hex('not-the-key-secret', `${order.id}|${paymentId}`);
    } else {
      if (order.status === 'paid') paymentId = order.payments[0]!;
      else {
        const payment = {
          id: paymentId,
          entity: 'payment',
          amount: order.amount,
          currency: order.currency,
          status: 'captured',
          order_id: order.id,
          method: 'card',
          captured: true,
          email: order.checkout.email,
          created_at: Math.floor(Date.now() / 1000),
        };
        await ctx.store.put(`payment:${paymentId}`, payment);
        order.payments.push(paymentId);
        order.status = 'paid';
        order.amount_paid = order.amount;
        order.amount_due = 0;
        await ctx.store.put(`order:${order.id}`, order);
        const event = {
          entity: 'event',
          account_id: 'acc_BazaarSandbox',
          event: 'payment.captured',
          contains: ['payment'],
          payload: { payment: { entity: payment } },
          created_at: Math.floor(Date.now() / 1000),
        };
        const body = JSON.stringify(event);
        await ctx.notify(
          ctx.notifyUrl,
          {
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': hmacSha256Hex(ctx.vars.RAZORPAY_WEBHOOK_SECRET!, body),
              'x-razorpay-event-id': sandboxId('evt_', 14),
            },
            body,
          },
          {
            hold: outcome === 'pay-hold',
            label: `payment.captured ${paymentId} (order ${order.notes.order_id ?? '?'})`,
          },
        );
      }
      signature = hmacSha256Hex(ctx.vars.RAZORPAY_KEY_SECRET!, `${order.id}|${paymentId}`);
    }
    return c.html(
      returnPage(
        'Razorpay Checkout',
        outcome === 'tamper' ? 'Payment submitted.' : 'Payment successful.',
        order.checkout.callback_url,
        {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: signature,
        },
      ),
    );
  });

  return app;
}
