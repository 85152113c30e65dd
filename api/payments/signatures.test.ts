// Each provider's signature routine against a vector computed independently of our code (Python's hmac,
// hashlib and urllib.parse.quote_plus — PHP urlencode's rules, which Payfast documents), and against the
// official Stripe SDK's own signer. Neither Razorpay nor Payfast publishes a numeric test vector.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { stripeDefinition } from './providers/stripe.ts';
import { hmacSha256Hex, sameHex } from './provider-kit.ts';
import { razorpayPaymentSignatureOk } from './providers/razorpay.ts';
import {
  payfastCheckoutFields,
  payfastEncode,
  payfastParamString,
  payfastSignature,
} from './providers/payfast.ts';
import { stripeSignatureHeader } from './sandbox/stripe.ts';
import { NotificationRejected } from './types.ts';

describe('Stripe-Signature', () => {
  const payload = '{"id":"evt_test_1","object":"event"}';
  it('is t=<unix>,v1=HMAC-SHA256("t.payload") with the endpoint secret', () => {
    expect(stripeSignatureHeader(payload, 'whsec_test_secret', 1_700_000_000)).toBe(
      't=1700000000,v1=29ab30b7065c11b28e53ac114fac5d6c492ed811a12d11ed2c2aad5bb4cf9809',
    );
  });

  const adapter = stripeDefinition.create({
    mode: 'sandbox',
    vars: stripeDefinition.sandboxVars,
    fetch: () => Promise.reject(new Error('no network in this test')),
    apiBase: 'http://sandbox.test/sandbox/stripe',
    hostedBase: 'http://sandbox.test/sandbox/stripe',
  });
  const secret = stripeDefinition.sandboxVars.STRIPE_WEBHOOK_SECRET!;
  const event = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'evt_test_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: '42',
          payment_status: 'paid',
          payment_intent: 'pi_test_1',
          amount_total: 1999,
          currency: 'usd',
          ...over,
        },
      },
    });
  const headers = (body: string, s = secret, t?: number) =>
    new Headers({ 'stripe-signature': stripeSignatureHeader(body, s, t) });

  it('accepts a webhook signed with the endpoint secret and reads the session', async () => {
    const body = event();
    await expect(adapter.notification({ headers: headers(body), rawBody: body })).resolves.toEqual({
      eventId: 'evt_test_2',
      providerRef: 'cs_test_1',
      verification: { status: 'paid', paymentId: 'pi_test_1', amountMinor: 1999, currency: 'USD' },
    });
  });
  it('rejects another secret, a changed body and a timestamp older than 300 s', async () => {
    const body = event();
    await expect(
      adapter.notification({ headers: headers(body, 'whsec_other'), rawBody: body }),
    ).rejects.toBeInstanceOf(NotificationRejected);
    await expect(
      adapter.notification({ headers: headers(body), rawBody: event({ amount_total: 1 }) }),
    ).rejects.toBeInstanceOf(NotificationRejected);
    const old = Math.floor(Date.now() / 1000) - 301;
    await expect(
      adapter.notification({ headers: headers(body, secret, old), rawBody: body }),
    ).rejects.toBeInstanceOf(NotificationRejected);
  });
  it('agrees with the SDK verifier itself', () => {
    const body = event();
    expect(() =>
      Stripe.webhooks.constructEvent(body, stripeSignatureHeader(body, secret), secret),
    ).not.toThrow();
  });
});

describe('Razorpay signatures', () => {
  it('payment: HMAC-SHA256 of "order_id|payment_id" with the key secret, compared in constant time', () => {
    const sig = 'eb62af1cce34a8f83d1bfef1a909f44b3366c5101ba5dbcd3bfd8e2a46783571';
    const ok = (s: string, order = 'order_Abc123XYZ00001', pay = 'pay_Def456UVW00002') =>
      razorpayPaymentSignatureOk('bazaarSandboxKeySecret00', order, pay, s);
    expect(ok(sig)).toBe(true);
    expect(ok(sig.toUpperCase())).toBe(true);
    expect(ok(sig.replace(/.$/, '0'))).toBe(false);
    expect(ok(sig.slice(2))).toBe(false);
    expect(ok('zz' + sig.slice(2))).toBe(false);
    expect(ok(sig, 'order_Other')).toBe(false);
    expect(ok(sig, 'order_Abc123XYZ00001', 'pay_Other')).toBe(false);
  });
  it('webhook: HMAC-SHA256 of the raw body with the webhook secret', () => {
    const body = '{"entity":"event","event":"payment.captured"}';
    expect(hmacSha256Hex('bazaarSandboxWebhookSecret', body)).toBe(
      '79b60be2d5b860f84e4b0fd5fe7ab9f9f29a3d8833a6e5ab4859202d882c539b',
    );
    expect(
      sameHex(hmacSha256Hex('s', body), createHmac('sha256', 's').update(body).digest('hex')),
    ).toBe(true);
    expect(sameHex(hmacSha256Hex('s', body), hmacSha256Hex('s', `${body} `))).toBe(false);
  });
});

describe('Payfast signature', () => {
  const fields = {
    merchant_id: '10000100',
    merchant_key: '46f0cd694581a',
    return_url: 'https://shop.test/payfast/return/7',
    cancel_url: 'https://shop.test/payfast/cancel/7',
    notify_url: 'https://shop.test/api/v1/payfast/notify',
    name_first: 'Ada',
    name_last: " O'Neil Smith ",
    email_address: 'ada+test@example.com',
    m_payment_id: '7',
    amount: '123.45',
    item_name: 'Order ABC (2 items)*!',
    item_description: '',
  };
  it("encodes like PHP's urlencode: upper-case %XX, '+' for a space, -_. only left as they are", () => {
    expect(payfastEncode("a b~c!d'e(f)g*h/i:j+k")).toBe('a+b%7Ec%21d%27e%28f%29g%2Ah%2Fi%3Aj%2Bk');
  });
  it('signs the fields in the documented order, trimmed, empty ones left out, then the passphrase', () => {
    const signed = payfastCheckoutFields(
      // Given in another order: the signature follows Payfast's list, not the object's.
      Object.fromEntries(Object.entries(fields).reverse()),
      'jt7NOE43FZPn',
    );
    // `fields` is written in Payfast's order: the signed form keeps it, without the empty one.
    const nonEmpty = Object.entries(fields).filter(([, v]) => v.trim() !== '');
    expect(Object.keys(signed)).toEqual([...nonEmpty.map(([k]) => k), 'signature']);
    expect(signed.signature).toBe('5c3878c54b2ef780061a73fefe83f361');
    const pairs = Object.entries(fields) as [string, string][];
    expect(payfastSignature(pairs, undefined)).toBe('4b97c991f638815a7b3c6c32b0e636fc');
    expect(payfastParamString(pairs)).toContain(
      'name_last=O%27Neil+Smith&email_address=ada%2Btest%40example.com',
    );
  });
});
