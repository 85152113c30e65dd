// One-time admin sign-in links (issue 17, decision 077): `npm run admin:create` without a password prints a
// link whose code is random (32 bytes), stored only as its SHA-256, valid 15 minutes and used once (a
// conditional update). The code travels in the link's fragment (#…), which browsers never send, so no server
// or proxy log sees it; the page's form POSTs it, and only that POST signs in.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { issueToken, sha256 } from '../lib/auth.ts';

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

export async function createSignInLink(
  db: Kysely<Database>,
  userId: number,
  now: Date = new Date(),
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db
    .insertInto('admin_sign_in_links')
    .values({
      code_hash: sha256(code),
      user_id: userId,
      expires_at: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return code;
}

/** The link used up and a token for its admin; null when unknown, used, expired or no longer an admin. */
export async function useSignInLink(db: Kysely<Database>, code: string, now: Date) {
  const row = await db
    .selectFrom('admin_sign_in_links')
    .select(['id', 'user_id'])
    .where('code_hash', '=', sha256(code))
    .executeTakeFirst();
  if (!row) return null;
  const used = await db
    .updateTable('admin_sign_in_links')
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', row.user_id)
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!admin) return null;
  return issueToken(db, admin.id, now);
}
