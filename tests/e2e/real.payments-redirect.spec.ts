// PayPal, Flutterwave and Iyzico end to end on the real server (issue 16), JavaScript on and off, each on its
// local sandbox (the demo shop has no keys): a guest places an order, goes to the provider's hosted page
// (TEST MODE) and comes back — PayPal and Flutterwave to /<provider>/return/{id}, Iyzico through its form post
// to the API's callback. Paid → the order page says "Payment received" and the e-mail arrives once (a replayed
// notification changes nothing); cancelled → the cart with 'Payment has been cancelled' and the line back;
// tampered → 'Unable to verify payment', unpaid; a payment that settles later → the return page waits, then
// shows the paid order once the provider's webhook arrives.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { toast } from './accounts.ts';
import { idRange, plainProduct, type PlainProduct } from './orders.ts';
import { checkoutText as t, mailsTo, orderIdOf, sendNotification } from './payments.ts';
import { addToCart, saveAddress } from './shopping.ts';
import { withShopLock } from './shop-lock.ts';

const PROVIDERS = [
  { name: 'paypal', method: 4 },
  { name: 'flutterwave', method: 5 },
  { name: 'iyzico', method: 6 },
] as const;
type Provider = (typeof PROVIDERS)[number];

/** Cart → shipping → checkout → "Place order" with the provider: lands on its hosted page (TEST MODE). */
async function placeOrder(
  page: Page,
  p: Provider,
  d: PlainProduct,
  js: boolean,
  opts: { email?: string; add: boolean },
) {
  if (opts.add) await addToCart(page, d, js);
  await page.goto('/shipping');
  await hydrated(page, js);
  if (opts.email) {
    await saveAddress(page, 'Pay Buyer', opts.email);
    await toast(page, 'Address created successfully');
  }
  await page.getByRole('button', { name: t.shipping.continue }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page, js);
  await page.getByLabel(t.methods[String(p.method)]!).check();
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/${p.name}/`));
  await expect(page.getByTestId('sandbox-test-mode')).toBeVisible();
}

/** Presses a button of the hosted page; Iyzico's page then posts the token back ("Return to the shop"). */
async function press(page: Page, p: Provider, testId: string) {
  await page.getByTestId(testId).click();
  if (p.name === 'iyzico') await page.getByTestId('sandbox-return').click();
}

test.describe('online payments: PayPal, Flutterwave, Iyzico', () => {
  test.describe.configure({ timeout: 120_000 });

  PROVIDERS.forEach((p, i) => {
    test(`${p.name}: paid and e-mailed once; cancel restores the cart; tampered is not paid; a late webhook is waited for`, async ({
      page,
      request,
      javaScriptEnabled,
    }, testInfo) =>
      // The settings' spec withdraws Flutterwave or Iyzico for a moment: never while this journey runs.
      withShopLock(async () => {
        const js = javaScriptEnabled !== false;
        // A different product per provider and project.
        const d = await plainProduct(request, 20 + i * 2 + (js ? 0 : 1), idRange(1, 200));
        const email = `pay-${p.name}-${testInfo.project.name}-${Date.now()}@example.com`;

        // 1. Paid: the return verifies with the provider; the order page says so; one e-mail.
        await placeOrder(page, p, d, js, { email, add: true });
        await press(page, p, 'sandbox-pay');
        await expect(page.getByTestId('order-placed')).toHaveText(t.api.placed);
        await expect(page.getByTestId('payment-received')).toHaveText(t.complete.paid);
        const orderUrl = page.url();
        await expect.poll(() => mailsTo(request, email)).toBe(1);
        // The provider sends this order's notification again (the sandbox's notifications page): nothing changes.
        expect(await sendNotification(page, p.name, orderIdOf(page))).toBe(
          'The shop answered 200.',
        );
        await page.goto(orderUrl);
        await expect(page.getByTestId('payment-received')).toHaveText(t.complete.paid);
        expect(await mailsTo(request, email)).toBe(1);

        // 2. Cancelled: back in the cart with the message, the line restored.
        await placeOrder(page, p, d, js, { add: true });
        await press(page, p, 'sandbox-cancel');
        await expect(page).toHaveURL(/\/cart$/);
        await expect(
          page.getByRole('alert').filter({ hasText: t.api.paymentCancelled }),
        ).toBeVisible();
        await expect(page.getByTestId('cart-count')).toHaveText('1');

        // 3. Tampered: 'Unable to verify payment', and the order stays unpaid when asked again.
        await placeOrder(page, p, d, js, { add: false });
        await press(page, p, 'sandbox-tamper');
        await expect(page.getByTestId('payment-unverified')).toHaveText(t.api.paymentUnverified);
        await page.reload();
        await expect(page.getByTestId('payment-unverified')).toHaveText(t.api.paymentUnverified);
        await expect(page.getByTestId('payment-received')).toHaveCount(0);

        // 4. Back before the provider has confirmed: the page waits; the provider settles; the page shows it paid.
        await placeOrder(page, p, d, js, { add: true });
        await press(page, p, 'sandbox-pay-pending');
        await expect(page).toHaveURL(new RegExp(`/${p.name}/return/\\d+`));
        await expect(page.getByTestId('payment-wait')).toHaveText(t.return.wait);
        const settle = await page.context().newPage();
        await settle.goto(`/sandbox/${p.name}/settle`);
        await settle.getByTestId('sandbox-settle').first().click();
        await expect(settle.getByTestId('sandbox-settled')).toBeVisible();
        await settle.close();
        // JavaScript revalidates, without it the page refreshes itself: either way the paid order follows.
        await expect(page.getByTestId('payment-received')).toHaveText(t.complete.paid, {
          timeout: 20_000,
        });
        await expect.poll(() => mailsTo(request, email)).toBe(2);
      }));
  });
});
