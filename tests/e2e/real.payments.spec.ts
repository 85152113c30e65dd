// Online payments end to end (issue 16) on the real API with every provider on its local sandbox, JavaScript
// on and off: Stripe (redirect), Razorpay (hosted form, POSTed back) and Payfast (signed form, ITN). Each:
// paid → the order page says so and one e-mail goes out (a replayed notification changes nothing); cancel →
// 'Payment has been cancelled' and the cart restored; tampered → 'Unable to verify payment', unpaid. Payfast
// has no server check on return: its return page waits (meta refresh / revalidation) until the ITN arrives.
import { expect, test } from './fixtures.ts';
import {
  expectCancelled,
  expectPaid,
  expectUnverified,
  checkoutText,
  orderIdOf,
  guestToSandbox,
  sandbox,
  sendNotification,
} from './payments.ts';

const PROVIDERS = [
  { name: 'stripe', method: 3, slot: 0 },
  { name: 'razorpay', method: 1, slot: 3 },
  { name: 'payfast', method: 8, slot: 6 },
] as const;

/**
 * The payments that do not go through, for every provider: which product (`pick`, apart from the paid
 * journey's), the sandbox's button, whether Razorpay's sandbox then posts back with its return button, what
 * the shopper is told, and whether a reload (the server asked again) is checked to tell the same.
 */
const REFUSALS = [
  {
    what: "cancel → 'Payment has been cancelled', the cart restored",
    label: 'cancel',
    pick: () => 2,
    button: 'sandbox-cancel',
    razorpayReturns: false,
    told: expectCancelled,
    askAgain: false,
  },
  {
    what: "tampered → 'Unable to verify payment', not paid",
    label: 'tamper',
    pick: (js: boolean) => (js ? 1 : 0),
    button: 'sandbox-tamper',
    razorpayReturns: true,
    told: expectUnverified,
    askAgain: true,
  },
];

test.describe('online payments', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const p of PROVIDERS) {
    test(`${p.name}: paid once and e-mailed; a replayed notification changes nothing`, async ({
      page,
      request,
      js,
      stamp,
    }) => {
      const email = `pay-${p.name}-${stamp}@example.com`;
      await guestToSandbox(page, request, p.slot + (js ? 0 : 1), p.method, js, email);
      // The notification is held: the shopper is back before the provider has told the shop.
      await sandbox(page, 'sandbox-pay-hold');
      if (p.name === 'razorpay') await sandbox(page, 'sandbox-return');
      if (p.name === 'payfast') {
        // No server check on Payfast's return: the page waits for the ITN…
        await expect(page.getByTestId('payment-wait')).toHaveText(checkoutText.return.wait);
        await expect(page.getByTestId('test-mode')).toHaveText(checkoutText.testMode);
        const id = orderIdOf(page);
        expect(await sendNotification(page, p.name, id)).toContain('answered 200');
        // …and shows the paid order once it has arrived (meta refresh without JS, revalidation with it).
        await expectPaid(page, request, email);
        expect(await sendNotification(page, p.name, id)).toContain('answered 200');
      } else {
        // Stripe and Razorpay: the return is verified with the provider at once (session / payment fetched).
        await expectPaid(page, request, email);
        const id = orderIdOf(page);
        // The held notification arrives late, then again: already paid, nothing changes.
        expect(await sendNotification(page, p.name, id)).toContain('answered 200');
        expect(await sendNotification(page, p.name, id)).toContain('answered 200');
      }
      await page.reload();
      await expect(page.getByTestId('payment-received')).toBeVisible();
      // Still one confirmation e-mail.
      await expectPaid(page, request, email);
    });

    for (const r of REFUSALS)
      test(`${p.name}: ${r.what}`, async ({ page, request, js, stamp }) => {
        const email = `${r.label}-${p.name}-${stamp}@example.com`;
        await guestToSandbox(page, request, p.slot + r.pick(js), p.method, js, email);
        await sandbox(page, r.button);
        if (p.name === 'razorpay' && r.razorpayReturns) await sandbox(page, 'sandbox-return');
        await r.told(page);
        if (r.askAgain) {
          // Asked again (a reload asks the server again): still not paid.
          await page.reload();
          await r.told(page);
        }
      });
  }
});
