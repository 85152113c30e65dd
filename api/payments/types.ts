// Online payments (issue 16): the one interface every provider adapter implements. The order side (placing,
// marking paid exactly once, releasing) lives in api/orders and api/payments/service.ts; an adapter only speaks
// its provider's documented protocol — the same code against the local sandbox as against the provider.
import type { PaymentMethod } from '#contract/codes.ts';

/** The online methods of spec §3 (1 Razorpay, 3 Stripe, 4 PayPal, 5 Flutterwave, 6 Iyzico, 8 Payfast). */
export type OnlineMethod = Exclude<PaymentMethod, 2 | 7>;

export type ProviderName = 'razorpay' | 'stripe' | 'paypal' | 'flutterwave' | 'iyzico' | 'payfast';

/** What an adapter is told about the order it collects for. Amounts in minor units, computed by the server. */
export interface PaymentOrder {
  id: number;
  /** The shopper-facing order number (orders.order_code). */
  code: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  name: string;
  email: string;
  /** The shopper's language (en, fr, ar, tr, hi) where the hosted page can take it. */
  language: string;
  /** The order's ship-to address, for providers that require a buyer address (Iyzico). */
  address?: { line: string; city: string; country: string; zip?: string };
  /** The shopper's IP address, for providers that require it (Iyzico). */
  ip?: string;
}

/** Absolute URLs, built from configuration (PUBLIC_URL / API_PUBLIC_URL), never from a request's Host. */
export interface PaymentUrls {
  /** The storefront page the provider sends the shopper back to (it waits until the server has verified). */
  returnUrl: string;
  cancelUrl: string;
  /** The API's server-to-server notification endpoint for this provider. */
  notifyUrl: string;
}

/** How the shopper reaches the hosted page: both work without JavaScript. */
export type HostedStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> };

export interface StartedPayment {
  /** The provider's reference for this attempt (order id, session id, token…), stored on the order. */
  providerRef: string;
  next: HostedStep;
  /** Extra fields the contract's order/action answer carries for this method (e.g. Razorpay's payment_token). */
  contractData?: Record<string, unknown>;
}

export type Verification =
  | {
      status: 'paid';
      /** The provider's id of the charge/capture/transaction (unique per provider: stored, processed once). */
      paymentId: string;
      amountMinor: number;
      currency: string;
    }
  /** Not settled yet (the shopper is back before the provider has confirmed): the return page keeps waiting. */
  | { status: 'pending' }
  | { status: 'cancelled' }
  /** Signature, amount, currency or reference do not match, or the provider says failed. Never paid. */
  | { status: 'unverified'; reason: string };

/** A provider's server-to-server notification, verified on its raw body. */
export interface Notification {
  /** The provider's event or payment id: each is processed once (a unique constraint). */
  eventId: string;
  /** Our order id, or the providerRef stored on it, whichever the provider echoes. */
  orderId?: number;
  providerRef?: string;
  verification: Verification;
}

export interface PaymentProvider {
  readonly method: OnlineMethod;
  readonly name: ProviderName;
  /** sandbox: the local imitation with its test secrets; live: the provider's service with real keys. */
  readonly mode: 'sandbox' | 'live';
  /** Public settings for payment-gateway (keys a browser may see). Never a secret. */
  publicSettings(): Record<string, string | number>;
  /** Create the payment at the provider for a placed, unpaid order. */
  start(order: PaymentOrder, urls: PaymentUrls): Promise<StartedPayment>;
  /** The shopper is back: verify with the provider's server check (never trust the redirect alone). */
  verifyReturn(
    order: PaymentOrder & { providerRef: string },
    params: Record<string, string>,
  ): Promise<Verification>;
  /** A notification: verify its signature on the raw body; null when it is not ours or not about a payment. */
  notification(request: { headers: Headers; rawBody: string }): Promise<Notification | null>;
}
