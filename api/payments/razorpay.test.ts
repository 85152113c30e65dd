// Razorpay through its local sandbox (issue 16), on SQLite and PostgreSQL: the server-side order, the Hosted
// Checkout, the callback's HMAC of order_id|payment_id checked and the payment fetched, the signed webhook.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, sandboxVarsOf, usePaymentHarness } from '../testing/payments.ts';
import { razorpayDefinition } from './providers/razorpay.ts';

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
    // Paid in the sandbox: a test order, as the staff and the e-mails say (decision 132).
    const row = await h.tdb.db
      .selectFrom('orders')
      .select('test_payment')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.test_payment).toBe(1);
    const done = await h.call('POST', '/order/payment-done', {
      id: data.id,
      order_method: 1,
      user_token: guest,
    });
    expect(done).toMatchObject({ status: 200, data: 1 });
  });

  it('a notification signed with the secret once published in the source pays nothing; only this shop’s own sandbox secret verifies (issue 37)', async () => {
    const { data } = await h.place(1);
    const order = await h.tdb.db
      .selectFrom('orders')
      .select(['total_amount', 'payment_token'])
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_Forged00000000',
            entity: 'payment',
            amount: order.total_amount,
            currency: 'USD',
            status: 'captured',
            order_id: order.payment_token,
            captured: true,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const send = (secret: string) =>
      h.api.request('/payment/notify/razorpay', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
          'x-razorpay-event-id': `evt_forged_${secret.length}`,
        },
        body,
      });
    const forged = await send('bazaarSandboxWebhookSecret');
    expect(forged.status).toBe(400);
    expect((await h.orderOf(data.id)).payment_done).toBe(0);
    // The installation's own secret is what the sandbox signs with, and nobody else has it.
    const own = sandboxVarsOf(razorpayDefinition).RAZORPAY_WEBHOOK_SECRET!;
    expect(own).not.toContain('bazaarSandbox');
    expect(own).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
