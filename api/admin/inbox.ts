// The admin's inbox (issue 17): newsletter subscribers (a page, and the whole list for the CSV export, whose
// every download is an audit row) and contact messages (open or handled; marking one handled is a conditional
// update, once, and an audit row).
import type { Kysely } from 'kysely';
import { buildPaginator } from '#contract/paginate.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import { auditTrail, recordAudit } from './audit.ts';

const SUBSCRIBERS_PER_PAGE = 50;
const MESSAGES_PER_PAGE = 25;

const pageOf = (v: unknown) =>
  Math.max(1, Math.min(100_000, Number.parseInt(String(v ?? '1'), 10) || 1));

const subscriber = (r: {
  id: number;
  email: string;
  language: string | null;
  created_at: string;
}) => ({
  id: r.id,
  email: r.email,
  language: r.language,
  created: r.created_at,
});

export async function subscribersPage(db: Kysely<Database>, q: { page?: unknown }, path: string) {
  const page = pageOf(q.page);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(SUBSCRIBERS_PER_PAGE)
      .offset((page - 1) * SUBSCRIBERS_PER_PAGE)
      .execute(),
  ]);
  return buildPaginator({
    items: rows.map(subscriber),
    total: Number(count?.n ?? 0),
    page,
    perPage: SUBSCRIBERS_PER_PAGE,
    path,
    query: {},
  });
}

/** Every subscriber, oldest first; the download is written to the audit log (personal data left the shop). */
export async function exportSubscribers(
  db: Kysely<Database>,
  admin: Pick<AuthUser, 'id' | 'name'>,
  now: Date,
) {
  const rows = await db.selectFrom('newsletter_subscribers').selectAll().orderBy('id').execute();
  await recordAudit(
    db,
    admin,
    'newsletter:export',
    { subject: 'newsletter', subject_id: null },
    {},
    { rows: rows.length },
    now,
  );
  return rows.map(subscriber);
}

type MessageRow = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled_at: string | null;
  handled_by: string | null;
  created_at: string;
};
const message = ({ created_at, ...r }: MessageRow) => ({ ...r, created: created_at });

export async function messagesPage(
  db: Kysely<Database>,
  q: { status?: 'open' | 'handled'; page?: unknown },
  path: string,
) {
  let b = db.selectFrom('contact_messages');
  if (q.status === 'open') b = b.where('handled_at', 'is', null);
  if (q.status === 'handled') b = b.where('handled_at', 'is not', null);
  const page = pageOf(q.page);
  const [count, rows] = await Promise.all([
    b.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    b
      .selectAll()
      .orderBy('id', 'desc')
      .limit(MESSAGES_PER_PAGE)
      .offset((page - 1) * MESSAGES_PER_PAGE)
      .execute(),
  ]);
  return buildPaginator({
    items: rows.map(message),
    total: Number(count?.n ?? 0),
    page,
    perPage: MESSAGES_PER_PAGE,
    path,
    query: q.status ? { status: q.status } : {},
  });
}

export async function messageDetail(db: Kysely<Database>, id: number) {
  const r = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  return { ...message(r), audit: await auditTrail(db, { subject: 'contact', subject_id: id }) };
}

/** Once: a conditional update; 'missing' or 'already' when nothing changed. */
export async function markHandled(
  db: Kysely<Database>,
  admin: Pick<AuthUser, 'id' | 'name'>,
  id: number,
  now: Date,
): Promise<'done' | 'missing' | 'already'> {
  const r = await db
    .updateTable('contact_messages')
    .set({ handled_at: now.toISOString(), handled_by: admin.name })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    const exists = await db
      .selectFrom('contact_messages')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return exists ? 'already' : 'missing';
  }
  await recordAudit(
    db,
    admin,
    'contact:handled',
    { subject: 'contact', subject_id: id },
    { handled: 0 },
    { handled: 1 },
    now,
  );
  return 'done';
}
