// The admin area's layout, JavaScript on and off: the shop's header and footer, but none of the shopper's
// promotions (the top banner and the popup), even for an admin who never closed them; a visitor's /admin is
// this site's ordinary 404 like an unknown URL, but without promotions: no popup or top banner ever shows on
// /admin/* (issue 35, decision 143), whoever asks.
import { expect, test } from './fixtures.ts';
import { logIn } from './accounts.ts';

// A first visit: no banner closed, so any page that shows promotions shows both.
test.use({ firstVisit: true });

test('the admin area shows no promotions, nor does a visitor’s /admin 404', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const js = javaScriptEnabled !== false;
  const unknown = await page.goto('/no-such-page-here');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('top-banner')).toHaveCount(1);
  await expect(page.getByTestId('popup-banner')).toHaveCount(1);

  const refused = await page.goto('/admin');
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByTestId('top-banner')).toHaveCount(0);
  await expect(page.getByTestId('popup-banner')).toHaveCount(0);

  await logIn(page, 'admin@bazaar.example', 'bazaar-admin-1', js);
  for (const path of ['/admin', '/ar/admin/sellers']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByTestId('top-banner')).toHaveCount(0);
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
  }
  // The shop itself still shows them to the same admin.
  await page.goto('/');
  await expect(page.getByTestId('top-banner')).toHaveCount(1);
});
