import { test as base, expect, type BrowserContext } from '@playwright/test';

/** Remix's unsigned cookie encoding: base64 of the JSON value. */
export const cookieValue = (value: unknown) =>
  encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));

/** A returning shopper who already answered the cookie banner and closed the popup (demo banner id 9). */
export async function setReturningShopper(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    {
      name: 'frontend_prefs',
      value: cookieValue({ closedBanners: [9], consent: 'accepted' }),
      url: baseURL,
    },
  ]);
}

// Every page: no uncaught errors and no CSP violations in the console (JavaScript-enabled projects).
export const test = base.extend<{ consoleErrors: string[]; firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, baseURL, firstVisit }, use) => {
    if (!firstVisit && baseURL) await setReturningShopper(context, baseURL);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && !/Failed to load resource/.test(m.text()))
          errors.push(m.text());
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
