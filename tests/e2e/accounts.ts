// Account helpers shared by e2e specs: codes from the SMTP sink, an account made through the API, log in.
import type { APIRequestContext, Page } from '@playwright/test';
import { PORTS } from '../../playwright.config.ts';
import { expect, openHydrated } from './fixtures.ts';

export const SINK = `http://127.0.0.1:${PORTS.sinkHttp}`;

/** The code of the (n+1)-th message to `email`, waiting for it to arrive. */
export async function codeFor(
  request: APIRequestContext,
  email: string,
  n: number,
): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = (await (
          await request.get(`${SINK}/messages?to=${encodeURIComponent(email)}`)
        ).json()) as { text: string }[];
        text = list[n]?.text ?? '';
        return text;
      },
      { timeout: 15_000 },
    )
    .toMatch(/: \d{6}\s*$/m);
  return /: (\d{6})\s*$/m.exec(text)![1]!;
}

/** A verified account made through the API; returns its bearer token. */
export async function registerViaApi(
  request: APIRequestContext,
  email: string,
  password = 'secret12',
  name = 'Test Shopper',
): Promise<string> {
  const [first, last] = name.split(' ');
  await request.post('/api/v1/user/signup', {
    data: { first_name: first, last_name: last, email, password },
  });
  const verified = await request.post('/api/v1/user/verify', {
    data: { email, code: await codeFor(request, email, 0) },
  });
  const body = (await verified.json()) as { status: number; data: { token: string } };
  expect(body.status).toBe(200);
  return body.data.token;
}

/** A new verified shopper of one test, `<label>-<stamp>@example.com` (password secret12): e-mail and token. */
export async function newShopper(
  request: APIRequestContext,
  label: string,
  stamp: string,
  name?: string,
): Promise<{ email: string; token: string }> {
  const email = `${label}-${stamp}@example.com`;
  return { email, token: await registerViaApi(request, email, 'secret12', name) };
}

export async function logIn(page: Page, email: string, password: string, js: boolean) {
  await openHydrated(page, '/login', js);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-profile')).toBeVisible();
}

/** Logs in with the password secret12 and opens one of the shopper's pages (`/user/orders`, …). */
export async function logInAt(page: Page, email: string, path: string, js: boolean) {
  await logIn(page, email, 'secret12', js);
  await openHydrated(page, path, js);
}

export const toast = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

/** The seeded demo admin (docs/operations.md "The first admin", local use only). */
export const DEMO_ADMIN = { email: 'admin@bazaar.example', password: 'bazaar-admin-1' };

/** Every message the SMTP sink holds for `email`: subjects and texts, one after the other. */
export const mailsTo = async (request: APIRequestContext, email: string) =>
  (
    (await (await request.get(`${SINK}/messages?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      text: string;
    }[]
  )
    .map((m) => `${m.subject}\n${m.text}`)
    .join('\n');

/** Waits (up to 20 s: mail leaves in the background) until a message to `email` says `text`. */
export const expectMailTo = (request: APIRequestContext, email: string, text: string) =>
  expect.poll(() => mailsTo(request, email), { timeout: 20_000 }).toContain(text);
