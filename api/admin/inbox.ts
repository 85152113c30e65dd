// The admin's inbox (issue 17): newsletter subscribers (a page, and the whole list for the CSV export, whose
// every download is an audit row) and contact messages (open or handled; marking one handled is a conditional
// update, once, and an audit row).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import type { AuthUser } from '../lib/auth.ts';
import { pageAt } from '../lib/paginate.ts';
import { auditTrail, recordAudit } from './audit.ts';

const SUBSCRIBERS_PER_PAGE = 50;
const MESSAGES_PER_PAGE = 25;

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
  const b = db.selectFrom('newsletter_subscribers');
  const p = await readPage(
    q.page,
    SUBSCRIBERS_PER_PAGE,
    () => countOf(b),
    (limit, offset) => b.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
  return pageAt(p, subscriber, path);
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
  const p = await readPage(
    q.page,
    MESSAGES_PER_PAGE,
    () => countOf(b),
    (limit, offset) => b.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
  return pageAt(p, message, path, q.status ? { status: q.status } : {});
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
