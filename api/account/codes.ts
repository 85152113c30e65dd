// E-mailed codes (docs/design.md "API rules"): 6 digits, single use, 10 minutes, at most 5 attempts; stored hashed.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_LENGTH } from '#contract/account/schemas.ts';
import { Messages } from '#contract/messages.ts';
import type { Database } from '../db/schema.ts';
import { sha256 } from '../lib/auth.ts';
import { shopIdentity } from '../mail/identity.ts';
import { codeEmail } from '../mail/templates.ts';
import type { AccountDeps } from './service.ts';

export const CODE_TTL_MS = 10 * 60_000;
const CODE_MAX_ATTEMPTS = 5;
/** `email:<user id>`: the code sent to a new address, bound to the account that asked for it. */
type CodePurpose = 'verify' | 'reset' | 'confirm' | 'seller' | `email:${number}`;

const codeHash = (email: string, purpose: string, code: string) =>
  sha256(`${purpose}:${email.toLowerCase()}:${code}`);

/** A fresh code; any earlier unused code for the same e-mail and purpose stops working. */
async function createCode(
  db: Kysely<Database>,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('verification_codes')
      .where('email', '=', email.toLowerCase())
      .where('purpose', '=', purpose)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        email: email.toLowerCase(),
        purpose,
        code_hash: codeHash(email, purpose, code),
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
  return code;
}

/**
 * Checks a code: each try counts (a conditional update, so parallel guesses cannot exceed the limit);
 * the sixth try is refused even when right; a right code is used up.
 */
export async function consumeCode(
  db: Kysely<Database>,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('email', '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString())
    return { ok: false, message: Messages.invalidCode };
  const counted = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return { ok: false, message: Messages.tooManyAttempts };
  const given = Buffer.from(codeHash(email, purpose, code));
  const expected = Buffer.from(row.code_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, message: Messages.invalidCode };
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1
    ? { ok: true }
    : { ok: false, message: Messages.invalidCode };
}

/** Makes a code and e-mails it (through the outbox) in the reader's language, with the shop's name and logo. */
export async function sendCode(
  d: AccountDeps,
  to: string,
  name: string,
  language: string | null,
  purpose: CodePurpose,
): Promise<void> {
  const code = await createCode(d.db, to, purpose, d.now);
  const msg = codeEmail({
    kind: purpose.startsWith('email:')
      ? 'confirm'
      : purpose === 'seller'
        ? 'verify'
        : (purpose as 'verify' | 'reset' | 'confirm'),
    code,
    name,
    language,
    shop: await shopIdentity(d.db, language, d.links),
  });
  if (d.mail) await d.mail.send({ to, ...msg });
}
