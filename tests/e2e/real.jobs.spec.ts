// The background jobs for staff (issue 36, decision 140), JavaScript on and off: a message the mail server
// refuses (the sink refuses @refused.example) shows on /admin/jobs with the server's answer; "Send again"
// makes it due now, with a toast; the screen in Arabic is right to left. axe on both (JS projects).
import { test } from './with-admin.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { toast } from './accounts.ts';

test('staff see a message the mail server refused at /admin/jobs and send it again; in Arabic too', async ({
  adminAt,
  request,
  stamp,
  js,
}) => {
  test.setTimeout(90_000);
  const email = `refused-${stamp}@refused.example`;
  // Signing up e-mails a code, which this mailbox refuses.
  const signup = await request.post('/api/v1/user/signup', {
    data: { first_name: 'Refused', last_name: 'Mailbox', email, password: 'secret12' },
  });
  expect(signup.status()).toBeLessThan(300);
  const admin = await adminAt('/admin/jobs');
  await expect(admin.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect
    .poll(
      async () => {
        await admin.reload();
        return row.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(row).toContainText('550');
  await expect(admin.getByTestId('jobs-failing')).not.toHaveText('0');
  await expect(admin.getByTestId('job-mail')).toBeVisible();
  await row.getByRole('button', { name: /Send again/ }).click();
  await toast(admin, 'The message will be sent again now.');
  await expect(admin).toHaveURL(/\/admin\/jobs$/);
  if (js) await expectAccessible(admin);

  await admin.goto('/ar/admin/jobs');
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(admin.getByRole('heading', { level: 1, name: 'المهام الخلفية' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  if (js) await expectAccessible(admin);
});
