// Stripe's local sandbox (issue 16): the Checkout Sessions API the SDK calls (POST /v1/checkout/sessions
// form-encoded with the secret key as Bearer, idempotency keys honoured; GET /v1/checkout/sessions/{id};
// POST /v1/checkout/sessions/{id}/expire), the hosted page (GET /pay/{id}: an expired session cannot be paid)
// and the `checkout.session.completed` webhook, signed the way Stripe signs (Stripe-Signature:
// t=<unix>,v1=<HMAC-SHA256 of "t.payload"> with the endpoint's secret).
import Stripe from 'stripe';
import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../types.ts';
import { hostedCheckout, onceFor, sandboxId, takeRefund } from './kit.ts';

interface SandboxSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  livemode: false;
  created: number;
}

const stripeError = (c: Context, status: 401 | 404 | 400, message: string, code?: string) =>
  c.json({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }, status);

/** Why a session's hosted page has no controls: it is not open, and an expired one says so (as Stripe's does). */
const closedReason = (s: SandboxSession) =>
  s.status === 'open'
    ? null
    : s.status === 'expired'
      ? '<p data-testid="sandbox-expired">This Checkout Session has expired. It can no longer be paid.</p>'
      : '<p data-testid="sandbox-not-open">This session is no longer open.</p>';

/** Stripe's signature of a webhook payload (the SDK's own test-header routine: t=…,v1=…). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export function stripeSandbox(ctx: SandboxContext): Hono {
  const app = new Hono();
  const authorised = (c: Context) =>
    c.req.header('authorization') === `Bearer ${ctx.vars.STRIPE_SECRET_KEY}`;

  app.post('/v1/checkout/sessions', async (c) => {
    if (!authorised(c)) return stripeError(c, 401, 'Invalid API Key provided.');
    const idem = c.req.header('idempotency-key');
    if (idem) {
      const prior = await ctx.store.get<{ id: string }>(`idem:${idem}`);
      const session = prior ? await ctx.store.get<SandboxSession>(`session:${prior.id}`) : null;
      if (session) return c.json(session);
    }
    const f = new URLSearchParams(await c.req.text());
    const amount = Number(f.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(f.get('line_items[0][quantity]') ?? '1');
    const currency = f.get('line_items[0][price_data][currency]') ?? '';
    const successUrl = f.get('success_url');
    if (!Number.isInteger(amount) || amount < 1 || !/^[a-z]{3}$/.test(currency) || !successUrl)
      return stripeError(c, 400, 'Missing required param: line_items or success_url.');
    const metadata: Record<string, string> = {};
    for (const [k, v] of f) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const id = sandboxId('cs_test_', 40);
    const session: SandboxSession = {
      id,
      object: 'checkout.session',
      amount_total: amount * quantity,
      currency,
      client_reference_id: f.get('client_reference_id'),
      customer_email: f.get('customer_email'),
      metadata,
      mode: f.get('mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      success_url: successUrl,
      cancel_url: f.get('cancel_url'),
      url: `${ctx.base}/pay/${id}`,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    await ctx.store.put(`session:${id}`, session);
    if (idem) await ctx.store.put(`idem:${idem}`, { id });
    return c.json(session);
  });

  app.get('/v1/checkout/sessions/:id', async (c) => {
    if (!authorised(c)) return stripeError(c, 401, 'Invalid API Key provided.');
    const session = await ctx.store.get<SandboxSession>(`session:${c.req.param('id')}`);
    return session
      ? c.json(session)
      : stripeError(c, 404, `No such checkout.session: '${c.req.param('id')}'`, 'resource_missing');
  });

  // POST /v1/checkout/sessions/{id}/expire (Stripe's "Expire a Checkout Session"): only an open session can be
  // expired; it then has status `expired` and can no longer be paid. Any other status is Stripe's
  // invalid_request_error (HTTP 400). Not imitated: the `checkout.session.expired` webhook Stripe sends later.
  app.post('/v1/checkout/sessions/:id/expire', async (c) => {
    if (!authorised(c)) return stripeError(c, 401, 'Invalid API Key provided.');
    const id = c.req.param('id');
    const s = await ctx.store.get<SandboxSession>(`session:${id}`);
    if (!s) return stripeError(c, 404, `No such checkout.session: '${id}'`, 'resource_missing');
    if (s.status !== 'open')
      return stripeError(
        c,
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${s.status}\`.`,
      );
    const expired: SandboxSession = { ...s, status: 'expired', url: null };
    await ctx.store.put(`session:${id}`, expired);
    return c.json(expired);
  });

  // Refunds (POST /v1/refunds, form-encoded): of a PaymentIntent, at most what it collected; the
  // Idempotency-Key replays the first answer, as Stripe does.
  app.post('/v1/refunds', async (c) => {
    if (!authorised(c)) return stripeError(c, 401, 'Invalid API Key provided.');
    const f = new URLSearchParams(await c.req.text());
    const intent = f.get('payment_intent') ?? '';
    const error = (message: string, code: string) => ({
      error: { type: 'invalid_request_error', message, code },
    });
    const answer = await onceFor<object>(ctx.store, c.req.header('idempotency-key'), async () => {
      const link = await ctx.store.get<{ session: string }>(`intent:${intent}`);
      const s = link ? await ctx.store.get<SandboxSession>(`session:${link.session}`) : null;
      if (!s)
        return {
          status: 404,
          body: error(`No such payment_intent: '${intent}'`, 'resource_missing'),
        };
      const amount = f.has('amount') ? Number(f.get('amount')) : s.amount_total;
      const id = sandboxId('re_test_');
      const taken = await takeRefund(ctx.store, intent, s.amount_total, amount, id);
      if (!taken.ok)
        return {
          status: 400,
          body: error(
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${s.amount_total - taken.state.refunded})`,
            taken.state.refunded >= s.amount_total ? 'charge_already_refunded' : 'amount_too_large',
          ),
        };
      return {
        status: 200,
        body: {
          id,
          object: 'refund',
          amount,
          currency: s.currency,
          payment_intent: intent,
          metadata: { order_id: f.get('metadata[order_id]') ?? '' },
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        },
      };
    });
    return c.json(answer.body, answer.status as 200 | 400 | 404);
  });

  // An expired (or completed) session is never paid, even from a page opened before it expired.
  hostedCheckout(app, '/pay/:id', {
    name: 'Stripe Checkout',
    missing: 'No such session.',
    find: (c) => ctx.store.get<SandboxSession>(`session:${c.req.param('id')}`),
    closed: closedReason,
    page: (s) => ({
      title: 'Stripe Checkout',
      amount: `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`,
      details: { 'E-mail': s.customer_email ?? '' },
      note: 'Card 4242 4242 4242 4242 (test)',
      action: `${ctx.base}/pay/${s.id}`,
    }),
    async press(c, s, outcome) {
      if (outcome === 'cancel') return c.redirect(s.cancel_url ?? s.success_url, 303);
      const tamper = outcome === 'tamper';
      const paid: SandboxSession = {
        ...s,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: sandboxId('pi_test_'),
        // Tampered: what the shopper paid is not what the order costs.
        amount_total: tamper ? Math.max(1, s.amount_total - 100) : s.amount_total,
        url: null,
      };
      await ctx.store.put(`session:${s.id}`, paid);
      if (!tamper) await ctx.store.put(`intent:${paid.payment_intent}`, { session: s.id });
      const event = {
        id: sandboxId('evt_test_'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: 'checkout.session.completed',
        data: { object: paid },
      };
      const payload = JSON.stringify(event);
      await ctx.notify(
        ctx.notifyUrl,
        {
          headers: {
            'content-type': 'application/json',
            // Tampered: signed with a secret that is not the endpoint's.
            'stripe-signature': stripeSignatureHeader(
              payload,
              tamper ? 'whsec_not_the_endpoint_secret' : ctx.vars.STRIPE_WEBHOOK_SECRET!,
            ),
          },
          body: payload,
        },
        {
          hold: outcome === 'pay-hold',
          label: `checkout.session.completed ${s.id} (order ${s.client_reference_id ?? '?'})`,
        },
      );
      return c.redirect(s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id), 303);
    },
  });

  return app;
}
