// Stripe's expiry of a Checkout Session (decision 099) on the local sandbox in memory: the sandbox's
// POST /v1/checkout/sessions/{id}/expire behaves as Stripe documents it (open → expired; a complete or an
// expired session is an invalid_request_error; the secret key is required), its hosted page will not pay an
// expired session, and the adapter's expire() answers 'expired' or 'not-open' through the SDK.
import { describe, expect, it } from 'vitest';
import { memorySandbox, shopUrls } from '../sandbox/memory.ts';
import { stripeSandbox } from '../sandbox/stripe.ts';
import type { PaymentOrder } from '../types.ts';
import { stripeDefinition } from './stripe.ts';

const urls = shopUrls('stripe', 52);
const order: PaymentOrder = {
  id: 52,
  code: 'ORD-52',
  amountMinor: 4_250,
  currency: 'USD',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  language: 'en',
};

function setup() {
  const sb = memorySandbox(stripeSandbox, {
    name: 'stripe',
    vars: stripeDefinition.sandboxVars,
  });
  // The SDK is given the sandbox's host and port only (as the registry does): it calls /v1/… at the root.
  const basePath = new URL(sb.ctx.base).pathname;
  const sdkFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const u = new URL(input instanceof Request ? input.url : String(input));
    const path = u.pathname.startsWith(`${basePath}/`) ? u.pathname : `${basePath}${u.pathname}`;
    return sb.fetch(`${u.origin}${path}${u.search}`, init);
  };
  const provider = stripeDefinition.create({
    mode: 'sandbox',
    vars: stripeDefinition.sandboxVars,
    fetch: sdkFetch as typeof fetch,
    apiBase: sb.ctx.base,
    hostedBase: sb.ctx.base,
  });
  const key = stripeDefinition.sandboxVars.STRIPE_SECRET_KEY!;
  const expireCall = (id: string, secret = key) =>
    sb.fetch(`${sb.ctx.base}/v1/checkout/sessions/${id}/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
    });
  const session = async (id: string) =>
    (await (
      await sb.fetch(`${sb.ctx.base}/v1/checkout/sessions/${id}`, {
        headers: { authorization: `Bearer ${key}` },
      })
    ).json()) as { status: string; payment_status: string; url: string | null };
  const started = async (o: PaymentOrder = order) => {
    const s = await provider.start(o, urls);
    if (s.next.kind !== 'redirect') throw new Error('Stripe starts with a redirect');
    return { id: s.providerRef, url: s.next.url };
  };
  return { sb, provider, expireCall, session, started };
}

describe('Stripe: expiring a Checkout Session', () => {
  it('the sandbox expires an open session (status expired) and refuses a second expiry like Stripe', async () => {
    const t = setup();
    const { id } = await t.started();
    const first = await t.expireCall(id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      id,
      object: 'checkout.session',
      status: 'expired',
      payment_status: 'unpaid',
      url: null,
    });
    expect(await t.session(id)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    const again = await t.expireCall(id);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message:
          'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
      },
    });
  });

  it('the sandbox refuses to expire a complete session, an unknown one, and a call without the secret key', async () => {
    const t = setup();
    const { id, url } = await t.started();
    expect((await t.sb.submit(url, { outcome: 'pay' })).status).toBe(303);
    const complete = await t.expireCall(id);
    expect(complete.status).toBe(400);
    expect(await complete.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('`complete`') },
    });
    expect(await t.session(id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const unknown = await t.expireCall('cs_test_nosuch');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'resource_missing' },
    });
    // Another order's open session (one session per order: the same order would replay the first).
    const other = await t.started({ ...order, id: 53, code: 'ORD-53' });
    for (const secret of ['sk_test_someoneElse', ''])
      expect((await t.expireCall(other.id, secret)).status).toBe(401);
    expect(await t.session(other.id)).toMatchObject({ status: 'open' });
  });

  it('the hosted page of an expired session says it expired, offers no Pay button and pays nothing', async () => {
    const t = setup();
    const { id, url } = await t.started();
    const before = await (await t.sb.fetch(url)).text();
    expect(before).toContain('data-testid="sandbox-pay"');
    expect((await t.expireCall(id)).status).toBe(200);
    const page = await t.sb.fetch(url);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('data-testid="sandbox-expired"');
    expect(html).toContain('This Checkout Session has expired');
    expect(html).not.toContain('<button');
    // A page opened before the expiry, submitted after it: refused, no notification, still unpaid.
    const paid = await t.sb.submit(url, { outcome: 'pay' });
    expect(paid.status).toBe(410);
    expect(await paid.text()).toContain('This Checkout Session has expired');
    expect(t.sb.sent).toHaveLength(0);
    expect(await t.session(id)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
  });

  it("the adapter's expire(): 'expired' for an open session, 'not-open' once expired or paid", async () => {
    const t = setup();
    const open = await t.started();
    expect(await t.provider.expire!(open.id)).toBe('expired');
    expect(await t.provider.expire!(open.id)).toBe('not-open');
    expect(await t.provider.verifyReturn({ ...order, providerRef: open.id }, {})).toEqual({
      status: 'cancelled',
    });
    // Another order's session, paid just before the expiry: refused, and the session says paid.
    const other = { ...order, id: 53, code: 'ORD-53' };
    const paid = await t.started(other);
    await t.sb.submit(paid.url, { outcome: 'pay-hold' });
    expect(await t.provider.expire!(paid.id)).toBe('not-open');
    expect(await t.provider.verifyReturn({ ...other, providerRef: paid.id }, {})).toMatchObject({
      status: 'paid',
      amountMinor: 4_250,
    });
  });
});
