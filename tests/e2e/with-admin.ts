// The e2e `test` with the seeded demo admin at hand, for specs that drive the admin area beside a shopper.
import type { Page } from '@playwright/test';
import { hydrated, setReturningShopper, test as base } from './fixtures.ts';
import { DEMO_ADMIN, logIn } from './accounts.ts';

export const test = base.extend<{
  /**
   * The admin, signed in in a browser context of their own (same JavaScript setting as the project); on `path`
   * (hydrated) when given. Every context it opens is closed when the test ends.
   */
  adminAt: (path?: string) => Promise<Page>;
}>({
  adminAt: async ({ browser, baseURL, js }, use) => {
    const opened: Page[] = [];
    await use(async (path) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
      await setReturningShopper(context, baseURL!);
      const admin = await context.newPage();
      opened.push(admin);
      await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, js);
      if (path) {
        await admin.goto(path);
        await hydrated(admin, js);
      }
      return admin;
    });
    for (const admin of opened) await admin.context().close();
  },
});
