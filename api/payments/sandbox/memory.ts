// A sandbox in memory for unit tests: the SandboxContext the registry gives a sandbox (store, notify), with
// the notifications kept so a test hands them to the adapter, sends a held one, or replays one.
import type { Hono } from 'hono';
import type {
  PaymentUrls,
  ProviderDefinition,
  ProviderName,
  SandboxBuilder,
  SandboxContext,
  SandboxStore,
  StartedPayment,
} from '../types.ts';

import { stripeSandbox } from './stripe.ts';
import { razorpaySandbox } from './razorpay.ts';
import { payfastSandbox } from './payfast.ts';
import { paypalSandbox } from './paypal.ts';
import { flutterwaveSandbox } from './flutterwave.ts';
import { iyzicoSandbox } from './iyzico.ts';

/** Every provider's imitation (tests load them all; the running shop loads them through mount.ts). */
const BUILDERS: Record<ProviderName, SandboxBuilder> = {
  stripe: stripeSandbox,
  razorpay: razorpaySandbox,
  payfast: payfastSandbox,
  paypal: paypalSandbox,
  flutterwave: flutterwaveSandbox,
  iyzico: iyzicoSandbox,
};

interface Sent {
  url: string;
  headers: Headers;
  rawBody: string;
  label: string;
}

export function memorySandbox(
  build: (ctx: SandboxContext) => Hono,
  opts: { name: string; vars: Record<string, string> },
) {
  const base = `http://shop.test/sandbox/${opts.name}`;
  const data = new Map<string, unknown>();
  const store: SandboxStore = {
    get: async <T>(id: string) => (data.has(id) ? (structuredClone(data.get(id)) as T) : null),
    put: async (id, value) => {
      data.set(id, structuredClone(value));
    },
    claim: async <T>(id: string, value: T) => {
      if (!data.has(id)) data.set(id, structuredClone(value));
      return structuredClone(data.get(id)) as T;
    },
    list: async <T>(prefix: string) =>
      [...data.entries()]
        .filter(([id]) => id.startsWith(prefix))
        .map(([id, value]) => ({ id, value: structuredClone(value) as T })),
  };
  /** Delivered notifications, in order (a replay appears again). */
  const sent: Sent[] = [];
  const held: Sent[] = [];
  const ctx: SandboxContext = {
    vars: opts.vars,
    base,
    notifyUrl: `http://shop.test/api/v1/${opts.name}/notify`,
    store,
    async notify(url, init, o = {}) {
      const n = {
        url,
        headers: new Headers(init.headers),
        rawBody: init.body,
        label: o.label ?? '',
      };
      (o.hold ? held : sent).push(n);
    },
  };
  const app = build(ctx);
  /** What reaches the sandbox at an absolute URL under its base (the adapter's calls and the browser's). */
  const fetch = (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const path = url.pathname.slice(new URL(base).pathname.length);
    return Promise.resolve(
      app.fetch(new Request(`http://sandbox.internal${path}${url.search}`, init)),
    );
  };
  /** The shopper submits a hosted page's form: where the provider sends the browser. */
  const submit = (pageUrl: string, fields: Record<string, string>) =>
    fetch(pageUrl, { method: 'POST', body: new URLSearchParams(fields) });
  return {
    ctx,
    app,
    fetch,
    sent,
    held,
    submit,
    /**
     * The shopper opens a started payment's hosted page (every sandbox page says TEST MODE) and presses the
     * button for `outcome`: the page's URL and the sandbox's answer.
     */
    async press(started: StartedPayment, outcome: string) {
      const url = started.next.kind === 'redirect' ? started.next.url : '';
      const page = await (await fetch(url)).text();
      if (!page.includes('TEST MODE')) throw new Error(`${url} is not a sandbox's hosted page`);
      return { url, res: await submit(url, { outcome }) };
    },
    /** Sends the held notifications (the sandbox's notifications page, "Send"). */
    release() {
      sent.push(...held.splice(0));
    },
    /** The last delivered notification, again, byte for byte. */
    replay() {
      const last = sent.at(-1);
      if (last) sent.push(last);
      return last;
    },
  };
}

/** A provider's adapter in sandbox mode on its own sandbox in memory; `vars` change its credentials only. */
export function adapterOnMemorySandbox(
  definition: ProviderDefinition,
  vars: Record<string, string> = {},
) {
  const sb = memorySandbox(BUILDERS[definition.name], {
    name: definition.name,
    vars: definition.sandboxVars,
  });
  const provider = definition.create({
    mode: 'sandbox',
    vars: { ...definition.sandboxVars, ...vars },
    fetch: sb.fetch as typeof fetch,
    apiBase: sb.ctx.base,
    hostedBase: sb.ctx.base,
  });
  return { sb, provider };
}

/** The URLs the shop gives a provider for an order, on the test host; `lang` prefixes the storefront's. */
export function shopUrls(provider: string, orderId: number, lang?: string): PaymentUrls {
  const storefront = `https://shop.test${lang ? `/${lang}` : ''}/${provider}`;
  return {
    returnUrl: `${storefront}/return/${orderId}`,
    cancelUrl: `${storefront}/cancel/${orderId}`,
    notifyUrl: `https://shop.test/api/v1/${provider}/notify`,
    callbackUrl: `https://shop.test/api/v1/payment/callback/${provider}/${orderId}`,
  };
}
