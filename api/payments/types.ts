// Online payments (issue 16): the one interface every provider adapter implements. The order side (placing,
// marking paid exactly once, releasing) lives in api/orders and api/payments/service.ts; an adapter only speaks
// its provider's documented protocol — the same code against the local sandbox as against the provider.
import type { Hono } from 'hono';
import type { PaymentMethod } from '#contract/codes.ts';

/** The online methods of docs/spec.md §3 (1 Razorpay, 3 Stripe, 4 PayPal, 5 Flutterwave, 6 Iyzico, 8 Payfast). */
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
  /**
   * (added by pay1) The API's provider-facing return endpoint, for providers that POST the shopper back
   * (Razorpay, Iyzico): it verifies what they post, then sends the browser on to `returnUrl` (303).
   */
  callbackUrl: string;
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
  /**
   * Nothing is settled by the event itself (PayPal's CHECKOUT.ORDER.APPROVED: the buyer approved, nothing is
   * captured yet): the core asks the provider about the order (verifyReturn, which captures), and only while
   * the order still awaits its payment — a released order is never charged.
   */
  askProvider?: true;
}

/** An adapter: its name and method are its ProviderDefinition's, its mode the registry's (RunningProvider). */
export interface PaymentProvider {
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
  /**
   * (refund) Refunds a settled payment in full through the provider's documented refund API. `refunded` only
   * when the provider says the refund went through; throws ProviderUnavailable when it could not be asked.
   */
  refund(payment: RefundRequest): Promise<RefundOutcome>;
  /**
   * (optional) Stop an unpaid payment at the provider so it can no longer be paid, where the provider supports
   * it (Stripe: expire the Checkout Session; decision 099). `expired`: it was open and can no longer be paid;
   * `not-open`: the provider refused because it is not open any more (paid, or expired already) — the check
   * with the provider that follows tells which. Throws when the provider could not be asked: nothing changed.
   */
  expire?(providerRef: string): Promise<'expired' | 'not-open'>;
}

/** A payment to refund: the provider's payment id (Verification.paymentId) and what it was for. */
export interface RefundRequest {
  paymentId: string;
  /** The attempt's provider reference (session, order, token…), for providers that refund through it. */
  providerRef: string;
  amountMinor: number;
  currency: string;
  orderId: number;
  /** Stable per payment: the idempotency key of providers that honour one (the same refund, not a second). */
  key: string;
}

type RefundOutcome =
  { status: 'refunded'; refundId: string } | { status: 'failed'; reason: string };

// ——— Added by pay1 (additive): registration of a provider and its sandbox ———

/** Thrown by notification() when the signature (or the provider's own validation) fails: answered 400. */
export class NotificationRejected extends Error {}

/** What an adapter is built from: its variables, and how it reaches the provider (or the sandbox). */
export interface ProviderEnvironment {
  mode: 'sandbox' | 'live';
  /** The provider's variables by name (live: from the environment; sandbox: the sandbox's test values). */
  vars: Record<string, string>;
  /** fetch for server-to-server calls: the sandbox in process (sandbox mode) or the network (live). */
  fetch: typeof fetch;
  /** The provider's API base: `live.apiBase`, or the sandbox's absolute base (…/sandbox/<name>). */
  apiBase: string;
  /** Where the shopper's browser goes: `live.hostedBase`, or the sandbox's absolute base. */
  hostedBase: string;
}

/** Key/value state of a sandbox, kept in the shop's database (table payment_sandbox): shared by workers. */
export interface SandboxStore {
  get<T>(id: string): Promise<T | null>;
  put(id: string, value: unknown): Promise<void>;
  /** The object at `id`, stored as `value` first when there is none: the first writer wins, everywhere. */
  claim<T>(id: string, value: T): Promise<T>;
  /** Every object whose id starts with `prefix`, oldest first. */
  list<T>(prefix: string): Promise<{ id: string; value: T }[]>;
}

export interface SandboxContext {
  /** The sandbox's test credentials (the same names as the provider's variables). */
  vars: Record<string, string>;
  /** The sandbox's absolute base URL as browsers reach it (…/sandbox/<name>). */
  base: string;
  /** Our API's notification endpoint for this provider (what one registers in the provider's dashboard). */
  notifyUrl: string;
  store: SandboxStore;
  /**
   * Sends a server-to-server notification (POST) to `url` — our API in process when the URL is ours. With
   * `hold` it is queued instead, to be sent from the sandbox's notification page (tests: return first).
   */
  notify(
    url: string,
    init: { headers: Record<string, string>; body: string },
    opts?: { hold?: boolean; label?: string },
  ): Promise<void>;
}

/** One line in api/payments/registry.ts: everything the core needs to run a provider. */
export interface ProviderDefinition {
  name: ProviderName;
  method: OnlineMethod;
  /**
   * The payment-gateway flag (docs/api-reference.md §8.28) that says it is on, where it is not the provider's name
   * (Iyzico's is `iyzico_payment`); default the name.
   */
  gatewayFlag?: 'iyzico_payment';
  /** Environment variables: all of `required` for live mode; `optional` ones may be set too. */
  variables: { required: readonly string[]; optional?: readonly string[] };
  /** The provider's real service: API base and the hosted page's base (its origin goes into CSP form-action). */
  live: { apiBase: string; hostedBase: string };
  /**
   * The sandbox's test credentials, by variable name. A `*` in a value stands for a secret made per
   * installation (config.ts sandboxVarsFor, decision 132): no sandbox secret is written in the source.
   */
  sandboxVars: Record<string, string>;
  /**
   * The storefront path the shopper comes back to (default `/<name>/return/<id>`; Razorpay's is
   * `/razorpay-callback?order=<id>`, docs/spec.md §2). The cancel path is always `/<name>/cancel/<id>`.
   */
  returnPath?: (orderId: number) => string;
  create(env: ProviderEnvironment): PaymentProvider;
}

/** A provider's local imitation: routes relative to its base (mounted at /sandbox/<name>; sandbox/mount.ts). */
export type SandboxBuilder = (ctx: SandboxContext) => Hono;
