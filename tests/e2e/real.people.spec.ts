// People and words for staff (issue 35 item 6, decision 145), JavaScript on and off, English and Arabic, on
// the real API; every precondition is made through the API with this test's own users and subscribers.
// Staff hide a review with a reason and the product's review count drops; staff disable a user whose open
// session is then signed out; staff send a newsletter and a subscriber's unsubscribe link (read from the
// e2e SMTP sink) removes exactly them. axe on every new screen in both languages (the JS project).
import type { APIRequestContext } from '@playwright/test';
import { test } from './with-admin.ts';
import { expect, expectAccessible, hydrated } from './fixtures.ts';
import { DEMO_ADMIN, SINK, logInAt, newShopper, toast } from './accounts.ts';
import { idRange, placeOrder, plainProduct } from './orders.ts';
import { openProduct } from './shopping.ts';

test.describe.configure({ timeout: 90_000 });

async function adminToken(request: APIRequestContext) {
  const r = (await (await request.post('/api/v1/user/signin', { data: DEMO_ADMIN })).json()) as {
    data: { token: string };
  };
  return r.data.token;
}

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const res = await (method === 'GET'
    ? request.get(`/api/v1/${path}`, {
        headers: { Authorization: `Bearer ${token}` },
        maxRetries: 2,
      })
    : request.post(`/api/v1/${path}`, {
        headers: { Authorization: `Bearer ${token}` },
        data,
        maxRetries: 2,
      }));
  const body = (await res.json()) as { status: number; data: any };
  expect(body.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

const reviewCount = async (request: APIRequestContext, id: number) =>
  (
    (await (await request.get(`/api/v1/product/${id}`, { maxRetries: 2 })).json()) as {
      data: { review_count: number };
    }
  ).data.review_count;

test('staff hide a review with a reason and the product page’s count drops; in Arabic too', async ({
  adminAt,
  page,
  request,
  js,
  stamp,
}) => {
  const { email, token } = await newShopper(request, 'reviewed', stamp, 'Rhea Reviewed');
  const product = await plainProduct(request, js ? 2 : 3, idRange(150, 260));
  const placed = await placeOrder(request, product, { token }, { email });
  const admin = await adminToken(request);
  for (const status of ['confirmed', 'picked_up', 'on_the_way', 'delivered'])
    await api(request, admin, 'POST', 'admin/orders/status', { order_id: placed.id, status });
  const text = `Spammy review ${stamp}`;
  const form = {
    product_id: String(product.id),
    order_id: String(placed.id),
    rating: '5',
    review: text,
  };
  const posted = await request.post('/api/v1/rating-review/action', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(((await posted.json()) as { status: number }).status).toBe(200);
  const before = await reviewCount(request, product.id);

  const staff = await adminAt(`/admin/reviews?q=${encodeURIComponent(text)}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const row = staff.getByTestId('admin-review').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  if (js) await expectAccessible(staff);
  // No reason: refused, nothing hidden.
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByRole('alert')).toHaveText('Give a reason for hiding this review.');
  await row.getByLabel('Reason for hiding').fill('Advertising');
  await row.getByRole('button', { name: 'Hide' }).click();
  await toast(staff, 'The review is hidden; the product’s rating no longer counts it.');
  await expect(row.getByTestId('admin-review-state')).toContainText('Advertising');
  expect(await reviewCount(request, product.id)).toBe(before - 1);
  await openProduct(page, product, js);
  // The summary shows the count (none at all when no review is left); the hidden text is gone.
  const summary = page.locator('a[href="#reviews"]');
  if (before > 1) await expect(summary).toContainText(`Reviews: ${before - 1}`);
  else await expect(summary).toHaveCount(0);
  await expect(page.getByText(text)).toHaveCount(0);

  await staff.goto(`/ar/admin/reviews?q=${encodeURIComponent(text)}`);
  await hydrated(staff, js);
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staff.getByRole('heading', { level: 1, name: 'المراجعات' })).toBeVisible();
  await staff.getByTestId('admin-review').getByRole('button', { name: 'إظهار مجددًا' }).click();
  await toast(staff, 'تم إظهار المراجعة مجددًا؛ يحتسبها تقييم المنتج.');
  expect(await reviewCount(request, product.id)).toBe(before);
  if (js) await expectAccessible(staff);
});

test('staff disable a user whose open session is then signed out; the pages in Arabic', async ({
  adminAt,
  page,
  request,
  js,
  stamp,
}) => {
  const { email } = await newShopper(request, 'disabled', stamp, 'Dana Disabled');
  await logInAt(page, email, '/user/profile', js);
  await expect(page.getByTestId('header-profile')).toBeVisible();

  const staff = await adminAt(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Registered users' })).toBeVisible();
  if (js) await expectAccessible(staff);
  await staff.getByTestId('admin-user').getByRole('link').click();
  await hydrated(staff, js);
  await expect(staff.getByRole('heading', { level: 1, name: 'User Dana Disabled' })).toBeVisible();
  if (js) await expectAccessible(staff);
  await staff.getByLabel('Reason (optional, kept in the audit log)').fill('Chargebacks');
  await staff.getByRole('button', { name: 'Disable account' }).click();
  await toast(staff, 'The account is disabled and signed out everywhere.');
  await expect(staff.getByTestId('admin-user-state')).toHaveText('Disabled');

  // The shopper's next request: signed out, and signing in again is refused with the reason.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret12');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This account has been disabled. Please contact us.')).toBeVisible();

  await staff.goto(`/ar${new URL(staff.url()).pathname}`);
  await hydrated(staff, js);
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await staff.getByRole('button', { name: 'تفعيل الحساب' }).click();
  await toast(staff, 'تم تفعيل الحساب مجددًا.');
  if (js) await expectAccessible(staff);
  await staff.goto('/ar/admin/guests');
  await expect(staff.getByRole('heading', { level: 1, name: 'المتسوقون الضيوف' })).toBeVisible();
  if (js) await expectAccessible(staff);
});

test('staff send a newsletter; a subscriber’s unsubscribe link removes exactly them; in Arabic too', async ({
  adminAt,
  page,
  request,
  js,
  stamp,
}) => {
  const mine = `letter-${stamp}@example.com`;
  const theirs = `letter-ar-${stamp}@example.com`;
  await request.post('/api/v1/email-subscription', { data: { email: mine } });
  await request.post('/api/v1/email-subscription', {
    data: { email: theirs },
    headers: { language: 'ar' },
  });
  const subject = `News ${stamp}`;

  const staff = await adminAt('/admin/newsletter');
  if (js) await expectAccessible(staff);
  const compose = staff.getByTestId('newsletter-compose');
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByRole('button', { name: 'Send to every subscriber' }).click();
  await expect(compose.getByRole('alert')).toHaveText('Enter the message.');
  await expect(compose.getByLabel('Subject')).toHaveValue(subject);
  await compose.getByLabel('Message').fill('Hello,\n\nnew things this week.');
  await compose.getByRole('button', { name: 'Send to every subscriber' }).click();
  await toast(staff, 'The newsletter is on its way to every subscriber.');

  const linkIn = async (to: string) => {
    let link = '';
    await expect
      .poll(
        async () => {
          const list = (await (
            await request.get(`${SINK}/messages?to=${encodeURIComponent(to)}`)
          ).json()) as { subject: string; text: string }[];
          const m = list.filter((x) => x.subject === subject);
          link =
            /(https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]{43})/.exec(m[0]?.text ?? '')?.[1] ?? '';
          return m.length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    return new URL(link).pathname;
  };
  const path = await linkIn(mine);
  await page.goto(path);
  await hydrated(page, js);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
  ).toBeVisible();
  await expect(page.getByTestId('unsubscribe-email')).toHaveText('l***@example.com');
  if (js) await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await toast(page, 'You have been unsubscribed from the newsletter.');
  expect((await page.goto(path))?.status()).toBe(404);

  const admin = await adminToken(request);
  const left = (await api(request, admin, 'GET', 'admin/newsletter/export')) as { email: string }[];
  expect(left.map((s) => s.email)).not.toContain(mine);
  expect(left.map((s) => s.email)).toContain(theirs);

  const arPath = await linkIn(theirs);
  expect(arPath.startsWith('/ar/unsubscribe/')).toBe(true);
  await page.goto(arPath);
  await hydrated(page, js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'إلغاء الاشتراك في النشرة الإخبارية' }),
  ).toBeVisible();
  if (js) await expectAccessible(page);
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await toast(page, 'تم إلغاء اشتراكك في النشرة الإخبارية.');
  await staff.goto('/ar/admin/newsletter');
  await hydrated(staff, js);
  if (js) await expectAccessible(staff);
});
