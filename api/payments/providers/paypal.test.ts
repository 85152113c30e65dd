// The PayPal adapter against the local PayPal sandbox: the same requests it sends to api-m.paypal.com.
import { createSign, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ProviderRefused } from '../provider-kit.ts';
import { adapterTest, expectPaidBeforeHeldNotification } from '../../testing/adapters.ts';
import { paypalSignedString } from '../sandbox/paypal.ts';
import { paypalSigningKey } from '../sandbox/paypal-key.ts';
import { NotificationRejected } from '../types.ts';
import { judgeCapture, paypalDefinition } from './paypal.ts';

const { order, urls, atCheckout } = adapterTest(paypalDefinition, 12_345, 'USD');

function setup(vars: Record<string, string> = {}) {
  const t = atCheckout(vars);
  /** Start, then the buyer presses one of PayPal's buttons: where PayPal sends the browser. */
  const checkout = async (outcome: string) => {
    const { started, url, res } = await t.press(outcome);
    expect(url).toBe(`${t.sb.ctx.base}/checkoutnow?token=${started.providerRef}`);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    return {
      ref: started.providerRef,
      back,
      params: Object.fromEntries(back.searchParams),
      withRef: { ...order, providerRef: started.providerRef },
    };
  };
  return { ...t, checkout };
}

describe('PayPal adapter (Orders v2) against the sandbox', () => {
  it('creates the order, the buyer approves, the return captures it: paid for exactly the amount', async () => {
    const t = setup();
    const { ref, back, params, withRef } = await t.checkout('pay');
    expect(`${back.origin}${back.pathname}`).toBe(urls.returnUrl);
    expect(params.token).toBe(ref);
    const v = await t.provider.verifyReturn(withRef, params);
    expect(v).toMatchObject({ status: 'paid', amountMinor: 12_345, currency: 'USD' });
    // Capturing is idempotent: a second return (a reload) gives the same capture, not a second charge.
    expect(await t.provider.verifyReturn(withRef, params)).toEqual(v);

    // PAYMENT.CAPTURE.COMPLETED, verified through verify-webhook-signature.
    expect(t.sb.sent).toHaveLength(1);
    const n = await t.provider.notification(t.sb.sent[0]!);
    expect(n).toMatchObject({ providerRef: ref, orderId: 41, verification: v });
    expect(n!.eventId).toMatch(/^WH-/);
    // Replayed byte for byte: the same event id (the core processes it once).
    const again = await t.provider.notification(t.sb.replay()!);
    expect(again!.eventId).toBe(n!.eventId);
  });

  it('pay with the notification held: the return still captures and pays; the webhook comes when sent', async () => {
    const t = setup();
    const { params, withRef } = await t.checkout('pay-hold');
    await expectPaidBeforeHeldNotification(t, () => t.provider.verifyReturn(withRef, params));
  });

  it('cancel sends the buyer to the cancel URL; nothing is captured', async () => {
    const t = setup();
    const { ref, back, withRef } = await t.checkout('cancel');
    expect(`${back.origin}${back.pathname}`).toBe(urls.cancelUrl);
    expect(back.searchParams.get('token')).toBe(ref);
    expect((await t.provider.verifyReturn(withRef, { token: ref })).status).toBe('unverified');
    expect(t.sb.sent).toHaveLength(0);
  });

  it('a return that was never approved, or names another order, is not paid', async () => {
    const t = setup();
    const { params, withRef } = await t.checkout('forge-return');
    expect(await t.provider.verifyReturn(withRef, params)).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/not approved/),
    });
    expect(await t.provider.verifyReturn(withRef, { token: 'SOMEONEELSES' })).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/differs/),
    });
  });

  it('tampered: another amount captured is refused on return, and its webhook does not verify', async () => {
    const t = setup();
    const { params, withRef } = await t.checkout('tamper');
    expect(await t.provider.verifyReturn(withRef, params)).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/123\.44 USD/),
    });
    await expect(t.provider.notification(t.sb.sent[0]!)).rejects.toBeInstanceOf(
      NotificationRejected,
    );
  });

  it('judges amount and currency exactly', () => {
    const capture = {
      id: 'C1',
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '123.45' },
    };
    expect(judgeCapture(capture, { amountMinor: 12_345, currency: 'USD' }).status).toBe(
      'unverified',
    );
    expect(judgeCapture(capture, { amountMinor: 12_345, currency: 'EUR' }).status).toBe('paid');
    const declined = { ...capture, status: 'DECLINED' };
    expect(judgeCapture(declined, { amountMinor: 12_345, currency: 'EUR' }).status).toBe(
      'unverified',
    );
    const odd = { ...capture, amount: { currency_code: 'EUR', value: '1e3' } };
    expect(judgeCapture(odd).status).toBe('unverified');
    expect(judgeCapture(undefined).status).toBe('unverified');
  });

  it('a webhook with an edited body, another signature, no headers or for another webhook id is rejected', async () => {
    const t = setup();
    const { params, withRef } = await t.checkout('pay');
    await t.provider.verifyReturn(withRef, params);
    const genuine = t.sb.sent[0]!;

    const richer = genuine.rawBody.replace('"value":"123.45"', '"value":"999.99"');
    expect(richer).not.toBe(genuine.rawBody);
    await expect(
      t.provider.notification({ headers: genuine.headers, rawBody: richer }),
    ).rejects.toBeInstanceOf(NotificationRejected);
    const badSig = new Headers(genuine.headers);
    badSig.set('paypal-transmission-sig', Buffer.from('forged').toString('base64'));
    await expect(
      t.provider.notification({ headers: badSig, rawBody: genuine.rawBody }),
    ).rejects.toBeInstanceOf(NotificationRejected);
    await expect(
      t.provider.notification({ headers: new Headers(), rawBody: genuine.rawBody }),
    ).rejects.toThrow(/missing/);
    const otherHook = paypalDefinition.create({
      mode: 'sandbox',
      vars: { ...paypalDefinition.sandboxVars, PAYPAL_WEBHOOK_ID: 'WH-SOMEONE-ELSE' },
      fetch: t.sb.fetch as typeof fetch,
      apiBase: t.sb.ctx.base,
      hostedBase: t.sb.ctx.base,
    });
    await expect(otherHook.notification(genuine)).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('a pending capture waits; the webhook that clears it pays', async () => {
    const t = setup();
    const { ref, params, withRef } = await t.checkout('pending');
    expect(await t.provider.verifyReturn(withRef, params)).toEqual({ status: 'pending' });
    expect(t.sb.sent).toHaveLength(0);
    expect(await (await t.sb.fetch(`${t.sb.ctx.base}/settle`)).text()).toContain(ref);
    const settled = await t.sb.submit(`${t.sb.ctx.base}/settle/${ref}`, {});
    expect(settled.status).toBe(200);
    const n = await t.provider.notification(t.sb.sent[0]!);
    expect(n).toMatchObject({
      providerRef: ref,
      verification: { status: 'paid', amountMinor: 12_345 },
    });
    // The return page asking again now sees the cleared capture.
    expect((await t.provider.verifyReturn(withRef, {})).status).toBe('paid');
  });

  it('CHECKOUT.ORDER.APPROVED asks the core to capture (verifyReturn) for a buyer who never comes back', async () => {
    const t = setup();
    const { ref, withRef } = await t.checkout('pay');
    const event = JSON.stringify({
      id: 'WH-APPROVED-1',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: { id: ref, status: 'APPROVED' },
    });
    const id = randomUUID();
    const time = new Date().toISOString();
    const vars = paypalDefinition.sandboxVars;
    const headers = new Headers({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${t.sb.ctx.base}/v1/notifications/certs/CERT-sandbox`,
      'paypal-transmission-id': id,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': createSign('RSA-SHA256')
        .update(paypalSignedString(id, time, vars.PAYPAL_WEBHOOK_ID!, event))
        .sign((await paypalSigningKey(t.sb.ctx.store)).privateKey, 'base64'),
    });
    const n = await t.provider.notification({ headers, rawBody: event });
    // Nothing captured by the event itself: the core decides whether the order still awaits its payment.
    expect(n).toEqual({
      eventId: 'WH-APPROVED-1',
      providerRef: ref,
      verification: { status: 'pending' },
      askProvider: true,
    });
    expect((await t.provider.verifyReturn(withRef, {})).status).toBe('paid');
  });

  it('ignores events that are not about a payment, and bodies that are not events', async () => {
    const t = setup();
    expect(
      await t.provider.notification({ headers: new Headers(), rawBody: 'not json' }),
    ).toBeNull();
    const other = JSON.stringify({
      id: 'WH-1',
      event_type: 'CUSTOMER.DISPUTE.CREATED',
      resource: {},
    });
    expect(await t.provider.notification({ headers: new Headers(), rawBody: other })).toBeNull();
  });

  it('wrong credentials are refused, not mistaken for an answer', async () => {
    const t = setup({ PAYPAL_CLIENT_SECRET: 'wrong' });
    await expect(t.provider.start(order, urls)).rejects.toBeInstanceOf(ProviderRefused);
  });

  it('signs over the CRC32 PayPal uses (the check value of "123456789" is CBF43926)', () => {
    expect(crc32(Buffer.from('123456789')).toString(16).toUpperCase()).toBe('CBF43926');
    expect(paypalSignedString('t-1', '2026-01-01T00:00:00Z', 'WH-1', '123456789')).toBe(
      `t-1|2026-01-01T00:00:00Z|WH-1|${0xcbf43926}`,
    );
  });
});
