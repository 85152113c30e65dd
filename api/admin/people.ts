// People and words for staff (issue 35 item 6, decision 145): reviews moderation, registered users (disable
// ends their sessions at once: their tokens are deleted and a disabled account's token is refused anyway,
// api/lib/auth.ts), and guest shoppers. Each change is one audit row with the reason staff gave.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { z } from '#contract/zod.ts';
import { Visibility } from '#contract/codes.ts';
import type {
  AdminGuestsQuerySchema,
  AdminReviewsQuerySchema,
  AdminUsersQuerySchema,
} from '#contract/admin/people.ts';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import type { AuthUser } from '../lib/auth.ts';
import { pageAt } from '../lib/paginate.ts';
import { setReviewVisibility } from '../reviews/service.ts';
import { auditTrail, recordAudit } from './audit.ts';

type Db = Kysely<Database>;
type Admin = Pick<AuthUser, 'id' | 'name'>;
const PER_PAGE = 25;

/** Whether `column` holds `q`, in any case (`%` and `_` of q match themselves). */
const holds = (column: string, q: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`} escape '\\'`;

// ── Reviews ───────────────────────────────────────────────────────────────────────────────────────────
export async function reviewsPage(
  db: Db,
  q: z.output<typeof AdminReviewsQuerySchema>,
  path: string,
) {
  let b = db
    .selectFrom('rating_reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('users as u', 'u.id', 'r.user_id');
  if (q.status === 'public') b = b.where('r.status', '=', Visibility.PUBLIC);
  if (q.status === 'hidden') b = b.where('r.status', '!=', Visibility.PUBLIC);
  if (q.rating) b = b.where('r.rating', '=', Number(q.rating));
  if (q.q) {
    const text = q.q;
    b = b.where((eb) =>
      eb.or([holds('p.title', text), holds('r.review', text), holds('u.name', text)]),
    );
  }
  const p = await readPage(
    q.page,
    PER_PAGE,
    () => countOf(b),
    (limit, offset) =>
      b
        .select([
          'r.id',
          'r.rating',
          'r.review',
          'r.status',
          'r.created_at',
          'p.id as product_id',
          'p.title',
          'u.name as reviewer',
        ])
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  const hidden = p.items.filter((r) => r.status !== Visibility.PUBLIC).map((r) => r.id);
  const reasons = new Map<number, string>();
  if (hidden.length) {
    const rows = await db
      .selectFrom('admin_audit')
      .select(['subject_id', 'after'])
      .where('subject', '=', 'review')
      .where('action', '=', 'review:hide')
      .where('subject_id', 'in', hidden)
      .orderBy('id')
      .execute();
    for (const r of rows) {
      const reason = (JSON.parse(r.after) as { reason?: unknown }).reason;
      if (r.subject_id && typeof reason === 'string') reasons.set(r.subject_id, reason);
    }
  }
  const filters = { status: q.status, rating: q.rating, q: q.q };
  return pageAt(
    p,
    (r) => ({
      id: r.id,
      rating: r.rating,
      review: r.review,
      hidden: r.status === Visibility.PUBLIC ? 0 : 1,
      product: { id: r.product_id, title: r.title },
      reviewer: r.reviewer,
      created: r.created_at,
      reason: r.status === Visibility.PUBLIC ? null : (reasons.get(r.id) ?? null),
    }),
    path,
    filters,
  );
}

export async function moderateReview(
  db: Db,
  admin: Admin,
  body: { review_id: number; action: 'hide' | 'show'; reason?: string },
  now: Date,
) {
  const r = await setReviewVisibility(db, body.review_id, body.action === 'show', now);
  if (!r.ok) return r;
  await recordAudit(
    db,
    admin,
    `review:${body.action}`,
    { subject: 'review', subject_id: body.review_id },
    { status: r.before === Visibility.PUBLIC ? 'public' : 'hidden' },
    {
      status: body.action === 'show' ? 'public' : 'hidden',
      product_id: r.productId,
      rating: r.rating,
      review_count: r.count,
      ...(body.reason ? { reason: body.reason } : {}),
    },
    now,
  );
  return r;
}

// ── Users ─────────────────────────────────────────────────────────────────────────────────────────────
const userView = (u: {
  id: number;
  name: string;
  email: string;
  role: string;
  verified: number;
  status: number;
  created_at: string;
}) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  verified: u.verified ? 1 : 0,
  disabled: u.status === 1 ? 0 : 1,
  created: u.created_at,
});

const userColumns = ['id', 'name', 'email', 'role', 'verified', 'status', 'created_at'] as const;

export async function usersPage(db: Db, q: z.output<typeof AdminUsersQuerySchema>, path: string) {
  let b = db.selectFrom('users').where('deleted_at', 'is', null);
  if (q.status === 'active') b = b.where('status', '=', 1);
  if (q.status === 'disabled') b = b.where('status', '!=', 1);
  if (q.q) {
    const text = q.q;
    b = b.where((eb) => eb.or([holds('name', text), holds('email', text)]));
  }
  const p = await readPage(
    q.page,
    PER_PAGE,
    () => countOf(b),
    (limit, offset) =>
      b
        .select([...userColumns])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return pageAt(p, userView, path, { status: q.status, q: q.q });
}

export async function userDetail(db: Db, id: number) {
  const u = await db
    .selectFrom('users')
    .select([...userColumns, 'phone'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!u) return null;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_code', 'total_amount', 'currency', 'status', 'cancelled', 'created_at'])
    .where('user_id', '=', id)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    ...userView(u),
    phone: u.phone,
    orders: orders.map((o) => ({
      id: o.id,
      order_code: o.order_code,
      total: o.total_amount,
      currency: o.currency,
      status: o.status,
      cancelled: o.cancelled ? 1 : 0,
      created: o.created_at,
    })),
    audit: await auditTrail(db, { subject: 'user', subject_id: id }),
  };
}

/**
 * Disables (status 0, every token of the user deleted in the same transaction) or enables a user. Staff
 * cannot disable themselves; 'same' when the account already is so.
 */
export async function setUserStatus(
  db: Db,
  admin: Admin,
  body: { user_id: number; action: 'disable' | 'enable'; reason?: string },
  now: Date,
): Promise<'done' | 'missing' | 'same' | 'yourself'> {
  const disable = body.action === 'disable';
  if (disable && body.user_id === admin.id) return 'yourself';
  return db.transaction().execute(async (trx) => {
    const u = await trx
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', '=', body.user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!u) return 'missing';
    const status = disable ? 0 : 1;
    const r = await trx
      .updateTable('users')
      .set({ status, updated_at: now.toISOString() })
      .where('id', '=', u.id)
      .where('status', '!=', status)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return 'same';
    let sessions = 0;
    if (disable) {
      const d = await trx.deleteFrom('auth_tokens').where('user_id', '=', u.id).executeTakeFirst();
      sessions = Number(d.numDeletedRows);
    }
    await recordAudit(
      trx,
      admin,
      `user:${body.action}`,
      { subject: 'user', subject_id: u.id },
      { disabled: u.status === 1 ? 0 : 1 },
      {
        disabled: disable ? 1 : 0,
        ...(disable ? { sessions_ended: sessions } : {}),
        ...(body.reason ? { reason: body.reason } : {}),
      },
      now,
    );
    return 'done';
  });
}

export async function guestsPage(db: Db, q: z.output<typeof AdminGuestsQuerySchema>, path: string) {
  let b = db.selectFrom('guest_users as g');
  if (q.q) {
    const text = q.q;
    b = b.where((eb) => eb.or([holds('g.name', text), holds('g.email', text)]));
  }
  const p = await readPage(
    q.page,
    PER_PAGE,
    () => countOf(b),
    (limit, offset) =>
      b
        .select((eb) => [
          'g.id',
          'g.name',
          'g.email',
          'g.created_at',
          eb
            .selectFrom('orders as o')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('o.user_token', '=', 'g.user_token')
            .as('orders'),
        ])
        .orderBy('g.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return pageAt(
    p,
    (g) => ({
      id: g.id,
      name: g.name,
      email: g.email,
      orders: Number(g.orders ?? 0),
      created: g.created_at,
    }),
    path,
    { q: q.q },
  );
}
