// The local PayPal (issue 16): Orders v2 (create, get, capture — PayPal-Request-Id honoured), OAuth2 client
// credentials, the buyer's approval page, and webhooks signed the way PayPal signs them (SHA256withRSA over
// "transmission id|transmission time|webhook id|CRC32 of the event"), checked by its own
// verify-webhook-signature. Test credentials only (sandboxVars); state in the sandbox store.
import { createSign, createVerify, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import { isRecord } from '../provider-kit.ts';
import type { SandboxContext } from '../types.ts';
import { hostedCheckout, sandboxId, sandboxPage, settlePage } from './kit.ts';
import { paypalSigningKey } from './paypal-key.ts';
import { paypalRefundRoutes } from './paypal-refunds.ts';

type Choice = 'pay' | 'pay-hold' | 'tamper' | 'pending';

const EXTRAS = [
  {
    outcome: 'pending',
    label: 'Pay (capture pending: an eCheck that clears later)',
    testId: 'sandbox-pay-pending',
  },
  {
    outcome: 'forge-return',
    label: 'Tamper (return to the shop without approving)',
    testId: 'sandbox-forge-return',
  },
] as const;

interface SandboxOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  referenceId?: string;
  customId?: string;
  currency: string;
  value: string;
  returnUrl: string;
  cancelUrl: string;
  choice?: Choice;
  capture?: Capture;
  payerId?: string;
  createTime: string;
}

interface Capture {
  id: string;
  status: 'COMPLETED' | 'PENDING';
  status_details?: { reason: string };
  amount: { currency_code: string; value: string };
  final_capture: true;
  custom_id?: string;
  supplementary_data: { related_ids: { order_id: string } };
  create_time: string;
}

const upperId = () => sandboxId('', 17).toUpperCase();

function issue(c: Context, status: 400 | 401 | 404 | 422, name: string, code: string) {
  return c.json(
    { name, message: code, debug_id: sandboxId('', 12), details: [{ issue: code }] },
    status,
  );
}

/** PayPal's signed string of a webhook transmission. */
export function paypalSignedString(
  transmissionId: string,
  time: string,
  webhookId: string,
  event: string,
) {
  return `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(event, 'utf8'))}`;
}

export function paypalSandbox(ctx: SandboxContext): Hono {
  const vars = ctx.vars;
  const certUrl = `${ctx.base}/v1/notifications/certs/CERT-sandbox`;
  const store = ctx.store;
  type Key = Awaited<ReturnType<typeof paypalSigningKey>>;
  let key: Promise<Key> | undefined;
  const signingKey = () =>
    (key ??= store.get<Key>('signing-key').then((k) => k ?? paypalSigningKey(store)));
  const getOrder = (id: string) => store.get<SandboxOrder>(`order:${id}`);
  const putOrder = (o: SandboxOrder) => store.put(`order:${o.id}`, o);

  async function sendWebhook(
    type: string,
    resourceType: string,
    resource: unknown,
    opts: { hold?: boolean; tamper?: boolean } = {},
  ) {
    const event = {
      id: `WH-${upperId()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary: `${type} (sandbox)`,
      resource,
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    // Tampered: the signature is over another event than the one sent.
    const signedEvent = opts.tamper ? body.replace(/"value":"/, '"value":"9') : body;
    const sig = createSign('RSA-SHA256')
      .update(paypalSignedString(transmissionId, time, vars.PAYPAL_WEBHOOK_ID!, signedEvent))
      .sign((await signingKey()).privateKey, 'base64');
    await ctx.notify(
      ctx.notifyUrl,
      {
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': certUrl,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sig,
          'paypal-transmission-time': time,
        },
        body,
      },
      {
        hold: opts.hold,
        // The shop's order (custom_id), as the sandbox's notifications page shows it.
        label: `${type} ${isRecord(resource) ? String(resource.id) : ''} (order ${
          isRecord(resource) && typeof resource.custom_id === 'string' ? resource.custom_id : '?'
        })`,
      },
    );
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
      { href: `${ctx.base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${ctx.base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const app = new Hono();
  const authed = async (c: Context) => {
    const h = c.req.header('authorization') ?? '';
    return h.startsWith('Bearer ') && (await store.get<boolean>(`token:${h.slice(7)}`)) === true;
  };

  app.post('/v1/oauth2/token', async (c) => {
    const basic = Buffer.from(`${vars.PAYPAL_CLIENT_ID}:${vars.PAYPAL_CLIENT_SECRET}`).toString(
      'base64',
    );
    const form = new URLSearchParams(await c.req.text());
    if (c.req.header('authorization') !== `Basic ${basic}`)
      return c.json(
        { error: 'invalid_client', error_description: 'Client Authentication failed' },
        401,
      );
    if (form.get('grant_type') !== 'client_credentials')
      return c.json(
        { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
        400,
      );
    const value = `A21AA${sandboxId('', 48)}`;
    await store.put(`token:${value}`, true);
    return c.json({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: value,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${sandboxId('', 12)}`,
    });
  });

  app.post('/v2/checkout/orders', async (c) => {
    if (!(await authed(c))) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const requestId = c.req.header('paypal-request-id');
    const prior = requestId ? await store.get<{ id: string }>(`idem-create:${requestId}`) : null;
    const priorOrder = prior ? await getOrder(prior.id) : null;
    if (priorOrder) return c.json(representation(priorOrder), 200);
    const body: unknown = await c.req.json().catch(() => null);
    if (!isRecord(body) || body.intent !== 'CAPTURE' || !Array.isArray(body.purchase_units))
      return issue(c, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    const unit: unknown = body.purchase_units[0];
    const u = isRecord(unit) ? unit : {};
    const amount = isRecord(u.amount) ? u.amount : {};
    const currency = typeof amount.currency_code === 'string' ? amount.currency_code : '';
    const value = typeof amount.value === 'string' ? amount.value : '';
    if (!/^[A-Z]{3}$/.test(currency) || decimalToMinor(value, currency) === null)
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
    const source =
      isRecord(body.payment_source) && isRecord(body.payment_source.paypal)
        ? body.payment_source.paypal
        : {};
    const exp = isRecord(source.experience_context)
      ? source.experience_context
      : isRecord(body.application_context)
        ? body.application_context
        : {};
    const returnUrl = typeof exp.return_url === 'string' ? exp.return_url : '';
    const cancelUrl = typeof exp.cancel_url === 'string' ? exp.cancel_url : '';
    if (!/^https?:\/\//.test(returnUrl) || !/^https?:\/\//.test(cancelUrl))
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'PAYEE_ACCOUNT_INVALID_RETURN_URL');
    const order: SandboxOrder = {
      id: upperId(),
      status: 'PAYER_ACTION_REQUIRED',
      referenceId: typeof u.reference_id === 'string' ? u.reference_id : undefined,
      customId: typeof u.custom_id === 'string' ? u.custom_id : undefined,
      currency,
      value,
      returnUrl,
      cancelUrl,
      createTime: new Date().toISOString(),
    };
    await putOrder(order);
    if (requestId) await store.put(`idem-create:${requestId}`, { id: order.id });
    return c.json({
      id: order.id,
      status: order.status,
      payment_source: { paypal: {} },
      links: representation(order).links,
    });
  });

  app.get('/v2/checkout/orders/:id', async (c) => {
    if (!(await authed(c))) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const order = await getOrder(c.req.param('id'));
    return order
      ? c.json(representation(order))
      : issue(c, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  });

  app.post('/v2/checkout/orders/:id/capture', async (c) => {
    if (!(await authed(c))) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const requestId = c.req.header('paypal-request-id');
    const prior = requestId ? await store.get<unknown>(`idem-capture:${requestId}`) : null;
    if (prior) return c.json(prior, 201);
    const order = await getOrder(c.req.param('id'));
    if (!order) return issue(c, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED')
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return issue(c, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const minor = decimalToMinor(order.value, order.currency) ?? 0;
    // Tampered: PayPal captured another amount than the order's.
    const value =
      order.choice === 'tamper'
        ? minorToDecimal(Math.max(0, minor - 1), order.currency)
        : order.value;
    const pending = order.choice === 'pending';
    order.status = 'COMPLETED';
    order.capture = {
      id: upperId(),
      status: pending ? 'PENDING' : 'COMPLETED',
      ...(pending ? { status_details: { reason: 'ECHECK' } } : {}),
      amount: { currency_code: order.currency, value },
      final_capture: true,
      ...(order.customId ? { custom_id: order.customId } : {}),
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: new Date().toISOString(),
    };
    await putOrder(order);
    const body = representation(order);
    if (requestId) await store.put(`idem-capture:${requestId}`, body);
    if (!pending)
      await sendWebhook('PAYMENT.CAPTURE.COMPLETED', 'capture', order.capture, {
        hold: order.choice === 'pay-hold',
        tamper: order.choice === 'tamper',
      });
    return c.json(body, 201);
  });

  app.post('/v1/notifications/verify-webhook-signature', async (c) => {
    if (!(await authed(c))) return issue(c, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const body: unknown = await c.req.json().catch(() => null);
    if (!isRecord(body) || !isRecord(body.webhook_event))
      return issue(c, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    const names = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    if (names.some((n) => typeof body[n] !== 'string'))
      return issue(c, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    const s = body as Record<string, string>;
    let ok = false;
    if (
      s.webhook_id === vars.PAYPAL_WEBHOOK_ID &&
      s.cert_url === certUrl &&
      s.auth_algo === 'SHA256withRSA'
    ) {
      const signed = paypalSignedString(
        s.transmission_id!,
        s.transmission_time!,
        s.webhook_id!,
        JSON.stringify(body.webhook_event),
      );
      try {
        ok = createVerify('RSA-SHA256')
          .update(signed)
          .verify((await signingKey()).publicKey, s.transmission_sig!, 'base64');
      } catch {
        ok = false;
      }
    }
    return c.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  });

  app.get('/v1/notifications/certs/:name', async (c) => c.text((await signingKey()).publicKey));
  paypalRefundRoutes(app, store, authed);

  hostedCheckout(app, '/checkoutnow', {
    name: 'PayPal',
    missing: 'No such order.',
    find: (c) => getOrder(c.req.query('token') ?? ''),
    closed: (order) =>
      order.status !== 'PAYER_ACTION_REQUIRED'
        ? '<p>This order is no longer waiting for the buyer.</p>'
        : null,
    page: (order) => ({
      title: 'PayPal',
      amount: `${order.value} ${order.currency}`,
      details: { Reference: order.referenceId ?? order.id },
      note: 'Buyer sb-buyer@personal.example.com (test)',
      action: `${ctx.base}/checkoutnow?token=${order.id}`,
    }),
    extras: EXTRAS,
    async press(c, order, outcome) {
      const back = (url: string, extra: Record<string, string> = {}) => {
        const u = new URL(url);
        u.searchParams.set('token', order.id);
        for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
        return c.redirect(u.toString(), 303);
      };
      if (outcome === 'cancel') return back(order.cancelUrl);
      if (outcome === 'forge-return')
        return back(order.returnUrl, { PayerID: upperId().slice(0, 13) });
      order.status = 'APPROVED';
      order.choice = outcome;
      order.payerId = upperId().slice(0, 13);
      await putOrder(order);
      return back(order.returnUrl, { PayerID: order.payerId });
    },
  });

  /** Not PayPal's API: the sandbox's page of pending captures, each cleared with a button (then its webhook). */
  app.get('/settle', async (c) => {
    const pending = (await store.list<SandboxOrder>('order:')).filter(
      (o) => o.value.capture?.status === 'PENDING',
    );
    const waiting = pending.map(({ value: o }) => ({
      label: `${o.id} — ${o.value} ${o.currency}`,
      action: `${ctx.base}/settle/${o.id}`,
    }));
    return c.html(settlePage('PayPal — pending captures', waiting, 'Clear the payment'));
  });
  app.post('/settle/:id', async (c) => {
    const order = await getOrder(c.req.param('id'));
    if (!order?.capture || order.capture.status !== 'PENDING') return c.text('Not found', 404);
    order.capture = { ...order.capture, status: 'COMPLETED' };
    delete order.capture.status_details;
    await putOrder(order);
    await sendWebhook('PAYMENT.CAPTURE.COMPLETED', 'capture', order.capture);
    return c.html(
      sandboxPage(
        'PayPal',
        '<p data-testid="sandbox-settled">The capture has cleared; PayPal sent its webhook.</p>',
      ),
    );
  });

  return app;
}
