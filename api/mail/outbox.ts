// The outbox (docs/design.md): every e-mail is first written to the `outbox` table; the sender job
// (api/jobs/mail.ts) delivers it over SMTP and retries, so an SMTP outage loses nothing. Without SMTP_URL the
// messages stay here, readable with `npm run outbox`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (a newsletter's List-Unsubscribe), kept as JSON with the message. */
  headers?: Record<string, string>;
};

/** Writes a message to the outbox, due now; returns its id. */
export async function enqueue(db: Kysely<Database>, msg: MailMessage, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: msg.to,
      subject: msg.subject,
      html: msg.html,
      text: msg.text,
      headers: msg.headers ? JSON.stringify(msg.headers) : null,
      next_attempt_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest messages of the outbox (newest first), for the CLI and tests. */
export async function latestMessages(db: Kysely<Database>, limit = 5, to?: string) {
  let q = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) q = q.where('to_address', '=', to.toLowerCase());
  return q.execute();
}
