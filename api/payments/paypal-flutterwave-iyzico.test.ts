// PayPal, Flutterwave and Iyzico through their local sandboxes and the API (issue 16), on SQLite and
// PostgreSQL: order/action → the provider's hosted page → back (PayPal and Flutterwave: the return's query to
// order/payment-done; Iyzico: its form post to the API callback) → paid once and e-mailed once; cancelled →
// released (stock and cart back); tampered → 'Unable to verify payment', unpaid; a replayed notification
// changes nothing; a payment that settles later leaves the return pending until its webhook.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, SHOP, usePaymentHarness } from '../testing/payments.ts';

const dialects = await dialectsUnderTest();

const providers = [
  { name: 'paypal', method: 4 },
  { name: 'flutterwave', method: 5 },
  { name: 'iyzico', method: 6 },
] as const;

describe.each(dialects)('PayPal, Flutterwave, Iyzico on %s', (dialect) => {
  const h = usePaymentHarness(dialect);

  const eventsOf = async (orderId: number) =>
    h.tdb.db
      .selectFrom('payment_events')
      .select(['event_id', 'outcome'])
      .where('order_id', '=', orderId)
      .execute();

  /** Place, open the hosted page, press `testId`; then come back the way the provider sends the shopper. */
  async function journey(p: (typeof providers)[number], testId: string) {
    const { guest, inventoryId, data } = await h.place(p.method);
    const placedStock = await h.stockOf(inventoryId);
    expect(data).toMatchObject({
      order_method: p.method,
      test_mode: 1,
      hosted: { kind: 'redirect' },
    });
    if (p.method === 6)
      expect(data.iyzico_payment).toMatchObject({
        status: 'success',
        paymentPageUrl: data.hosted.url,
      });
    const page = await h.browser(data.hosted.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    const button = formOf(html, testId);
    const res = await h.browser(button.action, button.fields);
    let location: URL;
    if (p.method === 6) {
      // iyzico's page ends with a form posting the token to the API's callback, which settles and redirects.
      expect(res.status).toBe(200);
      const back = formOf(await res.text(), 'sandbox-return');
      expect(back.action).toBe(`${SHOP}/api/v1/payment/callback/iyzico/${data.id}`);
      const cb = await h.browser(back.action, back.fields);
      expect(cb.status).toBe(303);
      location = new URL(cb.headers.get('location')!);
    } else {
      expect(res.status).toBe(303);
      location = new URL(res.headers.get('location')!);
    }
    const params = Object.fromEntries(location.searchParams);
    const done = () =>
      h.call(
        'POST',
        '/order/payment-done',
        { id: data.id, order_method: p.method, user_token: guest, params },
        undefined,
      );
    return { guest, inventoryId, placedStock, data, location, params, done };
  }

  it('flutterwave: a payment of more than the order is recorded, never paid (issue 37)', async () => {
    const j = await journey(providers[1], 'sandbox-overpay');
    expect((await j.done()).message).toBe('Unable to verify payment');
    expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 0 });
  });

  it('iyzico: one minor unit short, signed correctly, is recorded, never paid (issue 37)', async () => {
    const j = await journey(providers[2], 'sandbox-tamper-amount');
    expect((await j.done()).message).toBe('Unable to verify payment');
    expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 0 });
  });

  describe.each(providers)('$name', (p) => {
    it('pays: verified on return, paid once, e-mailed once; the replayed notification changes nothing', async () => {
      const j = await journey(p, 'sandbox-pay');
      if (p.method !== 6) expect(j.location.pathname).toBe(`/${p.name}/return/${j.data.id}`);
      expect(await j.done()).toMatchObject({ status: 200, data: 1 });
      expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 1, cancelled: 0 });
      expect(await h.mailsTo(`${j.guest.toLowerCase()}@example.com`)).toBe(1);
      const before = await eventsOf(j.data.id);
      expect(before.length).toBeGreaterThan(0);
      // The sandbox's notifications page: "Send again" on the newest one.
      const desk = await (await h.browser(`/sandbox/${p.name}/notifications`)).text();
      const again = formOf(desk, 'sandbox-send');
      const replay = await h.browser(
        `/sandbox/${p.name}/notifications/${again.action.split('/').pop()}`,
        {},
      );
      expect(await replay.text()).toContain('The shop answered 200');
      expect(await eventsOf(j.data.id)).toEqual(before);
      expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 1, cancelled: 0 });
      expect(await h.mailsTo(`${j.guest.toLowerCase()}@example.com`)).toBe(1);
    });

    it('pay, notification held: the return pays at once; the late notification is a no-op', async () => {
      const j = await journey(p, 'sandbox-pay-hold');
      expect(await j.done()).toMatchObject({ status: 200, data: 1 });
      expect(await eventsOf(j.data.id)).toEqual([]);
      const desk = await (await h.browser(`/sandbox/${p.name}/notifications`)).text();
      const send = formOf(desk, 'sandbox-send');
      expect(
        await (
          await h.browser(`/sandbox/${p.name}/notifications/${send.action.split('/').pop()}`, {})
        ).text(),
      ).toContain('The shop answered 200');
      expect(await eventsOf(j.data.id)).toMatchObject([{ outcome: 'already-paid' }]);
      expect(await h.mailsTo(`${j.guest.toLowerCase()}@example.com`)).toBe(1);
    });

    it('cancel: released, stock and cart back', async () => {
      const j = await journey(p, 'sandbox-cancel');
      if (p.method === 4) {
        // PayPal: the cancel URL; its page calls order/payment-failed.
        expect(j.location.pathname).toBe(`/paypal/cancel/${j.data.id}`);
        const failed = await h.call('POST', '/order/payment-failed', {
          id: j.data.id,
          user_token: j.guest,
        });
        expect(failed).toMatchObject({ status: 200, data: 'Payment has been cancelled' });
      } else {
        // Flutterwave: the return URL with status=cancelled; Iyzico: its callback (already settled there).
        if (p.method === 5) expect(j.params.status).toBe('cancelled');
        const r = await j.done();
        expect(r.message).toBe('Payment has been cancelled');
      }
      expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 0, cancelled: 1 });
      expect(await h.stockOf(j.inventoryId)).toBe(j.placedStock + 1);
      const cart = await h.call('GET', `/cart/by-user?user_token=${j.guest}`);
      expect(JSON.stringify(cart.data)).toContain(`"inventory_id":${j.inventoryId}`);
    });

    it('tampered: Unable to verify payment, unpaid; the tampered notification is rejected', async () => {
      const j = await journey(p, 'sandbox-tamper');
      const r = await j.done();
      expect(r.message).toBe('Unable to verify payment');
      expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 0 });
      const events = await eventsOf(j.data.id);
      expect(events.filter((e) => e.outcome === 'paid')).toEqual([]);
    });

    it('settles later: the return is pending until the provider clears it and its webhook pays', async () => {
      const j = await journey(p, 'sandbox-pay-pending');
      expect(await j.done()).toMatchObject({ status: 200, data: 0 });
      expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 0, cancelled: 0 });
      const settle = formOf(
        await (await h.browser(`/sandbox/${p.name}/settle`)).text(),
        'sandbox-settle',
      );
      expect((await h.browser(settle.action, settle.fields)).status).toBe(200);
      expect(await h.orderOf(j.data.id)).toMatchObject({ payment_done: 1 });
      expect(await j.done()).toMatchObject({ status: 200, data: 1 });
      expect(await h.mailsTo(`${j.guest.toLowerCase()}@example.com`)).toBe(1);
    });
  });
});
