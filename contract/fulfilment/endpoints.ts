// api/v1 endpoints of a seller's orders (issue 34, decision 137): the owner of a live store (`auth: 'seller'`)
// reaches their own part of an order only; anyone else gets the envelope's 404, and another store's order is
// "not found" too.
import { defineEndpoint } from '../endpoint.ts';
import {
  PartCancelBodySchema,
  PartDoneSchema,
  PartStatusBodySchema,
  SellerOrderDetailSchema,
  SellerOrderPageSchema,
  SellerOrderParamsSchema,
  SellerOrdersQuerySchema,
} from './schemas.ts';

export const fulfilmentEndpoints = {
  sellerOrders: defineEndpoint({
    method: 'GET',
    path: 'seller/orders',
    auth: 'seller',
    summary:
      "The seller's parts of orders, 25 a page, newest first; filters state (pending … delivered, cancelled) and q (order code)",
    query: SellerOrdersQuerySchema,
    data: SellerOrderPageSchema,
  }),
  sellerOrder: defineEndpoint({
    method: 'GET',
    path: 'seller/orders/{id}',
    auth: 'seller',
    summary:
      "The seller's part of one order: its lines, the buyer's name and ship-to address, shipping and payment state",
    params: SellerOrderParamsSchema,
    data: SellerOrderDetailSchema,
  }),
  sellerOrderStatus: defineEndpoint({
    method: 'POST',
    path: 'seller/orders/{id}/status',
    auth: 'seller',
    summary:
      'Move the seller’s part forward (confirmed, picked_up, on_the_way with carrier and tracking_number, delivered); the buyer is e-mailed',
    params: SellerOrderParamsSchema,
    body: PartStatusBodySchema,
    data: PartDoneSchema,
  }),
  sellerOrderCancel: defineEndpoint({
    method: 'POST',
    path: 'seller/orders/{id}/cancel',
    auth: 'seller',
    summary:
      'Cancel the seller’s part (not once delivered) with a reason: its stock goes back, the buyer is e-mailed',
    params: SellerOrderParamsSchema,
    body: PartCancelBodySchema,
    data: PartDoneSchema,
  }),
};
