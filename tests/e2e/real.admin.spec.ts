// The admin area end to end (issue 17), JavaScript on and off, on the real embedded API with the seeded demo
// admin: a shopper's cash-on-delivery order (placed through the API as a checkout would) is moved by the admin
// to delivered step by step; the shopper sees the tracker advance and every step's e-mail is in the SMTP sink;
// the audit log lists each move. A bank transfer awaiting verification is confirmed and the shopper's order is
// paid. A confirmed order is cancelled with a reason (the title required first) and marked refunded; the shopper
// sees "This order has been refunded". A shopper who opens /admin gets this site's 404.
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, hydrated, locale, sidewaysScroll } from './fixtures.ts';
import { test } from './with-admin.ts';
import { expectMailTo, logIn, logInAt, mailsTo, registerViaApi, toast } from './accounts.ts';
import { idRange, placeOrder, plainProduct } from './orders.ts';

// Each journey goes through the admin's pages and the shopper's: 90 s (the longest gets 120 s).
test.describe.configure({ timeout: 90_000 });

/** This spec's products come from the middle of the catalogue (away from the orders spec's). */
const MIDDLE = idRange(40, 120);

/**
 * A new shopper (`name`, e-mail `admin-<prefix>-…`) with an order (cash on delivery unless told) placed
 * through the API; each test its own `slot` of products, one each per project.
 */
async function shopperWithOrder(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
  name: string,
  slot: number,
  method: 2 | 7 = 2,
) {
  const email = `admin-${prefix}-${testInfo.project.name}-${Date.now()}@example.com`;
  const token = await registerViaApi(request, email, 'secret12', name);
  const pick = slot * 2 + (testInfo.project.name === 'real-js' ? 0 : 1);
  const product = await plainProduct(request, pick, MIDDLE);
  return { email, token, placed: await placeOrder(request, product, { token }, { email, method }) };
}

test('the admin moves a shopper’s cash-on-delivery order to delivered; the shopper sees the tracker advance and gets each e-mail', async ({
  page,
  request,
  adminAt,
  js,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email, placed } = await shopperWithOrder(request, testInfo, 'cod', 'Cod Buyer', 0);

  await logIn(page, email, 'secret12', js);
  // A shopper gets this site's 404 at /admin, not a hint.
  const refused = await page.goto('/admin');
  expect(refused?.status()).toBe(404);
  await expect(page.getByTestId('admin')).toHaveCount(0);
  await page.goto(`/user/order/${placed.id}`);
  await hydrated(page, js);
  const steps = page.getByRole('list', { name: 'Order progress' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Pending');

  const admin = await adminAt(`/admin?q=${placed.order}`);
  await expect(admin.getByTestId('admin-order')).toHaveCount(1);
  await admin.getByRole('link', { name: `Open order ${placed.order}` }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Order ${placed.order}` }),
  ).toBeVisible();
  for (const step of ['Confirmed', 'Picked up', 'On the way', 'Delivered']) {
    await admin.getByRole('button', { name: `Move to: ${step}` }).click();
    await toast(admin, 'The order has moved forward.');
    await expect(admin.getByRole('button', { name: `Move to: ${step}` })).toHaveCount(0);
  }
  const audit = admin.getByTestId('admin-audit');
  await expect(audit.locator('tbody tr')).toHaveCount(4);
  await expect(audit).toContainText('Moved to delivered');
  await expect(audit).toContainText('Status: On the way → Delivered');
  await expect(admin.getByTestId('admin-actions')).not.toContainText('Move to');

  await page.reload();
  await hydrated(page, js);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Delivered');
  await expect(steps.locator('[data-state="done"]')).toHaveCount(4);
  await expectMailTo(request, email, 'Your order has been delivered.');
  const mails = await mailsTo(request, email);
  for (const line of [
    'Your order has been confirmed.',
    'Your order has been picked up.',
    'Your order is on the way.',
  ])
    expect(mails).toContain(line);
});

test('the admin confirms a bank transfer awaiting verification; the shopper’s order is paid', async ({
  page,
  request,
  adminAt,
  js,
}, testInfo) => {
  const { email, token, placed } = await shopperWithOrder(
    request,
    testInfo,
    'bank',
    'Bank Payer',
    1,
    7,
  );
  const submitted = (await (
    await request.post('/api/v1/order/transaction', {
      headers: { Authorization: `Bearer ${token}` },
      data: { id: placed.id, trans_id: `REF-${testInfo.project.name}` },
    })
  ).json()) as { status: number };
  expect(submitted.status).toBe(200);

  const admin = await adminAt('/admin');
  await admin.getByRole('link', { name: 'Bank transfers to verify' }).click();
  await expect(admin).toHaveURL(/payment=awaiting/);
  const row = admin.getByTestId('admin-order').filter({ hasText: placed.order });
  await expect(row.getByTestId('admin-order-payment')).toHaveText('Awaiting verification');
  await row.getByRole('link', { name: `Open order ${placed.order}` }).click();
  await expect(admin.getByTestId('admin-reference')).toHaveText(`REF-${testInfo.project.name}`);
  await admin.getByRole('button', { name: 'Confirm the payment' }).click();
  await toast(admin, 'The bank transfer is confirmed: the order is paid.');
  await expect(admin.getByTestId('admin-transfer')).toHaveCount(0);
  await expect(admin.getByTestId('admin-audit')).toContainText('Bank transfer confirmed');

  await logInAt(page, email, `/user/order/${placed.id}`, js);
  await expect(page.getByTestId('order-payment')).toHaveText('Paid');
  await expectMailTo(request, email, 'We have received your bank transfer. Your order is paid.');
});

test('the admin cancels a confirmed order with a reason and marks it refunded; the shopper sees it refunded', async ({
  page,
  request,
  adminAt,
  js,
}, testInfo) => {
  const { email, placed } = await shopperWithOrder(request, testInfo, 'refund', 'Refund Buyer', 2);

  const admin = await adminAt(`/admin/orders/${placed.id}`);
  await admin.getByRole('button', { name: 'Move to: Confirmed' }).click();
  await toast(admin, 'The order has moved forward.');
  await admin.getByText('Cancel the order', { exact: true }).first().click();
  // The title is required (what was typed in the message is kept).
  await admin.getByLabel('Message').fill('Sorry, this item is out of stock.');
  await admin.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(admin.getByText('Title is required')).toBeVisible();
  await expect(admin.getByLabel('Message')).toHaveValue('Sorry, this item is out of stock.');
  await admin.getByLabel('Title').fill('Out of stock');
  await admin.getByRole('button', { name: 'Cancel the order' }).click();
  await toast(admin, 'The order has been cancelled.');
  await admin.getByRole('button', { name: 'Mark refunded' }).click();
  await toast(admin, 'The order has been marked refunded.');
  await expect(admin.getByTestId('admin-actions')).toContainText(
    'No action is possible on this order.',
  );
  await expect(admin.getByTestId('admin-audit').locator('tbody tr')).toHaveCount(3);

  await logInAt(page, email, `/user/order/${placed.id}`, js);
  await expect(page.getByTestId('order-notice')).toContainText('This order has been refunded');
  await expect(page.getByTestId('order-notice')).toContainText('Out of stock');
});

test('the admin area in Arabic: right to left, translated, no sideways scroll on a phone or a desktop', async ({
  request,
  adminAt,
  js,
}, testInfo) => {
  const { placed } = await shopperWithOrder(request, testInfo, 'ar', 'Arabic Buyer', 3);
  const ar = locale('ar', 'admin') as {
    orders: { title: string; open: string };
    order: { title: string; move: string };
    done: { moved: string };
  };
  const admin = await adminAt();
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 800 });
    await admin.goto(`/ar/admin?q=${placed.order}`);
    await hydrated(admin, js);
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(admin.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(admin.getByRole('heading', { level: 1, name: ar.orders.title })).toBeVisible();
    expect(await sidewaysScroll(admin)).toBeLessThanOrEqual(0);
  }
  await admin.getByRole('link', { name: ar.orders.open.replace('{{code}}', placed.order) }).click();
  await expect(admin).toHaveURL(new RegExp(`/ar/admin/orders/${placed.id}$`));
  await expect(
    admin.getByRole('heading', {
      level: 1,
      name: ar.order.title.replace('{{code}}', placed.order),
    }),
  ).toBeVisible();
  expect(await sidewaysScroll(admin)).toBeLessThanOrEqual(0);
  await admin
    .getByRole('button', { name: new RegExp(`^${ar.order.move.replace('{{status}}', '')}`) })
    .first()
    .click();
  await toast(admin, ar.done.moved);
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  // Nothing English left in the page's own words (the order number and the shopper's data aside).
  await expect(admin.getByTestId('admin')).toBeVisible();
  await expect(admin.getByTestId('admin')).not.toContainText(/\b(Orders|Order|Move to|Status)\b/);
});
