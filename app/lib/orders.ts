// The order screens' shared rules (browser-safe): the tracker's steps, an order's payment state, and the
// API's order messages in the shopper's language (display only: behaviour never depends on a message).
import type { TFunction } from 'i18next';
import { OrderStatus, PaymentMethod } from '#contract/codes.ts';
import { Messages } from '#contract/messages.ts';
import { toMinor } from '#contract/money.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

/** Pending, confirmed, picked up, on the way, delivered (docs/spec.md §4 "Order"). */
export const TRACKER_STEPS = [
  OrderStatus.PENDING,
  OrderStatus.CONFIRMED,
  OrderStatus.PICKED_UP,
  OrderStatus.ON_THE_WAY,
  OrderStatus.DELIVERED,
] as const;

export type StepState = 'done' | 'current' | 'upcoming';
export function stepState(step: number, status: number): StepState {
  return step < status ? 'done' : step === status ? 'current' : 'upcoming';
}

type PaymentFields = {
  payment_done: number;
  order_method: number;
  trans_id?: string | null;
  awaiting_verification?: number | null;
};
/** Paid, awaiting the shop's check of a bank transfer, or unpaid. */
export function paymentState(o: PaymentFields): 'paid' | 'awaiting' | 'unpaid' {
  if (o.payment_done === 1) return 'paid';
  if (
    o.awaiting_verification === 1 ||
    (o.order_method === PaymentMethod.BANK_TRANSFER && !!o.trans_id)
  )
    return 'awaiting';
  return 'unpaid';
}

/** The delivery status's translation key: cancelled (or refunded) wins over the tracker step. */
export function statusKey(o: { status: number; cancelled: number }, refunded = false) {
  if (o.cancelled === 1) return refunded ? 'orders:status.refunded' : 'orders:status.cancelled';
  return `orders:status.${o.status}`;
}

/** Our API's order messages in the shopper's language; another backend's text as it came. */
export const orderMessage = knownMessages({
  [OrderMessages.orderNotFound]: 'orders:api.orderNotFound',
  [OrderMessages.notCancellable]: 'orders:api.notCancellable',
  [OrderMessages.cancelled]: 'orders:api.cancelled',
  [OrderMessages.trackingNotFound]: 'orders:api.trackingNotFound',
  [Messages.tooManyRequests]: 'orders:api.tooManyRequests',
});

/** The list's filters (docs/spec.md §2 "Orders"), as the GET form and the API name them. */
export const ORDER_FILTERS = ['cancelled', 'paid', 'unpaid', 'cash_on_delivery'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The online providers go by their brand names in every language; the shop's own methods are translated. */
const BRANDS: Partial<Record<number, string>> = {
  [PaymentMethod.RAZORPAY]: 'Razorpay',
  [PaymentMethod.STRIPE]: 'Stripe',
  [PaymentMethod.PAYPAL]: 'PayPal',
  [PaymentMethod.FLUTTERWAVE]: 'Flutterwave',
  [PaymentMethod.IYZICO]: 'Iyzico',
  [PaymentMethod.PAYFAST]: 'Payfast',
};
export function methodLabel(t: TFunction, method: number): string {
  return BRANDS[method] ?? t(`orders:methods.${method}`, { defaultValue: String(method) });
}

/** What an ordered line cost, in minor units: its unit price times the units paid for (a bundle deal's free
 * units are not). The shopper's order page and the order-complete page show the same figure. */
export function lineTotalMinor(
  l: { selling: number; quantity: number; bundle_offer?: number | null },
  currency?: string,
): number {
  return toMinor(l.selling, currency) * Math.max(0, l.quantity - (l.bundle_offer ?? 0));
}
