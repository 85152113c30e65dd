// The providers this shop runs (issue 16). Adding one = its adapter file (api/payments/providers/<name>.ts,
// exporting a ProviderDefinition), its sandbox (api/payments/sandbox/<name>.ts, one line in sandbox/mount.ts)
// and one line in DEFINITIONS. Sandbox code is imported only when a provider runs in sandbox mode
// (decision 132): nothing here or in providers/ imports api/payments/sandbox/ statically.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentGatewayData } from '#contract/site/payment-gateway.ts';
import {
  configurePayments,
  isLocalOrigin,
  planPayments,
  type ProviderConfig,
  type ProviderPlan,
} from './config.ts';
import type {
  OnlineMethod,
  PaymentProvider,
  PaymentUrls,
  ProviderDefinition,
  ProviderName,
} from './types.ts';
import { stripeDefinition } from './providers/stripe.ts';
import { razorpayDefinition } from './providers/razorpay.ts';
import { payfastDefinition } from './providers/payfast.ts';
import { paypalDefinition } from './providers/paypal.ts';
import { flutterwaveDefinition } from './providers/flutterwave.ts';
import { iyzicoDefinition } from './providers/iyzico.ts';
import { errorFields, log } from '../lib/log.ts';

/** Every provider the code knows, in the order the checkout lists them. */
const DEFINITIONS: readonly ProviderDefinition[] = [
  stripeDefinition,
  razorpayDefinition,
  payfastDefinition,
  paypalDefinition,
  flutterwaveDefinition,
  iyzicoDefinition,
];

/** Validates the payment variables before anything else starts (throws the message naming them). */
export function checkPaymentEnv(env: Record<string, string | undefined>): void {
  configurePayments(DEFINITIONS, env);
}

export interface RunningProvider {
  definition: ProviderDefinition;
  adapter: PaymentProvider;
  mode: 'sandbox' | 'live';
}

/** A provider call that failed, logged with the provider and the order (never with secrets). */
export function logPaymentError(at: string, r: RunningProvider, orderId: number, error: unknown) {
  const { message } = errorFields(error);
  log.error(
    { at: `payments.${at}`, provider: r.definition.name, orderId, message },
    'a payment provider call failed',
  );
}

/** A fetch that answers from a Hono app in process, whatever the URL's origin (the path under `base`). */
function inProcessFetch(app: Promise<Hono>, base: string): typeof fetch {
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const path = url.pathname.startsWith(`${basePath}/`)
      ? url.pathname.slice(basePath.length)
      : url.pathname;
    return (await app).fetch(new Request(`http://sandbox.internal${path}${url.search}`, req));
  }) as typeof fetch;
}

/** The module that builds sandboxes, imported on first need (never in live mode). */
const loadSandboxModule = () => import('./sandbox/mount.ts');

export interface RegistryOptions {
  db: Kysely<Database>;
  /** The storefront's origin (PUBLIC_URL / STOREFRONT_URL): return and cancel pages, the sandboxes' pages. */
  storefrontUrl: string;
  /** The API's public base (default `${storefrontUrl}/api/v1`): notification and callback endpoints. */
  apiUrl?: string;
  /** Where this server is reached (default storefrontUrl): the sandboxes are mounted on it at /sandbox. */
  serverUrl?: string;
  env?: Record<string, string | undefined>;
  /** Only these definitions (tests); default all. */
  definitions?: readonly ProviderDefinition[];
  /** The installation's secret the sandboxes' secrets derive from (SESSION_SECRET); default random. */
  sandboxSecret?: string;
  /** The sandboxes' control pages (notifications, settle) are offered; default on a local server URL only. */
  sandboxControls?: boolean;
  /** How sandbox code is loaded (tests watch it); default a dynamic import of sandbox/mount.ts. */
  loadSandboxes?: typeof loadSandboxModule;
}

export class PaymentRegistry {
  readonly storefrontUrl: string;
  readonly apiUrl: string;
  readonly serverUrl: string;
  private running = new Map<OnlineMethod, RunningProvider>();
  private sandboxes = new Map<ProviderName, Promise<Hono>>();
  /** Where the sandboxes' notifications to our API go (in process once connected; else the network). */
  private apiFetch: ((request: Request) => Response | Promise<Response>) | null = null;
  private readonly loadSandboxes: typeof loadSandboxModule;
  private readonly controls: boolean;
  /** What each provider does and why (the boot log's line). */
  readonly plan: ProviderPlan[];

  constructor(opts: RegistryOptions, configs?: ProviderConfig[]) {
    this.storefrontUrl = opts.storefrontUrl.replace(/\/+$/, '');
    this.apiUrl = (opts.apiUrl ?? `${this.storefrontUrl}/api/v1`).replace(/\/+$/, '');
    this.serverUrl = (opts.serverUrl ?? this.storefrontUrl).replace(/\/+$/, '');
    this.loadSandboxes = opts.loadSandboxes ?? loadSandboxModule;
    this.controls = opts.sandboxControls ?? isLocalOrigin(this.serverUrl);
    const planned = configs
      ? { configs, plan: configs.map((c) => ({ name: c.definition.name, mode: c.mode })) }
      : planPayments(opts.definitions ?? DEFINITIONS, opts.env ?? {}, {
          publicUrl: this.serverUrl,
          sandboxSecret: opts.sandboxSecret,
        });
    this.plan = planned.plan;
    for (const config of planned.configs) this.add(opts.db, config);
  }

  private add(db: Kysely<Database>, { definition: d, mode, vars }: ProviderConfig) {
    if (mode === 'live') {
      const adapter = d.create({
        mode,
        vars,
        fetch: globalThis.fetch.bind(globalThis),
        apiBase: d.live.apiBase,
        hostedBase: d.live.hostedBase,
      });
      this.running.set(d.method, { definition: d, adapter, mode });
      return;
    }
    const base = this.sandboxBase(d.name);
    const app = this.loadSandboxes().then((m) =>
      m.mountSandbox({
        db,
        name: d.name,
        vars,
        base,
        notifyUrl: this.notifyUrlOf(d.name),
        controls: this.controls,
        send: async (url, init) => {
          const request = new Request(url, {
            method: 'POST',
            headers: init.headers,
            body: init.body,
          });
          const res =
            this.apiFetch && url.startsWith(`${this.apiUrl}/`)
              ? await this.apiFetch(request)
              : await fetch(request);
          return res.status;
        },
      }),
    );
    // Awaited by the first request that needs it; a failure to load shows there, not as an unhandled one.
    app.catch(() => undefined);
    this.sandboxes.set(d.name, app);
    const adapter = d.create({
      mode,
      vars,
      fetch: inProcessFetch(app, base),
      apiBase: base,
      hostedBase: base,
    });
    this.running.set(d.method, { definition: d, adapter, mode });
  }

  /** The API's notification endpoint of a provider (contract §8.31: api/v1/payfast/notify). */
  notifyUrlOf(name: ProviderName): string {
    return `${this.apiUrl}/${name}/notify`;
  }

  /** The sandbox's base as browsers reach it. */
  sandboxBase(name: ProviderName): string {
    return `${this.serverUrl}/sandbox/${name}`;
  }

  /** The server's in-process API (its routes under the API base's path), for sandbox notifications. */
  connect(apiFetch: (request: Request) => Response | Promise<Response>): void {
    this.apiFetch = apiFetch;
  }

  byMethod(method: number): RunningProvider | undefined {
    return this.running.get(method as OnlineMethod);
  }

  byName(name: string): RunningProvider | undefined {
    return [...this.running.values()].find((r) => r.definition.name === name);
  }

  list(): RunningProvider[] {
    return [...this.running.values()];
  }

  /** Every sandbox, each under /<name> (server.ts mounts this at /sandbox). */
  sandboxRoutes(): Hono {
    const app = new Hono();
    for (const [name, sandbox] of this.sandboxes) {
      const pass = async (c: { req: { raw: Request; path: string } }) => {
        const url = new URL(c.req.raw.url);
        const at = url.pathname.indexOf(`/${name}`);
        const rest = url.pathname.slice(at + name.length + 1) || '/';
        return (await sandbox).fetch(
          new Request(`http://sandbox.internal${rest}${url.search}`, c.req.raw),
        );
      };
      app.all(`/${name}`, pass);
      app.all(`/${name}/*`, pass);
    }
    return app;
  }

  /** Origins shoppers' browsers are sent to (CSP form-action): the live providers' hosted pages. */
  hostedOrigins(): string[] {
    return [
      ...new Set(
        this.list()
          .filter((r) => r.mode === 'live')
          .map((r) => new URL(r.definition.live.hostedBase).origin),
      ),
    ];
  }

  /** payment-gateway's online fields: on when configured, public settings only (never a secret). */
  gateway(): Partial<PaymentGatewayData> & { sandbox_methods: number[] } {
    const out: Record<string, unknown> = {};
    const sandbox: number[] = [];
    for (const r of this.list()) {
      out[r.definition.gatewayFlag ?? r.definition.name] = 1;
      Object.assign(out, r.adapter.publicSettings());
      if (r.mode === 'sandbox') sandbox.push(r.definition.method);
    }
    return { ...(out as Partial<PaymentGatewayData>), sandbox_methods: sandbox };
  }

  /** Absolute URLs for one order, from configuration; the storefront pages in the order's language. */
  urlsFor(r: RunningProvider, order: { id: number; language: string | null }): PaymentUrls {
    const lang = order.language && order.language !== 'en' ? `/${order.language}` : '';
    const name = r.definition.name;
    const returnPath = r.definition.returnPath?.(order.id) ?? `/${name}/return/${order.id}`;
    return {
      returnUrl: `${this.storefrontUrl}${lang}${returnPath}`,
      cancelUrl: `${this.storefrontUrl}${lang}/${name}/cancel/${order.id}`,
      notifyUrl: this.notifyUrlOf(name),
      callbackUrl: `${this.apiUrl}/payment/callback/${name}/${order.id}`,
    };
  }
}
