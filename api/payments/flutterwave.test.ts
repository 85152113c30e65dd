// The Flutterwave adapter against the local Flutterwave sandbox: the same requests it sends to
// api.flutterwave.com.
import { beforeEach, describe, expect, it } from 'vitest';
import { createFlutterwaveProvider, flutterwaveTxRef, judgeTransaction } from './flutterwave.ts';
import { ProviderRefused, ProviderUnavailable } from './provider-kit.ts';
import { createFlutterwaveSandbox } from './sandboxes/flutterwave.ts';
import type { PaymentOrder } from './types.ts';

const BASE = 'http://flutterwave.sandbox.test';
const urls = {
  returnUrl: 'https://shop.test/payment/return/7?lang=fr',
  cancelUrl: 'https://shop.test/payment/cancel/7',
  notifyUrl: 'https://shop.test/api/v1/payments/flutterwave/notify',
};
const order: PaymentOrder = {
  id: 7,
  code: 'ORD-7',
  amountMinor: 250_000,
  currency: 'NGN',
  name: 'Chinua Achebe',
  email: 'chinua@example.com',
  language: 'en',
};
const withRef = { ...order, providerRef: flutterwaveTxRef(order) };

function setup(secretKey = 'FLWSECK_TEST-sandbox') {
  const received: Array<{ headers: Headers; rawBody: string }> = [];
  const sandbox = createFlutterwaveSandbox({
    publicUrl: BASE,
    secretKey: 'FLWSECK_TEST-sandbox',
    secretHash: 'sandbox-secret-hash',
    webhookUrl: urls.notifyUrl,
    fetch: async (_url, init) => {
      received.push({ headers: new Headers(init?.headers), rawBody: String(init?.body) });
      return new Response('ok');
    },
  });
  const provider = createFlutterwaveProvider({
    mode: 'sandbox',
    baseUrl: BASE,
    publicKey: 'FLWPUBK_TEST-sandbox',
    secretKey,
    secretHash: 'sandbox-secret-hash',
    fetch: (url, init) => Promise.resolve(sandbox.app.fetch(new Request(url, init))),
  });
  const checkout = async (choice: string) => {
    const started = await provider.start(order, urls);
    expect(started.providerRef).toBe(withRef.providerRef);
    const link = started.next.kind === 'redirect' ? started.next.url : '';
    expect(link.startsWith(`${BASE}/v3/hosted/pay/`)).toBe(true);
    expect(await (await sandbox.app.request(link)).text()).toContain('Test mode');
    const res = await sandbox.app.request(link, {
      method: 'POST',
      body: new URLSearchParams({ choice }),
    });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.test/payment/return/7');
    expect(back.searchParams.get('lang')).toBe('fr');
    return Object.fromEntries(back.searchParams);
  };
  return { sandbox, provider, received, checkout };
}

describe('Flutterwave adapter (v3 Standard) against the sandbox', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('pays after verifying the transaction by id; the webhook says the same; a replay has the same id', async () => {
    const params = await t.checkout('pay');
    expect(params).toMatchObject({ status: 'successful', tx_ref: withRef.providerRef });
    const v = await t.provider.verifyReturn(withRef, params);
    expect(v).toEqual({
      status: 'paid',
      paymentId: params.transaction_id,
      amountMinor: 250_000,
      currency: 'NGN',
    });

    await t.sandbox.outbox.idle();
    const n = await t.provider.notification(t.received[0]!);
    expect(n).toEqual({
      eventId: `flw-${params.transaction_id}-successful`,
      providerRef: withRef.providerRef,
      verification: v,
    });
    t.sandbox.outbox.replay();
    await t.sandbox.outbox.idle();
    expect((await t.provider.notification(t.received[1]!))!.eventId).toBe(n!.eventId);
  });

  it('cancel comes back as status=cancelled without a transaction: cancelled', async () => {
    const params = await t.checkout('cancel');
    expect(params).toEqual({ lang: 'fr', status: 'cancelled', tx_ref: withRef.providerRef });
    expect(await t.provider.verifyReturn(withRef, params)).toEqual({ status: 'cancelled' });
  });

  it("a 'cancelled' return for a reference that was paid is judged by the payment, not the URL", async () => {
    const params = await t.checkout('pay');
    const v = await t.provider.verifyReturn(withRef, {
      status: 'cancelled',
      tx_ref: params.tx_ref!,
    });
    expect(v.status).toBe('paid');
  });

  it("a 'successful' redirect for a failed transaction is not paid", async () => {
    const params = await t.checkout('forge-return');
    expect(params.status).toBe('successful');
    expect(await t.provider.verifyReturn(withRef, params)).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/failed/),
    });
  });

  it('less than the order, or another currency, is not paid', async () => {
    const less = await t.checkout('tamper-amount');
    expect(await t.provider.verifyReturn(withRef, less)).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/2499\.99/),
    });
    t = setup();
    const other = await t.checkout('tamper-currency');
    expect(await t.provider.verifyReturn(withRef, other)).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/USD/),
    });
  });

  it('another order’s transaction, or a malformed id, is not paid', async () => {
    const params = await t.checkout('pay');
    const otherOrder = { ...withRef, id: 8, code: 'ORD-8', providerRef: 'bazaar-8-ORD-8' };
    expect(
      await t.provider.verifyReturn(otherOrder, { transaction_id: params.transaction_id! }),
    ).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/another tx_ref/),
    });
    expect(
      await t.provider.verifyReturn(withRef, { ...params, tx_ref: 'bazaar-8-ORD-8' }),
    ).toMatchObject({
      status: 'unverified',
    });
    expect((await t.provider.verifyReturn(withRef, { transaction_id: '1 OR 1=1' })).status).toBe(
      'unverified',
    );
    expect((await t.provider.verifyReturn(withRef, { transaction_id: '99' })).status).toBe(
      'unverified',
    );
  });

  it('a pending charge waits; its webhook pays once it settles', async () => {
    const params = await t.checkout('pending');
    expect(await t.provider.verifyReturn(withRef, params)).toEqual({ status: 'pending' });
    await t.sandbox.outbox.idle();
    expect(t.received).toHaveLength(0);
    const res = await t.sandbox.app.request(`${BASE}/__sandbox/settle/${withRef.providerRef}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    await t.sandbox.outbox.idle();
    const n = await t.provider.notification(t.received[0]!);
    expect(n).toMatchObject({
      providerRef: withRef.providerRef,
      verification: { status: 'paid', amountMinor: 250_000 },
    });
    expect((await t.provider.verifyReturn(withRef, params)).status).toBe('paid');
  });

  it('a webhook without the secret hash, or with another, is not verified; its figures are never trusted', async () => {
    await t.checkout('pay');
    await t.sandbox.outbox.idle();
    const genuine = t.received[0]!;
    for (const hash of [
      null,
      'wrong-hash',
      'sandbox-secret-has',
      'Sandbox-secret-hash',
      'sandbox-secret-hashh',
    ]) {
      const headers = new Headers(genuine.headers);
      if (hash === null) headers.delete('verif-hash');
      else headers.set('verif-hash', hash);
      expect(
        (await t.provider.notification({ headers, rawBody: genuine.rawBody }))!.verification.status,
      ).toBe('unverified');
    }
    // A body edited under a genuine hash still reads the transaction from Flutterwave: the real amount.
    const edited = genuine.rawBody.replace('"amount":2500', '"amount":1');
    const n = await t.provider.notification({ headers: genuine.headers, rawBody: edited });
    expect(n!.verification).toMatchObject({ status: 'paid', amountMinor: 250_000 });
  });

  it('ignores other events and bodies that are not JSON', async () => {
    expect(await t.provider.notification({ headers: new Headers(), rawBody: '<xml/>' })).toBeNull();
    const other = JSON.stringify({ event: 'transfer.completed', data: { id: 1 } });
    expect(await t.provider.notification({ headers: new Headers(), rawBody: other })).toBeNull();
  });

  it('judges a transaction: more than the order is fine, less or pending or failed is not paid', () => {
    const tx = { id: 1, tx_ref: 'r', amount: 10, currency: 'USD', status: 'successful' };
    expect(
      judgeTransaction({ ...tx, amount: '10.01' }, { amountMinor: 1000, currency: 'USD' }).status,
    ).toBe('paid');
    expect(
      judgeTransaction({ ...tx, amount: 9.99 }, { amountMinor: 1000, currency: 'USD' }).status,
    ).toBe('unverified');
    expect(judgeTransaction({ ...tx, status: 'pending' }, {}).status).toBe('pending');
    expect(judgeTransaction({ ...tx, status: 'failed' }, {}).status).toBe('unverified');
  });

  it('a wrong secret key is refused, not mistaken for an answer', async () => {
    t = setup('FLWSECK_TEST-wrong');
    await expect(t.provider.start(order, urls)).rejects.toBeInstanceOf(ProviderRefused);
  });
});

describe('Flutterwave unreachable', () => {
  it('is told apart from an answer: ProviderUnavailable, so the caller retries instead of deciding', async () => {
    const provider = createFlutterwaveProvider({
      mode: 'live',
      publicKey: 'p',
      secretKey: 's',
      secretHash: 'h',
      fetch: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    await expect(provider.verifyReturn(withRef, { transaction_id: '1' })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    const down = createFlutterwaveProvider({
      mode: 'live',
      publicKey: 'p',
      secretKey: 's',
      secretHash: 'h',
      fetch: () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
    });
    await expect(down.start(order, urls)).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
