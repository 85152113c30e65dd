// Stripe (method 3), with the official SDK (decision 090): a Checkout Session (a redirect: works without
// JavaScript); the return retrieves the session by the id stored on the order (never the one in the URL);
// the `checkout.session.completed` webhook is verified by the SDK on the raw body with the Stripe-Signature
// header (t=, v1=, 300 s tolerance); a released order's open session is expired (decision 099). In sandbox
// mode the same SDK talks to the local sandbox in process.
import Stripe from 'stripe';
import {
  NotificationRejected,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderDefinition,
  type ProviderEnvironment,
  type Verification,
} from '../types.ts';

/** Stripe's locales among ours (Hindi and Arabic are not offered by Checkout: 'auto' lets Stripe choose). */
const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  fr: 'fr',
  tr: 'tr',
};

/** What a Checkout Session says about our order (retrieved, or inside a verified webhook event). */
function verifySession(
  session: Pick<
    Stripe.Checkout.Session,
    | 'status'
    | 'payment_status'
    | 'amount_total'
    | 'currency'
    | 'client_reference_id'
    | 'payment_intent'
    | 'id'
  >,
  order: PaymentOrder,
): Verification {
  if (session.client_reference_id !== String(order.id))
    return { status: 'unverified', reason: 'the session is not this order’s' };
  if (session.status === 'expired') return { status: 'cancelled' };
  if (session.payment_status !== 'paid') return { status: 'pending' };
  const amount = session.amount_total ?? -1;
  const currency = (session.currency ?? '').toUpperCase();
  if (amount !== order.amountMinor || currency !== order.currency)
    return {
      status: 'unverified',
      reason: `amount ${amount} ${currency} does not match the order`,
    };
  const intent = session.payment_intent;
  const paymentId = typeof intent === 'string' ? intent : (intent?.id ?? session.id);
  return { status: 'paid', paymentId, amountMinor: amount, currency };
}

function stripeProvider(env: ProviderEnvironment): PaymentProvider {
  const base = new URL(env.apiBase);
  const stripe = new Stripe(env.vars.STRIPE_SECRET_KEY!, {
    httpClient: Stripe.createFetchHttpClient(env.fetch),
    maxNetworkRetries: 1,
    ...(env.mode === 'sandbox'
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  const webhookSecret = env.vars.STRIPE_WEBHOOK_SECRET ?? '';
  return {
    publicSettings: () => ({ stripe_key: env.vars.STRIPE_PUBLISHABLE_KEY ?? '' }),
    async start(order, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(order.id),
          customer_email: order.email || undefined,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amountMinor,
                product_data: { name: `Order ${order.code}` },
              },
            },
          ],
          metadata: { order_id: String(order.id), order_code: order.code },
          locale: LOCALES[order.language] ?? 'auto',
          success_url: `${urls.returnUrl}${urls.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: urls.cancelUrl,
        },
        // One session per order, whatever retries happen.
        { idempotencyKey: `bazaar-order-${order.id}-${order.code}` },
      );
      if (!session.url) throw new Error('Stripe answered a session without a URL');
      return { providerRef: session.id, next: { kind: 'redirect', url: session.url } };
    },
    async verifyReturn(order) {
      const session = await stripe.checkout.sessions.retrieve(order.providerRef);
      return verifySession(session, order);
    },
    async notification({ headers, rawBody }) {
      const signature = headers.get('stripe-signature');
      if (!signature || !webhookSecret) throw new NotificationRejected('no Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, 300);
      } catch (error) {
        throw new NotificationRejected((error as Error).message);
      }
      if (
        event.type !== 'checkout.session.completed' &&
        event.type !== 'checkout.session.async_payment_succeeded' &&
        event.type !== 'checkout.session.expired'
      )
        return null;
      const session = event.data.object;
      // The order is the one whose stored Checkout Session this is (the core looks it up by providerRef),
      // never the event's client_reference_id: a signed event names a session we created, or no order at all.
      // The amount check needs the order: the core compares; here the session's own statement.
      const verification: Verification =
        event.type === 'checkout.session.expired'
          ? { status: 'cancelled' }
          : session.payment_status === 'paid'
            ? {
                status: 'paid',
                paymentId:
                  typeof session.payment_intent === 'string'
                    ? session.payment_intent
                    : (session.payment_intent?.id ?? session.id),
                amountMinor: session.amount_total ?? -1,
                currency: (session.currency ?? '').toUpperCase(),
              }
            : { status: 'pending' };
      return { eventId: event.id, providerRef: session.id, verification };
    },
    // POST /v1/checkout/sessions/{id}/expire: only an `open` session can be expired, and an expired one can
    // no longer be paid. A session that is not open (complete, or expired already) is refused with an
    // invalid_request_error (HTTP 400; an unknown one is 404 resource_missing): 'not-open'. Anything else
    // (network, 5xx, keys) throws: the provider was not asked, so nothing is decided.
    async expire(providerRef) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.expire(providerRef);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'not-open';
        throw error;
      }
      if (session.status !== 'expired')
        throw new Error(
          `Stripe answered the expiry of ${providerRef} with status ${session.status}`,
        );
      return 'expired';
    },
    // POST /v1/refunds with the PaymentIntent, under an idempotency key: a retry is the same refund.
    async refund(p) {
      try {
        const r = await stripe.refunds.create(
          {
            payment_intent: p.paymentId,
            amount: p.amountMinor,
            metadata: { order_id: String(p.orderId) },
          },
          { idempotencyKey: p.key },
        );
        // 'pending' is Stripe's accepted refund on methods that settle later; failed/canceled are not.
        return r.status === 'succeeded' || r.status === 'pending'
          ? { status: 'refunded', refundId: r.id }
          : { status: 'failed', reason: `Stripe refund ${r.id} is ${r.status ?? 'unknown'}` };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return {
            status: 'failed',
            reason: `Stripe: ${error.code ?? ''} ${error.message}`.trim(),
          };
        throw error;
      }
    },
  };
}

export const stripeDefinition: ProviderDefinition = {
  name: 'stripe',
  method: 3,
  variables: {
    required: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  live: { apiBase: 'https://api.stripe.com', hostedBase: 'https://checkout.stripe.com' },
  // Shaped like Stripe's test keys; they only ever reach the local sandbox.
  sandboxVars: {
    STRIPE_SECRET_KEY: 'sk_test_*',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bazaarSandboxPublishableKey0000000',
    STRIPE_WEBHOOK_SECRET: 'whsec_*',
  },
  create: stripeProvider,
};
