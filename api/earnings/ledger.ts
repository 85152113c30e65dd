// A store's ledger (issue 34, decision 137): append-only rows, each naming what it books (`source`, unique in
// its store, so booking the same event twice is a no-op on the constraint). Balance is the sum of the rows;
// available is the sum of those past their `available_at` (a sale is held for the shop's holding period,
// every debit counts at once).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { lineShares, storeVoucherOf } from './shares.ts';
import { payoutSettings } from './settings.ts';

type Db = Kysely<Database>;
const DAY_MS = 24 * 60 * 60_000;

/** The rate of `storeId` in basis points: its own, or the shop's default. */
async function commissionRateOf(db: Db, storeId: number): Promise<number> {
  const store = await db
    .selectFrom('stores')
    .select('commission_bp')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return store?.commission_bp ?? (await payoutSettings(db)).commission_bp;
}

/** Every line of order `orderId` with its gross, commission and net (the store's rate on its lines). */
export async function orderLineShares(db: Db, orderId: number) {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('vouchers as v', 'v.id', 'o.voucher_id')
    .select(['o.total_amount', 'o.currency', 'o.voucher_price', 'v.store_id as voucher_store_id'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('ordered_products')
    .select([
      'id',
      'store_id',
      'selling',
      'quantity',
      'bundle_offer',
      'tax_price',
      'shipping_price',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const rates = new Map<number, number>();
  for (const l of lines)
    if (l.store_id !== null && !rates.has(l.store_id))
      rates.set(l.store_id, await commissionRateOf(db, l.store_id));
  const shares = lineShares(
    order.total_amount,
    lines,
    (i) => (lines[i]!.store_id === null ? 0 : rates.get(lines[i]!.store_id!)!),
    storeVoucherOf(order, lines),
  );
  return {
    currency: order.currency,
    lines: lines.map((l, i) => ({ id: l.id, storeId: l.store_id, ...shares[i]! })),
  };
}

/**
 * Credits the store of part `partId` with each of its lines (gross, commission, net), available after the
 * holding period; call it in the transaction that marks the part delivered. Booking twice books nothing.
 */
export async function creditDeliveredPart(db: Db, partId: number, now: Date): Promise<number> {
  const part = await db
    .selectFrom('order_parts')
    .select(['id', 'order_id', 'store_id'])
    .where('id', '=', partId)
    .executeTakeFirst();
  if (!part || part.store_id === null) return 0;
  const { currency, lines } = await orderLineShares(db, part.order_id);
  const { holding_days } = await payoutSettings(db);
  const at = now.toISOString();
  const availableAt = new Date(now.getTime() + holding_days * DAY_MS).toISOString();
  const mine = lines.filter((l) => l.storeId === part.store_id);
  if (!mine.length) return 0;
  const r = await db
    .insertInto('store_ledger')
    .values(
      mine.map((l) => ({
        store_id: part.store_id!,
        kind: 'sale',
        source: `sale:line:${l.id}`,
        order_id: part.order_id,
        part_id: part.id,
        ordered_product_id: l.id,
        gross: l.gross,
        commission: l.commission,
        amount: l.net,
        currency,
        available_at: availableAt,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['store_id', 'source']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Debits the store of part `partId` for a refund of its lines: each line's sale reversed (gross, commission
 * and net negative), at once. Only lines whose sale was booked are debited (a part cancelled before delivery
 * was never credited); booking twice books nothing. Returns the gross refunded from the store (minor units).
 */
export async function debitRefundedPart(
  db: Db,
  partId: number,
  now: Date,
  note: string | null = null,
): Promise<number> {
  const sales = await db
    .selectFrom('store_ledger')
    .select([
      'store_id',
      'order_id',
      'ordered_product_id',
      'gross',
      'commission',
      'amount',
      'currency',
    ])
    .where('part_id', '=', partId)
    .where('kind', '=', 'sale')
    .execute();
  if (!sales.length) return 0;
  const at = now.toISOString();
  await db
    .insertInto('store_ledger')
    .values(
      sales.map((s) => ({
        store_id: s.store_id,
        kind: 'refund',
        source: `refund:line:${s.ordered_product_id}`,
        order_id: s.order_id,
        part_id: partId,
        ordered_product_id: s.ordered_product_id,
        gross: -s.gross,
        commission: -s.commission,
        amount: -s.amount,
        currency: s.currency,
        note,
        available_at: at,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['store_id', 'source']).doNothing())
    .execute();
  return sales.reduce((n, s) => n + s.gross, 0);
}

/**
 * A store's balance (every row), what is available now, and what is still held (minor units). A debit counts
 * at once whatever its `available_at` says: a withdrawal booked by a request whose clock ran a little ahead
 * must still be seen by a request being decided beside it.
 */
export async function balanceOf(db: Db, storeId: number, now: Date) {
  const at = now.toISOString();
  const row = await db
    .selectFrom('store_ledger')
    .select([
      sql<number>`coalesce(sum(amount), 0)`.as('balance'),
      sql<number>`coalesce(sum(case when amount < 0 or available_at <= ${at} then amount else 0 end), 0)`.as(
        'available',
      ),
    ])
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const balance = Number(row.balance);
  const available = Number(row.available);
  return { balance, available, held: balance - available };
}
