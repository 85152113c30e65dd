// Which providers run (issue 16): the sandbox without keys, live with all of them, and the boot refused with
// a message naming the variables when a sandbox mode meets live keys or live keys are missing.
import { describe, expect, it } from 'vitest';
import { configurePayments, releaseMinutesOf } from './config.ts';
import { stripeDefinition } from './providers/stripe.ts';
import { razorpayDefinition } from './providers/razorpay.ts';
import { payfastDefinition } from './providers/payfast.ts';

const all = [stripeDefinition, razorpayDefinition, payfastDefinition];
const modes = (env: Record<string, string>) =>
  configurePayments(all, env).map((c) => `${c.definition.name}:${c.mode}`);

describe('payment configuration', () => {
  it('runs every provider on its sandbox (with the sandbox test values) when no keys are set', () => {
    const configs = configurePayments(all, {});
    expect(configs.map((c) => c.mode)).toEqual(['sandbox', 'sandbox', 'sandbox']);
    expect(configs[0]!.vars.STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
  });
  it('switches a provider to live when its keys are set, and leaves the others on the sandbox', () => {
    expect(
      modes({
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }),
    ).toEqual(['stripe:live', 'razorpay:sandbox', 'payfast:sandbox']);
  });
  it('turns providers off by NAME_MODE=off or PAYMENT_SANDBOXES=off', () => {
    expect(modes({ RAZORPAY_MODE: 'off' })).toEqual(['stripe:sandbox', 'payfast:sandbox']);
    expect(modes({ PAYMENT_SANDBOXES: 'off' })).toEqual([]);
  });
  it('refuses the sandbox mode with live keys set, naming them', () => {
    expect(() =>
      configurePayments(all, { STRIPE_MODE: 'sandbox', STRIPE_SECRET_KEY: 'sk_live_1' }),
    ).toThrow(
      /STRIPE_MODE: 'sandbox' while STRIPE_SECRET_KEY is set — a provider never runs its sandbox and live keys at once/,
    );
  });
  it('refuses live mode with a key missing, naming it', () => {
    expect(() =>
      configurePayments(all, { PAYFAST_MERCHANT_ID: '1', PAYFAST_MERCHANT_KEY: 'k' }),
    ).toThrow(/PAYFAST: live mode needs PAYFAST_PASSPHRASE/);
    expect(() => configurePayments(all, { RAZORPAY_MODE: 'later' })).toThrow(
      /RAZORPAY_MODE: must be/,
    );
  });
  it('reads the release delay in minutes (default 60, 5 to 20160)', () => {
    expect(releaseMinutesOf({})).toBe(60);
    expect(releaseMinutesOf({ PAYMENT_RELEASE_MINUTES: '30' })).toBe(30);
    expect(() => releaseMinutesOf({ PAYMENT_RELEASE_MINUTES: '1' })).toThrow(
      /PAYMENT_RELEASE_MINUTES/,
    );
  });
});
