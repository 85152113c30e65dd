// PayPal, Flutterwave and Iyzico end to end on the real server (issue 16), JavaScript on and off, each on its
// local sandbox (the demo shop has no keys): a guest places an order, goes to the provider's hosted page
// (TEST MODE) and comes back — PayPal and Flutterwave to /<provider>/return/{id}, Iyzico through its form post
// to the API's callback. Paid → the order page says "Payment received" and the e-mail arrives once (a replayed
// notification changes nothing); cancelled → the cart with 'Payment has been cancelled' and the line back;
// tampered → 'Unable to verify payment', unpaid; a payment that settles later → the return page waits, then
// shows the paid order once the provider's webhook arrives.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { SINK, toast } from './accounts.ts';
import { orderIdOf, sendNotification } from './payments.ts';

const t = JSON.parse(
  readFileSync(new URL('../../locales/en/checkout.json', import.meta.url), 'utf8'),
);

type Detail = {
  id: number;
  slug: string;
  attribute: unknown[];
  inventory: { id: number; quantity: number }[];
  bundle_deal: unknown;
};

const PROVIDERS = [
  { name: 'paypal', method: 4 },
  { name: 'flutterwave', method: 5 },
  { name: 'iyzico', method: 6 },
] as const;
type Provider = (typeof PROVIDERS)[number];

/** A plain in-stock product (no variants, no bundle), a different one per provider and project. */
async function productFor(request: APIRequestContext, skip: number): Promise<Detail> {
  const plain: Detail[] = [];
  for (let id = 1; id <= 200 && plain.length <= skip; id++) {
    const r = (await (await request.get(`/api/v1/product/${id}`)).json()) as {
      status: number;
      data: Detail;
    };
    const d = r.data;
    if (r.status !== 200 || !d?.id || d.attribute.length || d.bundle_deal) continue;
    if (d.inventory.length !== 1 || d.inventory[0]!.quantity < 20) continue;
    plain.push(d);
  }
  return plain[skip]!;
}

async function addToCart(page: Page, d: Detail, js: boolean) {
  await page.goto(`/${d.slug}/product/${d.id}`);
  await hydrated(page, js);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await toast(page, 'Product successfully added to cart');
}

async function addAddress(page: Page, email: string) {
  const form = page
    .locator('form')
    .filter({ has: page.locator('button[name=intent][value=save]') });
  await form.locator('input[name=name]').fill('Pay Buyer');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=phone]').fill('+1 212 555 0100');
  await form.locator('select[name=country]').selectOption('US');
  const state = form.locator('select[name=state]');
  if (await state.count()) await state.selectOption({ index: 1 });
  await form.locator('input[name=city]').fill('New York');
  await form.locator('input[name=zip]').fill('10001');
  await form.locator('input[name=address_1]').fill('1 Main Street');
  await form.locator('button[name=intent][value=save]').click();
  const invalid = form.locator('select[name=state][aria-invalid=true]');
  if (await invalid.count()) {
    await invalid.selectOption({ index: 1 });
    await form.locator('button[name=intent][value=save]').click();
  }
  await toast(page, 'Address created successfully');
}

/** Cart → shipping → checkout → "Place order" with the provider: lands on its hosted page (TEST MODE). */
async function placeOrder(
  page: Page,
  p: Provider,
  d: Detail,
  js: boolean,
  opts: { email?: string; add: boolean },
) {
  if (opts.add) await addToCart(page, d, js);
  await page.goto('/shipping');
  await hydrated(page, js);
  if (opts.email) await addAddress(page, opts.email);
  await page.getByRole('button', { name: t.shipping.continue }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page, js);
  await page.getByLabel(t.methods[String(p.method)]).check();
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/${p.name}/`));
  await expect(page.getByTestId('sandbox-test-mode')).toBeVisible();
}

/** Presses a button of the hosted page; Iyzico's page then posts the token back ("Return to the shop"). */
async function press(page: Page, p: Provider, testId: string) {
  await page.getByTestId(testId).click();
  if (p.name === 'iyzico') await page.getByTestId('sandbox-return').click();
}

const mailsTo = async (request: APIRequestContext, email: string) =>
  (
    (await (
      await request.get(`${SINK}/messages?to=${encodeURIComponent(email)}`)
    ).json()) as unknown[]
  ).length;

test.describe('online payments: PayPal, Flutterwave, Iyzico', () => {
  test.describe.configure({ timeout: 120_000 });

  PROVIDERS.forEach((p, i) => {
    test(`${p.name}: paid and e-mailed once; cancel restores the cart; tampered is not paid; a late webhook is waited for`, async ({
      page,
      request,
      javaScriptEnabled,
    }, testInfo) => {
      const js = javaScriptEnabled !== false;
      const d = await productFor(request, 20 + i * 2 + (js ? 0 : 1));
      const email = `pay-${p.name}-${testInfo.project.name}-${Date.now()}@example.com`;

      // 1. Paid: the return verifies with the provider; the order page says so; one e-mail.
      await placeOrder(page, p, d, js, { email, add: true });
      await press(page, p, 'sandbox-pay');
      await expect(page.getByTestId('order-placed')).toHaveText(t.api.placed);
      await expect(page.getByTestId('payment-received')).toHaveText(t.complete.paid);
      const orderUrl = page.url();
      await expect.poll(() => mailsTo(request, email)).toBe(1);
      // The provider sends this order's notification again (the sandbox's notifications page): nothing changes.
      expect(await sendNotification(page, p.name, orderIdOf(page))).toBe('The shop answered 200.');
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
    });
  });
});
