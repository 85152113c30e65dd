// Which providers run (issue 16): the sandbox without keys, live with all of them, and the boot refused with
// a message naming the variables when a sandbox mode meets live keys or live keys are missing.
import { describe, expect, it } from 'vitest';
import {
  configurePayments,
  isLocalOrigin,
  planPayments,
  releaseMinutesOf,
  sandboxVarsFor,
} from './config.ts';
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

  it('runs sandboxes on a local PUBLIC_URL only, unless PAYMENT_SANDBOXES=on says so (issue 37)', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://shop.localhost',
      'http://[::1]:3000',
    ])
      expect(isLocalOrigin(url), url).toBe(true);
    for (const url of ['https://shop.example', 'http://10.0.0.5', 'http://localhost.example.com'])
      expect(isLocalOrigin(url), url).toBe(false);
    expect(modes({ PUBLIC_URL: 'http://localhost:3000' })).toEqual([
      'stripe:sandbox',
      'razorpay:sandbox',
      'payfast:sandbox',
    ]);
    // A shop that went live without keys offers no online method at all, and says why.
    const live = planPayments(all, { PUBLIC_URL: 'https://shop.example' });
    expect(live.configs).toEqual([]);
    expect(live.plan).toEqual(
      all.map((d) => ({
        name: d.name,
        mode: 'off',
        why: 'no keys, and the sandbox runs only on a local PUBLIC_URL or with PAYMENT_SANDBOXES=on',
      })),
    );
    expect(modes({ PUBLIC_URL: 'https://staging.example', PAYMENT_SANDBOXES: 'on' })).toEqual([
      'stripe:sandbox',
      'razorpay:sandbox',
      'payfast:sandbox',
    ]);
    expect(() =>
      configurePayments(all, { PUBLIC_URL: 'https://shop.example', STRIPE_MODE: 'sandbox' }),
    ).toThrow(/STRIPE_MODE: 'sandbox' on a public PUBLIC_URL/);
    // The registry's own origin decides when given (server.ts passes PUBLIC_URL's).
    expect(configurePayments(all, {}, { publicUrl: 'https://shop.example' })).toEqual([]);
  });

  it('makes the sandboxes’ secrets per installation: none is in the source, each shop has its own', () => {
    const a = sandboxVarsFor(stripeDefinition, 'installation-a');
    const b = sandboxVarsFor(stripeDefinition, 'installation-b');
    expect(a).toEqual(sandboxVarsFor(stripeDefinition, 'installation-a'));
    expect(a.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(a.STRIPE_SECRET_KEY).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
    expect(a.STRIPE_WEBHOOK_SECRET).not.toBe(b.STRIPE_WEBHOOK_SECRET);
    expect(a.STRIPE_WEBHOOK_SECRET).not.toBe('whsec_bazaarSandboxWebhookSecret0000000000');
    for (const d of all) {
      const vars = sandboxVarsFor(d, 'x');
      expect(Object.values(vars).join(' ')).not.toContain('*');
    }
    // Two boots without a secret never share one (a test registry's default).
    const first = configurePayments(all, {})[0]!.vars.STRIPE_WEBHOOK_SECRET;
    expect(configurePayments(all, {})[0]!.vars.STRIPE_WEBHOOK_SECRET).not.toBe(first);
    expect(
      configurePayments(all, {}, { sandboxSecret: 's' })[1]!.vars.RAZORPAY_WEBHOOK_SECRET,
    ).toBe(sandboxVarsFor(razorpayDefinition, 's').RAZORPAY_WEBHOOK_SECRET);
  });
});
