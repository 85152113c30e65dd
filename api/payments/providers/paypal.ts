// PayPal (method 4): Orders v2 over REST with fetch (decision 095). OAuth2 client-credentials token → create an
// order (intent CAPTURE, the amount in the order's currency, return/cancel URLs in the PayPal payment source's
// experience_context) → the shopper approves on PayPal's page → the server captures on return. Paid only when
// the capture is COMPLETED for exactly the order's amount and currency. Webhooks are verified by PayPal's own
// verify-webhook-signature API (the transmission is signed with PayPal's certificate; PayPal checks it).
import { z } from 'zod/v4';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import {
  isRecord,
  jsonOrNull,
  providerApi,
  ProviderRefused,
  refundRefused,
  textAt,
  type AdapterConfig,
} from '../provider-kit.ts';
import { configuredAdapter } from '../configured-adapter.ts';
import {
  NotificationRejected,
  type PaymentProvider,
  type ProviderDefinition,
  type Verification,
} from '../types.ts';

const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';

/** baseUrl: https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or the local sandbox. */
interface PaypalConfig extends AdapterConfig {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook registered for the notification URL (verification needs it). */
  webhookId: string;
  brandName?: string;
}

const NAME = 'PayPal';

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number() });
const linkSchema = z.object({ href: z.string(), rel: z.string() });
const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: moneySchema,
  custom_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});
const orderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(linkSchema).optional(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});
const errorSchema = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});
const webhookEventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.unknown(),
});

/** PayPal's locale codes for the shop's languages (PayPal picks one by itself for the others). */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar-EG', tr: 'tr-TR' };

function issuesOf(body: unknown): string[] {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? (parsed.data.details ?? []).map((d) => d.issue ?? '') : [];
}

/** What a capture means for an order of this amount and currency. */
export function judgeCapture(
  capture: z.infer<typeof captureSchema> | undefined,
  expected?: { amountMinor: number; currency: string },
): Verification {
  if (!capture) return { status: 'unverified', reason: 'PayPal reports no capture for the order' };
  if (capture.status === 'PENDING') return { status: 'pending' };
  if (capture.status !== 'COMPLETED')
    return { status: 'unverified', reason: `PayPal capture status ${capture.status}` };
  const currency = capture.amount.currency_code.toUpperCase();
  const amountMinor = decimalToMinor(capture.amount.value, currency);
  if (amountMinor === null)
    return {
      status: 'unverified',
      reason: `PayPal capture amount ${capture.amount.value} unreadable`,
    };
  if (expected && (amountMinor !== expected.amountMinor || currency !== expected.currency))
    return {
      status: 'unverified',
      reason: `PayPal captured ${capture.amount.value} ${currency}, the order is ${minorToDecimal(expected.amountMinor, expected.currency)} ${expected.currency}`,
    };
  return { status: 'paid', paymentId: capture.id, amountMinor, currency };
}

function createPaypalProvider(config: PaypalConfig): PaymentProvider {
  const { call } = providerApi(NAME, config, PAYPAL_LIVE_URL);
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const { status, body } = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const parsed = tokenSchema.safeParse(body);
    if (status !== 200 || !parsed.success) throw new ProviderRefused(NAME, `token: HTTP ${status}`);
    token = {
      value: parsed.data.access_token,
      until: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function api(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const bearer = await accessToken();
    const answer = await call(path, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status === 401) token = null;
    return answer;
  }

  async function getOrder(id: string) {
    const { status, body } = await api('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    const parsed = orderSchema.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new ProviderRefused(NAME, `order ${id}: HTTP ${status}`);
    return parsed.data;
  }

  /**
   * The order's capture: captured now if the buyer has approved it, idempotently (PayPal-Request-Id: the same
   * answer however often it is asked). Null when the buyer has not approved it.
   */
  async function capture(id: string) {
    // Read first: a completed order (captured by an earlier return or webhook) is judged as PayPal has it now;
    // the idempotent capture answer would repeat what the capture said at the time (PENDING, say).
    const current = await getOrder(id);
    if (current.status === 'COMPLETED') return current;
    if (current.status !== 'APPROVED') return null;
    const { status, body } = await api(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
      {},
      { 'paypal-request-id': `bazaar-capture-${id}`, prefer: 'return=representation' },
    );
    if (status === 200 || status === 201) {
      const parsed = orderSchema.safeParse(body);
      if (!parsed.success) throw new ProviderRefused(NAME, 'capture answer unreadable');
      return parsed.data;
    }
    const issues = issuesOf(body);
    if (status === 422 && issues.includes('ORDER_ALREADY_CAPTURED')) return getOrder(id);
    if (status === 422 && issues.includes('ORDER_NOT_APPROVED')) return null;
    throw new ProviderRefused(NAME, `capture ${id}: HTTP ${status} ${issues.join(',')}`);
  }

  const firstCapture = (order: z.infer<typeof orderSchema>) =>
    order.purchase_units?.[0]?.payments?.captures?.[0];

  return {
    publicSettings: () => ({ paypal_key: config.clientId }),

    async start(order, urls) {
      const locale = LOCALES[order.language];
      const { status, body } = await api(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.code,
              custom_id: String(order.id),
              description: `Order ${order.code}`,
              amount: {
                currency_code: order.currency,
                value: minorToDecimal(order.amountMinor, order.currency),
              },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: urls.returnUrl,
                cancel_url: urls.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                ...(locale ? { locale } : {}),
                ...(config.brandName ? { brand_name: config.brandName.slice(0, 127) } : {}),
              },
            },
          },
        },
        { 'paypal-request-id': `bazaar-order-${order.id}-${order.code}` },
      );
      const parsed = orderSchema.safeParse(body);
      if ((status !== 200 && status !== 201) || !parsed.success)
        throw new ProviderRefused(NAME, `create order: HTTP ${status} ${issuesOf(body).join(',')}`);
      const approve = parsed.data.links?.find(
        (l) => l.rel === 'payer-action' || l.rel === 'approve',
      );
      if (!approve || !/^https?:\/\//.test(approve.href))
        throw new ProviderRefused(NAME, 'create order: no approval link');
      return { providerRef: parsed.data.id, next: { kind: 'redirect', url: approve.href } };
    },

    async verifyReturn(order, params) {
      // PayPal sends the shopper back with ?token=<order id>&PayerID=…; only our stored id is captured.
      if (params.token !== undefined && params.token !== order.providerRef)
        return {
          status: 'unverified',
          reason: 'PayPal order id in the return differs from the order',
        };
      const captured = await capture(order.providerRef);
      if (!captured)
        return { status: 'unverified', reason: 'PayPal order not approved by the buyer' };
      const unit = captured.purchase_units?.[0];
      if (unit?.custom_id !== undefined && unit.custom_id !== String(order.id))
        return { status: 'unverified', reason: 'PayPal order belongs to another order' };
      return judgeCapture(firstCapture(captured), order);
    },

    async notification({ headers, rawBody }) {
      const event = jsonOrNull(rawBody);
      const parsed = webhookEventSchema.safeParse(event);
      if (!parsed.success) return null;
      const { id, event_type: type, resource } = parsed.data;
      const relevant = [
        'PAYMENT.CAPTURE.COMPLETED',
        'PAYMENT.CAPTURE.DENIED',
        'CHECKOUT.ORDER.APPROVED',
      ];
      if (!relevant.includes(type)) return null;

      const transmission = {
        auth_algo: headers.get('paypal-auth-algo'),
        cert_url: headers.get('paypal-cert-url'),
        transmission_id: headers.get('paypal-transmission-id'),
        transmission_sig: headers.get('paypal-transmission-sig'),
        transmission_time: headers.get('paypal-transmission-time'),
      };
      if (Object.values(transmission).some((v) => !v))
        throw new NotificationRejected('PayPal webhook headers missing');
      const { status, body } = await api('POST', '/v1/notifications/verify-webhook-signature', {
        ...transmission,
        webhook_id: config.webhookId,
        webhook_event: event,
      });
      const verdict = isRecord(body) ? body.verification_status : undefined;
      if (status !== 200 || verdict !== 'SUCCESS')
        throw new NotificationRejected('PayPal webhook signature not verified');

      if (type === 'CHECKOUT.ORDER.APPROVED') {
        // The buyer approved but may never come back. The core captures through verifyReturn (the same
        // idempotent capture as the return), and only for an order still awaiting its payment: one released
        // meanwhile is not charged (capturing here first made it a payment to refund).
        const orderId = isRecord(resource) && typeof resource.id === 'string' ? resource.id : null;
        if (!orderId) return null;
        return {
          eventId: id,
          providerRef: orderId,
          verification: { status: 'pending' },
          askProvider: true,
        };
      }
      const cap = captureSchema.safeParse(resource);
      if (!cap.success) return null;
      const providerRef = cap.data.supplementary_data?.related_ids?.order_id;
      const customId = cap.data.custom_id;
      return {
        eventId: id,
        ...(providerRef ? { providerRef } : {}),
        ...(customId && /^\d+$/.test(customId) ? { orderId: Number(customId) } : {}),
        verification:
          type === 'PAYMENT.CAPTURE.DENIED'
            ? { status: 'unverified', reason: 'PayPal capture denied' }
            : judgeCapture(cap.data),
      };
    },

    // POST /v2/payments/captures/{capture_id}/refund, PayPal-Request-Id making a retry the same refund.
    async refund(p) {
      const { status, body } = await api(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(p.paymentId)}/refund`,
        {
          amount: { value: minorToDecimal(p.amountMinor, p.currency), currency_code: p.currency },
          invoice_id: `refund-${p.orderId}`,
        },
        { 'paypal-request-id': p.key, prefer: 'return=representation' },
      );
      const state = textAt(body, 'status');
      const id = textAt(body, 'id');
      return (status === 200 || status === 201) &&
        id &&
        (state === 'COMPLETED' || state === 'PENDING')
        ? { status: 'refunded', refundId: id }
        : refundRefused(NAME, status, state, ...issuesOf(body));
    },
  };
}

/** PayPal in the registry: its variables, its real hosts, its sandbox. */
export const paypalDefinition: ProviderDefinition = {
  name: 'paypal',
  method: 4,
  ...configuredAdapter(createPaypalProvider, {
    required: {
      clientId: 'PAYPAL_CLIENT_ID',
      clientSecret: 'PAYPAL_CLIENT_SECRET',
      webhookId: 'PAYPAL_WEBHOOK_ID',
    },
    optional: { brandName: 'PAYPAL_BRAND_NAME' },
  }),
  live: { apiBase: PAYPAL_LIVE_URL, hostedBase: 'https://www.paypal.com' },
  sandboxVars: {
    PAYPAL_CLIENT_ID: 'sandbox-paypal-client-id',
    PAYPAL_CLIENT_SECRET: 'sandbox-paypal-client-secret-*',
    PAYPAL_WEBHOOK_ID: 'WH-SANDBOX-0000000000000000',
  },
};
