// Social sign-in (issue 5): the OAuth 2.0 authorization-code flow with state and PKCE (S256) against
// provider endpoints from configuration, so a real provider and a local OAuth server in tests are the same
// code. Returns the provider's verified identity; linking and tokens are social.ts's business.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sha256 } from '../lib/auth.ts';
import type { SocialProvider } from '#contract/account/schemas.ts';

export type OAuthProvider = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
};
export type OAuthProviders = Partial<Record<SocialProvider, OAuthProvider>>;

const DEFAULTS: Record<SocialProvider, Omit<OAuthProvider, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
  },
};

/** GOOGLE_CLIENT_ID/SECRET (+ optional GOOGLE_AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL), same for FACEBOOK_. */
export function oauthFromEnv(env: Record<string, string | undefined>): OAuthProviders {
  const out: OAuthProviders = {};
  for (const p of ['google', 'facebook'] as const) {
    const P = p.toUpperCase();
    const clientId = env[`${P}_CLIENT_ID`];
    const clientSecret = env[`${P}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    out[p] = {
      clientId,
      clientSecret,
      authorizeUrl: env[`${P}_AUTHORIZE_URL`] || DEFAULTS[p].authorizeUrl,
      tokenUrl: env[`${P}_TOKEN_URL`] || DEFAULTS[p].tokenUrl,
      userinfoUrl: env[`${P}_USERINFO_URL`] || DEFAULTS[p].userinfoUrl,
      scope: env[`${P}_SCOPE`] || DEFAULTS[p].scope,
    };
  }
  return out;
}

const STATE_TTL_MS = 10 * 60_000;
const b64url = (b: Buffer) => b.toString('base64url');

/** Starts a sign-in: a single-use state and a PKCE verifier are kept; the browser goes to the returned URL. */
export async function beginSignIn(
  db: Kysely<Database>,
  provider: SocialProvider,
  cfg: OAuthProvider,
  redirectUri: string,
  language: string | null,
  bindingHash: string,
  now: Date,
): Promise<string> {
  const state = b64url(randomBytes(32));
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  await db.deleteFrom('oauth_states').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: sha256(state),
      provider,
      code_verifier: verifier,
      language,
      binding_hash: bindingHash,
      expires_at: new Date(now.getTime() + STATE_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  const url = new URL(cfg.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', cfg.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export type SocialIdentity = { subject: string; email: string; name: string };
export type FinishResult =
  | { ok: true; identity: SocialIdentity; language: string | null; bindingHash: string }
  | { ok: false; reason: 'state' | 'exchange' | 'no-email'; language: string | null };

/** Finishes a sign-in: the state must be ours, unused, fresh and for this provider. */
export async function finishSignIn(
  db: Kysely<Database>,
  provider: SocialProvider,
  cfg: OAuthProvider,
  params: { code?: string; state?: string },
  redirectUri: string,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<FinishResult> {
  if (!params.state || !params.code) return { ok: false, reason: 'state', language: null };
  const row = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', sha256(params.state))
    .returningAll()
    .executeTakeFirst();
  const language = row?.language ?? null;
  if (!row || row.provider !== provider || row.expires_at <= now.toISOString() || !row.binding_hash)
    return { ok: false, reason: 'state', language };
  const bindingHash = row.binding_hash;
  try {
    const tokenRes = await fetchImpl(cfg.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: redirectUri,
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
        code_verifier: row.code_verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const tokens = (await tokenRes.json()) as { access_token?: unknown };
    if (!tokenRes.ok || typeof tokens.access_token !== 'string')
      return { ok: false, reason: 'exchange', language };
    const infoRes = await fetchImpl(cfg.userinfoUrl, {
      headers: { Authorization: `Bearer ${tokens.access_token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!infoRes.ok) return { ok: false, reason: 'exchange', language };
    const info = (await infoRes.json()) as Record<string, unknown>;
    const subject = String(info.sub ?? info.id ?? '');
    const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() : '';
    // Google says whether the address is verified; Facebook only ever returns confirmed addresses.
    const verified =
      provider === 'facebook'
        ? true
        : info.email_verified === true || info.email_verified === 'true';
    if (!subject || !email || !verified || !/^[^\s@]+@[^\s@]+$/.test(email))
      return { ok: false, reason: 'no-email', language };
    const name =
      typeof info.name === 'string' && info.name.trim() ? info.name.trim() : email.split('@')[0]!;
    return {
      ok: true,
      identity: { subject, email, name: name.slice(0, 190) },
      language,
      bindingHash,
    };
  } catch {
    return { ok: false, reason: 'exchange', language };
  }
}
