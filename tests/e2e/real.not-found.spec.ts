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

// A NUL character names nothing and PostgreSQL cannot store one (issue 37): refused at the edge with a 4xx,
// whatever the page, never a 500 with a stack trace in the log.
test('a NUL character in a path, a query or a form post is a 4xx, never a 5xx', async ({
  request,
}) => {
  for (const path of [
    '/search?q=%00',
    '/track-order?code=AB%00',
    '/sandbox/stripe/pay/1%00',
    '/all/electronics%00',
    '/api/v1/track-order?tracking_id=%00',
    '/api/v1/search?q=a%00b',
    '/api/v1/product/1%00',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }
  const contact = await request.post('/api/v1/contact', {
    data: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'a\u0000b' },
  });
  expect(contact.status()).toBeLessThan(500);
  expect(await contact.json()).toMatchObject({ status: 201 });
});
