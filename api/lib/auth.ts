// Identity for the API (API-REFERENCE §4.3, DESIGN.md "API rules"): scrypt password hashes with a
// per-user salt, bearer tokens of 32 random bytes stored as SHA-256 hashes with an expiry, e-mailed codes
// of 6 digits, single use, 10 minutes, at most 5 attempts.
import {
  createHash,
  randomBytes,
  randomInt,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Messages } from '#contract/messages.ts';
import { CODE_LENGTH, UserTokenSchema } from '#contract/api/account.ts';
import { formError } from '#contract/envelope.ts';
import { nowOf, type Ctx } from './context.ts';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 } as const;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, SCRYPT.keylen, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
  });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Unknown e-mails still pay for one hash, so sign-in time says nothing about who has an account.
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const target = stored ?? (await (dummyHash ??= hashPassword(randomBytes(12).toString('hex'))));
  const [scheme, n, r, p, salt, hash] = target.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
  );
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const DAY = 86_400_000;
export const TOKEN_LIFETIME = { normal: 30 * DAY, remember: 365 * DAY } as const;
/** Within this of its expiry a token is replaced on the next protected call (API-REFERENCE §4.3). */
const REFRESH_WINDOW_MS = 60_000;

export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  remember = false,
): Promise<{ token: string; expires_in: string }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(
    now.getTime() + (remember ? TOKEN_LIFETIME.remember : TOKEN_LIFETIME.normal),
  );
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: expires.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return { token, expires_in: expires.toISOString() };
}

export type AuthUser = {
  id: number;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  avatar: string | null;
  verified: number;
  default_address_id: number | null;
  language: string | null;
  password_hash: string | null;
};

export function bearerOf(c: Ctx): string | null {
  const h = c.req.header('authorization') ?? '';
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(h.trim());
  return m ? m[1]! : null;
}

/** Whether the request carries a bearer token at all (a bad one means "session expired", §3.4 rule 3). */
export const hasBearer = (c: Ctx) => (c.req.header('authorization') ?? '').trim() !== '';

/**
 * The signed-in user of this request, or null. A token close to its expiry is replaced: the new one goes
 * back in the envelope's `token` (read by `refreshedToken`).
 */
export async function currentUser(c: Ctx): Promise<AuthUser | null> {
  const cached = c.get('authUser');
  if (cached !== undefined) return cached;
  const token = bearerOf(c);
  let user: AuthUser | null = null;
  if (token) {
    const { db } = c.get('deps');
    const now = nowOf(c);
    const row = await db
      .selectFrom('auth_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.id as token_id',
        't.expires_at',
        'u.id',
        'u.name',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.phone',
        'u.avatar',
        'u.verified',
        'u.default_address_id',
        'u.language',
        'u.password_hash',
      ])
      .where('t.token_hash', '=', sha256(token))
      .where('u.deleted_at', 'is', null)
      .where('u.status', '=', 1)
      .executeTakeFirst();
    if (row && row.expires_at > now.toISOString()) {
      const { token_id, expires_at, ...rest } = row;
      user = rest;
      if (new Date(expires_at).getTime() - now.getTime() < REFRESH_WINDOW_MS) {
        const fresh = await issueToken(db, row.id, now);
        await db.deleteFrom('auth_tokens').where('id', '=', token_id).execute();
        c.set('refreshedToken', fresh.token);
      }
    }
  }
  c.set('authUser', user);
  return user;
}

/** The envelope of an unauthenticated call: status 204, data null (API-REFERENCE §3.1). */
export const unauthenticated = (c: Ctx) =>
  c.json({ status: 204, message: Messages.unauthenticated, data: null, token: null }, 200);

/** Envelope token: a refreshed token when one was minted, else null. */
export const refreshedToken = (c: Ctx) => c.get('refreshedToken') ?? null;

/** Success with the refreshed token when one was minted (API-REFERENCE §4.3). */
export const sendAuthed = <T>(c: Ctx, data: T, message = '') =>
  c.json({ status: 200, message, data, token: refreshedToken(c) }, 200);

/** iShop's business failures are status 500 with data.form (§3.1), HTTP 200 in ours. */
export const sendFailure = (c: Ctx, message: string, status = 500) =>
  c.json(formError(message, status), 200);

export function userView(u: AuthUser, extra: Record<string, unknown> = {}) {
  return {
    id: u.id,
    name: u.name,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone: u.phone,
    avatar: u.avatar,
    default_address: u.default_address_id,
    verified: u.verified,
    ...extra,
  };
}

export const displayName = (first: string, last?: string | null) =>
  [first.trim(), (last ?? '').trim()].filter(Boolean).join(' ');

// ── E-mailed codes ─────────────────────────────────────────────────────────────────────────────────
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export type CodePurpose = 'verify' | 'reset';

const codeHash = (email: string, purpose: string, code: string) =>
  sha256(`${purpose}:${email.toLowerCase()}:${code}`);

/** A fresh code; any earlier unused code for the same e-mail and purpose stops working. */
export async function createCode(
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

// ── Hybrid routes: a token, else the guest's user_token (API-REFERENCE §4.3) ──────────────────────
export type Owner = { userId: number } | { userToken: string };

/** The guest token of a request: query for GET/DELETE, body for POST (already parsed by the caller). */
export function guestTokenOf(value: unknown): string | null {
  const r = UserTokenSchema.safeParse(value);
  return r.success ? r.data : null;
}

/** The caller's identity on hybrid routes: a valid token, else a user_token; a bad token is 204. */
export async function ownerOf(c: Ctx, bodyToken?: unknown): Promise<Owner | Response> {
  const user = await currentUser(c);
  if (user) return { userId: user.id };
  if (hasBearer(c)) return unauthenticated(c);
  const token = guestTokenOf(bodyToken ?? c.req.query('user_token'));
  if (token) return { userToken: token };
  return sendFailure(c, Messages.unauthenticated);
}
