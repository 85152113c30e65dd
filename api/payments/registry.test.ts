// Sandbox code loads only where a provider runs its sandbox (issue 32 item 5, decision 132): a live shop
// imports nothing of api/payments/sandbox/, no provider imports its sandbox (no provider ↔ sandbox loop),
// and on a public origin the sandboxes' control pages are not found.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../db/test-db.ts';
import { PaymentRegistry } from './registry.ts';

const here = new URL('.', import.meta.url).pathname;
const LIVE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  RAZORPAY_MODE: 'off',
  PAYFAST_MODE: 'off',
  PAYPAL_MODE: 'off',
  FLUTTERWAVE_MODE: 'off',
  IYZICO_MODE: 'off',
};

describe('payment sandboxes load only in sandbox mode', () => {
  it('no static import of api/payments/sandbox/ from the registry or a provider', () => {
    const files = [
      join(here, 'registry.ts'),
      ...readdirSync(join(here, 'providers'))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => join(here, 'providers', f)),
    ];
    for (const f of files) {
      const source = readFileSync(f, 'utf8');
      expect(source, f).not.toMatch(/^import[^;]*from '\.{1,2}\/(\.\.\/)?sandbox\//m);
      expect(source, f).not.toMatch(/from '\.\.\/sandbox\//);
    }
    // The sandboxes may use their provider's helpers: the only direction there is.
    for (const f of readdirSync(join(here, 'sandbox')).filter((n) => n.endsWith('.ts')))
      expect(readFileSync(join(here, 'sandbox', f), 'utf8'), f).not.toMatch(/registry\.ts'/);
  });

  it('a live registry never loads sandbox code; a sandbox one loads it', async () => {
    const tdb = await createTestDatabase('sqlite');
    try {
      const live = vi.fn(() => import('./sandbox/mount.ts'));
      const r = new PaymentRegistry({
        db: tdb.db,
        storefrontUrl: 'https://shop.example',
        env: LIVE_KEYS,
        loadSandboxes: live,
      });
      expect(r.list().map((p) => `${p.definition.name}:${p.mode}`)).toEqual(['stripe:live']);
      expect(r.hostedOrigins()).toEqual(['https://checkout.stripe.com']);
      expect(live).not.toHaveBeenCalled();

      const sandbox = vi.fn(() => import('./sandbox/mount.ts'));
      const s = new PaymentRegistry({
        db: tdb.db,
        storefrontUrl: 'http://localhost:3000',
        env: {
          ...LIVE_KEYS,
          STRIPE_SECRET_KEY: '',
          STRIPE_PUBLISHABLE_KEY: '',
          STRIPE_WEBHOOK_SECRET: '',
        },
        loadSandboxes: sandbox,
      });
      expect(s.list().map((p) => `${p.definition.name}:${p.mode}`)).toEqual(['stripe:sandbox']);
      expect(sandbox).toHaveBeenCalledTimes(1);
      const page = await s.sandboxRoutes().request('/stripe/notifications');
      expect(page.status).toBe(200);
    } finally {
      await tdb.close();
    }
  });

  it('on a public origin (PAYMENT_SANDBOXES=on) the control pages are not found; the hosted API still answers', async () => {
    const tdb = await createTestDatabase('sqlite');
    try {
      const r = new PaymentRegistry({
        db: tdb.db,
        storefrontUrl: 'https://staging.example',
        env: {
          ...LIVE_KEYS,
          STRIPE_SECRET_KEY: '',
          STRIPE_PUBLISHABLE_KEY: '',
          STRIPE_WEBHOOK_SECRET: '',
          PAYMENT_SANDBOXES: 'on',
        },
      });
      const routes = r.sandboxRoutes();
      expect((await routes.request('/stripe/notifications')).status).toBe(404);
      expect((await routes.request('/stripe/notifications/x', { method: 'POST' })).status).toBe(
        404,
      );
      // The sandbox's API is there, behind its own authentication.
      expect((await routes.request('/stripe/v1/checkout/sessions/cs_test_x')).status).toBe(401);
    } finally {
      await tdb.close();
    }
  });
});
