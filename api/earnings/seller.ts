// The seller's side of their earnings (issue 34, decision 137): the figures and ledger, the statement and order
// lines for the CSV downloads, bank accounts (removed by stamping, so a request keeps naming its account) and
// withdrawal requests. Every query is scoped by the caller's store: another store's account is not found.
import { sql } from 'kysely';
import type { z } from '#contract/zod.ts';
import { EarningsMessages as M, type AccountSaveBodySchema } from '#contract/earnings/schemas.ts';
import { balanceOf, orderLineShares, payoutSettings } from './service.ts';
import { ledgerPage, shopCurrency, type Db } from './views.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Outcome<T> = ({ ok: true } & T) | { ok: false; missing?: true; message: string };

/** A store's figures, its terms (its own commission, else the shop's) and a page of its ledger. */
export async function earningsOf(db: Db, storeId: number, now: Date, page: unknown, path: string) {
  const [figures, settings, store, currency] = await Promise.all([
    balanceOf(db as Kysely<Database>, storeId, now),
    payoutSettings(db as Kysely<Database>),
    db.selectFrom('stores').select('commission_bp').where('id', '=', storeId).executeTakeFirst(),
    shopCurrency(db),
  ]);
  return {
    figures: { ...figures, currency },
    terms: { ...settings, commission_bp: store?.commission_bp ?? settings.commission_bp },
    ledger: await ledgerPage(db, storeId, page, path),
  };
}

/** The store's order lines with each line's gross, commission and net, newest order first (2,000 orders). */
export async function orderLinesOf(db: Kysely<Database>, storeId: number) {
  const orders = await db
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['o.id', 'o.order_code', 'o.created_at', 'p.status', 'p.cancelled'])
    .where('p.store_id', '=', storeId)
    .orderBy('o.id', 'desc')
    .limit(2_000)
    .execute();
  const rows = [];
  for (const o of orders) {
    const [{ currency, lines }, titles] = await Promise.all([
      orderLineShares(db, o.id),
      db
        .selectFrom('ordered_products')
        .select(['id', 'title', 'quantity'])
        .where('order_id', '=', o.id)
        .where('store_id', '=', storeId)
        .execute(),
    ]);
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const t of titles) {
      const s = byId.get(t.id);
      rows.push({
        order_code: o.order_code,
        date: o.created_at,
        part_status: Number(o.status),
        cancelled: Number(o.cancelled),
        title: t.title,
        quantity: Number(t.quantity),
        gross: s?.gross ?? 0,
        commission: s?.commission ?? 0,
        net: s?.net ?? 0,
        currency,
      });
    }
  }
  return rows;
}

const ACCOUNT_COLUMNS = ['id', 'holder_name', 'bank_name', 'iban', 'bic', 'country'] as const;

export const accountsOf = (db: Db, storeId: number) =>
  db
    .selectFrom('withdrawal_accounts')
    .select([...ACCOUNT_COLUMNS])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();

export async function saveAccount(
  db: Db,
  storeId: number,
  body: z.output<typeof AccountSaveBodySchema>,
  now: Date,
): Promise<Outcome<{ id: number }>> {
  const at = now.toISOString();
  const values = {
    holder_name: body.holder_name,
    bank_name: body.bank_name,
    iban: body.iban,
    bic: body.bic ?? null,
    country: body.country,
    updated_at: at,
  };
  if (body.id === undefined) {
    const made = await db
      .insertInto('withdrawal_accounts')
      .values({ ...values, store_id: storeId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, id: made.id };
  }
  const r = await db
    .updateTable('withdrawal_accounts')
    .set(values)
    .where('id', '=', body.id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1
    ? { ok: true, id: body.id }
    : { ok: false, missing: true, message: M.accountNotFound };
}

export async function removeAccount(
  db: Db,
  storeId: number,
  id: number,
  now: Date,
): Promise<Outcome<{ id: number }>> {
  const at = now.toISOString();
  const r = await db
    .updateTable('withdrawal_accounts')
    .set({ deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1
    ? { ok: true, id }
    : { ok: false, missing: true, message: M.accountNotFound };
}

/**
 * Asks for a withdrawal: in one transaction whose first statement writes the store's row (on SQLite the
 * transaction is a writer from its start, so two requests take turns; on PostgreSQL the row lock makes the
 * second wait for the first to commit), the available balance is read, the request inserted and the ledger
 * debited. Two requests at once never take more than is available.
 */
export async function requestWithdrawal(
  db: Kysely<Database>,
  storeId: number,
  body: { account_id: number; amount: number },
  now: Date,
): Promise<Outcome<{ id: number; status: 'requested' }>> {
  const at = now.toISOString();
  const { minimum_payout } = await payoutSettings(db);
  if (body.amount < minimum_payout) return { ok: false, message: M.belowMinimum };
  // Another store's account is refused before anything is written (checked again under the lock).
  const known = (await accountsOf(db, storeId)).some((a) => a.id === body.account_id);
  if (!known) return { ok: false, message: M.accountNotFound };
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('stores').set({ updated_at: at }).where('id', '=', storeId).execute();
    const account = await trx
      .selectFrom('withdrawal_accounts')
      .select('id')
      .where('id', '=', body.account_id)
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!account) return { ok: false as const, message: M.accountNotFound };
    const { available } = await balanceOf(trx, storeId, now);
    if (body.amount > available) return { ok: false as const, message: M.aboveAvailable };
    const currency = await shopCurrency(trx);
    const made = await trx
      .insertInto('withdrawal_requests')
      .values({
        store_id: storeId,
        account_id: account.id,
        amount: body.amount,
        currency,
        status: 'requested',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('store_ledger')
      .values({
        store_id: storeId,
        kind: 'withdrawal',
        source: `withdrawal:${made.id}`,
        withdrawal_id: made.id,
        amount: -body.amount,
        currency,
        available_at: at,
        created_at: at,
      })
      .execute();
    return { ok: true as const, id: made.id, status: 'requested' as const };
  });
}

/** Each store's balance (stores with a ledger). */
export async function storeBalances(db: Db) {
  const rows = await db
    .selectFrom('store_ledger')
    .select(['store_id', sql<number>`coalesce(sum(amount), 0)`.as('balance')])
    .groupBy('store_id')
    .execute();
  const currency = await shopCurrency(db);
  return rows.map((r) => ({ store_id: r.store_id, balance: Number(r.balance), currency }));
}
