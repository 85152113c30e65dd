// An unknown category is the 404 page however it is reached (issue 14): a document answers 404; a client
// navigation, whose listing streams, ends on the same page — never "Loading…" for good, "Unexpected Server
// Error" or a failed loading bar.
import { test, expect, hydrated } from './fixtures.ts';

const notFound = 'This page could not be found';

for (const path of [
  '/all/no-such-category',
  '/all/electronics/no-such-sub',
  '/ar/all/no-such-category',
])
  test(`${path} ends on the 404 page`, async ({ page, javaScriptEnabled }) => {
    const heading = page.getByRole('heading', {
      level: 1,
      name: path.startsWith('/ar') ? 'تعذر العثور على هذه الصفحة' : notFound,
    });
    if (!javaScriptEnabled) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(heading).toBeVisible();
      return;
    }
    await page.goto(path.startsWith('/ar') ? '/ar/categories' : '/categories');
    await hydrated(page, javaScriptEnabled);
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    // No link leads to an unknown category: navigate the way a link would, on the client.
    await page.evaluate(
      (to) =>
        (
          window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }
        ).__remixRouter.navigate(to),
      path,
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heading).toBeVisible();
    await expect(page.getByText('Unexpected Server Error')).toHaveCount(0);
    await expect(page.locator('h1[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('loading-bar-failed')).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      before,
    );
  });
