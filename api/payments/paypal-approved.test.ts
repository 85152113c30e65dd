// PayPal's CHECKOUT.ORDER.APPROVED webhook through the API, on SQLite and PostgreSQL: for an order still
// awaiting its payment it captures and pays (a buyer who approved and never came back); for an order released
// meanwhile it captures nothing — the buyer is not charged for an order the shop gave up (it used to become a
// payment to refund).
import { createSign, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, usePaymentHarness } from '../testing/payments.ts';
import { withCutCalls } from '../testing/provider-reach.ts';
import { paypalDefinition } from './providers/paypal.ts';
import { sandboxStore } from './sandbox/kit.ts';
import { paypalSignedString } from './sandbox/paypal.ts';
import { paypalSigningKey } from './sandbox/paypal-key.ts';

const dialects = await dialectsUnderTest();
const PAYPAL = 4;

describe.each(dialects)('PayPal CHECKOUT.ORDER.APPROVED on %s', (dialect) => {
  // PayPal as configured, except that its orders API (read and capture) can be cut (`reach.orders = false`),
  // while the webhook's signature check still answers.
  const reach = { orders: true };
  const paypal = withCutCalls(
    paypalDefinition,
    (url) => !reach.orders && url.includes('/v2/checkout/orders/'),
  );
  const h = usePaymentHarness(dialect, { definitions: [paypal] });

  /** The payment events recorded with this order id, or this event id. */
  const eventsWhere = (column: 'order_id' | 'event_id', value: number | string) =>
    h.tdb.db
      .selectFrom('payment_events')
      .select(['event_id', 'outcome'])
      .where(column, '=', value)
      .execute();

  /** A placed PayPal order whose hosted page is open (the sandbox's order waits for the buyer). */
  async function openOrder() {
    const { guest, data } = await h.place(PAYPAL);
    const page = await h.browser(data.hosted.url);
    const ref = new URL(data.hosted.url).searchParams.get('token')!;
    return { guest, id: data.id as number, ref, html: await page.text() };
  }

  /** The buyer presses Pay on PayPal's page: the order is approved there (the return is not followed). */
  async function approve(html: string) {
    const pay = formOf(html, 'sandbox-pay');
    expect((await h.browser(pay.action, pay.fields)).status).toBe(303);
  }

  /** PayPal's webhook, signed as the sandbox signs (verify-webhook-signature answers SUCCESS). */
  async function approvedWebhook(ref: string, eventId = `WH-APPROVED-${randomUUID()}`) {
    const event = JSON.stringify({
      id: eventId,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: { id: ref, status: 'APPROVED' },
    });
    const transmission = randomUUID();
    const time = new Date().toISOString();
    const { privateKey } = await paypalSigningKey(sandboxStore(h.tdb.db, 'paypal'));
    const res = await h.api.request('/payment/notify/paypal', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://shop.test/sandbox/paypal/v1/notifications/certs/CERT-sandbox',
        'paypal-transmission-id': transmission,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': createSign('RSA-SHA256')
          .update(
            paypalSignedString(
              transmission,
              time,
              paypalDefinition.sandboxVars.PAYPAL_WEBHOOK_ID!,
              event,
            ),
          )
          .sign(privateKey, 'base64'),
      },
      body: event,
    });
    return { status: res.status, outcome: await res.text(), eventId };
  }

  it('pays an order still awaiting its payment: captured by the core, paid once', async () => {
    const o = await openOrder();
    await approve(o.html);
    // The capture makes PayPal send PAYMENT.CAPTURE.COMPLETED, which the sandbox delivers at once: that one
    // or this event pays, once.
    const hook = await approvedWebhook(o.ref);
    expect(hook.status).toBe(200);
    expect(['paid', 'already-paid']).toContain(hook.outcome);
    expect(await h.orderOf(o.id)).toMatchObject({ payment_done: 1, cancelled: 0 });
    expect(await h.mailsTo(`${o.guest.toLowerCase()}@example.com`)).toBe(1);
  });

  it('captures nothing for an order released meanwhile: no charge, no payment to refund', async () => {
    const o = await openOrder();
    // The shop gives up on the order (the cancel page; the release job does the same) before the buyer pays.
    const failed = await h.call('POST', '/order/payment-failed', { id: o.id, user_token: o.guest });
    expect(failed).toMatchObject({ status: 200, data: 'Payment has been cancelled' });
    await approve(o.html);
    expect(await approvedWebhook(o.ref)).toMatchObject({ status: 200, outcome: 'cancelled' });
    expect(await h.orderOf(o.id)).toMatchObject({ payment_done: 0, cancelled: 1 });
    const events = await eventsWhere('order_id', o.id);
    // Captured, it would have been a payment to refund (the outcome 'refund_due', with PayPal's capture id).
    expect(events.map((e) => e.outcome)).toEqual(['cancelled']);
    expect((await h.orderOf(o.id)).payment_token).toBeNull();
  });

  it('PayPal unreachable: the event is not kept, and its retry captures and pays', async () => {
    const o = await openOrder();
    await approve(o.html);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reach.orders = false;
    let first;
    try {
      first = await approvedWebhook(o.ref);
    } finally {
      reach.orders = true;
    }
    // Logged: the capture that could not be made, and the notification answered for a retry.
    expect(logged.mock.calls.map((c) => JSON.parse(String(c[0])))).toEqual([
      expect.objectContaining({ at: 'payments.verify', provider: 'paypal', orderId: o.id }),
      expect.objectContaining({ at: 'payments.notify', provider: 'paypal' }),
    ]);
    logged.mockRestore();
    // An error answer, so that PayPal sends the event again; nothing recorded, nothing paid.
    expect(first).toMatchObject({ status: 503, outcome: 'retry later' });
    expect(await h.orderOf(o.id)).toMatchObject({ payment_done: 0, cancelled: 0 });
    expect(await eventsWhere('event_id', first.eventId)).toEqual([]);
    const retry = await approvedWebhook(o.ref, first.eventId);
    expect(retry.status).toBe(200);
    expect(await h.orderOf(o.id)).toMatchObject({ payment_done: 1, cancelled: 0 });
  });
});
