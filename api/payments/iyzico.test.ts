// Iyzico's signatures against the published examples, and the adapter against the local Iyzico sandbox: the
// same requests it sends to api.iyzipay.com.
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createIyzicoProvider,
  iyzicoAuthorization,
  iyzicoAuthorizationOf,
  iyzicoResponseSignature,
  iyzicoWebhookSignature,
} from './iyzico.ts';
import { hmacSha256Hex, ProviderRefused } from './provider-kit.ts';
import { createIyzicoSandbox } from './sandboxes/iyzico.ts';
import type { PaymentOrder } from './types.ts';

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

const BASE = 'http://iyzico.sandbox.test/iyzico';
const urls = {
  returnUrl: 'https://shop.test/api/v1/iyzico-callback?order_id=41',
  cancelUrl: 'https://shop.test/payment/cancel/41',
  notifyUrl: 'https://shop.test/api/v1/payments/iyzico/notify',
};
const order: PaymentOrder = {
  id: 41,
  code: 'ORD-41',
  amountMinor: 149_990,
  currency: 'TRY',
  name: 'Orhan Pamuk',
  email: 'orhan@example.com',
  language: 'tr',
  address: { line: 'Nişantaşı 1', city: 'İstanbul', country: 'Turkey', zip: '34365' },
  ip: '203.0.113.9',
};

function setup(secretKey = 'sandbox-secret') {
  const received: Array<{ headers: Headers; rawBody: string }> = [];
  const sandbox = createIyzicoSandbox({
    publicUrl: BASE,
    apiKey: 'sandbox-api-key',
    secretKey: 'sandbox-secret',
    webhookUrl: urls.notifyUrl,
    fetch: async (_url, init) => {
      received.push({ headers: new Headers(init?.headers), rawBody: String(init?.body) });
      return new Response('ok');
    },
  });
  // Mounted under /iyzico, as the server mounts sandboxes: the signed uri path is the API path.
  const host = new Hono();
  host.route('/iyzico', sandbox.app);
  const provider = createIyzicoProvider({
    mode: 'sandbox',
    baseUrl: BASE,
    apiKey: 'sandbox-api-key',
    secretKey,
    fetch: (url, init) => Promise.resolve(host.fetch(new Request(url, init))),
  });
  /** Start, pick a button on the hosted page, and read the token it form-posts to the callback. */
  const pay = async (choice: string) => {
    const started = await provider.start(order, urls);
    const page = started.next.kind === 'redirect' ? started.next.url : '';
    expect(page.startsWith(`${BASE}/checkoutform?token=${started.providerRef}`)).toBe(true);
    expect(await (await host.request(page)).text()).toContain('Test mode');
    const res = await host.request(page, { method: 'POST', body: new URLSearchParams({ choice }) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`action="${urls.returnUrl.replace('&', '&amp;')}"`);
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBe(started.providerRef);
    return { started, withRef: { ...order, providerRef: started.providerRef }, token: token! };
  };
  return { sandbox, host, provider, received, pay };
}

describe('Iyzico adapter (Checkout Form) against the sandbox', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('initializes (signed), the callback retrieves a signed SUCCESS for the order: paid; the webhook agrees', async () => {
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

    await t.sandbox.outbox.idle();
    const n = await t.provider.notification(t.received[0]!);
    expect(n).toMatchObject({ providerRef: token, orderId: 41, verification: v });
    t.sandbox.outbox.replay();
    await t.sandbox.outbox.idle();
    expect((await t.provider.notification(t.received[1]!))!.eventId).toBe(n!.eventId);
  });

  it('cancel comes back through the callback: cancelled, no webhook', async () => {
    const { withRef, token } = await t.pay('cancel');
    expect(await t.provider.verifyReturn(withRef, { token })).toEqual({ status: 'cancelled' });
    await t.sandbox.outbox.idle();
    expect(t.received).toHaveLength(0);
  });

  it('a result whose signature does not verify is not paid', async () => {
    const { withRef, token } = await t.pay('tamper-signature');
    expect(await t.provider.verifyReturn(withRef, { token })).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/signature/),
    });
    await t.sandbox.outbox.idle();
    expect((await t.provider.notification(t.received[0]!))!.verification.status).toBe('unverified');
  });

  it('a different paidPrice, another order’s basket or conversation, or another token is not paid', async () => {
    const { withRef, token } = await t.pay('tamper-amount');
    expect(await t.provider.verifyReturn(withRef, { token })).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/1499\.89 TRY/),
    });
    t = setup();
    const paid = await t.pay('pay');
    expect(
      (await t.provider.verifyReturn({ ...paid.withRef, code: 'ORD-42' }, { token: paid.token }))
        .status,
    ).toBe('unverified');
    expect(
      (await t.provider.verifyReturn({ ...paid.withRef, id: 42 }, { token: paid.token })).status,
    ).toBe('unverified');
    expect((await t.provider.verifyReturn(paid.withRef, { token: 'another-token' })).status).toBe(
      'unverified',
    );
    expect(
      (await t.provider.verifyReturn({ ...paid.withRef, currency: 'USD' }, { token: paid.token }))
        .status,
    ).toBe('unverified');
  });

  it('held for fraud review: pending until the approving webhook', async () => {
    const { withRef, token } = await t.pay('pending');
    expect(await t.provider.verifyReturn(withRef, { token })).toEqual({ status: 'pending' });
    await t.sandbox.outbox.idle();
    expect(t.received).toHaveLength(0);
    const res = await t.host.request(`${BASE}/__sandbox/settle/${token}`, { method: 'POST' });
    expect(res.status).toBe(200);
    await t.sandbox.outbox.idle();
    expect(await t.provider.notification(t.received[0]!)).toMatchObject({
      providerRef: token,
      verification: { status: 'paid', amountMinor: 149_990 },
    });
    expect((await t.provider.verifyReturn(withRef, { token })).status).toBe('paid');
  });

  it('a webhook with a missing or wrong X-IYZ-SIGNATURE-V3, or an edited body, is not verified', async () => {
    await t.pay('pay');
    await t.sandbox.outbox.idle();
    const genuine = t.received[0]!;
    const none = new Headers(genuine.headers);
    none.delete('x-iyz-signature-v3');
    expect(
      (await t.provider.notification({ headers: none, rawBody: genuine.rawBody }))!.verification
        .status,
    ).toBe('unverified');
    const edited = genuine.rawBody.replace('"status":"SUCCESS"', '"status":"FAILURE"');
    expect(
      (await t.provider.notification({ headers: genuine.headers, rawBody: edited }))!.verification
        .status,
    ).toBe('unverified');
    expect(await t.provider.notification({ headers: genuine.headers, rawBody: '[]' })).toBeNull();
  });

  it('wrong keys are refused by iyzico (IYZWSv2), not mistaken for an answer', async () => {
    t = setup('not-the-secret');
    await expect(t.provider.start(order, urls)).rejects.toBeInstanceOf(ProviderRefused);
  });

  it('refuses to start without the buyer address and IP iyzico requires', async () => {
    await expect(t.provider.start({ ...order, address: undefined }, urls)).rejects.toBeInstanceOf(
      ProviderRefused,
    );
  });
});
