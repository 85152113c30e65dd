// Online payment methods on the storefront (issue 16): which payment-gateway flag switches each on, and the
// storefront paths a provider sends the shopper back to (the API builds the same ones: api/payments).
import type { PaymentGatewayData } from '#contract/site/payment-gateway.ts';
import { PaymentMethod } from '#contract/codes.ts';

export const ONLINE_METHOD_FLAGS = {
  [PaymentMethod.RAZORPAY]: 'razorpay',
  [PaymentMethod.STRIPE]: 'stripe',
  [PaymentMethod.PAYPAL]: 'paypal',
  [PaymentMethod.FLUTTERWAVE]: 'flutterwave',
  [PaymentMethod.IYZICO]: 'iyzico_payment',
  [PaymentMethod.PAYFAST]: 'payfast',
} as const satisfies Record<number, keyof PaymentGatewayData>;

export const isOnlineMethod = (m: number): m is keyof typeof ONLINE_METHOD_FLAGS =>
  m in ONLINE_METHOD_FLAGS;

/** The online methods the shop runs, per payment-gateway (a flag is on only when a provider is set up). */
export function onlineMethodsOf(g: PaymentGatewayData): number[] {
  return Object.entries(ONLINE_METHOD_FLAGS)
    .filter(([, flag]) => g[flag] === 1)
    .map(([m]) => Number(m));
}
