// The order side of online payments (issue 16): start a payment for a placed order, settle what a provider
// says (the shopper's return, a callback or a notification), release an unpaid order. An order is marked paid
// by ONE conditional update (payment_done 0 → 1 while not cancelled) and released by the opposite one
// (cancelled 0 → 1 while unpaid), so of a payment-done, a notification and a release racing each other on
// SQLite or PostgreSQL exactly one wins; only the winner of the paid transition sends the e-mail.
import type { Kysely } from 'kysely';
import { OrderMessages } from '#contract/orders/schemas.ts';
import type { Database, PaymentEventsTable } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import { releaseOrder } from './release.ts';
import {
  attemptOf,
  orderRow,
  ownerOfRow,
  paymentOrderOf,
  setPaymentStatus,
  type OrderRow,
} from './orders.ts';
import { isUniqueViolation, confirmOrder } from '../orders/service.ts';
import { logPaymentError, type PaymentRegistry, type RunningProvider } from './registry.ts';
import type { Notification, StartedPayment, Verification } from './types.ts';

export interface PaymentDeps {
  db: Kysely<Database>;
  payments: PaymentRegistry;
  mail?: Mailer;
  links: ShopLinks;
  now: Date;
}

export type StartResult =
  { ok: true; started: StartedPayment; testMode: boolean } | { ok: false; message: string };

/**
 * The payment of a placed online order: created at the provider once (a replayed order/action answers the
 * stored attempt). When the provider cannot be reached the order is released at once (stock and cart back).
 */
export async function startPayment(
  deps: PaymentDeps,
  orderId: number,
  client: { ip?: string } = {},
): Promise<StartResult> {
  const o = await orderRow(deps.db, orderId);
  const r = o ? deps.payments.byMethod(o.order_method) : undefined;
  if (!o || !r) return { ok: false, message: OrderMessages.methodDisabled };
  const testMode = r.mode === 'sandbox';
  const prior = await attemptOf(deps.db, o.id);
  if (prior?.payload) return { ok: true, started: JSON.parse(prior.payload), testMode };
  let started: StartedPayment;
  try {
    started = await r.adapter.start(paymentOrderOf(o, client), deps.payments.urlsFor(r, o));
  } catch (error) {
    logPaymentError('start', r, o.id, error);
    await releaseOrder(deps, o.id, 'The payment could not be started.');
    return { ok: false, message: OrderMessages.paymentNotStarted };
  }
  const now = deps.now.toISOString();
  try {
    await deps.db
      .insertInto('payments')
      .values({
        order_id: o.id,
        provider: r.definition.method,
        provider_ref: started.providerRef,
        amount: o.total_amount,
        status: 'started',
        payload: JSON.stringify(started),
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    // A concurrent replay of the same order/action stored its attempt first: answer with that one.
    if (!isUniqueViolation(error)) throw error;
    const won = await attemptOf(deps.db, o.id);
    if (won?.payload) return { ok: true, started: JSON.parse(won.payload), testMode };
    throw error;
  }
  return { ok: true, started, testMode };
}

/** What settling a provider's answer came to. */
export type Settled =
  | { state: 'paid'; transitioned: boolean }
  | { state: 'pending' }
  | { state: 'unverified'; reason: string }
  | { state: 'cancelled' }
  /** Paid at the provider after the order was released: recorded for a refund, never applied. */
  | { state: 'refund_due'; paymentId: string };

/**
 * Applies a provider's verified answer to an order. `paid` must match the order's amount and currency
 * (each adapter checks its provider's rule; this is the core's own guard), then the conditional update.
 */
/** Payfast documents its ITN check as the amount within 0.01 of the order's (decision 130); every other
 * provider's payment must be exactly the order's amount, in minor units. */
const TOLERANCE_MINOR: Record<string, number> = { payfast: 1 };

async function settle(
  deps: PaymentDeps,
  o: OrderRow,
  v: Verification,
  source: { eventId?: string; provider: string },
): Promise<Settled> {
  const { db } = deps;
  const now = deps.now.toISOString();
  if (v.status === 'paid') {
    // Exact, but for Payfast's documented ±0.01: a short or an over payment is recorded, never paid.
    const tolerance = TOLERANCE_MINOR[source.provider] ?? 0;
    if (
      v.currency.toUpperCase() !== o.currency.toUpperCase() ||
      Math.abs(v.amountMinor - o.total_amount) > tolerance
    )
      return markUnverified(
        db,
        o.id,
        `amount ${v.amountMinor} ${v.currency} does not match the order's ${o.total_amount} ${o.currency}`,
        now,
      );
    const done = await db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('orders')
        .set({
          payment_done: 1,
          payment_token: v.paymentId,
          // Paid in a local sandbox: a test order, flagged wherever the order shows (decision 132).
          test_payment: deps.payments.byName(source.provider)?.mode === 'sandbox' ? 1 : 0,
          updated_at: now,
        })
        .where('id', '=', o.id)
        .where('payment_done', '=', 0)
        .where('cancelled', '=', 0)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await setPaymentStatus(trx, o.id, 'paid', now).execute();
      return true;
    });
    if (done) {
      await confirmOrder(deps, deps.links, ownerOfRow(o), o.id, deps.now);
      return { state: 'paid', transitioned: true };
    }
    const after = await orderRow(db, o.id);
    if (after?.payment_done === 1) return { state: 'paid', transitioned: false };
    // Released meanwhile: the money is the shopper's — the shop refunds it (admin order page).
    if (!source.eventId)
      await recordEvent(db, {
        provider: source.provider,
        event_id: `return:${v.paymentId}`,
        order_id: o.id,
        outcome: 'refund_due',
        amount: v.amountMinor,
        // The provider's payment id: what the admin's refund of it is made with.
        detail: v.paymentId,
        created_at: now,
      });
    return { state: 'refund_due', paymentId: v.paymentId };
  }
  if (v.status === 'unverified') return markUnverified(db, o.id, v.reason, now);
  if (v.status === 'cancelled') {
    // (pay2) The provider says the shopper cancelled (Flutterwave's return with status=cancelled, Iyzico's
    // callback, an expired Stripe session): release the order now — stock, voucher and cart lines back — as
    // the cancel page does. Paid meanwhile (a concurrent notification) wins.
    if (await releaseOrder(deps, o.id, 'The payment was cancelled at the provider.'))
      return { state: 'cancelled' };
    const after = await orderRow(db, o.id);
    return after?.payment_done === 1
      ? { state: 'paid', transitioned: false }
      : { state: 'cancelled' };
  }
  const attempt = await attemptOf(db, o.id);
  if (attempt?.status === 'unverified')
    return { state: 'unverified', reason: 'an earlier answer did not verify' };
  return { state: 'pending' };
}

async function markUnverified(
  db: Kysely<Database>,
  orderId: number,
  reason: string,
  now: string,
): Promise<Settled> {
  await setPaymentStatus(db, orderId, 'unverified', now).where('status', '=', 'started').execute();
  return { state: 'unverified', reason };
}

async function recordEvent(
  db: Kysely<Database>,
  row: Omit<PaymentEventsTable, 'id'>,
): Promise<boolean> {
  try {
    await db.insertInto('payment_events').values(row).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** What the provider says of the order's payment now, or what to answer when it could not be asked. */
async function askProvider(
  deps: PaymentDeps,
  o: OrderRow,
  params: Record<string, string>,
): Promise<{ asked: true; r: RunningProvider; v: Verification } | { asked: false; s: Settled }> {
  const r = deps.payments.byMethod(o.order_method);
  const attempt = await attemptOf(deps.db, o.id);
  if (!r || !attempt?.provider_ref)
    return { asked: false, s: { state: 'unverified', reason: 'no payment was started' } };
  try {
    const v = await r.adapter.verifyReturn(
      { ...paymentOrderOf(o), providerRef: attempt.provider_ref },
      params,
    );
    return { asked: true, r, v };
  } catch (error) {
    // The provider could not be asked now: not settled, the page asks again.
    logPaymentError('verify', r, o.id, error);
    return { asked: false, s: { state: 'pending' } };
  }
}

/**
 * The shopper is back (order/payment-done, or a provider's callback): ask the provider, then settle. A paid
 * order answers paid at once; a released one, cancelled.
 */
export async function confirmReturn(
  deps: PaymentDeps,
  o: OrderRow,
  params: Record<string, string>,
): Promise<Settled> {
  if (o.payment_done === 1) return { state: 'paid', transitioned: false };
  if (o.cancelled === 1) return { state: 'cancelled' };
  const a = await askProvider(deps, o, params);
  return a.asked ? settle(deps, o, a.v, { provider: a.r.definition.name }) : a.s;
}

export type NotifyResult =
  | { status: 200; outcome: string }
  | { status: 400; outcome: 'rejected' }
  | { status: 404; outcome: 'unknown provider' };

/**
 * A provider's notification: verified on its raw body by the adapter, then processed once — the event id is
 * claimed by a unique row first; a replay finds it taken and changes nothing.
 */
export async function handleNotification(
  deps: PaymentDeps,
  providerName: string,
  request: { headers: Headers; rawBody: string },
  isRejection: (error: unknown) => boolean,
): Promise<NotifyResult> {
  const r = deps.payments.byName(providerName);
  if (!r) return { status: 404, outcome: 'unknown provider' };
  let n: Notification | null;
  try {
    n = await r.adapter.notification(request);
  } catch (error) {
    if (isRejection(error)) return { status: 400, outcome: 'rejected' };
    throw error;
  }
  if (!n) return { status: 200, outcome: 'ignored' };
  const { db } = deps;
  let orderId = n.orderId ?? null;
  if (orderId == null && n.providerRef) {
    const a = await db
      .selectFrom('payments')
      .select('order_id')
      .where('provider', '=', r.definition.method)
      .where('provider_ref', '=', n.providerRef)
      .executeTakeFirst();
    orderId = a?.order_id ?? null;
  }
  const o = orderId != null ? await orderRow(db, orderId) : undefined;
  const amount = n.verification.status === 'paid' ? n.verification.amountMinor : null;
  const claimed = await recordEvent(db, {
    provider: r.definition.name,
    event_id: n.eventId,
    order_id: o && o.order_method === r.definition.method ? o.id : null,
    outcome: 'received',
    amount,
    detail: null,
    created_at: deps.now.toISOString(),
  });
  if (!claimed) return { status: 200, outcome: 'duplicate' };
  const setOutcome = (outcome: string, detail: string | null = null) =>
    db
      .updateTable('payment_events')
      .set({ outcome, detail })
      .where('provider', '=', r.definition.name)
      .where('event_id', '=', n.eventId)
      .execute();
  if (!o || o.order_method !== r.definition.method) {
    await setOutcome('unknown-order');
    return { status: 200, outcome: 'unknown-order' };
  }
  try {
    let verification = n.verification;
    if (n.askProvider) {
      // Only an order still awaiting its payment is asked about (PayPal: captured): never a released one.
      if (o.payment_done === 1 || o.cancelled === 1) {
        const outcome = o.payment_done === 1 ? 'already-paid' : 'cancelled';
        await setOutcome(outcome);
        return { status: 200, outcome };
      }
      const a = await askProvider(deps, o, {});
      // Not asked now: the claim is freed (below) and the provider's retry asks again.
      if (!a.asked && a.s.state === 'pending')
        throw new Error(`${r.definition.name}: not reachable`);
      if (!a.asked) {
        await setOutcome(a.s.state, a.s.state === 'unverified' ? a.s.reason : null);
        return { status: 200, outcome: a.s.state };
      }
      verification = a.v;
    }
    const s = await settle(deps, o, verification, {
      provider: r.definition.name,
      eventId: n.eventId,
    });
    const outcome = s.state === 'paid' ? (s.transitioned ? 'paid' : 'already-paid') : s.state;
    await setOutcome(
      outcome,
      s.state === 'unverified' ? s.reason : s.state === 'refund_due' ? s.paymentId : null,
    );
    return { status: 200, outcome };
  } catch (error) {
    // Not applied: free the claim so the provider's retry is processed.
    await db
      .deleteFrom('payment_events')
      .where('provider', '=', r.definition.name)
      .where('event_id', '=', n.eventId)
      .execute();
    throw error;
  }
}

/**
 * The shopper gave up (order/payment-failed, the cancel page) or the order is stale (the release job): the
 * provider is asked first — an order paid there is settled as paid, never released. `kept`: the payment could
 * not be stopped at the provider now, so the order is not released (the release job's next pass tries again).
 */
export async function abandonPayment(
  deps: PaymentDeps,
  o: OrderRow,
  reason: string,
): Promise<'released' | 'paid' | 'already-released' | 'refund_due' | 'kept'> {
  if (o.payment_done === 1) return 'paid';
  if (o.cancelled === 1) return 'already-released';
  // (decision 099) First stop the payment at the provider where it can be stopped (Stripe: expire the Checkout
  // Session), so that nothing can be paid once the order is released — else a shopper paying the still-open
  // page later makes a payment to refund. Then the last check sees the final state: paid just before (the
  // expiry is refused, the session is complete) → marked paid by settle's conditional update; anything else →
  // released by the opposite one, so a payment racing the release still wins exactly once. A provider that
  // cannot be reached for the expiry: no release this time (the session may still be payable).
  const r = deps.payments.byMethod(o.order_method);
  const attempt = await attemptOf(deps.db, o.id);
  if (r?.adapter.expire && attempt?.provider_ref) {
    try {
      await r.adapter.expire(attempt.provider_ref);
    } catch (error) {
      logPaymentError('expire', r, o.id, error);
      return 'kept';
    }
  }
  const a = await askProvider(deps, o, {});
  if (a.asked && a.v.status === 'paid') {
    const s = await settle(deps, o, a.v, { provider: a.r.definition.name });
    if (s.state === 'paid') return 'paid';
    if (s.state === 'refund_due') return 'refund_due';
  }
  // Not paid (pending, cancelled or expired, unverified) or not asked (the check failed): released, as before.
  return (await releaseOrder(deps, o.id, reason)) ? 'released' : 'already-released';
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { paymentOrderOf, refundsDue, staleOrders } from './orders.ts';
export { refundOf, refundThroughProvider, refundsOfOrder } from './refunds.ts';
export type { RefundResult } from './refunds.ts';
export type { PaymentRegistry, RunningProvider } from './registry.ts';
export { stopCancelledPayment } from './release.ts';
