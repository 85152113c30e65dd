// Accounts (docs/api-reference.md §8.13) and the profile (§8.14): registration with an e-mailed code, sign-in,
// password reset and change, the profile of a user or a guest. Every write is scoped to the caller's own id.
import type { Kysely } from 'kysely';
import type {
  SigninBodySchema,
  SignupBodySchema,
  UpdatePasswordBodySchema,
  UpdateProfileBodySchema,
  UpdateUserPasswordBodySchema,
  VerifyBodySchema,
} from '#contract/account/schemas.ts';
import { Messages } from '#contract/messages.ts';
import { ACCOUNT_DISABLED } from '#contract/admin/people.ts';
import type { z } from '#contract/zod.ts';
import type { Database } from '../db/schema.ts';
import { issueToken, sha256, type AuthUser } from '../lib/auth.ts';
import type { ShopLinks } from '../mail/identity.ts';
import type { Mailer } from '../mail/mailer.ts';
import { cartCount, mergeGuest } from '../cart/service.ts';
import { consumeCode, sendCode } from './codes.ts';
import { shopIdentity } from '../mail/identity.ts';
import { codeEmail } from '../mail/templates.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { displayName, findUserByEmail, userView } from './users.ts';
import { errorFields, log } from '../lib/log.ts';

/** What the account rules need from the request: the database, the mailer, the time, the public links. */
export type AccountDeps = {
  db: Kysely<Database>;
  mail?: Mailer;
  now: Date;
  links: ShopLinks;
};

/** A refusal: a validation answer (201) or one of iShop's business failures (500), §3.1. */
export type Refusal = { ok: false; message: string; status: 201 | 500 };
const refuse = (message: string, status: 201 | 500 = 500): Refusal => ({
  ok: false,
  message,
  status,
});

type Body<S extends z.ZodType> = z.output<S>;

/** Registers (or re-registers an unverified address: new names, password and code, §8.13). */
export async function signUp(
  d: AccountDeps,
  body: Body<typeof SignupBodySchema>,
  language: string,
): Promise<{ ok: true; email: string } | Refusal> {
  const email = body.email.toLowerCase();
  const now = d.now.toISOString();
  const existing = await findUserByEmail(d.db, email);
  // Registering never tells who has an account (issue 13 item 8): the owner is e-mailed instead, and the
  // answer is the same as for a new address.
  if (existing?.verified) {
    await noticeOwner(d, existing);
    return { ok: true, email };
  }
  const fields = {
    name: displayName(body.first_name, body.last_name),
    first_name: body.first_name,
    last_name: body.last_name ?? null,
    password_hash: await hashPassword(body.password),
    language,
    updated_at: now,
  };
  if (existing) await d.db.updateTable('users').set(fields).where('id', '=', existing.id).execute();
  else
    await d.db
      .insertInto('users')
      .values({ ...fields, email, created_at: now })
      .execute();
  await sendCode(d, email, body.first_name, language, 'verify');
  return { ok: true, email };
}

/** Tells an account's owner that someone tried to register their address (no code, nothing changes). */
async function noticeOwner(d: AccountDeps, user: AuthUser) {
  const msg = codeEmail({
    kind: 'exists',
    code: '',
    name: user.first_name ?? user.name,
    language: user.language,
    shop: await shopIdentity(d.db, user.language, d.links),
  });
  if (d.mail) await d.mail.send({ to: user.email, ...msg });
}

/** Verifies the e-mailed code; ours: verifying signs the user in, so the answer carries a token. */
export async function verifyAccount(d: AccountDeps, body: Body<typeof VerifyBodySchema>) {
  const user = await findUserByEmail(d.db, body.email);
  // Nothing to verify: the same answer as a wrong code (the attempt still counts against the limit).
  if (!user || user.verified) return refuse(Messages.invalidCode);
  const r = await consumeCode(d.db, user.email, 'verify', body.code, d.now);
  if (!r.ok) return refuse(r.message);
  await d.db
    .updateTable('users')
    .set({ verified: 1, updated_at: d.now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  const token = await issueToken(d.db, user.id, d.now);
  return { ok: true as const, data: { ...userView({ ...user, verified: 1 }), ...token } };
}

/** Signs in; a guest's user_token merges the guest cart; the request's language becomes the user's. */
export async function signIn(
  d: AccountDeps,
  body: Body<typeof SigninBodySchema>,
  language: string | null,
) {
  const user = await findUserByEmail(d.db, body.email);
  // One message for an unknown address and a wrong password, and the same work for both.
  const good = await verifyPassword(body.password, user?.password_hash ?? null);
  if (!user || !good) return refuse(Messages.invalidCredentials, 201);
  // A disabled account (staff, decision 145) is told so, once its password is right.
  const live = await d.db
    .selectFrom('users')
    .select('status')
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (live?.status !== 1) return refuse(ACCOUNT_DISABLED, 201);
  if (!user.verified) {
    await sendCode(d, user.email, user.first_name ?? user.name, user.language, 'verify');
    return refuse(Messages.notVerified);
  }
  const remember = ['1', 'true', 'on', 1, true].includes(body.remember_token as never);
  const cart_reduced = body.user_token
    ? await mergeGuest(d.db, user.id, body.user_token, d.now.toISOString())
    : [];
  const token = await issueToken(d.db, user.id, d.now, remember);
  if (language && language !== user.language)
    await d.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
  const cart_count = await cartCount(d.db, { userId: user.id });
  return {
    ok: true as const,
    data: { ...token, user: { ...userView(user), cart_count }, cart_reduced },
    message: cart_reduced.length ? Messages.cartReduced : '',
  };
}

/** Ends the session of this bearer token. */
export async function logOut(db: Kysely<Database>, bearer: string | null) {
  await db
    .deleteFrom('auth_tokens')
    .where('token_hash', '=', sha256(bearer ?? ''))
    .execute();
}

/**
 * E-mails a reset code to a verified account. No enumeration: the caller answers the same whether or not
 * the address has an account, and with SMTP the lookup and the e-mail happen after the response.
 */
export async function forgotPassword(d: AccountDeps, email: string): Promise<void> {
  const work = (async () => {
    const user = await findUserByEmail(d.db, email);
    if (user?.verified)
      await sendCode(d, user.email, user.first_name ?? user.name, user.language, 'reset');
  })().catch((err: unknown) =>
    log.error({ at: 'forgot-password', ...errorFields(err) }, 'the reset code was not sent'),
  );
  if (!d.mail?.sending) await work; // tests and CLI setups read the outbox right after
}

/** Sets a new password with the e-mailed code; a new password ends every session of the account. */
export async function resetPassword(d: AccountDeps, body: Body<typeof UpdatePasswordBodySchema>) {
  const user = await findUserByEmail(d.db, body.email);
  if (!user) return refuse(Messages.invalidCode);
  const r = await consumeCode(d.db, user.email, 'reset', body.code, d.now);
  if (!r.ok) return refuse(r.message);
  await d.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(body.password), updated_at: d.now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  await d.db.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
  return { ok: true as const, email: user.email };
}

/** The signed-in user's profile. */
export async function userProfile(db: Kysely<Database>, user: AuthUser) {
  const pending = await db
    .selectFrom('users')
    .select('pending_email')
    .where('id', '=', user.id)
    .executeTakeFirst();
  return {
    ...userView(user),
    avatar: user.avatar,
    pending_email: pending?.pending_email ?? null,
    cart_count: await cartCount(db, { userId: user.id }),
    is_logged_in: true,
  };
}

/** A guest's profile: what their addresses told us, and their cart count. */
export async function guestProfile(db: Kysely<Database>, userToken: string) {
  const guest = await db
    .selectFrom('guest_users')
    .selectAll()
    .where('user_token', '=', userToken)
    .executeTakeFirst();
  return {
    ...(guest
      ? {
          id: guest.id,
          user_token: guest.user_token,
          name: guest.name,
          email: guest.email,
          default_address: guest.default_address_id,
        }
      : {}),
    cart_count: await cartCount(db, { userToken }),
    is_logged_in: false,
  };
}

/**
 * Updates names and phone at once. A new e-mail address (issue 13 item 7) needs re-authentication and waits
 * in `pending_email` for the code e-mailed to it; the old address stays the sign-in address until then. An
 * address another account has is answered like a free one (no code is sent, so it can never be confirmed):
 * the answer never tells who has an account.
 */
export async function updateProfile(
  d: AccountDeps,
  user: AuthUser,
  body: Body<typeof UpdateProfileBodySchema>,
) {
  const email = body.email?.toLowerCase() ?? user.email;
  const changing = email !== user.email;
  if (changing) {
    const confirmed = await confirmIdentity(d, user, {
      password: body.current_password,
      code: body.code,
    });
    if (!confirmed.ok) return confirmed;
  }
  const fields = {
    first_name: body.first_name,
    last_name: body.last_name ?? null,
    name: displayName(body.first_name, body.last_name),
    phone: body.phone ?? null,
    updated_at: d.now.toISOString(),
  };
  await d.db
    .updateTable('users')
    .set(changing ? { ...fields, pending_email: email } : fields)
    .where('id', '=', user.id)
    .execute();
  if (changing && !(await addressTaken(d.db, email, user.id)))
    await sendCode(d, email, user.first_name ?? user.name, user.language, `email:${user.id}`);
  const pending = await d.db
    .selectFrom('users')
    .select('pending_email')
    .where('id', '=', user.id)
    .executeTakeFirst();
  const { updated_at: _u, name: _n, ...rest } = fields;
  return {
    ok: true as const,
    data: { ...rest, email: user.email, pending_email: pending?.pending_email ?? null },
    message: changing ? Messages.emailCodeSent : Messages.profileUpdated,
  };
}

/** Whether another live account signs in with this address. */
async function addressTaken(db: Kysely<Database>, email: string, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The code e-mailed to the pending address makes it the account's (sign-in) address. */
export async function confirmEmail(d: AccountDeps, user: AuthUser, code: string) {
  const row = await d.db
    .selectFrom('users')
    .select('pending_email')
    .where('id', '=', user.id)
    .executeTakeFirst();
  const pending = row?.pending_email;
  if (!pending) return refuse(Messages.invalidCode, 201);
  const r = await consumeCode(d.db, pending, `email:${user.id}`, code, d.now);
  if (!r.ok) return refuse(r.message, 201);
  // Registered by someone else since the code was sent: the code proves the address is the caller's own
  // mailbox, so saying so reveals nothing new.
  if (await addressTaken(d.db, pending, user.id)) return refuse(Messages.emailTaken, 201);
  await d.db
    .updateTable('users')
    .set({ email: pending, pending_email: null, updated_at: d.now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  return { ok: true as const, email: pending };
}

/** Changes the password (the current one must be right); other sessions end, this one stays. */
export async function changePassword(
  d: AccountDeps,
  user: AuthUser,
  body: Body<typeof UpdateUserPasswordBodySchema>,
  bearer: string | null,
) {
  if (!(await verifyPassword(body.current_password, user.password_hash)))
    return refuse(Messages.wrongCurrentPassword, 201);
  await d.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(body.new_password), updated_at: d.now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  await d.db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', user.id)
    .where('token_hash', '!=', sha256(bearer ?? ''))
    .execute();
  return { ok: true as const };
}

/**
 * Re-authentication before a sensitive change (issue 13 item 7): the current password, or — for an account
 * without one (social sign-in only) — a fresh code e-mailed to the account's address on the first try.
 */
export async function confirmIdentity(
  d: AccountDeps,
  user: AuthUser,
  proof: { password?: string; code?: string },
): Promise<{ ok: true } | Refusal> {
  if (user.password_hash) {
    const good = await verifyPassword(proof.password ?? '', user.password_hash);
    return good ? { ok: true } : refuse(Messages.wrongCurrentPassword, 201);
  }
  if (!proof.code) {
    await sendCode(d, user.email, user.first_name ?? user.name, user.language, 'confirm');
    return refuse(Messages.reauthCodeSent, 201);
  }
  const r = await consumeCode(d.db, user.email, 'confirm', proof.code, d.now);
  return r.ok ? { ok: true } : refuse(r.message, 201);
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { consumeCode, sendCode } from './codes.ts';
export { hashPassword } from './password.ts';
