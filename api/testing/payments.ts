// The API-side test harness of online payments (issue 16), shared by every provider's tests: a seeded test
// database, the API with every provider on its local sandbox (notifications delivered in process), a shopper
// with a cart and an address, and helpers to place an online order and work the sandbox's hosted page the
// way a browser would (form posts, redirects). Used by api/payments/*.test.ts (pay2: the same for yours).
import { afterAll, beforeAll, expect } from 'vitest';
import type { Dialect } from '../db/connection.ts';
import { createApi } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import { Mailer } from '../mail/mailer.ts';
import { stockOf } from '../test-api.ts';
import { PaymentRegistry } from '../payments/registry.ts';
import type { ProviderDefinition } from '../payments/types.ts';
import { sandboxVarsFor } from '../payments/config.ts';

/** Parsed JSON, as loose as the envelope's data is across endpoints (tests read known fields). */
type Json = ReturnType<typeof JSON.parse>;
export type Body = { status: number; message: unknown; data: Json; token: string | null };

export const SHOP = 'https://shop.test';

export interface PaymentHarness {
  tdb: TestDatabase;
  api: ReturnType<typeof createApi>;
  payments: PaymentRegistry;
  /** A JSON call to the API (expects HTTP 200 unless `status` is given). */
  call(method: 'GET' | 'POST', path: string, body?: unknown, status?: number): Promise<Body>;
  /** A request to this server's sandboxes, as a browser would send it (absolute URL or /sandbox/… path). */
  browser(url: string, form?: Record<string, string>): Promise<Response>;
  /** A guest with one plain in-stock product (quantity 1) in the cart and a US address. */
  shopper(): Promise<{ guest: string; inventoryId: number; productId: number }>;
  /** Places an online order for a fresh shopper: the order/action answer's data. */
  place(method: number): Promise<{ guest: string; inventoryId: number; data: Json }>;
  stockOf(inventoryId: number): Promise<number>;
  orderOf(
    id: number,
  ): Promise<{ payment_done: number; cancelled: number; payment_token: string | null }>;
  /** The outbox rows addressed to `email`. */
  mailsTo(email: string): Promise<number>;
  close(): Promise<void>;
}

/** The harness shop's installation secret: its sandboxes' credentials are sandboxVarsOf(definition). */
const SANDBOX_SECRET = 'payment-harness-installation-secret';

/** A sandbox's credentials in the harness shop (as a test signs or authenticates like the sandbox). */
export const sandboxVarsOf = (d: ProviderDefinition) => sandboxVarsFor(d, SANDBOX_SECRET);

export async function paymentHarness(
  dialect: Dialect,
  opts: { definitions?: readonly ProviderDefinition[] } = {},
): Promise<PaymentHarness> {
  const tdb = await createTestDatabase(dialect, { seed: 60 });
  const payments = new PaymentRegistry({
    db: tdb.db,
    storefrontUrl: SHOP,
    apiUrl: `${SHOP}/api/v1`,
    definitions: opts.definitions,
    sandboxSecret: SANDBOX_SECRET,
    // shop.test is no local origin: its sandboxes, and their control pages, are meant (a test shop).
    env: { PAYMENT_SANDBOXES: 'on' },
    sandboxControls: true,
  });
  const api = createApi({
    db: tdb.db,
    dialect: tdb.dialect,
    files: tdb.files,
    publicUrl: SHOP,
    mail: new Mailer(tdb.db),
    payments,
    rateLimitScale: 1000,
  });
  // Notifications reach the API in process; its routes are at the root here, /api/v1 on the server.
  payments.connect((request) => {
    const u = new URL(request.url);
    return api.fetch(
      new Request(`${SHOP}${u.pathname.replace(/^\/api\/v1/, '')}${u.search}`, request),
    );
  });
  const sandboxes = payments.sandboxRoutes();
  const inventories = await tdb.db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
    .leftJoin('flash_sale_products as f', 'f.product_id', 'p.id')
    .select(['i.id as inventory_id', 'i.product_id', 'p.bundle_deal_id', 'f.id as flash'])
    .select((eb) => eb.fn.count<number>('ia.id').as('attrs'))
    .where('p.status', '=', 1)
    .groupBy(['i.id', 'i.product_id', 'p.bundle_deal_id', 'f.id'])
    .orderBy('i.id')
    .execute();
  const plain = inventories.filter((i) => Number(i.attrs) === 0 && !i.bundle_deal_id && !i.flash);
  for (const i of plain.slice(0, 5))
    await tdb.db
      .updateTable('inventories')
      .set({ quantity: 1000 })
      .where('id', '=', i.inventory_id)
      .execute();
  let seq = 0;

  const call: PaymentHarness['call'] = async (method, path, body, status = 200) => {
    const res = await api.request(path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(status);
    return (await res.json()) as Body;
  };
  const browser: PaymentHarness['browser'] = async (url, form) => {
    const path = url.startsWith(SHOP) ? url.slice(SHOP.length) : url;
    const init: RequestInit = {
      method: form ? 'POST' : 'GET',
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: form ? new URLSearchParams(form).toString() : undefined,
    };
    if (path.startsWith('/api/v1/')) return api.request(path.slice('/api/v1'.length), init);
    if (!path.startsWith('/sandbox/')) throw new Error(`not a sandbox URL: ${url}`);
    return sandboxes.request(path.slice('/sandbox'.length), init);
  };
  const shopper: PaymentHarness['shopper'] = async () => {
    const guest = `guestPAY${dialect}${Date.now()}${String(++seq).padStart(5, '0')}x`;
    const inv = plain[seq % Math.min(plain.length, 5)]!;
    const add = await call('POST', '/cart/action', {
      user_token: guest,
      product_id: inv.product_id,
      quantity: 1,
    });
    expect(add.status, JSON.stringify(add)).toBe(200);
    const addr = await call('POST', '/user/address/action', {
      user_token: guest,
      name: 'Ada Buyer',
      email: `${guest.toLowerCase()}@example.com`,
      phone: '+1 555 010 2030',
      country: 'US',
      city: 'NYC',
      zip: '10001',
      address_1: '1 Main',
      default: 1,
    });
    expect(addr.status, JSON.stringify(addr)).toBe(200);
    return { guest, inventoryId: inv.inventory_id, productId: inv.product_id };
  };
  const place: PaymentHarness['place'] = async (method) => {
    const s = await shopper();
    const r = await call('POST', '/order/action', {
      user_token: s.guest,
      order_method: method,
      voucher: '',
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    return { guest: s.guest, inventoryId: s.inventoryId, data: r.data };
  };
  return {
    tdb,
    api,
    payments,
    call,
    browser,
    shopper,
    place,
    stockOf: (id) => stockOf(tdb.db, id),
    async orderOf(id) {
      return tdb.db
        .selectFrom('orders')
        .select(['payment_done', 'cancelled', 'payment_token'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },
    async mailsTo(email) {
      const rows = await tdb.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', email)
        .execute();
      return rows.length;
    },
    close: () => tdb.close(),
  };
}

/**
 * The harness of one describe block's tests: made before them, closed after. Its fields are there from the
 * block's beforeAll on, i.e. inside tests and hooks, not in the block's body.
 */
export function usePaymentHarness(
  dialect: Dialect,
  opts?: Parameters<typeof paymentHarness>[1],
): PaymentHarness {
  const h = {} as PaymentHarness;
  let made: PaymentHarness | undefined;
  beforeAll(async () => {
    made = await paymentHarness(dialect, opts);
    Object.assign(h, made);
  }, 180_000);
  afterAll(async () => made?.close());
  return h;
}

/** The hidden fields and action of the first form of a sandbox page whose button has `testId`. */
export function formOf(
  html: string,
  testId: string,
): { action: string; fields: Record<string, string> } {
  const forms = html.split('<form').slice(1);
  const form = forms.find((f) => f.includes(`data-testid="${testId}"`));
  if (!form) throw new Error(`no form with ${testId} in: ${html.slice(0, 500)}`);
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = unescape(/action="([^"]*)"/.exec(form)![1]!);
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action, fields };
}
