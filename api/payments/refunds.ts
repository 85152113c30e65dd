// Refunds through the payment provider (issue 17, decision 093). A provider payment is refunded at most once:
// a row unique per provider and payment id is CLAIMED before the provider is called — a second click, another
// admin or another worker finds it taken and calls nothing. The provider's answer then either records the
// refund id (refunded) or deletes the claim (not refunded: the admin may try again). The idempotency key
// sent to providers that honour one (Stripe, PayPal) is fixed per payment, so even a retry after a crash
// between the provider's yes and our write is the same refund, not a second.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../orders/service.ts';
import type { RunningProvider } from './registry.ts';
import type { RefundRequest } from './types.ts';
import { log } from '../lib/log.ts';

/** What to refund: the adapter's refund request but for the idempotency key, which is derived here. */
export type RefundTarget = Omit<RefundRequest, 'key'>;

export type RefundResult =
  | { state: 'refunded'; refundId: string }
  /** Already refunded (by an earlier action): nothing was asked of the provider. */
  | { state: 'done'; refundId: string | null }
  /** Another action holds the claim and is asking the provider now. */
  | { state: 'busy' }
  /** The provider did not refund (or could not be reached): nothing recorded, try again. */
  | { state: 'failed'; reason: string };

const logFailure = (provider: string, orderId: number, message: string) =>
  log.error({ at: 'payments.refund', provider, orderId, message }, 'refund failed');

/** Refunds one provider payment in full, exactly once (see the file's note). */
export async function refundThroughProvider(
  db: Kysely<Database>,
  r: RunningProvider,
  target: RefundTarget,
  by: { adminId: number | null; now: Date },
): Promise<RefundResult> {
  const provider = r.definition.name;
  const now = by.now.toISOString();
  try {
    await db
      .insertInto('payment_refunds')
      .values({
        order_id: target.orderId,
        provider,
        payment_id: target.paymentId,
        amount: target.amountMinor,
        currency: target.currency,
        status: 'claimed',
        refund_id: null,
        admin_id: by.adminId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const held = await refundOf(db, provider, target.paymentId);
    return held?.status === 'refunded'
      ? { state: 'done', refundId: held.refund_id }
      : { state: 'busy' };
  }
  const release = () =>
    db
      .deleteFrom('payment_refunds')
      .where('provider', '=', provider)
      .where('payment_id', '=', target.paymentId)
      .where('status', '=', 'claimed')
      .execute();
  let outcome;
  try {
    outcome = await r.adapter.refund({
      ...target,
      key: `bazaar-refund-${provider}-${target.paymentId}`.slice(0, 64),
    });
  } catch (error) {
    outcome = { status: 'failed' as const, reason: (error as Error).message };
  }
  if (outcome.status === 'failed') {
    logFailure(provider, target.orderId, outcome.reason);
    await release();
    return { state: 'failed', reason: outcome.reason };
  }
  await db
    .updateTable('payment_refunds')
    .set({ status: 'refunded', refund_id: outcome.refundId, updated_at: by.now.toISOString() })
    .where('provider', '=', provider)
    .where('payment_id', '=', target.paymentId)
    .execute();
  return { state: 'refunded', refundId: outcome.refundId };
}

export function refundOf(db: Kysely<Database>, provider: string, paymentId: string) {
  return db
    .selectFrom('payment_refunds')
    .select(['status', 'refund_id', 'amount', 'updated_at'])
    .where('provider', '=', provider)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** The refunds made through providers for an order, oldest first. */
export function refundsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payment_refunds')
    .select(['provider', 'payment_id', 'refund_id', 'amount', 'status', 'updated_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
