// The audit log (decision 071, 075): one row per admin change — who, what, when, and the subject's state before
// and after as JSON. Orders keep their `order_id`; other subjects (`seller`, `contact`, `newsletter`) are named
// by `subject` and `subject_id` (migration 0015).
import type { Kysely } from 'kysely';
import type { AuditEntry } from '#contract/admin/schemas.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';

export type AuditSubject =
  { order_id: number } | { subject: AuditSubjectKind; subject_id: number | null };

/** What an audit row may name besides an order: the admin inbox's subjects and the catalogue's (issue 33). */
export type AuditSubjectKind =
  | 'seller'
  | 'contact'
  | 'newsletter'
  | 'product'
  | 'category'
  | 'brand'
  | 'collection'
  | 'tag'
  | 'attribute'
  | 'withdrawal'
  | 'store'
  | 'mail'
  | 'settings'
  | 'shipping_rule'
  | 'shipping_place'
  | 'tax_rule'
  | 'review'
  | 'user'
  // The home page and its banners (issue 35 item 1).
  | 'slider'
  | 'banner'
  | 'feature'
  // The content (issue 35 item 3).
  | 'page'
  | 'header_link'
  | 'footer_link'
  | 'footer_image'
  | 'script'
  // Promotions (issue 35 item 2).
  | 'flash_sale'
  | 'voucher'
  | 'bundle_deal';

export async function recordAudit(
  db: Kysely<Database>,
  admin: Pick<AuthUser, 'id' | 'name'>,
  action: string,
  target: AuditSubject,
  before: unknown,
  after: unknown,
  now: Date,
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      admin_id: admin.id,
      admin_name: admin.name,
      action,
      ...('order_id' in target
        ? { order_id: target.order_id }
        : { order_id: null, subject: target.subject, subject_id: target.subject_id }),
      before: JSON.stringify(before ?? {}),
      after: JSON.stringify(after ?? {}),
      created_at: now.toISOString(),
    })
    .execute();
}

const parse = (s: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(s);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * A subject's audit rows, oldest first; a subject without an id (`settings`) matches the rows with none.
 * `actions` keeps only those actions; `last` only the newest rows (still oldest first).
 */
export async function auditTrail(
  db: Kysely<Database>,
  target: AuditSubject,
  opts: { actions?: readonly string[]; last?: number } = {},
): Promise<AuditEntry[]> {
  let q = db.selectFrom('admin_audit').selectAll();
  if ('order_id' in target) q = q.where('order_id', '=', target.order_id);
  else {
    q = q.where('subject', '=', target.subject);
    q =
      target.subject_id === null
        ? q.where('subject_id', 'is', null)
        : q.where('subject_id', '=', target.subject_id);
  }
  if (opts.actions) q = q.where('action', 'in', [...opts.actions]);
  const rows = opts.last
    ? (await q.orderBy('id', 'desc').limit(opts.last).execute()).reverse()
    : await q.orderBy('id', 'asc').execute();
  return rows.map((r) => ({
    id: r.id,
    admin: { id: r.admin_id, name: r.admin_name },
    action: r.action,
    before: parse(r.before),
    after: parse(r.after),
    created: r.created_at,
  }));
}
