// A refund through the provider (issue 17), JavaScript on and off: a guest pays by card in Stripe's local
// sandbox; the admin cancels the order and refunds it with "Refund through …": the sandbox refunds it, the
// page shows the provider's refund id, the audit log records it, and nothing more can be done to the order.
import { expect } from './fixtures.ts';
import { test } from './with-admin.ts';
import { toast } from './accounts.ts';
import { expectPaid, guestToSandbox, orderIdOf, sandbox } from './payments.ts';

// One long journey through the checkout, the provider's sandbox and the admin: 120 s.
test.describe.configure({ timeout: 120_000 });

test('the admin refunds a card payment through the provider (Stripe sandbox): refund id shown and audited', async ({
  page,
  request,
  adminAt,
  js,
  stamp,
}) => {
  const email = `refund-stripe-${stamp}@example.com`;
  await guestToSandbox(page, request, 14 + (js ? 0 : 1), 3, js, email);
  await sandbox(page, 'sandbox-pay');
  await expectPaid(page, request, email);
  const id = orderIdOf(page);

  const admin = await adminAt(`/admin/orders/${id}`);
  await admin.getByText('Cancel the order', { exact: true }).first().click();
  await admin.getByLabel('Title').fill('Out of stock');
  await admin.getByLabel('Message').fill('Sorry, this item is out of stock.');
  await admin.getByRole('button', { name: 'Cancel the order' }).click();
  await toast(admin, 'The order has been cancelled.');
  await admin.getByRole('button', { name: /^Refund through / }).click();
  await toast(admin, 'The order has been refunded through the payment provider.');
  await expect(admin.getByTestId('admin-refund-id')).toHaveText(/^re_test_/);
  await expect(admin.getByRole('button', { name: /^Refund through / })).toHaveCount(0);
  await expect(admin.getByTestId('admin-audit').locator('tbody tr')).toHaveCount(2);
});
