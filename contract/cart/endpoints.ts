// api/v1 endpoints of the cart domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import { z } from '../zod.ts';
import {
  CartActionBodySchema,
  CartChangeBodySchema,
  CartLinesSchema,
  CartQuantityBodySchema,
  CartRowSchema,
  CartSummaryQuerySchema,
  CartSummarySchema,
  CartUpdateShippingBodySchema,
} from './schemas.ts';
import { IdParamsSchema } from '../query.ts';

export const cartEndpoints = {
  cartByUser: defineEndpoint({
    method: 'GET',
    path: 'cart/by-user',
    auth: 'owner',
    summary: 'The caller’s cart lines (token or user_token)',
    data: CartLinesSchema,
    header: 'language',
  }),
  cartSummary: defineEndpoint({
    method: 'GET',
    path: 'cart/summary',
    auth: 'owner',
    summary: '(proposed) Totals of the selected lines: items, bundle deals, tax, shipping, voucher',
    query: CartSummaryQuerySchema,
    data: CartSummarySchema,
  }),
  cartAction: defineEndpoint({
    method: 'POST',
    path: 'cart/action',
    auth: 'owner',
    summary: 'Add a variant to the cart (an existing line grows)',
    body: CartActionBodySchema,
    data: CartRowSchema,
    aliases: ['cart/action/{id}'],
  }),
  cartBuyNow: defineEndpoint({
    method: 'POST',
    path: 'cart/buy-now',
    auth: 'owner',
    summary: 'Set a line’s quantity and select only it',
    body: CartActionBodySchema,
    data: CartRowSchema,
  }),
  cartQuantity: defineEndpoint({
    method: 'POST',
    path: 'cart/quantity',
    auth: 'owner',
    summary: '(proposed) Set the quantity of one of the caller’s lines',
    body: CartQuantityBodySchema,
    data: CartLinesSchema,
  }),
  cartChange: defineEndpoint({
    method: 'POST',
    path: 'cart/change',
    auth: 'owner',
    summary: 'Select (checked) and unselect (unchecked) lines',
    body: CartChangeBodySchema,
    data: z.boolean(),
  }),
  cartDelete: defineEndpoint({
    method: 'DELETE',
    path: 'cart/delete/{id}',
    auth: 'owner',
    summary: 'Delete one of the caller’s lines',
    params: IdParamsSchema,
    data: CartRowSchema,
  }),
  cartUpdateShipping: defineEndpoint({
    method: 'POST',
    path: 'cart/update-shipping',
    auth: 'owner',
    summary:
      'Shipping step: the place and type of each line for the chosen address, which becomes the default',
    body: CartUpdateShippingBodySchema,
    data: CartLinesSchema,
    header: 'language',
  }),
};
