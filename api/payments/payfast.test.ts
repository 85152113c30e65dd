// Payfast through its local sandbox (issue 16), on SQLite and PostgreSQL: the signed form, the ITN checked
// (signature, merchant, amount ±0.01, once) and validated with the sandbox; the return waits for the ITN.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, usePaymentHarness } from '../testing/payments.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('Payfast on %s', (dialect) => {
  const h = usePaymentHarness(dialect);

  it('pays: signed form → hosted page → ITN marks paid; the return answers 0 before, 1 after', async () => {
    const { guest, data } = await h.place(8);
    expect(data.payfast.action_url).toBe('https://shop.test/sandbox/payfast/eng/process');
    expect(data.payfast.fields.return_url).toBe(`https://shop.test/payfast/return/${data.id}`);
    const page = await h.browser(data.hosted.action, data.hosted.fields);
    expect(page.status).toBe(200);
    const pay = formOf(await page.text(), 'sandbox-pay-hold');
    const back = await h.browser(pay.action, pay.fields);
    expect(back.status).toBe(303);
    const done = () =>
      h.call('POST', '/order/payment-done', { id: data.id, order_method: 8, user_token: guest });
    expect(await done()).toMatchObject({ status: 200, data: 0 });
    const desk = await h.browser('/sandbox/payfast/notifications');
    const send = formOf(await desk.text(), 'sandbox-send');
    const sent = await h.browser(
      `/sandbox/payfast/notifications/${send.action.split('/').pop()}`,
      {},
    );
    expect(await sent.text()).toContain('The shop answered 200');
    expect(await done()).toMatchObject({ status: 200, data: 1 });
  });
});
