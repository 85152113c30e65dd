// The newsletter's unsubscribe links (issue 35 item 6, decision 145). Each subscriber has a random token of 32
// bytes (unique; never their id or address), given on subscribing or when a newsletter first goes to an older
// row. Looking a token up changes nothing (mail scanners prefetch links); unsubscribing deletes that one row.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { UnsubscribeTokenSchema } from '#contract/admin/people.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/** Gives every subscriber without a token one (a newsletter is about to name them all). */
export async function ensureUnsubscribeTokens(db: Db) {
  const missing = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('unsubscribe_token', 'is', null)
    .execute();
  for (const { id } of missing)
    await db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribe_token: newUnsubscribeToken() })
      .where('id', '=', id)
      .where('unsubscribe_token', 'is', null)
      .execute();
}

/** An address as the unsubscribe page shows it: `j***@example.com` (the link may have been forwarded). */
const masked = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

const subscriberOf = (db: Db, token: unknown) => {
  const t = UnsubscribeTokenSchema.safeParse(token);
  if (!t.success) return Promise.resolve(undefined);
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email'])
    .where('unsubscribe_token', '=', t.data)
    .executeTakeFirst();
};

/** The link's subscriber, partly hidden; null for a token of nobody. Reads only. */
export async function unsubscribeCheck(db: Db, token: unknown) {
  const s = await subscriberOf(db, token);
  return s ? { email: masked(s.email) } : null;
}

/** Removes exactly the link's subscriber; false for a token of nobody (or one used already). */
export async function unsubscribe(db: Db, token: unknown) {
  const s = await subscriberOf(db, token);
  if (!s) return false;
  const r = await db.deleteFrom('newsletter_subscribers').where('id', '=', s.id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
