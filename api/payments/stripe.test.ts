// Stripe through its local sandbox (issue 16), on SQLite and PostgreSQL: the Checkout Session, the return
// that retrieves it, the signed webhook, processed once.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, usePaymentHarness } from '../testing/payments.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('Stripe on %s', (dialect) => {
  const h = usePaymentHarness(dialect);

  it('pays: session → hosted page → webhook marks paid once, e-mails once; the return answers 1', async () => {
    const { guest, data } = await h.place(3);
    expect(data).toMatchObject({ order_method: 3, test_mode: 1, hosted: { kind: 'redirect' } });
    expect(data.amount).toMatch(/^\d+\.\d{2}$/);
    const page = await h.browser(data.hosted.url);
    expect(page.status).toBe(200);
    const pay = formOf(await page.text(), 'sandbox-pay');
    const back = await h.browser(pay.action, pay.fields);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(
      /^https:\/\/shop\.test\/stripe\/return\/\d+\?session_id=cs_test_/,
    );
    expect(await h.orderOf(data.id)).toMatchObject({ payment_done: 1, cancelled: 0 });
    const done = await h.call('POST', '/order/payment-done', {
      id: data.id,
      order_method: 3,
      user_token: guest,
    });
    expect(done).toMatchObject({ status: 200, data: 1 });
    expect(await h.mailsTo(`${guest.toLowerCase()}@example.com`)).toBe(1);
  });
});
