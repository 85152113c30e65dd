// Account actions and loaders against the MSW API (mocks/account.ts), with real cookies: the spec's messages,
// what is kept and what is not, the session after sign-in and after a 204, and every §8 failure path.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import { MOCK_ACCOUNT } from '#mocks/identity.ts';
import { createHash } from 'node:crypto';
import { sessionStorage, socialBindingCookie } from '#app/lib/session.server.ts';
import {
  context,
  formPost,
  getAs as get,
  orThrown,
  submit,
  toastOf,
  useMockApi,
  apiAnswers,
} from '#tests/support/routes.ts';
import { loadAccount } from '#app/lib/account.server.ts';
import { action as loginAction } from '#app/routes/($lang).login.tsx';
import { action as registerAction } from '#app/routes/($lang).register.tsx';
import { action as forgotAction } from '#app/routes/($lang).forgot-password.tsx';
import { loader as socialLoader, callbackParams } from '#app/routes/($lang).social-callback.tsx';
import { loader as startSocial } from '#app/routes/($lang).social-login.$provider.tsx';
import { action as logoutAction } from '#app/routes/($lang).logout.tsx';
import { action as followAction } from '#app/routes/($lang).user.following.tsx';
import { loader as profileLoader } from '#app/routes/($lang).user.profile/route.tsx';

useMockApi();

type Session = { token?: string; userToken?: string; verifyEmail?: string; resetEmail?: string };
async function sessionOf(res: Response): Promise<Session> {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('frontend_session='));
  if (!cookie) return {};
  return (await sessionStorage().getSession(cookie.split(';')[0])).data as Session;
}

const post = (path: string, fields: Record<string, string>, session: Session = {}) =>
  formPost(path, fields, { session });
const run = (fn: () => Promise<unknown>): Promise<Response | { data: any; init: any }> =>
  orThrown(fn);
const asData = (r: unknown) => r as { data: any; init: any };

describe('login', () => {
  it('signs in with a brand-new session holding only the token, merges the guest cart, and goes back', async () => {
    let sent: Record<string, unknown> = {};
    let forwarded: string | null = null;
    server.use(
      http.post('*/api/v1/user/signin', async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        forwarded = request.headers.get('x-forwarded-for');
        return undefined; // fall through to the mock account
      }),
    );
    const res = (await submit(
      loginAction,
      '/fr/login',
      { email: MOCK_ACCOUNT.email, password: MOCK_ACCOUNT.password, redirectTo: '/fr/cart' },
      {
        session: { userToken: 'guest-token-1234567890', verifyEmail: 'stale@example.com' },
        params: { lang: 'fr' },
      },
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/fr/cart');
    expect(sent).toMatchObject({ user_token: 'guest-token-1234567890', remember_token: false });
    expect(forwarded).toBe('203.0.113.9');
    expect(await sessionOf(res)).toEqual({ token: MOCK_ACCOUNT.token });
    expect((await toastOf(res))?.message).toBe('Bienvenue, Mock Shopper !');
  });

  it('tells the shopper when merging the guest cart cut a line to the stock (issue 13 item 4)', async () => {
    apiAnswers('post', 'user/signin', {
      status: 200,
      message: 'Some quantities in your cart were reduced to what is in stock.',
      data: {
        token: MOCK_ACCOUNT.token,
        expires_in: '2099-01-01T00:00:00.000Z',
        user: { id: 7, name: 'Mock Shopper', email: MOCK_ACCOUNT.email },
        cart_reduced: [{ id: 1, product_id: 2, inventory_id: 3, quantity: 3, requested: 6 }],
      },
      token: null,
    });
    const res = (await submit(
      loginAction,
      '/login',
      { email: MOCK_ACCOUNT.email, password: MOCK_ACCOUNT.password },
      { session: { userToken: 'guest-token-1234567890' } },
    )) as Response;
    expect((await toastOf(res))?.message).toBe(
      'Welcome, Mock Shopper! Some quantities in your cart were reduced to what is in stock.',
    );
  });

  it("answers the spec's messages, keeps the e-mail, never echoes the password", async () => {
    const r = asData(
      await submit(loginAction, '/login', { email: 'not-an-email', password: '123' }),
    );
    expect(r.init.status).toBe(400);
    expect(r.data.error).toEqual({
      email: ['Invalid email'],
      password: ['Invalid Password Length'],
    });
    expect(r.data.initialValue.email).toBe('not-an-email');
    expect(r.data.initialValue.password).toBeUndefined();
    const wrong = asData(
      await submit(
        loginAction,
        '/ar/login',
        { email: MOCK_ACCOUNT.email, password: 'wrong-one' },
        { params: { lang: 'ar' } },
      ),
    );
    expect(wrong.data.error['']).toEqual(['بيانات الدخول هذه لا تطابق سجلاتنا.']);
  });

  it('says so when the API limits attempts (429) or is down (503)', async () => {
    server.use(
      http.post('*/api/v1/user/signin', () =>
        HttpResponse.json(
          {
            status: 429,
            message: 'x',
            data: { form: ['Too many requests. Please try again later.'] },
          },
          { status: 429 },
        ),
      ),
    );
    // Thrown to the screen's error boundary as a 429 with Retry-After (issue 13 item 11).
    const limited = await loginAction({
      request: await post('/login', { email: MOCK_ACCOUNT.email, password: 'whatever1' }),
      context,
      params: {},
    }).then(
      () => null,
      (e: unknown) => asData(e),
    );
    expect(limited!.init.status).toBe(429);
    expect(new Headers(limited!.init.headers).get('Retry-After')).toBe('60');
    expect(limited!.data.message).toBe('Too many requests. Please try again later.');
    server.use(http.post('*/api/v1/user/signin', () => HttpResponse.error()));
    const down = asData(
      await submit(loginAction, '/login', { email: MOCK_ACCOUNT.email, password: 'whatever1' }),
    );
    expect(down.init.status).toBe(503);
    expect(down.data.error['']).toEqual(['API is down.']);
  });

  it('takes an unverified account (status 500) to the code step', async () => {
    apiAnswers('post', 'user/signin', {
      status: 500,
      message: 'x',
      data: { form: ['Please verify your e-mail address first. We have sent you a new code.'] },
    });
    const res = (await submit(loginAction, '/login', {
      email: 'New@Example.com',
      password: 'secret12',
    })) as Response;
    expect(res.headers.get('Location')).toBe('/register');
    expect((await sessionOf(res)).verifyEmail).toBe('new@example.com');
  });

  it('refuses a filled honeypot and a signed-in shopper', async () => {
    const bot = await submit(loginAction, '/login', {
      email: 'a@b.co',
      password: 'secret12',
      website: 'x',
    });
    expect((bot as Response).status).toBe(400);
    const signedIn = await submit(
      loginAction,
      '/login',
      { email: 'a@b.co', password: 'secret12' },
      { session: { token: 't' } },
    );
    expect((signedIn as Response).headers.get('Location')).toBe('/');
  });
});

describe('register and verify', () => {
  it('registers, keeps the e-mail for the code step, verifies and signs in', async () => {
    const res = (await submit(registerAction, '/register', {
      first_name: 'Ada',
      email: 'Ada@Example.com',
      password: 'secret12',
      password_confirmation: 'secret12',
    })) as Response;
    expect(res.headers.get('Location')).toBe('/register');
    expect((await sessionOf(res)).verifyEmail).toBe('ada@example.com');
    const verified = (await submit(
      registerAction,
      '/register',
      { intent: 'verify', code: MOCK_ACCOUNT.code },
      { session: { verifyEmail: 'ada@example.com' } },
    )) as Response;
    expect(verified.headers.get('Location')).toBe('/');
    expect(await sessionOf(verified)).toEqual({ token: MOCK_ACCOUNT.token });
    expect((await toastOf(verified))?.message).toBe('You have successfully verified your account');
  });

  it('answers a mismatched confirmation and a wrong code with their messages', async () => {
    const mismatch = asData(
      await submit(registerAction, '/register', {
        first_name: '',
        email: 'a@b.co',
        password: 'secret12',
        password_confirmation: 'secret13',
      }),
    );
    expect(mismatch.data.error).toEqual({
      first_name: ['First name is required'],
      password_confirmation: ["Password didn't match"],
    });
    const wrong = asData(
      await submit(
        registerAction,
        '/register',
        { intent: 'verify', code: '000000' },
        { session: { verifyEmail: 'ada@example.com' } },
      ),
    );
    expect(wrong.data.error['']).toEqual(['The code is invalid or has expired.']);
  });
});

describe('forgot password', () => {
  it("shows 'The following error occurred' material: messages, and an 'Error' toast only with JavaScript", async () => {
    const doc = asData(await submit(forgotAction, '/forgot-password', { email: 'nope' }));
    expect(doc.data.error.email).toEqual(['Invalid email']);
    expect(new Headers(doc.init.headers).get('Set-Cookie')).toBeNull();
    const js = asData(await submit(forgotAction, '/forgot-password.data', { email: 'nope' }));
    const toast = await toastOf(new Headers(js.init.headers));
    expect(toast).toMatchObject({ type: 'error', title: 'Error', message: 'Invalid email' });
  });

  it('sends a code, then sets the new password and sends the shopper to log in', async () => {
    const sent = (await submit(forgotAction, '/forgot-password', {
      email: 'who@example.com',
    })) as Response;
    expect((await sessionOf(sent)).resetEmail).toBe('who@example.com');
    const done = (await submit(
      forgotAction,
      '/forgot-password',
      {
        intent: 'reset',
        code: MOCK_ACCOUNT.code,
        password: 'newpass1',
        password_confirmation: 'newpass1',
      },
      { session: { resetEmail: 'who@example.com' } },
    )) as Response;
    expect(done.headers.get('Location')).toBe('/login');
    expect((await sessionOf(done)).resetEmail).toBeUndefined();
  });
});

describe('social callback', () => {
  it("parses iShop's '&&' query", () => {
    expect(callbackParams('?token=abc&&user=7&&email=a%40b.co&&name=Ada+L')).toEqual({
      token: 'abc',
      user: '7',
      email: 'a@b.co',
      name: 'Ada L',
    });
  });
  const withNonce = async (path: string, nonce: string | null) => {
    const cookie = nonce ? (await socialBindingCookie().serialize(nonce)).split(';')[0]! : '';
    return new Request(`http://shop.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  };
  it("trades the one-time code with this browser's nonce for a token and goes to /login", async () => {
    const ok = (await run(async () =>
      socialLoader({
        request: await withNonce(
          `/tr/social-callback?code=${MOCK_ACCOUNT.socialCode}`,
          MOCK_ACCOUNT.socialNonce,
        ),
        context,
        params: { lang: 'tr' },
      }),
    )) as Response;
    expect(ok.headers.get('Location')).toBe('/tr/login');
    expect(await sessionOf(ok)).toEqual({ token: MOCK_ACCOUNT.token });
    // The nonce is spent.
    expect(ok.headers.getSetCookie().find((c) => c.startsWith('frontend_social='))).toMatch(
      /Max-Age=0/,
    );
  });
  it('signs nobody in from a link: a token in the URL, a code without its nonce or with another (login CSRF)', async () => {
    for (const [path, nonce] of [
      [`/social-callback?token=${MOCK_ACCOUNT.token}&&user=7`, null],
      [`/social-callback?token=${MOCK_ACCOUNT.token}&&user=7`, MOCK_ACCOUNT.socialNonce],
      [`/social-callback?code=${MOCK_ACCOUNT.socialCode}`, null],
      [`/social-callback?code=${MOCK_ACCOUNT.socialCode}`, 'another-browsers-nonce-0123456789'],
    ] as const) {
      const res = (await run(async () =>
        socialLoader({ request: await withNonce(path, nonce), context, params: {} }),
      )) as Response;
      expect(res.headers.get('Location'), path).toBe('/login');
      expect(await sessionOf(res), path).toEqual({});
      expect((await toastOf(res))?.message).toBe(
        'Sign-in with this provider failed. Please try again.',
      );
    }
    const err = (await run(async () =>
      socialLoader({
        request: await get(
          `/social-callback?error=${encodeURIComponent('Your account with this provider has no verified e-mail address.')}`,
        ),
        context,
        params: {},
      }),
    )) as Response;
    expect((await toastOf(err))?.message).toBe(
      'Your account with this provider has no verified e-mail address.',
    );
  });
  it('/social-login/{provider} sets a fresh nonce and sends only its hash to the API', async () => {
    const res = (await run(async () =>
      startSocial({
        request: await get('/fr/social-login/google'),
        context,
        params: { lang: 'fr', provider: 'google' },
      }),
    )) as Response;
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('Location')!, 'http://shop.test');
    expect(location.pathname).toBe('/api/v1/user/social-login/redirect/google');
    expect(location.searchParams.get('lang')).toBe('fr');
    const set = res.headers.getSetCookie().find((c) => c.startsWith('frontend_social='))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    const nonce = (await socialBindingCookie().parse(set.split(';')[0]!)) as string;
    expect(location.searchParams.get('binding')).toBe(
      createHash('sha256').update(nonce).digest('hex'),
    );
    expect(location.search).not.toContain(nonce);
    const unknown = await run(async () =>
      startSocial({
        request: await get('/social-login/myspace'),
        context,
        params: { provider: 'myspace' },
      }),
    );
    expect((unknown as Response).status).toBe(404);
  });
});

describe('session', () => {
  it('logout ends the token at the API and clears the cookie', async () => {
    const res = (await submit(
      logoutAction,
      '/fr/logout',
      {},
      { session: { token: MOCK_ACCOUNT.token }, params: { lang: 'fr' } },
    )) as Response;
    expect(res.headers.get('Location')).toBe('/fr');
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('frontend_session='))!;
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('drops a token the API answers 204 for and continues as a guest', async () => {
    const r = await loadAccount(await get('/', { token: 'expired-token-xyz' }), context);
    expect(r.user.loggedIn).toBe(false);
    const session = (await sessionStorage().getSession(r.setCookie!.split(';')[0])).data;
    expect(session).toEqual({});
    const account = await loadAccount(await get('/', { token: MOCK_ACCOUNT.token }), context);
    expect(account.user).toMatchObject({ loggedIn: true, name: 'Mock Shopper' });
  });

  it('sends an expired session from an account page to log in again', async () => {
    const res = (await run(async () =>
      profileLoader({
        request: await get('/user/profile', { token: 'expired-token-xyz' }),
        context,
        params: {},
      }),
    )) as Response;
    expect(res.headers.get('Location')).toBe('/login?redirectTo=%2Fuser%2Fprofile');
  });

  it('asks a visitor who follows a store to log in and come back to the store', async () => {
    const res = (await submit(followAction, '/user/following', {
      store_id: '3',
      intent: 'follow',
      redirectTo: '/shop/kestrel',
    })) as Response;
    expect(res.headers.get('Location')).toBe('/login?redirectTo=%2Fshop%2Fkestrel');
  });
});
