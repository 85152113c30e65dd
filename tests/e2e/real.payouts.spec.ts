// Earnings and payouts end to end (issue 34), JavaScript on and off, English and Arabic, on the real embedded
// API with the seeded demo sellers (seller6 with JavaScript, seller7 without: no other spec touches their
// stores) and the admin: staff credit the store with an adjustment; the seller sees it available, adds a bank
// account (a bad IBAN is refused and what was typed kept), requests a payout; staff approve it and mark it
// paid with a reference; the seller sees it paid and downloads the ledger as CSV. axe on every new screen in
// English and Arabic.
import { expect, expectAccessible, hydrated, openHydrated } from './fixtures.ts';
import { test } from './with-admin.ts';
import { logIn, toast } from './accounts.ts';

test.describe.configure({ timeout: 240_000 });

test('staff credit a store; its seller adds an account and asks for a payout; staff approve and pay it; the seller downloads the statement', async ({
  page,
  request,
  adminAt,
  js,
  stamp,
}) => {
  const seller = {
    email: js ? 'seller6@bazaar.example' : 'seller7@bazaar.example',
    password: 'bazaar-seller-1',
  };
  const signin = (await (await request.post('/api/v1/user/signin', { data: seller })).json()) as {
    data: { token: string };
  };
  const me = (await (
    await request.get('/api/v1/seller/me', {
      headers: { Authorization: `Bearer ${signin.data.token}` },
    })
  ).json()) as { data: { store: { id: number; name: string } } };
  const storeId = me.data.store.id;
  const holder = `Payee ${stamp}`;

  // Staff credit the store with 50.00 (an adjustment, available at once).
  const admin = await adminAt(`/admin/stores/${storeId}`);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(me.data.store.name);
  if (js) await expectAccessible(admin);
  const adjust = admin.getByTestId('adjust-form');
  await adjust.getByLabel('Amount').fill('50.00');
  await adjust.getByLabel('Reason').fill(`Opening balance ${stamp}`);
  await adjust.getByRole('button', { name: 'Book the adjustment' }).click();
  await toast(admin, 'The adjustment has been booked.');
  await expect(admin.getByTestId('ledger')).toContainText(`Opening balance ${stamp}`);

  // The seller sees it, in English and Arabic.
  await logIn(page, seller.email, seller.password, js);
  await openHydrated(page, '/seller/earnings', js);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByTestId('ledger')).toContainText(`Opening balance ${stamp}`);
  if (js) await expectAccessible(page);
  await openHydrated(page, '/ar/seller/earnings', js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأرباح' })).toBeVisible();
  if (js) await expectAccessible(page);

  // A bank account: a bad IBAN is refused, what was typed kept; then the right one.
  await openHydrated(page, '/seller/payouts', js);
  if (js) await expectAccessible(page);
  const form = page.getByTestId('account-form-new');
  await form.getByLabel('Account holder').fill(holder);
  await form.getByLabel('Bank', { exact: true }).fill('Test Bank');
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await form.getByLabel('Country').fill('DE');
  await form.getByRole('button', { name: 'Add the account' }).click();
  const again = page.getByTestId('account-form-new');
  await expect(
    again.getByText('This IBAN is not valid: check its country code, check digits and length.'),
  ).toBeVisible();
  await expect(again.getByLabel('Account holder')).toHaveValue(holder);
  await expect(again.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 01');
  await hydrated(page, js);
  await again.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await again.getByRole('button', { name: 'Add the account' }).click();
  await toast(page, 'The bank account has been saved.');

  // A payout of 20.00 to it.
  const ask = page.getByTestId('request-form');
  await ask.getByLabel('Pay to').selectOption({ label: `${holder} · DE89370400440532013000` });
  await ask.getByLabel('Amount').fill('20.00');
  await ask.getByRole('button', { name: 'Request the payout' }).click();
  await toast(page, 'Your payout has been requested.');
  const mine = page.getByTestId('withdrawals').locator('tr', { hasText: holder }).first();
  await expect(mine).toContainText('Requested');

  // Staff approve it, then mark it paid with a reference.
  await openHydrated(admin, '/admin/withdrawals?status=requested', js);
  if (js) await expectAccessible(admin);
  const row = admin.getByTestId('withdrawals').locator('tr', { hasText: holder }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  await toast(admin, 'The withdrawal has been approved; the seller has been e-mailed.');
  await openHydrated(admin, '/admin/withdrawals?status=approved', js);
  const approved = admin.getByTestId('withdrawals').locator('tr', { hasText: holder }).first();
  await approved.getByLabel('Transfer reference').fill(`TRX-${stamp}`);
  await approved.getByRole('button', { name: 'Mark paid' }).click();
  await toast(admin, 'The withdrawal has been marked paid.');
  await openHydrated(admin, '/ar/admin/withdrawals', js);
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  if (js) await expectAccessible(admin);
  await openHydrated(admin, '/admin/settings/payouts', js);
  await expect(admin.getByTestId('settings-form')).toBeVisible();
  if (js) await expectAccessible(admin);
  await openHydrated(admin, '/ar/admin/settings/payouts', js);
  if (js) await expectAccessible(admin);
  await openHydrated(admin, `/ar/admin/stores/${storeId}`, js);
  if (js) await expectAccessible(admin);

  // The seller sees it paid, in English and Arabic, and downloads the statement.
  await openHydrated(page, '/seller/payouts', js);
  const paid = page.getByTestId('withdrawals').locator('tr', { hasText: holder }).first();
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText(`TRX-${stamp}`);
  await openHydrated(page, '/ar/seller/payouts', js);
  await expect(
    page.getByTestId('withdrawals').locator('tr', { hasText: holder }).first(),
  ).toContainText('مدفوع');
  if (js) await expectAccessible(page);
  const csv = await page.request.get('/seller/earnings.csv');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/text\/csv/);
  const text = await csv.text();
  expect(text).toContain(`Opening balance ${stamp}`);
  expect(text).toMatch(/withdrawal,,0\.00,0\.00,-20\.00/);
  // The account goes after "Do you really want to delete?"; the paid request keeps naming it.
  await openHydrated(page, '/seller/payouts', js);
  const block = page.getByTestId(/^account-\d+$/).filter({ hasText: holder });
  await block.getByRole('link', { name: 'Remove this account' }).click();
  await hydrated(page, js);
  await expect(page.getByText('Do you really want to delete?')).toBeVisible();
  await block.getByRole('button', { name: 'Remove this account' }).click();
  await toast(page, 'The bank account has been removed.');
  await expect(page.getByTestId(/^account-\d+$/).filter({ hasText: holder })).toHaveCount(0);
  await expect(
    page.getByTestId('withdrawals').locator('tr', { hasText: holder }).first(),
  ).toContainText('Paid');
  const orders = await page.request.get('/seller/orders.csv');
  expect(orders.status()).toBe(200);
  expect(await orders.text()).toContain('order_code,date,part_status,title');
});
