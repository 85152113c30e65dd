// The local PayPal: Orders v2, OAuth2 client credentials, the buyer's approval page and webhooks signed the way
// PayPal signs them (SHA256withRSA over "transmission id|transmission time|webhook id|CRC32 of the event"),
// with verify-webhook-signature to check them. Test secrets only; state in memory.
import {
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import { isRecord, type Fetch } from '../provider-kit.ts';
import { hostedPage, notFoundPage, Outbox, readChoice } from './kit.ts';

export interface PaypalSandboxOptions {
  /** Where browsers and the adapter reach this sandbox (origin plus any path prefix it is mounted under). */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The shop's webhook listener (PayPal: the URL registered for webhookId). */
  webhookUrl?: string;
  /** Also send CHECKOUT.ORDER.APPROVED when the buyer approves (PayPal does when subscribed). */
  sendOrderApproved?: boolean;
  fetch?: Fetch;
}

interface SandboxOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  referenceId?: string;
  customId?: string;
  currency: string;
  value: string;
  returnUrl: string;
  cancelUrl: string;
  /** Chosen on the approval page. */
  outcome?: 'pay' | 'pending' | 'tamper-amount';
  capture?: Record<string, unknown>;
  payerId?: string;
  createTime: string;
}

const id17 = () =>
  Array.from(randomBytes(17), (b) => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[b % 33]).join('');

function issue(c: Context, status: 400 | 401 | 404 | 422, name: string, issueCode: string) {
  return c.json(
    {
      name,
      message: issueCode,
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue: issueCode }],
    },
    status,
  );
}

export function createPaypalSandbox(opts: PaypalSandboxOptions) {
  const base = opts.publicUrl.replace(/\/+$/, '');
  const outbox = new Outbox(opts.fetch ?? ((input, init) => fetch(input, init)));
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const certUrl = `${base}/v1/notifications/certs/CERT-360caa42-sandbox`;
  const tokens = new Set<string>();
  const orders = new Map<string, SandboxOrder>();
  /** PayPal-Request-Id → the answer given, as PayPal answers a repeated request. */
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const signedString = (transmissionId: string, time: string, eventJson: string) =>
    `${transmissionId}|${time}|${opts.webhookId}|${crc32(Buffer.from(eventJson, 'utf8'))}`;

  function sendWebhook(
    eventType: string,
    resourceType: string,
    resource: unknown,
    summary: string,
  ) {
    if (!opts.webhookUrl) return;
    const event = {
      id: `WH-${id17()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const sig = createSign('RSA-SHA256')
      .update(signedString(transmissionId, time, body))
      .sign(keys.privateKey, 'base64');
    outbox.send({
      id: event.id,
      url: opts.webhookUrl,
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': certUrl,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': time,
      },
    });
  }

  const representation = (o: SandboxOrder) => ({
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    create_time: o.createTime,
    purchase_units: [
      {
        reference_id: o.referenceId ?? 'default',
        ...(o.customId ? { custom_id: o.customId } : {}),
        amount: { currency_code: o.currency, value: o.value },
        ...(o.capture ? { payments: { captures: [o.capture] } } : {}),
      },
    ],
    ...(o.payerId ? { payer: { payer_id: o.payerId } } : {}),
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const app = new Hono();
  const authed = (c: Context) => {
    const h = c.req.header('authorization') ?? '';
    return h.startsWith('Bearer ') && tokens.has(h.slice(7));
  };

  app.post('/v1/oauth2/token', async (c) => {
    const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (c.req.header('authorization') !== expected)
      return c.json(
        { error: 'invalid_client', error_description: 'Client Authentication failed' },
        401,
      );
    if (form.grant_type !== 'client_credentials')
      return c.json(
        { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
        400,
      );
    const value = `A21AA${randomBytes(32).toString('base64url')}`;
    tokens.add(value);
    return c.json({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: value,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    });
  });

  app.post('/v2/checkout/orders', async (c) => {
    if (!authed(c)) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const requestId = c.req.header('paypal-request-id');
    if (requestId && idempotent.has(`create:${requestId}`)) {
      const prior = idempotent.get(`create:${requestId}`)!;
      return c.json(prior.body, 200);
    }
    const body: unknown = await c.req.json().catch(() => null);
    if (!isRecord(body) || body.intent !== 'CAPTURE' || !Array.isArray(body.purchase_units))
      return issue(c, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    const unit: unknown = body.purchase_units[0];
    const amount = isRecord(unit) && isRecord(unit.amount) ? unit.amount : null;
    const currency = typeof amount?.currency_code === 'string' ? amount.currency_code : '';
    const value = typeof amount?.value === 'string' ? amount.value : '';
    if (!/^[A-Z]{3}$/.test(currency) || decimalToMinor(value, currency) === null)
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
    const source =
      isRecord(body.payment_source) && isRecord(body.payment_source.paypal)
        ? body.payment_source.paypal
        : null;
    const ctx = isRecord(source?.experience_context)
      ? source.experience_context
      : isRecord(body.application_context)
        ? body.application_context
        : {};
    const returnUrl = typeof ctx.return_url === 'string' ? ctx.return_url : '';
    const cancelUrl = typeof ctx.cancel_url === 'string' ? ctx.cancel_url : '';
    if (!/^https?:\/\//.test(returnUrl) || !/^https?:\/\//.test(cancelUrl))
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'PAYEE_ACCOUNT_INVALID_RETURN_URL');
    const u = unit as Record<string, unknown>;
    const order: SandboxOrder = {
      id: id17(),
      status: 'PAYER_ACTION_REQUIRED',
      referenceId: typeof u.reference_id === 'string' ? u.reference_id : undefined,
      customId: typeof u.custom_id === 'string' ? u.custom_id : undefined,
      currency,
      value,
      returnUrl,
      cancelUrl,
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    const answer = {
      id: order.id,
      status: order.status,
      payment_source: { paypal: {} },
      links: representation(order).links,
    };
    if (requestId) idempotent.set(`create:${requestId}`, { status: 200, body: answer });
    return c.json(answer, 200);
  });

  app.get('/v2/checkout/orders/:id', (c) => {
    if (!authed(c)) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const order = orders.get(c.req.param('id'));
    if (!order) return issue(c, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    return c.json(representation(order));
  });

  app.post('/v2/checkout/orders/:id/capture', (c) => {
    if (!authed(c)) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const requestId = c.req.header('paypal-request-id');
    const prior = requestId ? idempotent.get(`capture:${requestId}`) : undefined;
    if (prior) return c.json(prior.body, prior.status as 201);
    const order = orders.get(c.req.param('id'));
    if (!order) return issue(c, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED')
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const minor = decimalToMinor(order.value, order.currency) ?? 0;
    const captured =
      order.outcome === 'tamper-amount'
        ? minorToDecimal(Math.max(0, minor - 1), order.currency)
        : order.value;
    const pending = order.outcome === 'pending';
    order.status = 'COMPLETED';
    order.capture = {
      id: id17(),
      status: pending ? 'PENDING' : 'COMPLETED',
      ...(pending ? { status_details: { reason: 'ECHECK' } } : {}),
      amount: { currency_code: order.currency, value: captured },
      final_capture: true,
      ...(order.customId ? { custom_id: order.customId } : {}),
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: new Date().toISOString(),
    };
    const body = representation(order);
    if (requestId) idempotent.set(`capture:${requestId}`, { status: 201, body });
    if (!pending)
      sendWebhook(
        'PAYMENT.CAPTURE.COMPLETED',
        'capture',
        order.capture,
        `Payment completed for ${captured} ${order.currency}`,
      );
    return c.json(body, 201);
  });

  app.post('/v1/notifications/verify-webhook-signature', async (c) => {
    if (!authed(c)) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const body: unknown = await c.req.json().catch(() => null);
    if (!isRecord(body) || !isRecord(body.webhook_event))
      return issue(c, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    if (fields.some((f) => typeof body[f] !== 'string'))
      return issue(c, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    const s = body as Record<string, string>;
    let ok = false;
    if (
      s.webhook_id === opts.webhookId &&
      s.cert_url === certUrl &&
      s.auth_algo === 'SHA256withRSA'
    ) {
      const signed = `${s.transmission_id}|${s.transmission_time}|${s.webhook_id}|${crc32(Buffer.from(JSON.stringify(body.webhook_event), 'utf8'))}`;
      try {
        ok = createVerify('RSA-SHA256')
          .update(signed)
          .verify(publicPem, s.transmission_sig!, 'base64');
      } catch {
        ok = false;
      }
    }
    return c.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  });

  app.get('/v1/notifications/certs/:name', (c) => c.text(publicPem));

  const approvalPage = (c: Context) => {
    const order = orders.get(c.req.query('token') ?? '');
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED')
      return c.html(notFoundPage('PayPal'), 404);
    return c.html(
      hostedPage({
        provider: 'PayPal',
        action: `${base}/checkoutnow?token=${order.id}`,
        amount: order.value,
        currency: order.currency,
        reference: order.referenceId ?? order.id,
        choices: [
          { value: 'pay', label: 'Pay with PayPal' },
          {
            value: 'pending',
            label: 'Pay — the capture stays pending',
            hint: 'PayPal holds the capture (an eCheck); it completes later with a PAYMENT.CAPTURE.COMPLETED webhook.',
          },
          {
            value: 'tamper-amount',
            label: 'Tamper: capture a different amount',
            hint: 'PayPal captures one minor unit less than the order; the shop must refuse it.',
          },
          {
            value: 'forge-return',
            label: 'Tamper: return without approving',
            hint: "Back to the shop's return URL with this order's token, never approved.",
          },
          { value: 'cancel', label: 'Cancel and return to the shop' },
        ],
      }),
    );
  };
  app.get('/checkoutnow', approvalPage);
  app.post('/checkoutnow', async (c) => {
    const order = orders.get(c.req.query('token') ?? '');
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED')
      return c.html(notFoundPage('PayPal'), 404);
    const choice = await readChoice(c.req.raw);
    const back = (url: string, extra: Record<string, string> = {}) => {
      const u = new URL(url);
      u.searchParams.set('token', order.id);
      for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
      return c.redirect(u.toString(), 303);
    };
    if (choice === 'cancel') return back(order.cancelUrl);
    if (choice === 'forge-return') return back(order.returnUrl, { PayerID: id17().slice(0, 13) });
    if (choice !== 'pay' && choice !== 'pending' && choice !== 'tamper-amount')
      return approvalPage(c);
    order.status = 'APPROVED';
    order.outcome = choice;
    order.payerId = id17().slice(0, 13);
    if (opts.sendOrderApproved)
      sendWebhook(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        representation(order),
        'An order has been approved by buyer',
      );
    return back(order.returnUrl, { PayerID: order.payerId });
  });

  /** Test control (not PayPal's API): a pending capture completes, and its webhook is sent. */
  app.post('/__sandbox/settle/:id', (c) => {
    const order = orders.get(c.req.param('id'));
    if (!order?.capture || order.capture.status !== 'PENDING')
      return c.json({ settled: false }, 404);
    order.capture = { ...order.capture, status: 'COMPLETED' };
    delete order.capture.status_details;
    const amount = order.capture.amount as { value: string };
    sendWebhook(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      order.capture,
      `Payment completed for ${amount.value} ${order.currency}`,
    );
    return c.json({ settled: true });
  });
  /** Test control: send a webhook again, unchanged (the last one, or ?id=WH-…). */
  app.post('/__sandbox/replay', (c) => {
    const again = outbox.replay(c.req.query('id'));
    return again ? c.json({ replayed: again.id }) : c.json({ replayed: null }, 404);
  });

  return { app, outbox, orders };
}
