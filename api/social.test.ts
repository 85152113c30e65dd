// Social sign-in against a real local OAuth 2 / OIDC server (`oauth2-mock-server`), which itself checks the
// PKCE verifier against the challenge. State is single use and bound to its provider.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './app.ts';
import { createTestDatabase, type TestDatabase } from './db/test-db.ts';
import type { OAuthProvider } from './services/oauth.ts';

describe('social sign-in (OAuth 2.0 code + PKCE)', () => {
  let tdb: TestDatabase;
  let oauth: OAuth2Server;
  let api: ReturnType<typeof createApi>;
  let userinfo: Record<string, unknown> = {};

  beforeAll(async () => {
    tdb = await createTestDatabase('sqlite', { seed: 10 });
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
    api = createApi({
      db: tdb.db,
      dialect: tdb.dialect,
      uploadsDir: tdb.uploadsDir,
      publicUrl: 'https://shop.test',
      oauth: { google },
    });
  }, 60_000);
  afterAll(async () => {
    await oauth?.stop();
    await tdb?.close();
  });

  /** Browser-like: our redirect → the provider (which approves at once) → our callback. */
  async function signIn(lang?: string) {
    const start = await api.request(
      `/user/social-login/redirect/google${lang ? `?lang=${lang}` : ''}`,
    );
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const approved = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location')!);
    expect(callback.pathname).toBe('/api/v1/user/social-login/callback/google');
    const done = await api.request(`${callback.pathname.replace('/api/v1', '')}${callback.search}`);
    return { done, callback };
  }

  const query = (location: string) =>
    Object.fromEntries(
      location
        .split('?')[1]!
        .split(/&&?/)
        .map((p) => p.split('=').map(decodeURIComponent) as [string, string]),
    );

  it('creates an account from a verified e-mail and returns to /social-callback with a token', async () => {
    userinfo = {
      sub: 'g-123',
      email: 'Grace@Example.com',
      email_verified: true,
      name: 'Grace Hopper',
    };
    const { done } = await signIn('fr');
    expect(done.status).toBe(302);
    const location = done.headers.get('location')!;
    expect(location.startsWith('https://shop.test/fr/social-callback?token=')).toBe(true);
    const q = query(location);
    expect(q).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });
    const profile = (await (
      await api.request('/user/profile', {
        headers: { authorization: `Bearer ${q.token}`, accept: 'application/json' },
      })
    ).json()) as { data: { email: string; is_logged_in: boolean } };
    expect(profile.data).toMatchObject({ email: 'grace@example.com', is_logged_in: true });
    // The same provider account signs in to the same user.
    const again = query((await signIn()).done.headers.get('location')!);
    expect(again.user).toBe(q.user);
  });

  it('links an existing account by its verified e-mail', async () => {
    const now = new Date().toISOString();
    const row = await tdb.db
      .insertInto('users')
      .values({
        name: 'Linus',
        email: 'linus@example.com',
        verified: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userinfo = { sub: 'g-linus', email: 'linus@example.com', email_verified: true, name: 'L' };
    const q = query((await signIn()).done.headers.get('location')!);
    expect(Number(q.user)).toBe(row.id);
    const linked = await tdb.db
      .selectFrom('users')
      .select('google_id')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(linked.google_id).toBe('g-linus');
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
