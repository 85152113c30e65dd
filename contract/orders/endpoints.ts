// api/v1 endpoints of the orders domain (docs/api-reference.md §8.21, §8.22, §8.25).
import { defineEndpoint } from '../endpoint.ts';
import { z } from '../zod.ts';
import {
  CancelOrderBodySchema,
  CancelOrderDataSchema,
  CancellationSchema,
  HybridQuerySchema,
  OrderActionBodySchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderIdPathSchema,
  OrderActionDataSchema,
  OrderPaymentSchema,
  PaymentDoneBodySchema,
  PaymentDoneDataSchema,
  PaymentFailedBodySchema,
  PaymentCallbackParamsSchema,
  PaymentProviderParamsSchema,
  OrderTransactionBodySchema,
  OrdersByUserBodySchema,
  OrdersByUserDataSchema,
  TrackOrderQuerySchema,
} from './schemas.ts';

export const ordersEndpoints = {
  orderAction: defineEndpoint({
    method: 'POST',
    path: 'order/action',
    auth: 'owner',
    summary:
      'Place an order from the selected, shippable cart lines (body: ENC `data`, or plain JSON); ' +
      'cash on delivery and bank transfer complete here',
    body: OrderActionBodySchema,
    data: OrderActionDataSchema,
  }),
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
  orderTransaction: defineEndpoint({
    method: 'POST',
    path: 'order/transaction',
    auth: 'owner',
    summary:
      'Submit the bank transfer reference of a bank-transfer order (ENC `data`, or plain JSON)',
    body: OrderTransactionBodySchema,
    data: z.literal(1),
  }),
  sendOrderEmail: defineEndpoint({
    method: 'GET',
    path: 'order/send-order-email/{id}',
    auth: 'owner',
    summary: 'E-mail the order confirmation to the buyer and to each seller (once)',
    params: OrderIdParamsSchema,
    query: HybridQuerySchema,
    data: z.literal(true),
  }),
  ordersByUser: defineEndpoint({
    method: 'POST',
    path: 'order/by-user',
    auth: 'owner',
    summary: 'The caller’s orders (25 a page, newest first, filters), or one order with `order_id`',
    body: OrdersByUserBodySchema,
    data: OrdersByUserDataSchema,
  }),
  orderFind: defineEndpoint({
    method: 'GET',
    path: 'order/find/{id}',
    auth: 'owner',
    summary: 'One of the caller’s orders with its products, address, cancellation and totals',
    params: OrderIdParamsSchema,
    query: HybridQuerySchema,
    data: OrderDetailSchema,
    header: 'language',
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: 'cancellation/cancel-order',
    auth: 'owner',
    summary: 'Cancel a pending order with a title and message; its stock goes back',
    body: CancelOrderBodySchema,
    data: CancelOrderDataSchema,
  }),
  cancellationFind: defineEndpoint({
    method: 'GET',
    path: 'cancellation/find/{orderId}',
    auth: 'owner',
    summary: 'The cancellation of one of the caller’s orders',
    params: OrderIdPathSchema,
    query: HybridQuerySchema,
    data: CancellationSchema,
  }),
  trackOrder: defineEndpoint({
    method: 'GET',
    path: 'track-order',
    auth: 'none',
    summary: 'An order by its tracking code: tracker state and products (no personal data)',
    query: TrackOrderQuerySchema,
    data: OrderDetailSchema.omit({ address: true }),
    header: 'language',
  }),
};
