// Orders end to end (issue 15, the order pages), JavaScript on and off, on the real embedded API. Orders are
// placed by calling the API as a checkout would (cart/action, user/address/action, order/action in plain
// JSON); the screens are then used as a shopper would: the order in /user/orders, its tracker, cancelling a
// pending order (its stock returns), /track-order by form and by the code link (unknown codes say so),
// another shopper's order as a 404, the operator's `npm run orders -- status` moving the tracker on (and the
// buyer's e-mail), and Arabic, right to left.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, openHydrated, openWithStatus, submitForm, test } from './fixtures.ts';
import { expectMailTo, logIn, logInAt, newShopper, toast } from './accounts.ts';
import { idRange, placeOrder, plainProduct, type PlainProduct } from './orders.ts';

// Journeys through several pages, two with the orders CLI (a tsx process, slow to start on a busy
// machine): 90 s rather than the default 60 s.
test.describe.configure({ timeout: 90_000 });

const run = promisify(execFile);
/** This spec's products come from the end of the catalogue (other specs look from the start or the middle). */
const FROM_END = idRange(120, 1);

const stockOf = async (request: APIRequestContext, productId: number) =>
  (
    (await (await request.get(`/api/v1/product/${productId}`)).json()) as {
      data: PlainProduct;
    }
  ).data.inventory[0]!.quantity;

/** `npm run orders -- …` against the e2e server's database (what the operator types on the server). */
const cli = (...args: string[]) =>
  run('npx', ['tsx', 'api/cli.ts', 'orders', ...args], {
    env: { ...process.env, DATABASE_URL: 'file:./data/e2e/bazaar.sqlite', LOG_LEVEL: 'warn' },
  });

const guestToken = () => `e2eguest${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 30);
const tracker = (page: Page) => page.getByRole('list', { name: 'Order progress' });

test('a signed-in shopper finds the order in the list, follows its tracker and cancels it while pending; the stock returns', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const { email, token } = await newShopper(request, 'orders', stamp, 'Order Owner');
  const product = await plainProduct(request, js ? 0 : 1, FROM_END);
  const before = await stockOf(request, product.id);
  const placed = await placeOrder(request, product, { token }, { quantity: 2 });
  expect(await stockOf(request, product.id)).toBe(before - 2);

  await logIn(page, email, 'secret12', js);
  // The header's account menu leads to the orders (a <details> menu: no JavaScript needed).
  await page.getByText('My account', { exact: true }).click();
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/orders$/);
  await hydrated(page, js);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const row = page.getByTestId('order').filter({ hasText: placed.order });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('Pending');
  await expect(row.getByTestId('order-payment')).toHaveText('Unpaid');
  await expect(row.getByTestId('order-method')).toHaveText('Cash on delivery');
  await expect(row).toContainText(product.title);
  // The filters are a GET form: "Cancelled" shows none yet, and says so.
  await page.getByLabel('Cancelled').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/cancelled=1/);
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();

  await page
    .getByTestId('order')
    .filter({ hasText: placed.order })
    .getByRole('link', { name: /View order/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${placed.id}$`));
  await hydrated(page, js);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${placed.order}` }),
  ).toBeVisible();
  await expect(tracker(page).getByRole('listitem')).toHaveCount(5);
  await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Pending');
  await expect(page.getByTestId('order-address')).toContainText('1 Main Street');
  // The state and the country by name, not their codes (NY, US).
  await expect(page.getByTestId('order-address')).toContainText('New York, New York, 10001');
  await expect(page.getByTestId('order-address')).toContainText('United States');
  await expect(page.getByTestId('order-store')).toHaveCount(1);
  await expect(page.getByTestId('order-line')).toContainText(product.title);

  // Cancel: the spec's messages first, then the cancellation with its title and message.
  await page.getByText('Cancel this order', { exact: true }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await submitForm(
    page,
    { Title: 'Ordered twice', Message: 'I will order again later.' },
    'Cancel order',
  );
  await toast(page, 'Your order has been cancelled.');
  await expect(page.getByTestId('order-notice')).toContainText('This order has been cancelled');
  await expect(page.getByTestId('order-notice')).toContainText('Ordered twice');
  await expect(page.getByTestId('order-notice')).toContainText('I will order again later.');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  expect(await stockOf(request, product.id)).toBe(before);

  // Someone else's order is not found on this screen.
  const other = await placeOrder(request, product, { guest: guestToken() });
  await openWithStatus(page, `/user/order/${other.id}`, 404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a guest tracks an order by code from the header link and by the code link; unknown codes are unknown', async ({
  page,
  request,
  js,
}) => {
  const product = await plainProduct(request, 2, FROM_END);
  const placed = await placeOrder(request, product, { guest: guestToken() });

  await openHydrated(page, '/', js);
  await page.getByRole('link', { name: 'Track your order' }).first().click();
  await expect(page).toHaveURL(/\/track-order$/);
  await hydrated(page, js);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await page.getByLabel('Tracking code').fill('NOSUCHCODE99');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('No order was found with this tracking code.')).toBeVisible();
  await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  // The code as typed (lower case, spaces) is found; nothing personal is shown.
  await page.getByLabel('Tracking code').fill(` ${placed.order.toLowerCase()} `);
  await page.getByRole('button', { name: 'Track order' }).click();
  const result = page.getByTestId('tracked-order');
  await expect(result.getByRole('heading', { name: `Order ${placed.order}` })).toBeVisible();
  await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Pending');
  await expect(result.getByTestId('order-line')).toContainText(product.title);
  await expect(result).not.toContainText('1 Main Street');
  await expect(result).not.toContainText('ada.buyer@example.com');
  expect(page.url()).not.toContain(placed.order);
  // At most 700 px wide (docs/spec.md §9).
  const width = await page.getByTestId('track-order').evaluate((el) => el.clientWidth);
  expect(width).toBeLessThanOrEqual(700);

  // The link of the checkout's success page and of every order e-mail.
  await openWithStatus(page, `/track-order?code=${placed.order}`, 200);
  await expect(page.getByTestId('tracked-order')).toContainText(product.title);
  await openWithStatus(page, '/track-order?code=NOSUCHCODE99', 404);
  await expect(page.getByText('No order was found with this tracking code.')).toBeVisible();
});

test('the operator’s `npm run orders -- status` moves the tracker on and e-mails the buyer; in Arabic, right to left', async ({
  page,
  request,
  js,
}) => {
  const product = await plainProduct(request, 3, FROM_END);
  const email = `tracked-${Date.now()}@example.com`;
  const placed = await placeOrder(
    request,
    product,
    { guest: guestToken() },
    { email, language: 'ar' },
  );

  const { stdout } = await cli('status', String(placed.id), 'picked_up');
  expect(stdout).toContain(`Order ${placed.id} (${placed.order}) is now picked up`);
  // Backwards is refused, and says why.
  const back = await cli('status', String(placed.id), 'confirmed').catch(
    (e: { code: number; stderr: string }) => e,
  );
  expect(back).toMatchObject({ code: 1 });
  expect((back as { stderr: string }).stderr).toContain('can only move forward');

  await openHydrated(page, `/ar/track-order?code=${placed.order}`, js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تتبع طلبك' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'مراحل الطلب' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('تم الاستلام');
  await expect(steps.locator('[data-state="done"]')).toHaveCount(2);
  await expect(steps.locator('[data-state="upcoming"]')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // The buyer heard about it, in the language of the order, with the tracking link.
  await expectMailTo(request, email, 'تم استلام طلبك من قبل شركة الشحن.');
});

test('a bank transfer awaits verification until the operator confirms it, then the order is paid', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const { email, token } = await newShopper(request, 'transfer', stamp, 'Transfer Payer');
  const product = await plainProduct(request, 4, FROM_END);
  const placed = await placeOrder(request, product, { token }, { method: 7, email });
  const submitted = (await (
    await request.post('/api/v1/order/transaction', {
      headers: { Authorization: `Bearer ${token}` },
      data: { id: placed.id, trans_id: 'BANK-REF-2026' },
    })
  ).json()) as { status: number; message: string };
  expect(submitted).toMatchObject({ status: 200, message: 'Payment data submitted successfully' });

  await logInAt(page, email, '/user/orders', js);
  const row = page.getByTestId('order').filter({ hasText: placed.order });
  await expect(row.getByTestId('order-method')).toHaveText('Bank transfer');
  await expect(row.getByTestId('order-payment')).toHaveText('Awaiting verification');
  // "Unpaid" lists it, "Paid" does not yet.
  await page.goto('/user/orders?paid=1');
  await expect(page.getByTestId('order').filter({ hasText: placed.order })).toHaveCount(0);

  const { stdout } = await cli('confirm-transfer', String(placed.id));
  expect(stdout).toContain(`Order ${placed.id} (${placed.order}) is paid`);
  await openHydrated(page, '/user/orders?paid=1', js);
  await expect(page.getByLabel('Paid', { exact: true })).toBeChecked();
  const paid = page.getByTestId('order').filter({ hasText: placed.order });
  await expect(paid.getByTestId('order-payment')).toHaveText('Paid');
  await paid.getByRole('link', { name: /View order/ }).click();
  await expect(page.getByTestId('order-payment')).toHaveText('Paid');
  await expectMailTo(request, email, 'We have received your bank transfer. Your order is paid.');
});
