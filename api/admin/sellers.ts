// Seller applications in the admin area (issue 17, decision 075): the verified applications with their store,
// approve (one conditional update from pending; the store goes live; the seller's account is made, or an
// account with that verified address is linked, and owns the store so order e-mails reach it) and reject with
// a reason (the inactive store row goes and the name is free again). The applicant is e-mailed in the
// language they applied in; each decision is an audit row with the application's state before and after.
import type { Kysely } from 'kysely';
import { InboxMessages } from '#contract/admin/inbox.ts';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import type { AuthUser } from '../lib/auth.ts';
import { pageAt } from '../lib/paginate.ts';
import { auditTrail, recordAudit } from './audit.ts';
import type { Deps } from './service.ts';
import { sendSellerMail } from '../sellers/service.ts';

const PER_PAGE = 25;

export type DecideResult = { ok: true; mailed: boolean } | { ok: false; message: string };

const COLUMNS = [
  'a.id',
  'a.name',
  'a.email',
  'a.store_name',
  'a.store_slug',
  'a.status',
  'a.verified',
  'a.language',
  'a.reason',
  'a.decided_at',
  'a.created_at',
  'a.store_id',
  's.slug as live_slug',
  's.status as store_status',
] as const;

function base(db: Kysely<Database>) {
  return db
    .selectFrom('seller_applications as a')
    .leftJoin('stores as s', 's.id', 'a.store_id')
    .where('a.verified', '=', 1);
}
type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
const rowsOf = (db: Kysely<Database>) => base(db).select([...COLUMNS]);

const view = (r: Row) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  store_name: r.store_name,
  store_slug: r.store_slug,
  status: r.status as 'pending' | 'approved' | 'rejected',
  verified: r.verified,
  language: r.language,
  reason: r.reason,
  decided_at: r.decided_at,
  store:
    r.store_id != null && r.live_slug != null
      ? { id: r.store_id, slug: r.live_slug, status: Number(r.store_status ?? 0) }
      : null,
  created: r.created_at,
});

export async function applicationsPage(
  db: Kysely<Database>,
  q: { status?: string; page?: unknown },
  path: string,
) {
  let b = base(db);
  if (q.status) b = b.where('a.status', '=', q.status);
  const p = await readPage(
    q.page,
    PER_PAGE,
    () => countOf(b),
    (limit, offset) =>
      b
        .select([...COLUMNS])
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return pageAt(p, view, path, q.status ? { status: q.status } : {});
}

export async function applicationDetail(db: Kysely<Database>, id: number) {
  const r = await rowsOf(db).where('a.id', '=', id).executeTakeFirst();
  if (!r) return null;
  return { ...view(r), audit: await auditTrail(db, { subject: 'seller', subject_id: id }) };
}

/** The application's state as the audit log records it. */
async function stateOf(db: Kysely<Database>, id: number) {
  const r = await rowsOf(db).where('a.id', '=', id).executeTakeFirst();
  return r
    ? {
        status: r.status,
        store_status: r.store_id != null ? Number(r.store_status ?? 0) : null,
        reason: r.reason,
      }
    : null;
}

export async function decideApplication(
  deps: Deps,
  admin: AuthUser,
  id: number,
  verdict: 'approve' | 'reject',
  reason: string | undefined,
): Promise<DecideResult> {
  const before = await stateOf(deps.db, id);
  if (!before) return { ok: false, message: InboxMessages.applicationNotFound };
  const at = deps.now.toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const a = await trx
      .selectFrom('seller_applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // One winner: the first conditional update from pending; a concurrent decision updates nothing.
    const won = await trx
      .updateTable('seller_applications')
      .set({
        status: verdict === 'approve' ? 'approved' : 'rejected',
        reason: verdict === 'reject' ? (reason ?? null) : null,
        decided_at: at,
        decided_by: admin.id,
        updated_at: at,
        ...(verdict === 'reject' ? { store_slug: null, store_id: null } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('verified', '=', 1)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) return null;
    if (verdict === 'reject') {
      // The store never went live and has no products: it goes, and the name is free again.
      if (a.store_id != null)
        await trx
          .deleteFrom('stores')
          .where('id', '=', a.store_id)
          .where('status', '=', 0)
          .execute();
      return { a, slug: '' };
    }
    // The seller's account: the verified address's existing account, else one made from the application.
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', a.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    let userId = user?.id;
    if (userId === undefined) {
      const made = await trx
        .insertInto('users')
        .values({
          name: a.name,
          first_name: a.name,
          email: a.email,
          password_hash: a.password_hash,
          verified: 1,
          user_type: 'seller',
          language: a.language,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = made.id;
    } else
      await trx
        .updateTable('users')
        .set({ user_type: 'seller', updated_at: at })
        .where('id', '=', userId)
        .execute();
    const store = await trx
      .updateTable('stores')
      .set({ status: 1, user_id: userId, updated_at: at })
      .where('id', '=', a.store_id ?? -1)
      .returning('slug')
      .executeTakeFirst();
    await trx
      .updateTable('seller_applications')
      .set({ user_id: userId })
      .where('id', '=', id)
      .execute();
    return { a, slug: store?.slug ?? a.store_slug ?? '' };
  });
  if (!outcome) {
    const now = await stateOf(deps.db, id);
    return {
      ok: false,
      message: now?.status === 'pending' ? InboxMessages.notVerified : InboxMessages.alreadyDecided,
    };
  }
  const after = await stateOf(deps.db, id);
  await recordAudit(
    deps.db,
    admin,
    `seller:${verdict}`,
    { subject: 'seller', subject_id: id },
    before,
    after,
    deps.now,
  );
  const mailed = await sendSellerMail(
    deps.db,
    deps.mail,
    deps.links,
    {
      email: outcome.a.email,
      name: outcome.a.name,
      store: outcome.a.store_name,
      language: outcome.a.language,
    },
    verdict === 'approve'
      ? { kind: 'approved', slug: outcome.slug }
      : { kind: 'rejected', reason: reason ?? '' },
  );
  return { ok: true, mailed };
}
