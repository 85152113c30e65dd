// Shell actions with real cookies: CSRF and Origin checks first, then the change, post/redirect/get.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import { languageCookie, preferencesCookie } from '#app/lib/session.server.ts';
import { readToast } from '#app/lib/toast.server.ts';
import { action as languageAction } from '#app/routes/language.tsx';
import { action as preferencesAction } from '#app/routes/preferences.tsx';
import { action as newsletterAction } from '#app/routes/newsletter.tsx';
import { action as loginAction } from '#app/routes/($lang).login.tsx';
import { context, formPost, submit, useMockApi, apiAnswers } from '#tests/support/routes.ts';

useMockApi();

describe('language action', () => {
  it('saves the language and redirects to the same page in it', async () => {
    const res = await submit(languageAction, '/language', {
      lang: 'ar',
      redirectTo: '/fr/x/product/3?page=2',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/ar/x/product/3?page=2');
    expect(await languageCookie.parse(res.headers.get('Set-Cookie'))).toBe('ar');
  });
  it('refuses missing CSRF tokens, foreign origins, unknown languages and open redirects', async () => {
    expect(
      (await submit(languageAction, '/language', { lang: 'fr' }, { csrf: false })).status,
    ).toBe(403);
    expect(
      (await submit(languageAction, '/language', { lang: 'fr' }, { origin: 'https://evil.test' }))
        .status,
    ).toBe(403);
    expect((await submit(languageAction, '/language', { lang: 'xx' })).status).toBe(400);
    const res = await submit(languageAction, '/language', {
      lang: 'fr',
      redirectTo: '//evil.test/x',
    });
    expect(res.headers.get('Location')).toBe('/fr');
  });
});

describe('preferences action', () => {
  it('remembers closed banners and the cookie answer', async () => {
    const res = await submit(preferencesAction, '/preferences', {
      intent: 'close-banner',
      bannerId: '9',
      redirectTo: '/ar',
    });
    expect(res.headers.get('Location')).toBe('/ar');
    expect(await preferencesCookie.parse(res.headers.get('Set-Cookie'))).toEqual({
      closedBanners: [9],
      consent: null,
    });
    const consent = await submit(preferencesAction, '/preferences', {
      intent: 'consent',
      answer: 'accepted',
    });
    expect((await preferencesCookie.parse(consent.headers.get('Set-Cookie'))).consent).toBe(
      'accepted',
    );
    expect(
      (await submit(preferencesAction, '/preferences', { intent: 'consent', answer: 'maybe' }))
        .status,
    ).toBe(400);
  });
});

describe('rate limits reach the shopper as 429 with Retry-After (issue 13 item 11)', () => {
  it('a limited newsletter post (a PRG form) and a limited sign-in (a Conform form) answer 429', async () => {
    const limited = () =>
      HttpResponse.json(
        {
          status: 429,
          message: 'Too many requests. Please try again later.',
          data: { form: ['Too many requests. Please try again later.'] },
          token: null,
        },
        { status: 429, headers: { 'Retry-After': '120' } },
      );
    server.use(
      http.post('*/api/v1/email-subscription', limited),
      http.post('*/api/v1/user/signin', limited),
    );
    const caught = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (e) {
        return e as { data: { message: string }; init: { status: number; headers: HeadersInit } };
      }
      throw new Error('not refused');
    };
    const newsletter = await caught(async () =>
      newsletterAction({
        request: await formPost('/fr/newsletter', { email: 'ada@example.com', redirectTo: '/fr' }),
        context,
        params: { lang: 'fr' },
      }),
    );
    const signin = await caught(async () =>
      loginAction({
        request: await formPost('/login', { email: 'ada@example.com', password: 'secret12' }),
        context,
        params: {},
      }),
    );
    for (const r of [newsletter, signin]) {
      expect(r.init.status).toBe(429);
      expect(new Headers(r.init.headers).get('Retry-After')).toBe('120');
    }
    expect(signin.data.message).toBe('Too many requests. Please try again later.');
    expect(newsletter.data.message).not.toBe(signin.data.message); // in the shopper's French
  });
});

describe('newsletter action', () => {
  const toastOf = async (res: Response) =>
    (
      await readToast(
        new Request('http://shop.test/', {
          headers: { Cookie: res.headers.get('Set-Cookie')!.split(';')[0]! },
        }),
      )
    ).toast;

  it('subscribes through the API and says so', async () => {
    let sent: unknown;
    let language: string | null = null;
    server.use(
      http.post(
        '*/api/v1/email-subscription',
        async ({ request }) => (
          (sent = await request.json()),
          (language = request.headers.get('language')),
          HttpResponse.json({ status: 200, message: '', data: true, token: '' })
        ),
      ),
    );
    const res = await submit(newsletterAction, '/newsletter', {
      email: ' Ada@Example.com ',
      redirectTo: '/fr',
    });
    expect(res.headers.get('Location')).toBe('/fr');
    expect(sent).toEqual({ email: 'Ada@Example.com' });
    // The subscriber's language is the page's (the form posts to the unprefixed /newsletter).
    expect(language).toBe('fr');
    expect(await toastOf(res)).toMatchObject({
      type: 'success',
      message: 'Vous êtes bien abonné(e) à notre newsletter',
    });
  });
  it('keeps what was typed with the error, and stops bots', async () => {
    const res = await submit(newsletterAction, '/newsletter', { email: 'nope', redirectTo: '/' });
    expect(await toastOf(res)).toEqual({
      type: 'error',
      message: 'Invalid email',
      values: { email: 'nope' },
    });
    const bot = await submit(newsletterAction, '/newsletter', {
      email: 'a@b.co',
      website: 'http://spam.test',
    });
    expect(bot.status).toBe(400);
  });
  it('shows the API message when the API refuses', async () => {
    apiAnswers('post', 'email-subscription', {
      status: 201,
      message: '',
      data: { form: ['Invalid email'] },
    });
    const res = await submit(newsletterAction, '/newsletter', { email: 'a@b.co' });
    expect(await toastOf(res)).toMatchObject({ type: 'error', message: 'Invalid email' });
  });
});
