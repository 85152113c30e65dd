// Razorpay through its local sandbox (issue 16), on SQLite and PostgreSQL: the server-side order, the Hosted
// Checkout, the callback's HMAC of order_id|payment_id checked and the payment fetched, the signed webhook.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, usePaymentHarness } from '../testing/payments.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('Razorpay on %s', (dialect) => {
  const h = usePaymentHarness(dialect);

  it('pays: order → hosted form → callback verified → paid once; the return page answers 1', async () => {
    const { guest, data } = await h.place(1);
    expect(data).toMatchObject({ order_method: 1, test_mode: 1, hosted: { kind: 'form' } });
    expect(data.payment_token).toMatch(/^order_/);
    const page = await h.browser(data.hosted.action, data.hosted.fields);
    expect(page.status).toBe(200);
    const pay = formOf(await page.text(), 'sandbox-pay-hold');
    const paid = await h.browser(pay.action, pay.fields);
    const callback = formOf(await paid.text(), 'sandbox-return');
    expect(callback.action).toBe(`https://shop.test/api/v1/payment/callback/razorpay/${data.id}`);
    expect((await h.orderOf(data.id)).payment_done).toBe(0);
    const back = await h.browser(callback.action, callback.fields);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `https://shop.test/razorpay-callback?order=${data.id}`,
    );
    expect(await h.orderOf(data.id)).toMatchObject({ payment_done: 1 });
    const done = await h.call('POST', '/order/payment-done', {
      id: data.id,
      order_method: 1,
      user_token: guest,
    });
    expect(done).toMatchObject({ status: 200, data: 1 });
  });
});
