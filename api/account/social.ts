// Social sign-in (docs/api-reference.md §8.13, issue 13): after the provider's flow (oauth.ts), the provider's id
// first, then a verified e-mail, finds the account (linking it), else one is created. The browser returns to
// the storefront's /social-callback with a one-time code (never a token), which the storefront's server
// trades, with the nonce of the browser that started, for a token (decision 021).
import { randomBytes } from 'node:crypto';
import type { SocialExchangeBodySchema, SocialProvider } from '#contract/account/schemas.ts';
import { Messages } from '#contract/messages.ts';
import type { z } from '#contract/zod.ts';
import { mergeGuest, cartCount } from '../cart/service.ts';
import { issueToken, sha256 } from '../lib/auth.ts';
import { finishSignIn, type OAuthProvider, type SocialIdentity } from './oauth.ts';
import type { AccountDeps } from './service.ts';
import { findUserByEmail, userView } from './users.ts';

/** A code lives this long: the browser is redirected at once, so a couple of minutes is plenty. */
const SOCIAL_CODE_TTL_MS = 2 * 60_000;

/**
 * The account of a provider identity: by the provider's id, else linked by e-mail, else created.
 * An unverified account with that e-mail was never proven to belong to anyone; it may be an attacker's
 * sign-up waiting for the owner (issue 13 item 1, decision 020). It is adopted only as a blank: its password,
 * every token and every pending code are dropped, and the provider's name replaces the one typed at sign-up.
 */
async function accountFor(
  d: AccountDeps,
  provider: SocialProvider,
  identity: SocialIdentity,
  language: string | null,
): Promise<number> {
  const { subject, email, name } = identity;
  const now = d.now.toISOString();
  const idColumn = provider === 'google' ? 'google_id' : 'facebook_id';
  const byId = await d.db
    .selectFrom('users')
    .select('id')
    .where(idColumn, '=', subject)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (byId) return byId.id;
  const [first, ...rest] = name.split(/\s+/);
  const names = { name, first_name: first ?? name, last_name: rest.join(' ') || null };
  const byEmail = await findUserByEmail(d.db, email);
  if (byEmail) {
    await d.db.transaction().execute(async (trx) => {
      if (!byEmail.verified) {
        await trx.deleteFrom('auth_tokens').where('user_id', '=', byEmail.id).execute();
        await trx.deleteFrom('verification_codes').where('email', '=', byEmail.email).execute();
      }
      await trx
        .updateTable('users')
        .set({
          [idColumn]: subject,
          verified: 1,
          updated_at: now,
          ...(byEmail.verified ? {} : { ...names, password_hash: null }),
        })
        .where('id', '=', byEmail.id)
        .execute();
    });
    return byEmail.id;
  }
  const created = await d.db
    .insertInto('users')
    .values({
      ...names,
      email,
      verified: 1,
      [idColumn]: subject,
      language,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Finishes a sign-in: where the browser goes next (the storefront's /social-callback), with a code or an error. */
export async function finishSocialSignIn(
  d: AccountDeps,
  provider: SocialProvider,
  cfg: OAuthProvider,
  params: { code?: string; state?: string },
  callbackUri: string,
): Promise<{ url: string; signedIn: boolean }> {
  const result = await finishSignIn(d.db, provider, cfg, params, callbackUri, d.now);
  const back = `${storefrontBase(d, result.language)}/social-callback`;
  if (!result.ok) {
    const message = result.reason === 'no-email' ? Messages.socialNoEmail : Messages.socialFailed;
    return { url: `${back}?error=${encodeURIComponent(message)}`, signedIn: false };
  }
  const userId = await accountFor(d, provider, result.identity, result.language);
  const code = randomBytes(32).toString('base64url');
  await d.db.deleteFrom('social_codes').where('expires_at', '<', d.now.toISOString()).execute();
  await d.db
    .insertInto('social_codes')
    .values({
      code_hash: sha256(code),
      binding_hash: result.bindingHash,
      user_id: userId,
      expires_at: new Date(d.now.getTime() + SOCIAL_CODE_TTL_MS).toISOString(),
      created_at: d.now.toISOString(),
    })
    .execute();
  return { url: `${back}?code=${code}`, signedIn: true };
}

/** The storefront's origin with the shopper's language prefix. */
export function storefrontBase(d: AccountDeps, language: string | null): string {
  const prefix = language && language !== 'en' ? `/${language}` : '';
  return `${d.links.storefront}${prefix}`;
}

/**
 * Trades a one-time code for a token. The code is used up by the first try whatever its outcome (a delete
 * that returns the row, so two parallel tries cannot both win); the nonce must hash to the code's binding.
 */
export async function exchangeSocialCode(
  d: AccountDeps,
  body: z.output<typeof SocialExchangeBodySchema>,
) {
  const row = await d.db
    .deleteFrom('social_codes')
    .where('code_hash', '=', sha256(body.code))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= d.now.toISOString() || row.binding_hash !== sha256(body.binding))
    return { ok: false as const, message: Messages.socialFailed };
  const user = await d.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.user_id)
    .where('deleted_at', 'is', null)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!user) return { ok: false as const, message: Messages.socialFailed };
  const cart_reduced = body.user_token
    ? await mergeGuest(d.db, user.id, body.user_token, d.now.toISOString())
    : [];
  const token = await issueToken(d.db, user.id, d.now);
  const cart_count = await cartCount(d.db, { userId: user.id });
  return {
    ok: true as const,
    data: { ...token, user: { ...userView(user), cart_count }, cart_reduced },
    message: cart_reduced.length ? Messages.cartReduced : '',
  };
}
