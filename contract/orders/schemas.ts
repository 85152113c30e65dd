// Orders (docs/api-reference.md §7.5, §8.21, §8.22, §8.25): placement, the caller's orders, cancellation, tracking.
// Money is decimal major units on the wire, integer minor units everywhere else.
import { z, int, money, opt, flag, str, listOrEmpty } from '../zod.ts';
import { Messages, requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { PaymentMethod } from '../codes.ts';
import { id as positiveId, PickupPointSchema } from '../cart/schemas.ts';
import { requiredText } from '../account/schemas.ts';
import { InventorySchema, ShippingPlaceSchema } from '../shapes.ts';

/** Spec §8 texts of the order journey (the storefront translates them). */
export const OrderMessages = {
  placed: 'Your order has been placed successfully',
  // Ours (issue 37): pickup chosen where the shipping place has no pickup point.
  noPickupPoint: 'Pickup is not available at this address: choose delivery.',
  paymentSubmitted: 'Payment data submitted successfully',
  cancelledNotice: 'This order has been cancelled',
  refundedNotice: 'This order has been refunded',
  noSelection: 'You don\u2019t have any product selected. Please a select a product first.',
  noAddress: 'Please add an address first.',
  unshippable: 'Product is unable to be shipped.',
  notInStock: 'This product is not in stock',
  orderNotFound: 'Order not found',
  methodDisabled: 'This payment method is not available.',
  notCancellable: 'Only a pending order can be cancelled.',
  cancelled: 'Your order has been cancelled.',
  alreadySubmitted: 'The payment data of this order has already been submitted.',
  notBankTransfer: 'This order is not paid by bank transfer.',
  cartChanged: 'Your cart has changed since you opened the checkout. Please review your order.',
  keyReused: 'This checkout has already been used for another order. Please review your order.',
  trackingNotFound: 'No order was found with this tracking code.',
  paymentCancelled: 'Payment has been cancelled',
  paymentUnverified: 'Unable to verify payment',
  paymentNotStarted: 'The payment could not be started. Please try again.',
  alreadyPaid: 'This order has already been paid.',
  notOnline: 'This order is not paid online.',
} as const;

/** A line at a flash price whose sale's cap ran out before the order was placed (decision 149). */
export const flashSoldOutMessage = (product: string) =>
  `The flash sale price for ${product} has sold out. Please review your cart.`;

const METHODS = Object.values(PaymentMethod) as number[];

/**
 * `order/action` after ENC decoding (or as plain JSON, ours). `idempotency_key` (ours) makes a resubmitted
 * checkout return the order it already placed; `cart_signature` (ours) is what the checkout page showed, so a
 * replay against a changed cart is refused instead of placing something the shopper never saw.
 */
export const OrderActionBodySchema = z.object({
  order_method: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: requiredMessage('order_method') })
      .refine((n) => METHODS.includes(n), { error: requiredMessage('order_method') }),
  ),
  voucher: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(40, { error: Messages.voucherUnknown }),
  ),
  time_zone: z.string().max(64).optional(),
  user_token: z.string().optional(),
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,80}$/, { error: 'The idempotency key is not valid.' })
    .optional(),
  cart_signature: z.string().max(4000).optional(),
});
export type OrderActionBody = z.output<typeof OrderActionBodySchema>;

export const OrderTransactionBodySchema = z.object({
  id: positiveId('id'),
  trans_id: requiredText('trans_id', 100),
  user_token: z.string().optional(),
});

export const CancelOrderBodySchema = z.object({
  order_id: positiveId('order_id'),
  title: requiredText('title', 190),
  message: requiredText('message', 2000),
  user_token: z.string().optional(),
});

export const OrdersByUserBodySchema = z.object({
  order_id: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), positiveId('order_id').optional())
    .optional(),
  page: z.unknown().optional(),
  time_zone: z.string().max(64).optional(),
  user_token: z.string().optional(),
  cancelled: z
    .preprocess(
      (v) => (v === '' || v == null ? undefined : Number(v)),
      z.union([z.literal(0), z.literal(1)]).optional(),
    )
    .optional(),
  paid: z.unknown().optional(),
  unpaid: z.unknown().optional(),
  card_payment: z.unknown().optional(),
  cash_on_delivery: z.unknown().optional(),
});
export type OrdersByUserBody = z.output<typeof OrdersByUserBodySchema>;

export const OrderIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,10}$/) });
export const OrderIdPathSchema = z.object({ orderId: z.string().regex(/^\d{1,10}$/) });
export const HybridQuerySchema = z.object({
  user_token: z.string().optional(),
  time_zone: z.string().max(64).optional(),
});
export const TrackOrderQuerySchema = z.object({
  tracking_id: requiredText('tracking_id', 40, OrderMessages.trackingNotFound),
});

/** The order row (§7.5) as placement answers it. */
export const OrderSchema = z.object({
  id: int,
  order: str,
  status: int,
  cancelled: flag,
  payment_done: flag,
  order_method: int,
  total_amount: opt(money),
  currency: str,
  payment_token: opt(str),
  trans_id: opt(str),
  voucher_id: opt(int),
  user_id: opt(int),
  user_token: opt(str),
  user_address_id: opt(int),
  created: opt(str),
  /** Ours (decision 132): 1 when it was paid through a local payment sandbox — a test order, not money. */
  test_payment: opt(flag),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderedProductSchema = z.object({
  id: opt(int),
  order_id: int,
  product_id: opt(int),
  inventory_id: opt(int),
  quantity: int,
  shipping_place_id: opt(int),
  shipping_type: int,
  selling: money,
  tax_price: money,
  shipping_price: money,
  bundle_offer: opt(int),
  product: z.object({
    id: opt(int),
    title: str,
    slug: opt(str),
    image: opt(str),
    store: opt(z.object({ id: int, name: str, slug: str })),
  }),
  attributes: listOrEmpty(z.object({ title: str, value: str })),
  /** As the cart gives them (§7.5): the variant and the shipping place as they are now, null once gone. */
  updated_inventory: opt(InventorySchema),
  shipping_place: opt(ShippingPlaceSchema),
  /** Ours: where a line sent for pickup is collected (null for delivery). */
  pickup: PickupPointSchema.nullable().optional().default(null),
});
export type OrderedProduct = z.infer<typeof OrderedProductSchema>;

export const OrderAddressSchema = z.object({
  name: str,
  email: opt(str),
  phone: opt(str),
  country: str,
  state: opt(str),
  city: str,
  zip: opt(str),
  address_1: opt(str),
  address_2: opt(str),
});

export const CancellationSchema = z.object({
  id: int,
  order_id: int,
  title: str,
  message: str,
  refunded: flag,
  created: opt(str),
});
export type Cancellation = z.infer<typeof CancellationSchema>;

export const CalculatedSchema = z.object({
  subtotal: money,
  shipping_price: money,
  bundle_offer: money,
  tax: money,
  voucher_price: money,
  total_price: money,
});

export const OrderListItemSchema = OrderSchema.extend({
  ordered_products: z.array(OrderedProductSchema),
});
export const OrderPageSchema = paginatorSchema(OrderListItemSchema);

/** Ours (issue 34, decision 137): one store's part of the order, as the buyer follows it. */
export const OrderPartSchema = z.object({
  store_name: opt(str),
  store_slug: opt(str),
  status: int,
  cancelled: flag,
  carrier: opt(str),
  tracking_number: opt(str),
});
export type OrderPart = z.infer<typeof OrderPartSchema>;

export const OrderDetailSchema = OrderListItemSchema.extend({
  address: opt(OrderAddressSchema),
  voucher: opt(z.object({ code: str })),
  cancellation: opt(CancellationSchema),
  calculated: CalculatedSchema,
  /** Ours: the payment is waiting for the shop to confirm a bank transfer. */
  awaiting_verification: opt(flag),
  /** Ours (issue 34): each store's part, when the order has any. */
  parts: opt(z.array(OrderPartSchema)),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** `order/by-user`: the list, or one order's detail when `order_id` is given. */
export const OrdersByUserDataSchema = z.union([OrderDetailSchema, OrderPageSchema]);

export const CancelOrderDataSchema = z.object({
  result: z.object({ cancelled: z.literal(true), order_id: int }),
});

/**
 * What the shopper saw at checkout, as a comparable string: each selected line's id, quantity and unit price
 * (minor units) and the total. The storefront sends it with "Place order"; the API refuses the order when the
 * cart no longer matches, so a stale page never places something else.
 */
export function cartSignature(
  lines: { id: number; quantity: number; unitMinor: number }[],
  totalMinor: number,
): string {
  const parts = lines.map((l) => `${l.id}x${l.quantity}@${l.unitMinor}`).sort();
  return `${parts.join(',')}=${totalMinor}`;
}

// ——— Online payments (issue 16; docs/api-reference.md §8.21, §8.31) ———

/** How the shopper reaches the provider's hosted page: a redirect, or a form to post (works without JS). */
export const HostedStepSchema = z.union([
  z.object({ kind: z.literal('redirect'), url: str }),
  z.object({ kind: z.literal('form'), action: str, fields: z.record(z.string(), z.string()) }),
]);
export type HostedStep = z.infer<typeof HostedStepSchema>;

/**
 * `order/action`'s answer: the order row (COD, bank) and, for an online method, the contract's per-method
 * fields (amount as a 2-decimal string, name, email, Razorpay's payment_token, Payfast's form…) plus ours:
 * `hosted` (where the shopper goes next) and `test_mode` (1 when the provider is its local sandbox).
 */
export const OrderActionDataSchema = OrderSchema.extend({
  amount: opt(str),
  name: opt(str),
  email: opt(str),
  hosted: opt(HostedStepSchema),
  test_mode: opt(flag),
}).passthrough();

/** Provider return parameters the storefront passes on (their names are the provider's own). */
const ReturnParamsSchema = z
  .record(z.string().max(64), z.string().max(4000))
  .refine((r) => Object.keys(r).length <= 30, { error: 'Too many parameters.' });

export const PaymentDoneBodySchema = z.object({
  id: positiveId('id'),
  order_method: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: requiredMessage('order_method') })
      .refine((n) => METHODS.includes(n), { error: requiredMessage('order_method') }),
  ),
  payment_token: z.string().max(4000).optional(),
  user_token: z.string().optional(),
  /** Ours: the provider's return parameters as the shopper's browser brought them (verified, never trusted). */
  params: ReturnParamsSchema.optional(),
});

/** `1` paid (rows updated); `0` (ours) not settled yet — the return page keeps waiting. */
export const PaymentDoneDataSchema = z.union([
  z.literal(1),
  z.literal(0),
  z.record(z.string(), z.unknown()),
]);

export const PaymentFailedBodySchema = z.object({
  id: positiveId('id'),
  user_token: z.string().optional(),
});

/** Ours: an online order's payment as the storefront's pay and return pages need it. */
export const OrderPaymentSchema = z.object({
  id: int,
  order: str,
  order_method: int,
  provider: str,
  test_mode: flag,
  /** started: waiting for the provider; unverified: 'Unable to verify payment'; released: cancelled. */
  state: z.enum(['started', 'paid', 'unverified', 'released']),
  hosted: opt(HostedStepSchema),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

export const PaymentProviderParamsSchema = z.object({
  provider: z.string().regex(/^[a-z]{2,20}$/),
});
export const PaymentCallbackParamsSchema = PaymentProviderParamsSchema.extend({
  id: z.string().regex(/^\d{1,10}$/),
});
