// How the earnings domain's rows go on the wire (contract/earnings/schemas.ts): ledger rows with their order's
// code, withdrawal requests with their store and account. Shared by the seller's and staff's screens.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import { pageAt } from '../lib/paginate.ts';
import { readSetting } from '../site/service.ts';

export type Db = Kysely<Database> | Transaction<Database>;
const PER_PAGE = 25;

/** The shop's currency (what an adjustment or a withdrawal is booked in). */
export async function shopCurrency(db: Db): Promise<string> {
  const s = await readSetting<{ currency?: string }>(db as Kysely<Database>, 'setting');
  return s?.currency ?? 'USD';
}

const ledgerBase = (db: Db, storeId: number) =>
  db
    .selectFrom('store_ledger as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .where('l.store_id', '=', storeId);

const LEDGER_COLUMNS = [
  'l.id',
  'l.kind',
  'o.order_code',
  'l.gross',
  'l.commission',
  'l.amount',
  'l.currency',
  'l.note',
  'l.available_at',
  'l.created_at',
] as const;

type LedgerRowDb = {
  id: number;
  kind: string;
  order_code: string | null;
  gross: number;
  commission: number;
  amount: number;
  currency: string;
  note: string | null;
  available_at: string;
  created_at: string;
};

const KINDS = new Set([
  'sale',
  'refund',
  'cancellation',
  'withdrawal',
  'withdrawal_reversed',
  'adjustment',
]);
const ledgerView = (r: LedgerRowDb) => ({
  id: r.id,
  kind: (KINDS.has(r.kind) ? r.kind : 'adjustment') as 'adjustment',
  order_code: r.order_code,
  gross: Number(r.gross),
  commission: Number(r.commission),
  amount: Number(r.amount),
  currency: r.currency,
  note: r.note,
  available_at: r.available_at,
  created: r.created_at,
});

/** A store's ledger, 25 a page, newest first. */
export async function ledgerPage(db: Db, storeId: number, page: unknown, path: string) {
  const p = await readPage(
    page,
    PER_PAGE,
    () => countOf(ledgerBase(db, storeId)),
    (limit, offset) =>
      ledgerBase(db, storeId)
        .select([...LEDGER_COLUMNS])
        .orderBy('l.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return pageAt(p, ledgerView, path);
}

/** Every row of a store's ledger, newest first (at most 50,000: a statement, not an archive). */
export async function ledgerRows(db: Db, storeId: number) {
  const rows = await ledgerBase(db, storeId)
    .select([...LEDGER_COLUMNS])
    .orderBy('l.id', 'desc')
    .limit(50_000)
    .execute();
  return rows.map(ledgerView);
}

export const withdrawalBase = (db: Db) =>
  db
    .selectFrom('withdrawal_requests as w')
    .innerJoin('stores as s', 's.id', 'w.store_id')
    .innerJoin('withdrawal_accounts as a', 'a.id', 'w.account_id');

export const WITHDRAWAL_COLUMNS = [
  'w.id',
  'w.store_id',
  's.name as store_name',
  'w.account_id',
  'a.holder_name',
  'a.bank_name',
  'a.iban',
  'a.bic',
  'a.country',
  'w.amount',
  'w.currency',
  'w.status',
  'w.reason',
  'w.reference',
  'w.decided_at',
  'w.paid_at',
  'w.created_at',
] as const;

type WithdrawalRowDb = {
  id: number;
  store_id: number;
  store_name: string;
  account_id: number;
  holder_name: string;
  bank_name: string;
  iban: string;
  bic: string | null;
  country: string;
  amount: number;
  currency: string;
  status: string;
  reason: string | null;
  reference: string | null;
  decided_at: string | null;
  paid_at: string | null;
  created_at: string;
};

export const withdrawalView = (r: WithdrawalRowDb) => ({
  id: r.id,
  store: { id: r.store_id, name: r.store_name },
  account: {
    id: r.account_id,
    holder_name: r.holder_name,
    bank_name: r.bank_name,
    iban: r.iban,
    bic: r.bic,
    country: r.country,
  },
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status as 'requested' | 'approved' | 'rejected' | 'paid',
  reason: r.reason,
  reference: r.reference,
  decided_at: r.decided_at,
  paid_at: r.paid_at,
  created: r.created_at,
});

/** Withdrawal requests (of one store, or of every store), 25 a page: newest first, or open first for staff. */
export async function withdrawalPage(
  db: Db,
  q: { storeId?: number; status?: string; page?: unknown; openFirst?: boolean },
  path: string,
) {
  let b = withdrawalBase(db);
  if (q.storeId !== undefined) b = b.where('w.store_id', '=', q.storeId);
  if (q.status) b = b.where('w.status', '=', q.status);
  const p = await readPage(
    q.page,
    PER_PAGE,
    () => countOf(b),
    (limit, offset) => {
      let r = b.select([...WITHDRAWAL_COLUMNS]);
      // Open first: requested, then approved (to be paid), then the decided ones.
      if (q.openFirst)
        r = r.orderBy((eb) =>
          eb
            .case()
            .when('w.status', '=', 'requested')
            .then(0)
            .when('w.status', '=', 'approved')
            .then(1)
            .else(2)
            .end(),
        );
      return r.orderBy('w.id', 'desc').limit(limit).offset(offset).execute();
    },
  );
  return pageAt(p, withdrawalView, path, q.status ? { status: q.status } : {});
}
