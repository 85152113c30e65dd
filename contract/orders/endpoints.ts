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
