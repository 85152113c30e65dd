// Razorpay (method 1), with its documented REST API over fetch (decision 090): an order created on the
// server (POST /v1/orders), the Hosted Checkout (a form POST to /v1/checkout/embedded: works without
// JavaScript), the shopper POSTed back to our callback with razorpay_payment_id, razorpay_order_id and
// razorpay_signature = HMAC-SHA256(order_id + "|" + payment_id, key secret), compared in constant time, then
// the payment fetched from Razorpay (captured, same order, amount and currency). Webhooks: X-Razorpay-Signature
// = HMAC-SHA256 of the raw body with the webhook secret; each event processed once (x-razorpay-event-id).
import {
  callProvider,
  hmacSha256Hex,
  refundRefused,
  requireHexSignature,
  sameHex,
  textAt,
} from '../provider-kit.ts';
import type {
  PaymentOrder,
  PaymentProvider,
  ProviderDefinition,
  ProviderEnvironment,
  Verification,
} from '../types.ts';

/** Razorpay's payment signature check (its "verify payment signature" step). */
export function razorpayPaymentSignatureOk(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(hmacSha256Hex(secret, `${orderId}|${paymentId}`), signature);
}

interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
}

function verifyPayment(
  p: RazorpayPayment,
  order: PaymentOrder & { providerRef: string },
): Verification {
  if (p.order_id !== order.providerRef)
    return { status: 'unverified', reason: 'the payment is not for this order' };
  if (p.status === 'failed') return { status: 'unverified', reason: 'the payment failed' };
  if (p.status !== 'captured') return { status: 'pending' };
  if (p.amount !== order.amountMinor || p.currency.toUpperCase() !== order.currency)
    return { status: 'unverified', reason: 'amount or currency does not match the order' };
  return {
    status: 'paid',
    paymentId: p.id,
    amountMinor: p.amount,
    currency: p.currency.toUpperCase(),
  };
}

function razorpayProvider(env: ProviderEnvironment): PaymentProvider {
  const keyId = env.vars.RAZORPAY_KEY_ID!;
  const secret = env.vars.RAZORPAY_KEY_SECRET!;
  const webhookSecret = env.vars.RAZORPAY_WEBHOOK_SECRET ?? '';
  const auth = `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`;
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await env.fetch(`${env.apiBase}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: auth,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`Razorpay ${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    publicSettings: () => ({ razorpay_key: keyId }),
    async start(order, urls) {
      const created = await call<{ id: string; amount: number; currency: string }>('/v1/orders', {
        amount: order.amountMinor,
        currency: order.currency,
        receipt: order.code,
        notes: { order_id: String(order.id) },
      });
      return {
        providerRef: created.id,
        next: {
          kind: 'form',
          action: `${env.hostedBase}/v1/checkout/embedded`,
          fields: {
            key_id: keyId,
            order_id: created.id,
            amount: String(order.amountMinor),
            currency: order.currency,
            name: `Order ${order.code}`,
            description: `Order ${order.code}`,
            'prefill[name]': order.name,
            'prefill[email]': order.email,
            callback_url: urls.callbackUrl,
            cancel_url: urls.cancelUrl,
          },
        },
        contractData: { payment_token: created.id, order_method: 1 },
      };
    },
    async verifyReturn(order, params) {
      const signature = params.razorpay_signature;
      if (signature !== undefined || params.razorpay_payment_id !== undefined) {
        const paymentId = params.razorpay_payment_id ?? '';
        if (params.razorpay_order_id !== order.providerRef)
          return { status: 'unverified', reason: 'the callback is for another Razorpay order' };
        if (!razorpayPaymentSignatureOk(secret, order.providerRef, paymentId, signature ?? ''))
          return { status: 'unverified', reason: 'the payment signature does not match' };
        if (!/^pay_[A-Za-z0-9]{6,40}$/.test(paymentId))
          return { status: 'unverified', reason: 'not a payment id' };
        return verifyPayment(await call<RazorpayPayment>(`/v1/payments/${paymentId}`), order);
      }
      if (params['error[code]'] !== undefined)
        return { status: 'unverified', reason: params['error[description]'] ?? 'payment failed' };
      // No callback parameters (the return page, the release job): ask Razorpay for the order's payments.
      const list = await call<{ items: RazorpayPayment[] }>(
        `/v1/orders/${encodeURIComponent(order.providerRef)}/payments`,
      );
      const captured = list.items.find((p) => p.status === 'captured');
      return captured ? verifyPayment(captured, order) : { status: 'pending' };
    },
    async notification({ headers, rawBody }) {
      // Without a webhook secret nothing is expected, and nothing matches.
      requireHexSignature(
        headers.get('x-razorpay-signature'),
        webhookSecret ? hmacSha256Hex(webhookSecret, rawBody) : '',
        'X-Razorpay-Signature does not match',
      );
      const event = JSON.parse(rawBody) as {
        event?: string;
        payload?: { payment?: { entity?: RazorpayPayment } };
      };
      const p = event.payload?.payment?.entity;
      if ((event.event !== 'payment.captured' && event.event !== 'order.paid') || !p?.order_id)
        return null;
      const eventId = headers.get('x-razorpay-event-id') ?? `${event.event}:${p.id}`;
      return {
        eventId,
        providerRef: p.order_id,
        verification:
          p.status === 'captured'
            ? {
                status: 'paid',
                paymentId: p.id,
                amountMinor: p.amount,
                currency: p.currency.toUpperCase(),
              }
            : { status: 'pending' },
      };
    },
    // POST /v1/payments/{id}/refund: the full amount; Razorpay refuses more than the captured amount.
    async refund(p) {
      const { status, body } = await callProvider(
        'Razorpay',
        env.fetch,
        `${env.apiBase}/v1/payments/${encodeURIComponent(p.paymentId)}/refund`,
        {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: p.amountMinor,
            speed: 'normal',
            receipt: p.key.slice(0, 40),
            notes: { order_id: String(p.orderId) },
          }),
        },
      );
      const id = textAt(body, 'id');
      return status === 200 && id && textAt(body, 'status') !== 'failed'
        ? { status: 'refunded', refundId: id }
        : refundRefused('Razorpay', status, textAt(body, 'error', 'description'));
    },
  };
}

export const razorpayDefinition: ProviderDefinition = {
  name: 'razorpay',
  method: 1,
  variables: { required: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] },
  live: { apiBase: 'https://api.razorpay.com', hostedBase: 'https://api.razorpay.com' },
  sandboxVars: {
    RAZORPAY_KEY_ID: 'rzp_test_BazaarSandbox01',
    RAZORPAY_KEY_SECRET: '*',
    RAZORPAY_WEBHOOK_SECRET: '*',
  },
  // Spec §2: the shopper comes back to /razorpay-callback (it shows a please-wait message).
  returnPath: (orderId) => `/razorpay-callback?order=${orderId}`,
  create: razorpayProvider,
};
