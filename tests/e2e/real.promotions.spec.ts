// No marketing on the way to paying (issue 37 item 6), JavaScript on and off: a shopper who has closed
// nothing sees the popup and top banners on the cart, and neither on /shipping, /checkout, the pay page
// (JavaScript off: its button), the provider's return page, the order-placed page or the account pages.
import type { Page } from '@playwright/test';
import { cookieValue, expect, test } from './fixtures.ts';
import { logIn } from './accounts.ts';
import {
  checkoutText,
  expectPaid,
  guestAtCheckout,
  orderIdOf,
  placeOnline,
  plainProduct,
  sandbox,
  sendNotification,
} from './payments.ts';

/**
 * Reloads the page as a shopper who has closed no banner (consent given, so no cookie banner either) and
 * counts the popup and top banners, then makes the shopper a returning one again (so the journey's clicks are
 * never under a dialog).
 */
async function bannersOnReload(page: Page): Promise<[number, number]> {
  const url = new URL(page.url());
  const prefs = (closedBanners: number[]) => [
    {
      name: 'frontend_prefs',
      value: cookieValue({ closedBanners, consent: 'accepted' }),
      url: url.origin,
    },
  ];
  await page.context().addCookies(prefs([]));
  await page.reload();
  const counts: [number, number] = [
    await page.getByTestId('popup-banner').count(),
    await page.getByTestId('top-banner').count(),
  ];
  await page.context().addCookies(prefs([9]));
  return counts;
}

test('no popup or top banner on shipping, checkout, payment and order-placed pages; the cart has them', async ({
  page,
  request,
  js,
  stamp,
}) => {
  test.setTimeout(120_000);
  const email = `promo-${stamp}@example.com`;
  await guestAtCheckout(page, await plainProduct(request, js ? 14 : 15), js, email);
  expect(await bannersOnReload(page)).toEqual([0, 0]);
  await page.goto('/shipping');
  expect(await bannersOnReload(page)).toEqual([0, 0]);
  // The same shopper on the cart: both banners (what the pages above leave out).
  await page.goto('/cart');
  expect(await bannersOnReload(page)).toEqual([1, 1]);
  await page.goto('/checkout');
  // Payfast (a form posted to the provider): without JavaScript the pay page waits for its button.
  if (js) await placeOnline(page, 8, js);
  else {
    await page.locator('input[name=order_method][value="8"]').check();
    await page.getByRole('button', { name: checkoutText.place }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    expect(await bannersOnReload(page)).toEqual([0, 0]);
    await page.getByTestId('continue-payment').click();
    await page.waitForURL((u) => u.pathname.startsWith('/sandbox/'));
  }
  await sandbox(page, 'sandbox-pay-hold');
  // Payfast's return page waits for the ITN: a payment page.
  await expect(page).toHaveURL(/\/payfast\/return\/\d+$/);
  const id = orderIdOf(page);
  expect(await bannersOnReload(page)).toEqual([0, 0]);
  expect(await sendNotification(page, 'payfast', id)).toContain('answered 200');
  await expectPaid(page, request, email);
  expect(await bannersOnReload(page)).toEqual([0, 0]);
  // The account's pages, signed in.
  await page.context().clearCookies({ name: 'frontend_session' });
  await logIn(page, 'admin@bazaar.example', 'bazaar-admin-1', js);
  await page.goto('/user/profile');
  expect(await bannersOnReload(page)).toEqual([0, 0]);
});
