// Accounts (docs/api-reference.md §8.13) and the profile (§8.14), social sign-in included: each handler registered
// from its contract definition; the rules live in service.ts (and codes, password, avatar, delete, social).
import { Hono } from 'hono';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import type { SocialParamsSchema, SocialProvider } from '#contract/account/schemas.ts';
import type { EndpointDef } from '#contract/endpoint.ts';
import { Messages } from '#contract/messages.ts';
import type { z } from '#contract/zod.ts';
import { imgBase, languageOf, nowOf, originOf, type ApiEnv, type Ctx } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { bearerOf, currentUser, guestTokenOf, hasBearer } from '../lib/auth.ts';
import { limit, signinLimits } from '../lib/rate-limit.ts';
import {
  formReply,
  ok,
  passThrough,
  redirectReply,
  unauthenticatedReply,
  type Reply,
} from '../lib/reply.ts';
import { setAvatar } from './avatar.ts';
import { deleteAccount } from './delete.ts';
import { beginSignIn, type OAuthProvider } from './oauth.ts';
import { socialSwitchOn } from '../site/service.ts';
import {
  changePassword,
  confirmEmail,
  confirmIdentity,
  forgotPassword,
  guestProfile,
  logOut,
  resetPassword,
  signIn,
  signUp,
  updateProfile,
  userProfile,
  verifyAccount,
  type AccountDeps,
  type Refusal,
} from './service.ts';
import { exchangeSocialCode, finishSocialSignIn, storefrontBase } from './social.ts';
import { userView } from './users.ts';

export const accountRoutes = new Hono<ApiEnv>();

/** The account rules' view of the request. */
function accountDeps(c: Ctx): AccountDeps {
  const { db, mail, storefrontUrl } = c.get('deps');
  return {
    db,
    mail,
    now: nowOf(c),
    links: { images: imgBase(c), storefront: (storefrontUrl ?? originOf(c)).replace(/\/+$/, '') },
  };
}

const refused = (c: Ctx, r: Refusal) => formReply(c, r.message, r.status);

/** A session that ends hands out no token, not even one refreshed by this request's authentication. */
const dropRefreshedToken = (c: Ctx) => c.set('refreshedToken', undefined);

// ── Sign-up, verification, sign-in, logout ──────────────────────────────────────────────────────────
handle(accountRoutes, accountEndpoints.signup, async (c, { body }) => {
  const limited = await limit(c, 'signup', body.email);
  if (limited) return passThrough(limited);
  const r = await signUp(accountDeps(c), body, languageOf(c) ?? 'en');
  return r.ok ? ok(c, [r.email], Messages.codeSent) : refused(c, r);
});

handle(accountRoutes, accountEndpoints.verify, async (c, { body }) => {
  const limited = await limit(c, 'verify', body.email);
  if (limited) return passThrough(limited);
  const r = await verifyAccount(accountDeps(c), body);
  return r.ok ? ok(c, r.data, Messages.verified) : refused(c, r);
});

handle(accountRoutes, accountEndpoints.signin, async (c, { body }) => {
  // Failures count, successes do not; a right password from a clean address is never refused (decision 024).
  const limited = await signinLimits.check(c, body.email);
  if (limited) return passThrough(limited);
  const r = await signIn(accountDeps(c), body, languageOf(c));
  if (r.ok) await signinLimits.succeeded(c, body.email);
  else if (r.message === Messages.invalidCredentials) await signinLimits.failed(c, body.email);
  return r.ok ? ok(c, r.data, r.message) : refused(c, r);
});

handle(accountRoutes, accountEndpoints.logout, async (c) => {
  await logOut(c.get('deps').db, bearerOf(c));
  dropRefreshedToken(c);
  return ok(c, null, Messages.loggedOut);
});

// ── Password reset ──────────────────────────────────────────────────────────────────────────────────
handle(accountRoutes, accountEndpoints.forgotPassword, async (c, { body }) => {
  const limited = await limit(c, 'forgot', body.email);
  if (limited) return passThrough(limited);
  const email = body.email.toLowerCase();
  await forgotPassword(accountDeps(c), email);
  return ok(c, email, Messages.codeSent);
});

handle(accountRoutes, accountEndpoints.updatePassword, async (c, { body }) => {
  const limited = await limit(c, 'reset', body.email);
  if (limited) return passThrough(limited);
  const r = await resetPassword(accountDeps(c), body);
  return r.ok ? ok(c, r.email, Messages.passwordUpdated) : refused(c, r);
});

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────
// The profile answers everyone, so it reads its caller itself: a bad token is 204, a guest without a valid
// user_token gets 201 'Unauthenticated.' (not the 500 of the other hybrid endpoints), a stray user_token
// beside a valid token is ignored.
const anyoneProfile = { ...accountEndpoints.profile, auth: 'optional' as const, query: undefined };
handle(accountRoutes, anyoneProfile, async (c) => {
  const { db } = c.get('deps');
  const user = await currentUser(c);
  if (user) return ok(c, await userProfile(db, user));
  if (hasBearer(c)) return unauthenticatedReply(c);
  const userToken = guestTokenOf(c.req.query('user_token'));
  if (!userToken) return formReply(c, Messages.unauthenticated);
  return ok(c, await guestProfile(db, userToken));
});

handle(accountRoutes, accountEndpoints.updateProfile, async (c, { body, user }) => {
  // Re-authentication and the new address's code are guesses worth limiting (issue 13 item 7).
  if (body.email && body.email.toLowerCase() !== user.email) {
    const limited = await limit(c, 'verify', user.email);
    if (limited) return passThrough(limited);
  }
  const r = await updateProfile(accountDeps(c), user, body);
  return r.ok ? ok(c, r.data, r.message) : refused(c, r);
});

handle(accountRoutes, accountEndpoints.confirmEmail, async (c, { body, user }) => {
  const limited = await limit(c, 'verify', user.email);
  if (limited) return passThrough(limited);
  const r = await confirmEmail(accountDeps(c), user, body.code);
  return r.ok ? ok(c, { email: r.email }, Messages.emailChanged) : refused(c, r);
});

handle(accountRoutes, accountEndpoints.updateUserPassword, async (c, { body, user }) => {
  const limited = await limit(c, 'signin', user.email);
  if (limited) return passThrough(limited);
  const r = await changePassword(accountDeps(c), user, body, bearerOf(c));
  return r.ok ? ok(c, null, Messages.passwordUpdated) : refused(c, r);
});

handle(accountRoutes, accountEndpoints.deleteUser, async (c, { body, user }) => {
  const limited = await limit(c, 'verify', user.email);
  if (limited) return passThrough(limited);
  const confirmed = await confirmIdentity(accountDeps(c), user, body);
  if (!confirmed.ok) return refused(c, confirmed);
  const { db, files } = c.get('deps');
  await deleteAccount(db, files, user, nowOf(c).toISOString());
  dropRefreshedToken(c);
  return ok(c, { id: user.id, email: user.email }, Messages.accountDeleted);
});

handle(
  accountRoutes,
  accountEndpoints.avatar,
  async (c, { params, user }) => {
    // The id in the path must be the caller's own.
    if (params.id !== String(user.id)) return formReply(c, Messages.notFoundPage);
    let file: unknown;
    try {
      file = (await c.req.parseBody())['avatar'];
    } catch {
      return formReply(c, Messages.avatarMissing);
    }
    const { db, files } = c.get('deps');
    const r = await setAvatar(db, files, user, file, nowOf(c).toISOString());
    return r.ok ? ok(c, userView({ ...user, avatar: r.avatar })) : formReply(c, r.message);
  },
  { onInvalid: (c) => formReply(c, Messages.notFoundPage) },
);

// ── Social sign-in (OAuth 2.0 authorization code + PKCE) ────────────────────────────────────────────
/** iShop's answer for a provider that is not configured: a bare JSON 403 (docs/api-reference.md §3.1). */
const providerDisabled = (c: Ctx) =>
  passThrough(c.json({ success: false, message: Messages.providerDisabled }, 403));
const callbackUri = (c: Ctx, provider: string) =>
  `${originOf(c)}/api/v1/user/social-login/callback/${provider}`;

/** A step of social sign-in with its provider's configuration; iShop's bare 403 when it has none. */
function socialRoute<Q>(
  endpoint: EndpointDef & { auth: 'none'; params: typeof SocialParamsSchema; query: z.ZodType<Q> },
  step: (c: Ctx, provider: SocialProvider, cfg: OAuthProvider, query: Q) => Promise<Reply<never>>,
) {
  handle(
    accountRoutes,
    endpoint,
    async (c, { params, query }) => {
      const cfg = c.get('deps').oauth?.[params.provider];
      // Staff's switch (issue 35): a configured provider that is turned off is as if it were not set.
      const on = cfg && (await socialSwitchOn(c.get('deps').db, params.provider));
      return on ? step(c, params.provider, cfg, query) : providerDisabled(c);
    },
    { onInvalid: providerDisabled },
  );
}

socialRoute(accountEndpoints.socialRedirect, async (c, provider, cfg, query) => {
  // No browser binding: the storefront starts the sign-in and comes back with one (decision 021).
  if (!query.binding)
    return redirectReply(
      c,
      `${storefrontBase(accountDeps(c), query.lang)}/social-login/${provider}`,
    );
  const url = await beginSignIn(
    c.get('deps').db,
    provider,
    cfg,
    callbackUri(c, provider),
    query.lang,
    query.binding,
    nowOf(c),
  );
  c.header('Cache-Control', 'no-store');
  return redirectReply(c, url);
});

socialRoute(accountEndpoints.socialCallback, async (c, provider, cfg, query) => {
  const r = await finishSocialSignIn(
    accountDeps(c),
    provider,
    cfg,
    query,
    callbackUri(c, provider),
  );
  if (r.signedIn) {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  }
  return redirectReply(c, r.url);
});

handle(accountRoutes, accountEndpoints.socialExchange, async (c, { body }) => {
  const limited = await limit(c, 'verify');
  if (limited) return passThrough(limited);
  const r = await exchangeSocialCode(accountDeps(c), body);
  return r.ok ? ok(c, r.data, r.message) : formReply(c, r.message);
});
