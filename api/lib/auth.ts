// Identity for the API (docs/api-reference.md §4.3, docs/design.md "API rules"): bearer tokens of 32 random bytes stored as
// SHA-256 hashes with an expiry, the current user of a request, and the owner of hybrid routes (a token, else
// the guest's user_token). Passwords and e-mailed codes are the account domain's (api/account/).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Messages } from '#contract/messages.ts';
import { UserTokenSchema } from '#contract/account/schemas.ts';
import { failureReply, unauthenticatedReply } from './reply.ts';
import { nowOf, type Ctx } from './context.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const DAY = 86_400_000;
const TOKEN_LIFETIME = { normal: 30 * DAY, remember: 365 * DAY } as const;
/** Within this of its expiry a token is replaced on the next protected call (docs/api-reference.md §4.3). */
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
  role: string;
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
        'u.role',
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

// ── Hybrid routes: a token, else the guest's user_token (docs/api-reference.md §4.3) ──────────────────────
export type Owner = { userId: number } | { userToken: string };

/** The guest token of a request: query for GET/DELETE, body for POST (already parsed by the caller). */
export function guestTokenOf(value: unknown): string | null {
  const r = UserTokenSchema.safeParse(value);
  return r.success ? (r.data ?? null) : null;
}

/** The caller's identity on hybrid routes: a valid token, else a user_token; a bad token is 204. */
export async function ownerOf(c: Ctx, bodyToken?: unknown): Promise<Owner | Response> {
  const user = await currentUser(c);
  if (user) return { userId: user.id };
  if (hasBearer(c)) return unauthenticatedReply(c);
  const token = guestTokenOf(bodyToken ?? c.req.query('user_token'));
  if (token) return { userToken: token };
  return failureReply(c, Messages.unauthenticated);
}

/** The live store a seller owns (issue 33): what every `seller/*` endpoint is scoped by. */
export type SellerStore = { id: number; name: string; slug: string };

/**
 * The store of `userId` that is live (status public), or null: a pending applicant has none, a rejected one
 * none, and a suspended store (status private) is not a workspace.
 */
export async function sellerStoreOf(c: Ctx, userId: number): Promise<SellerStore | null> {
  const row = await c
    .get('deps')
    .db.selectFrom('stores')
    .select(['id', 'name', 'slug'])
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row ?? null;
}
