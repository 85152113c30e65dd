// Staff's side of the stores' earnings (issue 34, decision 137): withdrawal requests approved, rejected (the
// amount credited back in the same transaction) or marked paid, each one conditional update on the status
// so two staff deciding at once decide once; adjustments with a reason; a store suspended (its products leave
// the shop, its workspace closes) or reinstated; its own commission; the shop's payout terms. Every step is an
// audit row and the seller is e-mailed in their language.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EarningsMessages as M } from '#contract/earnings/schemas.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import { auditTrail, recordAudit } from '../admin/service.ts';
import { balanceOf, PAYOUT_SETTINGS_KEY, payoutSettings, type PayoutSettings } from './service.ts';
import { sendPayoutMail } from './emails.ts';
import {
  ledgerPage,
  shopCurrency,
  WITHDRAWAL_COLUMNS,
  withdrawalBase,
  withdrawalView,
} from './views.ts';
import type { Outcome } from './seller.ts';

export type StaffDeps = {
  db: Kysely<Database>;
  mail: Mailer | null;
  links: ShopLinks;
  now: Date;
};

const missing = (message: string) => ({ ok: false as const, missing: true as const, message });
const refused = (message: string) => ({ ok: false as const, message });

const withdrawalOf = (db: Kysely<Database>, id: number) =>
  withdrawalBase(db)
    .select([...WITHDRAWAL_COLUMNS])
    .where('w.id', '=', id)
    .executeTakeFirst();

type Step = 'approve' | 'reject' | 'paid';

/** Moves withdrawal `id` one step: approve or reject from requested, paid from approved. */
export async function decideWithdrawal(
  deps: StaffDeps,
  admin: AuthUser,
  id: number,
  step: Step,
  text?: string,
): Promise<Outcome<{ id: number; status: 'approved' | 'rejected' | 'paid' }>> {
  const before = await withdrawalOf(deps.db, id);
  if (!before) return missing(M.withdrawalNotFound);
  const at = deps.now.toISOString();
  const from = step === 'paid' ? 'approved' : 'requested';
  const to = step === 'approve' ? 'approved' : step === 'reject' ? 'rejected' : 'paid';
  const won = await deps.db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('withdrawal_requests')
      .set({
        status: to,
        updated_at: at,
        ...(step === 'paid'
          ? { paid_at: at, reference: text ?? null }
          : { decided_at: at, decided_by: admin.id }),
        ...(step === 'reject' ? { reason: text ?? null } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    if (step === 'reject')
      await trx
        .insertInto('store_ledger')
        .values({
          store_id: before.store_id,
          kind: 'withdrawal_reversed',
          source: `withdrawal-reversed:${id}`,
          withdrawal_id: id,
          amount: Number(before.amount),
          currency: before.currency,
          note: text ?? null,
          available_at: at,
          created_by: admin.id,
          created_at: at,
        })
        .execute();
    return true;
  });
  if (!won) return refused(step === 'paid' ? M.notApproved : M.notRequested);
  const after = await withdrawalOf(deps.db, id);
  await recordAudit(
    deps.db,
    admin,
    `withdrawal:${step}`,
    { subject: 'withdrawal', subject_id: id },
    { status: before.status },
    { status: to, reason: after?.reason ?? null, reference: after?.reference ?? null },
    deps.now,
  );
  await sendPayoutMail(deps, before.store_id, {
    kind: to,
    amount: Number(before.amount),
    ...(step === 'reject' ? { reason: text ?? '' } : {}),
    ...(step === 'paid' ? { reference: text ?? '' } : {}),
  });
  return { ok: true, id, status: to };
}

const storeOf = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('stores')
    .select([
      'id',
      'name',
      'slug',
      'status',
      'user_id',
      'suspended_at',
      'suspended_reason',
      'commission_bp',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/** One store's figures, terms, ledger page, withdrawal requests (the latest 50) and audit rows. */
export async function storeEarnings(
  db: Kysely<Database>,
  id: number,
  now: Date,
  page: unknown,
  path: string,
) {
  const store = await storeOf(db, id);
  // A store still waiting for its application's approval has no owner: not a seller's store yet.
  if (!store || store.user_id === null) return null;
  const [figures, settings, currency, withdrawals, audit] = await Promise.all([
    balanceOf(db, id, now),
    payoutSettings(db),
    shopCurrency(db),
    withdrawalBase(db)
      .select([...WITHDRAWAL_COLUMNS])
      .where('w.store_id', '=', id)
      .orderBy('w.id', 'desc')
      .limit(50)
      .execute(),
    auditTrail(db, { subject: 'store', subject_id: id }),
  ]);
  return {
    store: {
      id: store.id,
      name: store.name,
      slug: store.slug,
      status: Number(store.status),
      suspended_at: store.suspended_at,
      suspended_reason: store.suspended_reason,
      commission_bp: store.commission_bp,
    },
    figures: { ...figures, currency },
    terms: { ...settings, commission_bp: store.commission_bp ?? settings.commission_bp },
    ledger: await ledgerPage(db, id, page, path),
    withdrawals: withdrawals.map(withdrawalView),
    audit,
  };
}

const sellerStore = async (db: Kysely<Database>, id: number) => {
  const s = await storeOf(db, id);
  return s && s.user_id !== null ? s : null;
};

/** Books a signed adjustment with its reason (available at once). */
export async function adjustStore(
  deps: StaffDeps,
  admin: AuthUser,
  storeId: number,
  body: { amount: number; reason: string },
): Promise<Outcome<{ store_id: number }>> {
  if (!(await sellerStore(deps.db, storeId))) return missing(M.storeNotFound);
  const at = deps.now.toISOString();
  const source = `adjustment:${randomUUID()}`;
  await deps.db
    .insertInto('store_ledger')
    .values({
      store_id: storeId,
      kind: 'adjustment',
      source,
      amount: body.amount,
      currency: await shopCurrency(deps.db),
      note: body.reason,
      available_at: at,
      created_by: admin.id,
      created_at: at,
    })
    .execute();
  await recordAudit(
    deps.db,
    admin,
    'store:adjustment',
    { subject: 'store', subject_id: storeId },
    {},
    { amount: body.amount, reason: body.reason, source },
    deps.now,
  );
  return { ok: true, store_id: storeId };
}

/** Suspends a live store (status 0, stamped with the reason) or reinstates a suspended one (status 1). */
export async function suspendStore(
  deps: StaffDeps,
  admin: AuthUser,
  storeId: number,
  reason: string | null,
): Promise<Outcome<{ store_id: number }>> {
  const before = await sellerStore(deps.db, storeId);
  if (!before) return missing(M.storeNotFound);
  const at = deps.now.toISOString();
  const suspend = reason !== null;
  const r = await deps.db
    .updateTable('stores')
    .set(
      suspend
        ? { status: 0, suspended_at: at, suspended_reason: reason, updated_at: at }
        : { status: 1, suspended_at: null, suspended_reason: null, updated_at: at },
    )
    .where('id', '=', storeId)
    .where('status', '=', suspend ? 1 : 0)
    .where('suspended_at', suspend ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return refused(suspend ? M.alreadySuspended : M.notSuspended);
  await recordAudit(
    deps.db,
    admin,
    suspend ? 'store:suspend' : 'store:reinstate',
    { subject: 'store', subject_id: storeId },
    { status: Number(before.status), reason: before.suspended_reason },
    { status: suspend ? 0 : 1, reason },
    deps.now,
  );
  await sendPayoutMail(
    deps,
    storeId,
    suspend ? { kind: 'suspended', reason } : { kind: 'reinstated' },
  );
  return { ok: true, store_id: storeId };
}

/** The store's own commission (null: the shop's default). */
export async function setStoreCommission(
  deps: StaffDeps,
  admin: AuthUser,
  storeId: number,
  bp: number | null,
): Promise<Outcome<{ store_id: number }>> {
  const before = await sellerStore(deps.db, storeId);
  if (!before) return missing(M.storeNotFound);
  await deps.db
    .updateTable('stores')
    .set({ commission_bp: bp, updated_at: deps.now.toISOString() })
    .where('id', '=', storeId)
    .execute();
  await recordAudit(
    deps.db,
    admin,
    'store:commission',
    { subject: 'store', subject_id: storeId },
    { commission_bp: before.commission_bp },
    { commission_bp: bp },
    deps.now,
  );
  return { ok: true, store_id: storeId };
}

/** Saves the shop's payout terms (audited as the settings subject). */
export async function savePayoutSettings(
  deps: StaffDeps,
  admin: AuthUser,
  terms: PayoutSettings,
): Promise<PayoutSettings> {
  const before = await payoutSettings(deps.db);
  const value = JSON.stringify(terms);
  await deps.db
    .insertInto('settings')
    .values({ key: PAYOUT_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  await recordAudit(
    deps.db,
    admin,
    'settings:payouts',
    { subject: 'store', subject_id: null },
    before,
    terms,
    deps.now,
  );
  return terms;
}
