// The Flutterwave adapter against the local Flutterwave sandbox: the same requests it sends to
// api.flutterwave.com.
import { describe, expect, it } from 'vitest';
import { ProviderRefused, ProviderUnavailable } from '../provider-kit.ts';
import { adapterTest, expectPaidBeforeHeldNotification } from '../../testing/adapters.ts';
import { NotificationRejected } from '../types.ts';
import {
  createFlutterwaveProvider,
  flutterwaveDefinition,
  flutterwaveTxRef,
  judgeTransaction,
} from './flutterwave.ts';

const { order, urls, atCheckout } = adapterTest(flutterwaveDefinition, 250_000, 'NGN');
const withRef = { ...order, providerRef: flutterwaveTxRef(order) };

function setup(vars: Record<string, string> = {}) {
  const t = atCheckout(vars);
  /** Start, press one of the hosted page's buttons: the query Flutterwave sends the shopper back with. */
  const checkout = async (outcome: string) => {
    const { started, url, res } = await t.press(outcome);
    expect(started.providerRef).toBe(withRef.providerRef);
    expect(url.startsWith(`${t.sb.ctx.base}/v3/hosted/pay/`)).toBe(true);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(urls.returnUrl);
    return Object.fromEntries(back.searchParams);
  };
  return { ...t, checkout };
}

describe('Flutterwave adapter (v3 Standard) against the sandbox', () => {
  it('pays after verifying the transaction by id; the webhook says the same; a replay has the same id', async () => {
    const t = setup();
    const params = await t.checkout('pay');
    expect(params).toMatchObject({ status: 'successful', tx_ref: withRef.providerRef });
    const v = await t.provider.verifyReturn(withRef, params);
    expect(v).toEqual({
      status: 'paid',
      paymentId: params.transaction_id,
      amountMinor: 250_000,
      currency: 'NGN',
    });

    const n = await t.provider.notification(t.sb.sent[0]!);
    expect(n).toEqual({
      eventId: `flw-${params.transaction_id}-successful`,
      providerRef: withRef.providerRef,
      verification: v,
    });
    expect((await t.provider.notification(t.sb.replay()!))!.eventId).toBe(n!.eventId);
  });

  it('pay with the notification held: paid on return, the webhook when it is sent', async () => {
    const t = setup();
    const params = await t.checkout('pay-hold');
    await expectPaidBeforeHeldNotification(t, () => t.provider.verifyReturn(withRef, params));
  });

  it('cancel comes back as status=cancelled without a transaction: cancelled', async () => {
    const t = setup();
    const params = await t.checkout('cancel');
    expect(params).toEqual({ status: 'cancelled', tx_ref: withRef.providerRef });
    expect(await t.provider.verifyReturn(withRef, params)).toEqual({ status: 'cancelled' });
  });

  it("a 'cancelled' return for a reference that was paid is judged by the payment, not the URL", async () => {
    const t = setup();
    const params = await t.checkout('pay');
    expect(
      (await t.provider.verifyReturn(withRef, { status: 'cancelled', tx_ref: params.tx_ref! }))
        .status,
    ).toBe('paid');
  });

  it.each([
    ['a failed transaction', 'forge-return', /failed/],
    ['less than the order', 'tamper', /2499\.99/],
    ['another currency', 'tamper-currency', /USD/],
  ])("a 'successful' redirect for %s is not paid", async (_, outcome, reason) => {
    const t = setup();
    const params = await t.checkout(outcome);
    expect(params.status).toBe('successful');
    expect(await t.provider.verifyReturn(withRef, params)).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(reason),
    });
  });

  it('the webhook of a tampered charge (wrong hash) is rejected', async () => {
    const t = setup();
    await t.checkout('tamper');
    await expect(t.provider.notification(t.sb.sent[0]!)).rejects.toBeInstanceOf(
      NotificationRejected,
    );
  });

  it('another order’s transaction, or a malformed id, is not paid', async () => {
    const t = setup();
    const params = await t.checkout('pay');
    const otherOrder = { ...withRef, id: 8, code: 'ORD-8', providerRef: 'bazaar-8-ORD-8' };
    expect(
      await t.provider.verifyReturn(otherOrder, { transaction_id: params.transaction_id! }),
    ).toMatchObject({
      status: 'unverified',
      reason: expect.stringMatching(/another tx_ref/),
    });
    expect(
      (await t.provider.verifyReturn(withRef, { ...params, tx_ref: 'bazaar-8-ORD-8' })).status,
    ).toBe('unverified');
    expect((await t.provider.verifyReturn(withRef, { transaction_id: '1 OR 1=1' })).status).toBe(
      'unverified',
    );
    expect((await t.provider.verifyReturn(withRef, { transaction_id: '99' })).status).toBe(
      'unverified',
    );
  });

  it('a pending charge waits; its webhook pays once it settles', async () => {
    const t = setup();
    const params = await t.checkout('pending');
    expect(await t.provider.verifyReturn(withRef, params)).toEqual({ status: 'pending' });
    expect(t.sb.sent).toHaveLength(0);
    expect(await (await t.sb.fetch(`${t.sb.ctx.base}/settle`)).text()).toContain(
      withRef.providerRef,
    );
    const res = await t.sb.submit(`${t.sb.ctx.base}/settle/${withRef.providerRef}`, {});
    expect(res.status).toBe(200);
    const n = await t.provider.notification(t.sb.sent[0]!);
    expect(n).toMatchObject({
      providerRef: withRef.providerRef,
      verification: { status: 'paid', amountMinor: 250_000 },
    });
    expect((await t.provider.verifyReturn(withRef, params)).status).toBe('paid');
  });

  it('a webhook without the secret hash, or with another, is rejected; its figures are never trusted', async () => {
    const t = setup();
    await t.checkout('pay');
    const genuine = t.sb.sent[0]!;
    for (const hash of [
      null,
      'wrong-hash',
      'sandbox-flutterwave-secret-has',
      'Sandbox-flutterwave-secret-hash',
    ]) {
      const headers = new Headers(genuine.headers);
      if (hash === null) headers.delete('verif-hash');
      else headers.set('verif-hash', hash);
      await expect(
        t.provider.notification({ headers, rawBody: genuine.rawBody }),
      ).rejects.toBeInstanceOf(NotificationRejected);
    }
    // A body edited under a genuine hash still reads the transaction from Flutterwave: the real amount.
    const edited = genuine.rawBody.replace('"amount":2500', '"amount":1');
    expect(edited).not.toBe(genuine.rawBody);
    const n = await t.provider.notification({ headers: genuine.headers, rawBody: edited });
    expect(n!.verification).toMatchObject({ status: 'paid', amountMinor: 250_000 });
  });

  it('ignores other events and bodies that are not JSON', async () => {
    const t = setup();
    expect(await t.provider.notification({ headers: new Headers(), rawBody: '<xml/>' })).toBeNull();
    const other = JSON.stringify({ event: 'transfer.completed', data: { id: 1 } });
    expect(await t.provider.notification({ headers: new Headers(), rawBody: other })).toBeNull();
  });

  it('judges a transaction: exactly the order is paid; more, less, pending or failed is not (issue 37)', () => {
    const tx = { id: 1, tx_ref: 'r', amount: 10, currency: 'USD', status: 'successful' };
    expect(
      judgeTransaction({ ...tx, amount: '10.00' }, { amountMinor: 1000, currency: 'USD' }).status,
    ).toBe('paid');
    expect(
      judgeTransaction({ ...tx, amount: '10.01' }, { amountMinor: 1000, currency: 'USD' }).status,
    ).toBe('unverified');
    expect(
      judgeTransaction({ ...tx, amount: 9.99 }, { amountMinor: 1000, currency: 'USD' }).status,
    ).toBe('unverified');
    expect(judgeTransaction({ ...tx, status: 'pending' }, {}).status).toBe('pending');
    expect(judgeTransaction({ ...tx, status: 'failed' }, {}).status).toBe('unverified');
  });

  it('a wrong secret key is refused, not mistaken for an answer', async () => {
    const t = setup({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-wrong' });
    await expect(t.provider.start(order, urls)).rejects.toBeInstanceOf(ProviderRefused);
  });

  it('unreachable is told apart from an answer: ProviderUnavailable, so the caller retries', async () => {
    const down = (fetchImpl: () => Promise<Response>) =>
      createFlutterwaveProvider({
        mode: 'live',
        publicKey: 'p',
        secretKey: 's',
        secretHash: 'h',
        fetch: fetchImpl,
      });
    const refused = down(() => Promise.reject(new Error('connect ECONNREFUSED')));
    await expect(refused.verifyReturn(withRef, { transaction_id: '1' })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    const badGateway = down(() => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    await expect(badGateway.start(order, urls)).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
