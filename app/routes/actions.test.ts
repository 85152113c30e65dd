// Shell actions with real cookies: CSRF and Origin checks first, then the change, post/redirect/get.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@remix-run/node';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import {
  commitCsrfToken,
  languageCookie,
  preferencesCookie,
  readToast,
} from '../lib/cookies.server.ts';
import { action as languageAction } from './language.tsx';
import { action as preferencesAction } from './preferences.tsx';
import { action as newsletterAction } from './newsletter.tsx';

const context = {
  cspNonce: 'n',
  requestId: 't',
  shopApiUrl: 'http://api.test/api/v1/',
  apiTimeoutMs: 1000,
} as AppLoadContext;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function post(
  path: string,
  fields: Record<string, string>,
  opts: { csrf?: boolean; origin?: string } = {},
) {
  const [token, setCookie] = await commitCsrfToken(new Request('http://shop.test/'));
  const body = new URLSearchParams(fields);
  if (opts.csrf !== false) body.set('csrf', token);
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Cookie: setCookie!.split(';')[0]!,
  };
  if (opts.origin) headers.Origin = opts.origin;
  return new Request(`http://shop.test${path}`, { method: 'POST', body, headers });
}
async function run(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

describe('language action', () => {
  it('saves the language and redirects to the same page in it', async () => {
    const res = await run(async () =>
      languageAction({
        request: await post('/language', { lang: 'ar', redirectTo: '/fr/x/product/3?page=2' }),
        context,
        params: {},
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/ar/x/product/3?page=2');
    expect(await languageCookie.parse(res.headers.get('Set-Cookie'))).toBe('ar');
  });
  it('refuses missing CSRF tokens, foreign origins, unknown languages and open redirects', async () => {
    expect(
      (
        await run(async () =>
          languageAction({
            request: await post('/language', { lang: 'fr' }, { csrf: false }),
            context,
            params: {},
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await run(async () =>
          languageAction({
            request: await post('/language', { lang: 'fr' }, { origin: 'https://evil.test' }),
            context,
            params: {},
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await run(async () =>
          languageAction({ request: await post('/language', { lang: 'xx' }), context, params: {} }),
        )
      ).status,
    ).toBe(400);
    const res = await run(async () =>
      languageAction({
        request: await post('/language', { lang: 'fr', redirectTo: '//evil.test/x' }),
        context,
        params: {},
      }),
    );
    expect(res.headers.get('Location')).toBe('/fr');
  });
});

describe('preferences action', () => {
  it('remembers closed banners and the cookie answer', async () => {
    const res = await run(async () =>
      preferencesAction({
        request: await post('/preferences', {
          intent: 'close-banner',
          bannerId: '9',
          redirectTo: '/ar',
        }),
        context,
        params: {},
      }),
    );
    expect(res.headers.get('Location')).toBe('/ar');
    expect(await preferencesCookie.parse(res.headers.get('Set-Cookie'))).toEqual({
      closedBanners: [9],
      consent: null,
    });
    const consent = await run(async () =>
      preferencesAction({
        request: await post('/preferences', { intent: 'consent', answer: 'accepted' }),
        context,
        params: {},
      }),
    );
    expect((await preferencesCookie.parse(consent.headers.get('Set-Cookie'))).consent).toBe(
      'accepted',
    );
    expect(
      (
        await run(async () =>
          preferencesAction({
            request: await post('/preferences', { intent: 'consent', answer: 'maybe' }),
            context,
            params: {},
          }),
        )
      ).status,
    ).toBe(400);
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
    server.use(
      http.post(
        '*/api/v1/email-subscription',
        async ({ request }) => (
          (sent = await request.json()),
          HttpResponse.json({ status: 200, message: '', data: true, token: '' })
        ),
      ),
    );
    const res = await run(async () =>
      newsletterAction({
        request: await post('/newsletter', { email: ' Ada@Example.com ', redirectTo: '/fr' }),
        context,
        params: {},
      }),
    );
    expect(res.headers.get('Location')).toBe('/fr');
    expect(sent).toEqual({ email: 'Ada@Example.com' });
    expect(await toastOf(res)).toMatchObject({
      type: 'success',
      message: 'Vous êtes bien abonné(e) à notre newsletter',
    });
  });
  it('keeps what was typed with the error, and stops bots', async () => {
    const res = await run(async () =>
      newsletterAction({
        request: await post('/newsletter', { email: 'nope', redirectTo: '/' }),
        context,
        params: {},
      }),
    );
    expect(await toastOf(res)).toEqual({
      type: 'error',
      message: 'Invalid email',
      values: { email: 'nope' },
    });
    const bot = await run(async () =>
      newsletterAction({
        request: await post('/newsletter', { email: 'a@b.co', website: 'http://spam.test' }),
        context,
        params: {},
      }),
    );
    expect(bot.status).toBe(400);
  });
  it('shows the API message when the API refuses', async () => {
    server.use(
      http.post('*/api/v1/email-subscription', () =>
        HttpResponse.json({ status: 201, message: '', data: { form: ['Invalid email'] } }),
      ),
    );
    const res = await run(async () =>
      newsletterAction({
        request: await post('/newsletter', { email: 'a@b.co' }),
        context,
        params: {},
      }),
    );
    expect(await toastOf(res)).toMatchObject({ type: 'error', message: 'Invalid email' });
  });
});
