// E2E helpers for online payments (issue 16), shared by every provider's journeys: a guest's cart taken to
// /checkout, "Place order" with an online method up to the provider's (sandbox) page, the sandbox's buttons,
// its held notifications sent (again) from its notifications page, and the order's e-mails in the SMTP sink.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, locale } from './fixtures.ts';
import { SINK } from './accounts.ts';
import { idRange, plainProducts } from './orders.ts';
import { addToCart, saveAddress } from './shopping.ts';

export const checkoutText = locale('en', 'checkout') as {
  methods: Record<string, string>;
  place: string;
  testMode: string;
  pay: { continue: string };
  return: { wait: string };
  complete: { paid: string };
  api: { placed: string; paymentCancelled: string; paymentUnverified: string };
  shipping: { continue: string };
};

/** Plain in-stock products (no variants, no bundle deal); `pick` spreads parallel journeys over them. */
export async function plainProduct(request: APIRequestContext, pick: number) {
  const plain = await plainProducts(request, idRange(1, 200), { minStock: 30, enough: 40 });
  return plain[pick % plain.length]!;
}

/** A new guest (fresh session) with one product in the cart and an address, on /checkout. */
export async function guestAtCheckout(
  page: Page,
  product: { id: number; slug: string },
  js: boolean,
  email: string,
) {
  await page.context().clearCookies({ name: 'frontend_session' });
  await addToCart(page, product, js);
  await page.goto('/shipping');
  await hydrated(page, js);
  await saveAddress(page, 'Pay Buyer', email);
  await expect(page.getByTestId('shipping-blocked')).toHaveCount(0);
  await page.getByRole('button', { name: checkoutText.shipping.continue }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page, js);
}

/** "Place order" with an online method (3 Stripe redirects; the others post a form): up to its sandbox page. */
export async function placeOnline(page: Page, method: number, js: boolean) {
  const radio = page.locator(`input[name=order_method][value="${method}"]`);
  await expect(radio.locator('xpath=..').getByTestId('test-mode')).toHaveText(
    checkoutText.testMode,
  );
  await radio.check();
  await page.getByRole('button', { name: checkoutText.place }).click();
  // A provider reached by a form: our pay page posts itself with JavaScript; without it, a button.
  if (method !== 3 && !js) {
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    await expect(page.getByTestId('test-mode')).toHaveText(checkoutText.testMode);
    await page.getByTestId('continue-payment').click();
  }
  await page.waitForURL((u) => u.pathname.startsWith('/sandbox/'));
  await expect(page.getByTestId('sandbox-test-mode')).toBeVisible();
}

/**
 * A new guest pays for one plain product (`pick`, see plainProduct) online with `method` (its id): from the cart
 * up to the provider's sandbox page.
 */
export async function guestToSandbox(
  page: Page,
  request: APIRequestContext,
  pick: number,
  method: number,
  js: boolean,
  email: string,
) {
  await guestAtCheckout(page, await plainProduct(request, pick), js, email);
  await placeOnline(page, method, js);
}

/** The order id of the page the shopper is on (return, order-placed or Razorpay callback page). */
export function orderIdOf(page: Page): number {
  const u = new URL(page.url());
  const id = Number(/\/(\d+)$/.exec(u.pathname)?.[1] ?? u.searchParams.get('order'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Presses a control of the sandbox's hosted page (sandbox-pay, sandbox-pay-hold, sandbox-cancel, …). */
export async function sandbox(page: Page, testId: string) {
  await page.getByTestId(testId).click();
}

/**
 * Sends the sandbox notification of order `orderId` (labels end with "(order N)") from the provider's
 * notifications page, in a page of its own; a second time is a replay. Returns the shop's answer.
 */
export async function sendNotification(
  page: Page,
  provider: string,
  orderId: number,
): Promise<string> {
  const match = `(order ${orderId})`;
  const desk = await page.context().newPage();
  await desk.goto(`/sandbox/${provider}/notifications`);
  const item = desk.getByTestId('sandbox-notification').filter({ hasText: match }).first();
  await item.getByTestId('sandbox-send').click();
  const answer = (await desk.getByTestId('sandbox-delivered').textContent()) ?? '';
  await desk.close();
  return answer;
}

/** The messages the SMTP sink received for `email`. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<number> {
  const list = (await (
    await request.get(`${SINK}/messages?to=${encodeURIComponent(email)}`)
  ).json()) as unknown[];
  return list.length;
}

/** The order-placed page of a paid online order, and its confirmation e-mail (exactly one). */
export async function expectPaid(page: Page, request: APIRequestContext, email: string) {
  await expect(page.getByTestId('payment-received')).toHaveText(checkoutText.complete.paid, {
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/checkout\/complete\/\d+$/);
  await expect.poll(() => mailsTo(request, email), { timeout: 15_000 }).toBe(1);
}

/** Cancelled: back on the cart with the message, the line restored. */
export async function expectCancelled(page: Page) {
  // An error toast is announced as an alert.
  await expect(
    page.getByRole('alert').filter({ hasText: checkoutText.api.paymentCancelled }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

export async function expectUnverified(page: Page) {
  await expect(page.getByTestId('payment-unverified')).toHaveText(
    checkoutText.api.paymentUnverified,
  );
  await expect(page.getByTestId('test-mode')).toHaveText(checkoutText.testMode);
}
