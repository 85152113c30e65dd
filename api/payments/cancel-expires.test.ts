// A cancelled order's Stripe session is expired (decision 099), on SQLite and PostgreSQL: whether the shopper
// cancels their pending order or the shop's admin cancels it, the payment page the shopper left open no longer
// takes a payment, so nothing is charged for a cancelled order and nothing becomes a refund due.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { callApi, demoAdminToken } from '../test-api.ts';
import { formOf, sandboxVarsOf, usePaymentHarness } from '../testing/payments.ts';
import { refundsDue } from './orders.ts';
import { stripeDefinition } from './providers/stripe.ts';

const dialects = await dialectsUnderTest();
const STRIPE = 3;

describe.each(dialects)('cancelling an unpaid Stripe order on %s', (dialect) => {
  const h = usePaymentHarness(dialect);

  const sessionOf = async (hostedUrl: string) => {
    const id = hostedUrl.split('/').pop()!;
    const res = await h.payments.sandboxRoutes().request(`/stripe/v1/checkout/sessions/${id}`, {
      headers: { authorization: `Bearer ${sandboxVarsOf(stripeDefinition).STRIPE_SECRET_KEY}` },
    });
    return (await res.json()) as { status: string; payment_status: string };
  };

  /** The session is expired and the page left open refuses to pay; the order stays cancelled, unpaid. */
  async function expectStopped(orderId: number, hostedUrl: string, openPage: string) {
    expect(await sessionOf(hostedUrl)).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
    });
    const pay = formOf(openPage, 'sandbox-pay');
    const refused = await h.browser(pay.action, pay.fields);
    expect(refused.status).toBe(410);
    expect(await h.orderOf(orderId)).toMatchObject({ payment_done: 0, cancelled: 1 });
    expect(await refundsDue(h.tdb.db, orderId)).toEqual([]);
  }

  it('by the shopper (their pending order)', async () => {
    const { guest, data } = await h.place(STRIPE);
    const page = await (await h.browser(data.hosted.url)).text();
    const r = await h.call('POST', '/cancellation/cancel-order', {
      order_id: data.id,
      title: 'Changed my mind',
      message: 'I will order later.',
      user_token: guest,
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    await expectStopped(data.id, data.hosted.url, page);
  });

  it('by the admin', async () => {
    const { data } = await h.place(STRIPE);
    const page = await (await h.browser(data.hosted.url)).text();
    const r = await callApi(h.api, 'POST', '/admin/orders/cancel', {
      token: await demoAdminToken(h.api),
      body: { order_id: data.id, title: 'Out of stock', message: 'Sorry, we cannot ship it.' },
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    await expectStopped(data.id, data.hosted.url, page);
  });

  it("another shopper's cancel of the order is refused and leaves its session open", async () => {
    const { data } = await h.place(STRIPE);
    // Not theirs: the contract's soft 'not found' (the form error 'Order not found'), nothing cancelled.
    const r = await h.call('POST', '/cancellation/cancel-order', {
      order_id: data.id,
      title: 'x',
      message: 'y',
      user_token: 'someoneElseToken123x',
    });
    expect(r).toMatchObject({ message: 'Order not found', data: { form: ['Order not found'] } });
    expect(await sessionOf(data.hosted.url)).toMatchObject({ status: 'open' });
    expect(await h.orderOf(data.id)).toMatchObject({ payment_done: 0, cancelled: 0 });
  });
});
