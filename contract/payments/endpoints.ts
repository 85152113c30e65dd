// api/v1 endpoints of the payments domain (docs/api-reference.md §8.21, §8.31; issue 16): the shopper's way
// back from a provider, the providers' own notifications and callbacks, and an online order's payment. Handled
// in api/payments/routes.ts; the order shapes they carry are the orders domain's (contract/orders/schemas.ts).
import { defineEndpoint } from '../endpoint.ts';
import { z } from '../zod.ts';
import {
  HybridQuerySchema,
  OrderIdParamsSchema,
  OrderPaymentSchema,
  PaymentCallbackParamsSchema,
  PaymentDoneBodySchema,
  PaymentDoneDataSchema,
  PaymentFailedBodySchema,
  PaymentProviderParamsSchema,
} from '../orders/schemas.ts';

export const paymentsEndpoints = {
  orderPaymentDone: defineEndpoint({
    method: 'POST',
    path: 'order/payment-done',
    auth: 'owner',
    summary:
      'The shopper is back from the provider: verified with the provider (never the redirect alone); ' +
      '`1` paid, `0` not settled yet (ours), else "Unable to verify payment" (ENC `data`, or plain JSON)',
    body: PaymentDoneBodySchema,
    data: PaymentDoneDataSchema,
  }),
  orderPaymentFailed: defineEndpoint({
    method: 'POST',
    path: 'order/payment-failed',
    auth: 'owner',
    summary:
      'The shopper left the provider: the unpaid online order is released (stock back, lines back in the cart)',
    body: PaymentFailedBodySchema,
    data: z.string(),
  }),
  paymentNotify: defineEndpoint({
    method: 'POST',
    path: '{provider}/notify',
    aliases: ['payment/notify/{provider}'],
    auth: 'none',
    summary:
      'Provider-facing: a payment provider’s server-to-server notification (Payfast ITN, Stripe and Razorpay ' +
      'webhooks), verified on its raw body; plain text 200 (processed, or already processed), 400 (signature), ' +
      '503 (not applied now: the provider sends it again)',
    params: PaymentProviderParamsSchema,
    // No envelope: the provider reads the status code.
    data: z.never(),
    redirect: true,
  }),
  paymentCallback: defineEndpoint({
    method: 'POST',
    alsoMethods: ['GET'],
    path: 'payment/callback/{provider}/{id}',
    auth: 'none',
    summary:
      'Provider-facing: a provider that POSTs the shopper back (Razorpay) lands here; verified, then 303 to ' +
      'the storefront’s return page',
    params: PaymentCallbackParamsSchema,
    data: z.never(),
    redirect: true,
  }),
  orderPayment: defineEndpoint({
    method: 'GET',
    path: 'order/payment/{id}',
    auth: 'owner',
    summary:
      'Ours: an online order’s payment (state, provider, test mode, the hosted step to go to)',
    params: OrderIdParamsSchema,
    query: HybridQuerySchema,
    data: OrderPaymentSchema,
  }),
};
