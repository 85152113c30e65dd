// Social sign-in against a real local OAuth 2 / OIDC server (`oauth2-mock-server`), which itself checks the
// PKCE verifier against the challenge. State is single use and bound to its provider; the callback ends in a
// one-time code bound to the browser that started (issue 13 item 2), and a social sign-in never adopts an
// unverified password account as it is (item 1). On SQLite and PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApi } from '../app.ts';
import { apiOver, insertVerifiedUser, userRow } from '../test-api.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import type { OAuthProvider } from './oauth.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('social sign-in (OAuth 2.0 code + PKCE) on %s', (dialect) => {
  let tdb: TestDatabase;
  let oauth: OAuth2Server;
  let api: ReturnType<typeof createApi>;
  let userinfo: Record<string, unknown> = {};

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 10 });
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeUserinfo', (res: { body: Record<string, unknown> }) => {
      res.body = { ...userinfo };
    });
    const base = oauth.issuer.url!.replace(/\/$/, '');
    const google: OAuthProvider = {
      clientId: 'bazaar-test',
      clientSecret: 'secret',
      authorizeUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      userinfoUrl: `${base}/userinfo`,
      scope: 'openid email profile',
    };
    api = apiOver(tdb, { oauth: { google }, rateLimitScale: 100 });
  }, 60_000);
  afterAll(async () => {
    await oauth?.stop();
    await tdb?.close();
  });

  const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

  /** Browser-like: the storefront's binding → our redirect → the provider (approves at once) → our callback. */
  async function signIn(lang?: string) {
    const nonce = randomBytes(32).toString('base64url');
    const qs = new URLSearchParams({ binding: hashOf(nonce), ...(lang ? { lang } : {}) });
    const start = await api.request(`/user/social-login/redirect/google?${qs}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const approved = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location')!);
    expect(callback.pathname).toBe('/api/v1/user/social-login/callback/google');
    const done = await api.request(`${callback.pathname.replace('/api/v1', '')}${callback.search}`);
    return { done, callback, nonce };
  }

  const query = (location: string) =>
    Object.fromEntries(
      location
        .split('?')[1]!
        .split(/&&?/)
        .map((p) => p.split('=').map(decodeURIComponent) as [string, string]),
    );

  const post = (path: string, body: Record<string, unknown>) =>
    api.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  type Envelope = {
    status: number;
    message: string | null;
    data: { token?: string; user?: { id: number; email: string }; form?: string[] } | null;
  };
  const exchange = async (code: string, binding: string) =>
    (await (await post('/user/social-login/exchange', { code, binding })).json()) as Envelope;

  it('creates an account from a verified e-mail; the callback carries a one-time code, never a token', async () => {
    userinfo = {
      sub: 'g-123',
      email: 'Grace@Example.com',
      email_verified: true,
      name: 'Grace Hopper',
    };
    const { done, nonce } = await signIn('fr');
    expect(done.status).toBe(302);
    const location = done.headers.get('location')!;
    expect(location.startsWith('https://shop.test/fr/social-callback?code=')).toBe(true);
    expect(location).not.toMatch(/token=|email=|name=/);
    const q = query(location);
    const signed = await exchange(q.code!, nonce);
    expect(signed.data?.user).toMatchObject({ email: 'grace@example.com' });
    const profile = (await (
      await api.request('/user/profile', {
        headers: { authorization: `Bearer ${signed.data!.token}`, accept: 'application/json' },
      })
    ).json()) as { data: { email: string; is_logged_in: boolean } };
    expect(profile.data).toMatchObject({ email: 'grace@example.com', is_logged_in: true });
    // The code is single use.
    expect((await exchange(q.code!, nonce)).data?.token).toBeUndefined();
    // The same provider account signs in to the same user.
    const again = await signIn();
    const second = await exchange(query(again.done.headers.get('location')!).code!, again.nonce);
    expect(second.data?.user?.id).toBe(signed.data!.user!.id);
  });

  it('a code works only with the nonce of the browser that started (login CSRF)', async () => {
    userinfo = { sub: 'g-mallory', email: 'mallory@example.com', email_verified: true };
    const { done, nonce } = await signIn();
    const code = query(done.headers.get('location')!).code!;
    // A victim's browser holds another nonce (or none): the attacker's code signs nobody in.
    const refused = await exchange(code, randomBytes(32).toString('base64url'));
    expect(refused.data?.token).toBeUndefined();
    expect(refused.message ?? refused.data?.form?.[0]).toBe(
      'Sign-in with this provider failed. Please try again.',
    );
    // One wrong try burns the code, even for its own browser.
    expect((await exchange(code, nonce)).data?.token).toBeUndefined();
  });

  it('without a binding the API sends the browser to the storefront to start over', async () => {
    const res = await api.request('/user/social-login/redirect/google?lang=tr');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://shop.test/tr/social-login/google');
  });

  it('links an existing verified account by its verified e-mail', async () => {
    const userId = await insertVerifiedUser(tdb.db, { name: 'Linus', email: 'linus@example.com' });
    userinfo = { sub: 'g-linus', email: 'linus@example.com', email_verified: true, name: 'L' };
    const { done, nonce } = await signIn();
    const signed = await exchange(query(done.headers.get('location')!).code!, nonce);
    expect(signed.data?.user?.id).toBe(userId);
    expect((await userRow(tdb.db, userId)).google_id).toBe('g-linus');
  });

  it("never adopts an attacker's unverified sign-up: its password and every token are dropped", async () => {
    // The attacker registers the victim's address with a password of theirs and never verifies.
    const signup = await post('/user/signup', {
      first_name: 'Mallory',
      email: 'victim@example.com',
      password: 'attacker-pass-1',
      password_confirmation: 'attacker-pass-1',
    });
    expect(((await signup.json()) as Envelope).status).toBe(200);
    const before = await tdb.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'verified'])
      .where('email', '=', 'victim@example.com')
      .executeTakeFirstOrThrow();
    expect(before.password_hash).toBeTruthy();
    expect(before.verified).toBe(0);
    // The victim later signs in with Google.
    userinfo = {
      sub: 'g-victim',
      email: 'victim@example.com',
      email_verified: true,
      name: 'Victoria Real',
    };
    const { done, nonce } = await signIn();
    const signed = await exchange(query(done.headers.get('location')!).code!, nonce);
    expect(signed.data?.user?.id).toBe(before.id);
    expect(await userRow(tdb.db, before.id)).toMatchObject({
      password_hash: null,
      verified: 1,
      name: 'Victoria Real',
      google_id: 'g-victim',
    });
    // The attacker's password no longer signs in; the only live token is the victim's.
    const attempt = (await (
      await post('/user/signin', { email: 'victim@example.com', password: 'attacker-pass-1' })
    ).json()) as Envelope;
    expect(attempt.data?.token).toBeUndefined();
    const tokens = await tdb.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('user_id', '=', before.id)
      .execute();
    expect(tokens).toHaveLength(1);
    const codes = await tdb.db
      .selectFrom('verification_codes')
      .select('id')
      .where('email', '=', 'victim@example.com')
      .execute();
    expect(codes).toHaveLength(0);
  });

  it('refuses an unverified e-mail, a replayed or forged state, and an unconfigured provider', async () => {
    userinfo = { sub: 'g-x', email: 'x@example.com', email_verified: false };
    const unverified = (await signIn()).done.headers.get('location')!;
    expect(query(unverified).error).toBe(
      'Your account with this provider has no verified e-mail address.',
    );
    userinfo = { sub: 'g-y', email: 'y@example.com', email_verified: true };
    const { callback } = await signIn();
    const replay = await api.request(
      `${callback.pathname.replace('/api/v1', '')}${callback.search}`,
    );
    expect(query(replay.headers.get('location')!).error).toBe(
      'Sign-in with this provider failed. Please try again.',
    );
    const forged = await api.request('/user/social-login/callback/google?code=abc&state=not-ours');
    expect(query(forged.headers.get('location')!).error).toBeTruthy();
    const facebook = await api.request('/user/social-login/redirect/facebook');
    expect(facebook.status).toBe(403);
    expect(await facebook.json()).toMatchObject({ success: false });
  });
});
