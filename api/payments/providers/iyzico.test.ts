// Iyzico's signatures against the published examples, and the adapter against the local Iyzico sandbox: the
// same requests it sends to api.iyzipay.com.
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, ProviderRefused } from '../provider-kit.ts';
import { adapterTest, expectPaidBeforeHeldNotification } from '../../testing/adapters.ts';
import { NotificationRejected } from '../types.ts';
import { iyzicoDefinition } from './iyzico.ts';
import {
  iyzicoAuthorization,
  iyzicoAuthorizationOf,
  iyzicoResponseSignature,
  iyzicoWebhookSignature,
} from './iyzico-signatures.ts';

describe('Iyzico signatures', () => {
  it('HMAC-SHA256 hex is RFC 4231 test case 2', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('builds the IYZWSv2 header exactly as iyzico’s published example (apiKey, randomKey, signature)', () => {
    // docs.iyzico.com, HMACSHA256 authentication: the bin/check example request's Authorization header.
    expect(
      iyzicoAuthorizationOf(
        'sandbox-l9Md1Gj3IYcmu4NdaWxaSUoCoX7DC5RA',
        '123456789',
        '079df4b2426fc7f4208d8f22fbc0349794019f8ce2b0711de7808b4874f4e796',
      ),
    ).toBe(
      'IYZWSv2 YXBpS2V5OnNhbmRib3gtbDlNZDFHajNJWWNtdTROZGFXeGFTVW9Db1g3REM1UkEmcmFuZG9tS2V5OjEyMzQ1Njc4OSZzaWduYXR1cmU6MDc5ZGY0YjI0MjZmYzdmNDIwOGQ4ZjIyZmJjMDM0OTc5NDAxOWY4Y2UyYjA3MTFkZTc4MDhiNDg3NGY0ZTc5Ng==',
    );
  });

  it('signs randomKey + uri path + body with the secret key', () => {
    const body = '{"locale":"tr","binNumber":"589004"}';
    const header = iyzicoAuthorization({
      apiKey: 'k',
      secretKey: 's',
      randomKey: '123456789',
      uriPath: '/payment/bin/check',
      body,
    });
    const decoded = Buffer.from(header.slice('IYZWSv2 '.length), 'base64').toString();
    expect(decoded).toBe(
      `apiKey:k&randomKey:123456789&signature:${hmacSha256Hex('s', `123456789/payment/bin/check${body}`)}`,
    );
  });

  it('response signature: the present fields joined with colons, prices as iyzico writes them', () => {
    const fields = ['SUCCESS', '24478123', 'TRY', 'B1', '8152109759', 6, 6.5, 'tok'];
    expect(iyzicoResponseSignature('sec', fields)).toBe(
      hmacSha256Hex('sec', 'SUCCESS:24478123:TRY:B1:8152109759:6:6.5:tok'),
    );
    expect(
      iyzicoResponseSignature('sec', ['FAILURE', undefined, 'TRY', null, 'c', '', 'tok']),
    ).toBe(hmacSha256Hex('sec', 'FAILURE:TRY:c:tok'));
  });

  it('X-IYZ-SIGNATURE-V3 (HPP): secretKey + iyziEventType + iyziPaymentId + token + paymentConversationId + status', () => {
    const body = {
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziPaymentId: 24185078,
      token: 'tok-1',
      paymentConversationId: '41',
      status: 'SUCCESS',
    };
    expect(iyzicoWebhookSignature('sec', body)).toBe(
      hmacSha256Hex('sec', 'secCHECKOUT_FORM_AUTH24185078tok-141SUCCESS'),
    );
  });
});

const { order, urls, atCheckout } = adapterTest(iyzicoDefinition, 149_990, 'TRY', {
  language: 'tr',
  address: { line: 'Nişantaşı 1', city: 'İstanbul', country: 'Turkey', zip: '34365' },
  ip: '203.0.113.9',
});

function setup(vars: Record<string, string> = {}) {
  const t = atCheckout(vars);
  /** Start, press a button on the hosted page, and read the token it form-posts to the callback. */
  const pay = async (outcome: string) => {
    const { started, url, res } = await t.press(outcome);
    expect(url.startsWith(`${t.sb.ctx.base}/checkoutform?token=${started.providerRef}`)).toBe(true);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`action="${urls.callbackUrl}"`);
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBe(started.providerRef);
    return { started, withRef: { ...order, providerRef: started.providerRef }, token: token! };
  };
  return { ...t, pay };
}

describe('Iyzico adapter (Checkout Form) against the sandbox', () => {
  it('initializes (signed), the callback retrieves a signed SUCCESS for the order: paid; the webhook agrees', async () => {
    const t = setup();
    const { started, withRef, token } = await t.pay('pay');
    expect(started.contractData).toMatchObject({
      iyzico_payment: {
        status: 'success',
        token,
        tokenExpireTime: 1800,
        paymentPageUrl: expect.stringContaining('/checkoutform?token='),
        checkoutFormContent: expect.stringContaining('iyziInit'),
      },
    });
    const v = await t.provider.verifyReturn(withRef, { token });
    expect(v).toMatchObject({ status: 'paid', amountMinor: 149_990, currency: 'TRY' });

    const n = await t.provider.notification(t.sb.sent[0]!);
    expect(n).toMatchObject({ providerRef: token, orderId: 41, verification: v });
    expect((await t.provider.notification(t.sb.replay()!))!.eventId).toBe(n!.eventId);
  });

  it('pay with the notification held: paid on return, the webhook when it is sent', async () => {
    const t = setup();
    const { withRef, token } = await t.pay('pay-hold');
    await expectPaidBeforeHeldNotification(t, () => t.provider.verifyReturn(withRef, { token }));
  });

  it('cancel comes back through the callback: cancelled, no webhook', async () => {
    const t = setup();
    const { withRef, token } = await t.pay('cancel');
    expect(await t.provider.verifyReturn(withRef, { token })).toEqual({ status: 'cancelled' });
    expect(t.sb.sent).toHaveLength(0);
  });

  it('tampered: a result whose signature does not verify is not paid; the webhook is rejected', async () => {
    const t = setup();
    const { withRef, token } = await t.pay('tamper');
    expect(await t.provider.verifyReturn(withRef, { token })).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/signature/),
    });
    await expect(t.provider.notification(t.sb.sent[0]!)).rejects.toBeInstanceOf(
      NotificationRejected,
    );
  });

  it('a different paidPrice, another order’s basket or conversation, or another token is not paid', async () => {
    let t = setup();
    const { withRef, token } = await t.pay('tamper-amount');
    expect(await t.provider.verifyReturn(withRef, { token })).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/1499\.89 TRY/),
    });
    t = setup();
    const paid = await t.pay('pay');
    const judge = (o: typeof paid.withRef, token = paid.token) =>
      t.provider.verifyReturn(o, { token });
    expect((await judge({ ...paid.withRef, code: 'ORD-42' })).status).toBe('unverified');
    expect((await judge({ ...paid.withRef, id: 42 })).status).toBe('unverified');
    expect((await judge(paid.withRef, 'another-token')).status).toBe('unverified');
    expect((await judge({ ...paid.withRef, currency: 'USD' })).status).toBe('unverified');
    expect((await judge({ ...paid.withRef, amountMinor: 149_991 })).status).toBe('unverified');
  });

  it('held for fraud review: pending until the approving webhook', async () => {
    const t = setup();
    const { withRef, token } = await t.pay('pending');
    expect(await t.provider.verifyReturn(withRef, { token })).toEqual({ status: 'pending' });
    expect(t.sb.sent).toHaveLength(0);
    expect(await (await t.sb.fetch(`${t.sb.ctx.base}/settle`)).text()).toContain('ORD-41');
    expect((await t.sb.submit(`${t.sb.ctx.base}/settle/${token}`, {})).status).toBe(200);
    expect(await t.provider.notification(t.sb.sent[0]!)).toMatchObject({
      providerRef: token,
      verification: { status: 'paid', amountMinor: 149_990 },
    });
    expect((await t.provider.verifyReturn(withRef, { token })).status).toBe('paid');
  });

  it('a webhook with a missing or wrong X-IYZ-SIGNATURE-V3, or an edited body, is rejected', async () => {
    const t = setup();
    await t.pay('pay');
    const genuine = t.sb.sent[0]!;
    const none = new Headers(genuine.headers);
    none.delete('x-iyz-signature-v3');
    await expect(
      t.provider.notification({ headers: none, rawBody: genuine.rawBody }),
    ).rejects.toBeInstanceOf(NotificationRejected);
    const edited = genuine.rawBody.replace('"status":"SUCCESS"', '"status":"FAILURE"');
    expect(edited).not.toBe(genuine.rawBody);
    await expect(
      t.provider.notification({ headers: genuine.headers, rawBody: edited }),
    ).rejects.toBeInstanceOf(NotificationRejected);
    expect(await t.provider.notification({ headers: genuine.headers, rawBody: '[]' })).toBeNull();
  });

  it('wrong keys are refused by iyzico (IYZWSv2), not mistaken for an answer', async () => {
    const t = setup({ IYZICO_SECRET_KEY: 'not-the-secret' });
    await expect(t.provider.start(order, urls)).rejects.toBeInstanceOf(ProviderRefused);
  });

  it('refuses to start without the buyer address and IP iyzico requires', async () => {
    const t = setup();
    await expect(t.provider.start({ ...order, address: undefined }, urls)).rejects.toBeInstanceOf(
      ProviderRefused,
    );
  });
});
