// The PayPal adapter against the local PayPal sandbox: the same requests it sends to api-m.paypal.com.
import { crc32 } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPaypalProvider, judgeCapture } from './paypal.ts';
import { ProviderRefused } from './provider-kit.ts';
import { createPaypalSandbox } from './sandboxes/paypal.ts';
import type { PaymentOrder, PaymentProvider } from './types.ts';

const BASE = 'http://paypal.sandbox.test';
const urls = {
  returnUrl: 'https://shop.test/payment/return/41',
  cancelUrl: 'https://shop.test/payment/cancel/41',
  notifyUrl: 'https://shop.test/api/v1/payments/paypal/notify',
};
const order: PaymentOrder = {
  id: 41,
  code: 'ORD-41',
  amountMinor: 12_345,
  currency: 'USD',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  language: 'fr',
};

interface Received {
  headers: Headers;
  rawBody: string;
}

function setup(extra: { sendOrderApproved?: boolean; clientSecret?: string } = {}) {
  const received: Received[] = [];
  const sandbox = createPaypalSandbox({
    publicUrl: BASE,
    clientId: 'sb-client',
    clientSecret: 'sb-secret',
    webhookId: 'WH-SANDBOX-1',
    webhookUrl: urls.notifyUrl,
    sendOrderApproved: extra.sendOrderApproved,
    fetch: async (_url, init) => {
      received.push({ headers: new Headers(init?.headers), rawBody: String(init?.body) });
      return new Response('ok');
    },
  });
  const provider = createPaypalProvider({
    mode: 'sandbox',
    baseUrl: BASE,
    clientId: 'sb-client',
    clientSecret: extra.clientSecret ?? 'sb-secret',
    webhookId: 'WH-SANDBOX-1',
    brandName: 'Bazaar',
    fetch: (url, init) => Promise.resolve(sandbox.app.fetch(new Request(url, init))),
  });
  /** The shopper on PayPal's page: one of its buttons; answers where PayPal sends the browser. */
  const choose = async (pageUrl: string, choice: string) => {
    const res = await sandbox.app.request(pageUrl, {
      method: 'POST',
      body: new URLSearchParams({ choice }),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!);
  };
  return { sandbox, provider, received, choose };
}

async function startAt(provider: PaymentProvider) {
  const started = await provider.start(order, urls);
  expect(started.next.kind).toBe('redirect');
  const url = started.next.kind === 'redirect' ? started.next.url : '';
  return { ref: started.providerRef, url };
}

describe('PayPal adapter (Orders v2) against the sandbox', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('creates the order, the buyer approves, the return captures it: paid for exactly the amount', async () => {
    const { ref, url } = await startAt(t.provider);
    expect(url).toBe(`${BASE}/checkoutnow?token=${ref}`);
    const page = await t.sandbox.app.request(url);
    expect(await page.text()).toContain('Test mode');
    const sandboxOrder = t.sandbox.orders.get(ref)!;
    expect(sandboxOrder).toMatchObject({ value: '123.45', currency: 'USD', customId: '41' });

    const back = await t.choose(url, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(urls.returnUrl);
    expect(back.searchParams.get('token')).toBe(ref);
    const params = Object.fromEntries(back.searchParams);
    const v = await t.provider.verifyReturn({ ...order, providerRef: ref }, params);
    expect(v).toMatchObject({ status: 'paid', amountMinor: 12_345, currency: 'USD' });

    // Capturing is idempotent: a second return (reload) gives the same capture, not a second charge.
    const again = await t.provider.verifyReturn({ ...order, providerRef: ref }, params);
    expect(again).toEqual(v);

    // PAYMENT.CAPTURE.COMPLETED, verified through verify-webhook-signature.
    await t.sandbox.outbox.idle();
    expect(t.received).toHaveLength(1);
    const n = await t.provider.notification(t.received[0]!);
    expect(n).toMatchObject({ providerRef: ref, orderId: 41, verification: v });
    expect(n!.eventId).toMatch(/^WH-/);

    // Replayed byte for byte: the same event id (the service processes it once).
    t.sandbox.outbox.replay();
    await t.sandbox.outbox.idle();
    const replayed = await t.provider.notification(t.received[1]!);
    expect(replayed!.eventId).toBe(n!.eventId);
  });

  it('cancel sends the buyer to the cancel URL; nothing is captured', async () => {
    const { ref, url } = await startAt(t.provider);
    const back = await t.choose(url, 'cancel');
    expect(`${back.origin}${back.pathname}`).toBe(urls.cancelUrl);
    expect(back.searchParams.get('token')).toBe(ref);
    const v = await t.provider.verifyReturn({ ...order, providerRef: ref }, { token: ref });
    expect(v.status).toBe('unverified');
    await t.sandbox.outbox.idle();
    expect(t.received).toHaveLength(0);
  });

  it('a return that was never approved, or names another order, is not paid', async () => {
    const { ref, url } = await startAt(t.provider);
    const back = await t.choose(url, 'forge-return');
    const forged = await t.provider.verifyReturn(
      { ...order, providerRef: ref },
      Object.fromEntries(back.searchParams),
    );
    expect(forged).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/not approved/),
    });
    const other = await t.provider.verifyReturn(
      { ...order, providerRef: ref },
      { token: 'SOMEONEELSES' },
    );
    expect(other).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/differs/) });
  });

  it('a capture of another amount is refused on return; its webhook carries the real amount', async () => {
    const { ref, url } = await startAt(t.provider);
    const back = await t.choose(url, 'tamper-amount');
    const v = await t.provider.verifyReturn(
      { ...order, providerRef: ref },
      Object.fromEntries(back.searchParams),
    );
    expect(v).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/123\.44 USD/) });
    await t.sandbox.outbox.idle();
    const n = await t.provider.notification(t.received[0]!);
    // Signed by PayPal, so 'paid' — for 12 344, which the service compares with the order's 12 345.
    expect(n!.verification).toMatchObject({ status: 'paid', amountMinor: 12_344 });
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
    expect(
      judgeCapture({ ...capture, status: 'DECLINED' }, { amountMinor: 12_345, currency: 'EUR' })
        .status,
    ).toBe('unverified');
    expect(
      judgeCapture({ ...capture, amount: { currency_code: 'EUR', value: '1e3' } }).status,
    ).toBe('unverified');
    expect(judgeCapture(undefined).status).toBe('unverified');
  });

  it('a tampered webhook (body, signature, headers, webhook id) is not verified', async () => {
    const { ref, url } = await startAt(t.provider);
    const back = await t.choose(url, 'pay');
    await t.provider.verifyReturn(
      { ...order, providerRef: ref },
      Object.fromEntries(back.searchParams),
    );
    await t.sandbox.outbox.idle();
    const genuine = t.received[0]!;

    const richer = genuine.rawBody.replace('"value":"123.45"', '"value":"999.99"');
    expect(richer).not.toBe(genuine.rawBody);
    const forgedBody = await t.provider.notification({ headers: genuine.headers, rawBody: richer });
    expect(forgedBody!.verification.status).toBe('unverified');

    const badSig = new Headers(genuine.headers);
    badSig.set('paypal-transmission-sig', Buffer.from('forged').toString('base64'));
    expect(
      (await t.provider.notification({ headers: badSig, rawBody: genuine.rawBody }))!.verification
        .status,
    ).toBe('unverified');

    const noHeaders = await t.provider.notification({
      headers: new Headers(),
      rawBody: genuine.rawBody,
    });
    expect(noHeaders!.verification).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/missing/),
    });

    const otherHook = createPaypalProvider({
      mode: 'sandbox',
      baseUrl: BASE,
      clientId: 'sb-client',
      clientSecret: 'sb-secret',
      webhookId: 'WH-SOMEONE-ELSE',
      fetch: (u, i) => Promise.resolve(t.sandbox.app.fetch(new Request(u, i))),
    });
    expect((await otherHook.notification(genuine))!.verification.status).toBe('unverified');
  });

  it('a pending capture waits; the webhook that completes it pays', async () => {
    const { ref, url } = await startAt(t.provider);
    const back = await t.choose(url, 'pending');
    const v = await t.provider.verifyReturn(
      { ...order, providerRef: ref },
      Object.fromEntries(back.searchParams),
    );
    expect(v).toEqual({ status: 'pending' });
    await t.sandbox.outbox.idle();
    expect(t.received).toHaveLength(0);

    const settled = await t.sandbox.app.request(`${BASE}/__sandbox/settle/${ref}`, {
      method: 'POST',
    });
    expect(settled.status).toBe(200);
    await t.sandbox.outbox.idle();
    const n = await t.provider.notification(t.received[0]!);
    expect(n).toMatchObject({
      providerRef: ref,
      verification: { status: 'paid', amountMinor: 12_345 },
    });
    // The return page asking again now sees the completed capture.
    expect((await t.provider.verifyReturn({ ...order, providerRef: ref }, {})).status).toBe('paid');
  });

  it('CHECKOUT.ORDER.APPROVED captures for a buyer who never comes back', async () => {
    t = setup({ sendOrderApproved: true });
    const { ref, url } = await startAt(t.provider);
    await t.choose(url, 'pay');
    await t.sandbox.outbox.idle();
    const approved = t.received.find((r) => r.rawBody.includes('CHECKOUT.ORDER.APPROVED'))!;
    const n = await t.provider.notification(approved);
    expect(n).toMatchObject({
      providerRef: ref,
      orderId: 41,
      verification: { status: 'paid', amountMinor: 12_345 },
    });
  });

  it('ignores events that are not about a payment, and bodies that are not events', async () => {
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
    t = setup({ clientSecret: 'wrong' });
    await expect(t.provider.start(order, urls)).rejects.toBeInstanceOf(ProviderRefused);
  });

  it('signs over the CRC32 PayPal uses (check value of "123456789" is CBF43926)', () => {
    expect(crc32(Buffer.from('123456789')).toString(16).toUpperCase()).toBe('CBF43926');
  });
});
