// Seller applications and the admin's inbox end to end (issue 17), JavaScript on and off, on the real embedded
// API with the seeded demo admin and the SMTP sink: a visitor applies at /seller/register (the header's
// "Become a seller" link), types the e-mailed code and lands on "Application received"; the store's page is a
// 404 until the admin approves the application, then it is live and the seller's e-mail is in the sink. A
// rejected applicant gets the reason by e-mail. The newsletter CSV downloads; a contact message is marked
// handled.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, hydrated, openHydrated, sidewaysScroll } from './fixtures.ts';
import { test } from './with-admin.ts';
import { codeFor, expectMailTo, logIn, mailsTo, toast } from './accounts.ts';

// Most journeys drive the admin's browser beside the visitor's, or run a CLI (a tsx process, slow to start on a
// busy machine): 90 s for each, rather than the default 60 s (the longest sets its own).
test.describe.configure({ timeout: 90_000 });

const run = promisify(execFile);

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

test('a visitor applies to sell, the admin approves, the store’s page goes live and the seller is e-mailed', async ({
  page,
  request,
  adminAt,
  js,
  stamp,
}) => {
  test.setTimeout(120_000);
  const email = `seller-${stamp}@example.com`;
  const store = `Atelier ${stamp}`;
  const slug = slugOf(store);

  await openHydrated(page, '/', js);
  await page.getByRole('link', { name: 'Become a seller' }).click();
  await expect(page).toHaveURL(/\/seller\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a seller' })).toBeVisible();
  await hydrated(page, js);
  await page.getByLabel('Full name').fill('Sami Seller');
  await page.getByLabel('Email').fill('sami-at-example');
  await page.getByLabel('Store name').fill(store);
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Invalid Password Length')).toBeVisible();
  await expect(page.getByLabel('Store name')).toHaveValue(store);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret12');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  expect(page.url()).not.toContain('example.com');
  const code = await codeFor(request, email, 0);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/register\/received$/);

  // The store exists, inactive: its page is this site's 404 until the admin approves.
  expect((await page.goto(`/shop/${slug}`))?.status()).toBe(404);

  const admin = await adminAt('/admin');
  await admin.getByRole('link', { name: 'Seller applications' }).click();
  await admin.getByRole('link', { name: 'Pending', exact: true }).click();
  await admin.getByRole('link', { name: `Open the application of ${store}` }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(store);
  await expect(admin.getByTestId('admin-seller-status')).toHaveText('Pending');
  await hydrated(admin, js);
  await admin.getByRole('button', { name: 'Approve and open the store' }).click();
  await toast(admin, 'The application is approved');
  await expect(admin.getByTestId('admin-seller-status')).toHaveText('Approved');
  await expect(admin.getByTestId('admin-audit')).toContainText('Application approved');
  await expect(admin.getByTestId('admin-audit')).toContainText('Status: Pending → Approved');
  await expect(admin.getByRole('button', { name: 'Approve and open the store' })).toHaveCount(0);

  const live = await page.goto(`/shop/${slug}`);
  expect(live?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: store })).toBeVisible();
  await expectMailTo(request, email, `your store ${store} is live`);
  expect(await mailsTo(request, email)).toContain(`/shop/${slug}`);
});

test('a rejected applicant is told why by e-mail; the reason is required', async ({
  request,
  adminAt,
  stamp,
}) => {
  const email = `reject-${stamp}@example.com`;
  const store = `Rejected ${stamp}`;
  const signup = await request.post('/api/v1/seller/signup', {
    data: { name: 'Rita Applicant', email, store_name: store, password: 'secret12' },
    headers: { language: 'fr' },
  });
  expect(((await signup.json()) as { status: number }).status).toBe(200);
  const verified = await request.post('/api/v1/seller/verify', {
    data: { email, code: await codeFor(request, email, 0) },
  });
  const body = (await verified.json()) as { status: number; data: { id: number } };
  expect(body.status).toBe(200);

  const admin = await adminAt(`/admin/sellers/${body.data.id}`);
  await admin.getByRole('button', { name: 'Reject the application' }).click();
  await expect(admin.getByText('Reason is required')).toBeVisible();
  await admin.getByLabel('Reason').fill('Please send photos of your products.');
  await admin.getByRole('button', { name: 'Reject the application' }).click();
  await toast(admin, 'The application is rejected');
  await expect(admin.getByTestId('admin-seller-status')).toHaveText('Rejected');
  await expect(admin.getByTestId('admin-seller-reason')).toHaveText(
    'Please send photos of your products.',
  );
  await expectMailTo(request, email, 'Motif : Please send photos of your products.');
});

test('the admin downloads the newsletter CSV and marks a contact message handled', async ({
  request,
  adminAt,
  js,
  stamp,
}) => {
  const subscriber = `reader-${stamp}@example.com`;
  await request.post('/api/v1/email-subscription', { data: { email: subscriber } });
  const subject = `Parcel ${stamp}`;
  await request.post('/api/v1/contact', {
    data: { name: 'Omar', email: `omar-${stamp}@example.com`, subject, message: 'Where is it?' },
  });

  const admin = await adminAt('/admin');
  await admin.getByRole('link', { name: 'Newsletter' }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Newsletter subscribers' }),
  ).toBeVisible();
  await expect(admin.getByTestId('admin-subscriber').first()).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('email,language,subscribed_at');
  expect(csv).toContain(`${subscriber},`);

  await admin.getByRole('link', { name: 'Contact messages' }).click();
  await admin.getByRole('link', { name: 'Open', exact: true }).click();
  await admin.getByRole('link', { name: subject }).click();
  await expect(admin.getByTestId('admin-message-text')).toHaveText('Where is it?');
  await hydrated(admin, js);
  await admin.getByRole('button', { name: 'Mark handled' }).click();
  await toast(admin, 'The message is marked handled.');
  await expect(admin.getByTestId('admin-message-status')).toContainText('Handled by Shop Admin');
  await expect(admin.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  await admin.getByRole('link', { name: 'All messages' }).click();
  await admin.getByRole('link', { name: 'Handled', exact: true }).click();
  await expect(admin.getByRole('link', { name: subject })).toBeVisible();
});

test('a shopper gets this site’s 404 on the new admin pages', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const email = `nosy-${stamp}@example.com`;
  await request.post('/api/v1/user/signup', {
    data: { first_name: 'Nosy', last_name: 'Shopper', email, password: 'secret12' },
  });
  await request.post('/api/v1/user/verify', {
    data: { email, code: await codeFor(request, email, 0) },
  });
  await logIn(page, email, 'secret12', js);
  for (const path of [
    '/admin/sellers',
    '/admin/sellers/1',
    '/admin/newsletter',
    '/admin/newsletter.csv',
    '/admin/messages',
    '/admin/messages/1',
  ]) {
    const r = await page.goto(path);
    expect([path, r?.status()]).toEqual([path, 404]);
  }
});

test('in Arabic the application and the admin’s new pages are right to left, without sideways scroll', async ({
  page,
  adminAt,
  js,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHydrated(page, '/ar/seller/register', js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'كن بائعًا' })).toBeVisible();
  await page.getByRole('button', { name: 'قدّم الطلب' }).click();
  await expect(page.getByText('حقل اسم المتجر مطلوب')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  const admin = await adminAt();
  await admin.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/ar/admin/sellers', '/ar/admin/newsletter', '/ar/admin/messages']) {
    await admin.goto(path);
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(admin.getByRole('navigation', { name: 'قائمة الإدارة' })).toBeVisible();
    expect([path, await sidewaysScroll(admin)]).toEqual([path, 0]);
  }
});

test('admin:create’s one-time link: opening it signs nobody in; its form signs in once, to /admin', async ({
  page,
  baseURL,
  js,
  stamp,
}) => {
  const email = `owner-${stamp}@example.com`;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'api/cli.ts', 'admin:create', '--email', email, '--name', 'Owner'],
    {
      env: { ...process.env, DATABASE_URL: 'file:./data/e2e/bazaar.sqlite', PUBLIC_URL: baseURL! },
    },
  );
  const link = new RegExp(`${baseURL}(/admin/sign-in)#([\\w-]{43})`).exec(stdout);
  expect(link, stdout).not.toBeNull();
  const [, path, code] = link!;
  await openHydrated(page, `${path}#${code}`, js);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  // Opening the page used nothing: the admin area is still a 404.
  expect((await page.request.get('/admin')).status()).toBe(404);
  if (js) {
    await expect(page.getByLabel('Sign-in code')).toHaveValue(code!);
    expect(page.url()).not.toContain(code!);
  } else await page.getByLabel('Sign-in code').fill(code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin')).toBeVisible();
  await toast(page, 'You are signed in as an administrator.');
  // Used once: the same code again is refused.
  await page.context().clearCookies();
  await openHydrated(page, path!, js);
  await page.getByLabel('Sign-in code').fill(code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This sign-in link is invalid, used or expired.')).toBeVisible();
  // The server never sends the code back (without JavaScript the page is new and the field empty).
  if (!js) await expect(page.getByLabel('Sign-in code')).toHaveValue('');
});
