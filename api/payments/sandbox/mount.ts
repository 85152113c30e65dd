// A provider's local sandbox as the registry mounts it (issue 16), loaded only when a provider runs in sandbox
// mode (decision 132): the registry imports this module dynamically, so a live shop never loads sandbox code.
// Here: the provider's imitation (by name), its state in the shop's database, its notification desk, the
// sandbox pages' own policy, and its control pages (notifications, settle) only on a local origin.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ProviderName, SandboxBuilder } from '../types.ts';
import { notificationDesk, sandboxStore } from './kit.ts';

/** Each provider's imitation, loaded on first use. */
const BUILDERS: Record<ProviderName, () => Promise<SandboxBuilder>> = {
  stripe: async () => (await import('./stripe.ts')).stripeSandbox,
  razorpay: async () => (await import('./razorpay.ts')).razorpaySandbox,
  payfast: async () => (await import('./payfast.ts')).payfastSandbox,
  paypal: async () => (await import('./paypal.ts')).paypalSandbox,
  flutterwave: async () => (await import('./flutterwave.ts')).flutterwaveSandbox,
  iyzico: async () => (await import('./iyzico.ts')).iyzicoSandbox,
};

export interface MountOptions {
  db: Kysely<Database>;
  name: ProviderName;
  vars: Record<string, string>;
  /** The sandbox's base as browsers reach it (…/sandbox/<name>). */
  base: string;
  notifyUrl: string;
  /** Delivers a notification (to the API in process when it is ours); answers its HTTP status. */
  send: (url: string, init: { headers: Record<string, string>; body: string }) => Promise<number>;
  /** The shop runs on a local origin: the control pages (notifications, settle) are offered. */
  controls: boolean;
}

/** The pages that drive a sandbox rather than imitate its provider's: replay a notification, settle later. */
const CONTROL = /^\/(notifications|settle)(\/|$)/;

export async function mountSandbox(o: MountOptions): Promise<Hono> {
  const store = sandboxStore(o.db, o.name);
  const desk = notificationDesk(store, o.send);
  const build = await BUILDERS[o.name]();
  const app = new Hono();
  // The sandbox's pages are the provider's, not ours: their own policy (inline styles, no script at all).
  app.use('*', async (c, next) => {
    await next();
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
  });
  // On a public origin (PAYMENT_SANDBOXES=on) nobody drives the sandbox from outside: not found.
  if (!o.controls)
    app.use('*', async (c, next) =>
      CONTROL.test(new URL(c.req.url).pathname) ? c.text('Not found', 404) : next(),
    );
  app.route('/', desk.routes);
  app.route(
    '/',
    build({ vars: o.vars, base: o.base, store, notify: desk.notify, notifyUrl: o.notifyUrl }),
  );
  return app;
}
