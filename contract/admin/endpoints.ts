// api/v1 endpoints of the admin area (issue 17). `auth: 'admin'`: a bearer token of an account with the admin
// role; anyone else (a visitor, a shopper, a bad token) gets the envelope's 404, as if the path did not exist.
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminCancelBodySchema,
  AdminDoneSchema,
  AdminIdParamsSchema,
  AdminMeSchema,
  AdminOrderBodySchema,
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  AdminOrdersQuerySchema,
  AdminStatusBodySchema,
  AdminTransferBodySchema,
} from './schemas.ts';

export const adminEndpoints = {
  adminMe: defineEndpoint({
    method: 'GET',
    path: 'admin/me',
    auth: 'admin',
    summary: 'The signed-in administrator (404 for anyone else)',
    data: AdminMeSchema,
  }),
  adminOrders: defineEndpoint({
    method: 'GET',
    path: 'admin/orders',
    auth: 'admin',
    summary:
      'Every order, 25 a page, newest first; filters status, payment, method, store; q an order number',
    query: AdminOrdersQuerySchema,
    data: AdminOrderPageSchema,
  }),
  adminOrder: defineEndpoint({
    method: 'GET',
    path: 'admin/orders/{id}',
    auth: 'admin',
    summary: 'One order with its buyer, cancellation and audit log',
    params: AdminIdParamsSchema,
    data: AdminOrderDetailSchema,
  }),
  adminOrderStatus: defineEndpoint({
    method: 'POST',
    path: 'admin/orders/status',
    auth: 'admin',
    summary:
      'Move an order forward (confirmed, picked_up, on_the_way, delivered); the buyer is e-mailed',
    body: AdminStatusBodySchema,
    data: AdminDoneSchema,
  }),
  adminOrderCancel: defineEndpoint({
    method: 'POST',
    path: 'admin/orders/cancel',
    auth: 'admin',
    summary: 'Cancel an order not yet delivered, with a title and message; its stock goes back',
    body: AdminCancelBodySchema,
    data: AdminDoneSchema,
  }),
  adminOrderRefund: defineEndpoint({
    method: 'POST',
    path: 'admin/orders/refund',
    auth: 'admin',
    summary:
      'Mark a cancelled order refunded (cash on delivery and bank transfer are settled outside)',
    body: AdminOrderBodySchema,
    data: AdminDoneSchema,
  }),
  adminOrderTransfer: defineEndpoint({
    method: 'POST',
    path: 'admin/orders/transfer',
    auth: 'admin',
    summary: 'Confirm (paid) or reject a bank transfer whose reference the shopper submitted',
    body: AdminTransferBodySchema,
    data: AdminDoneSchema,
  }),
};
