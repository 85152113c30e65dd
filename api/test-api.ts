// The API in-process (app.request) on a fresh seeded database, for the domain tests on SQLite and
// PostgreSQL: `useTestApi(dialect)` inside a `describe` creates it before the tests and closes it after.
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import { endpoints, type EndpointKey } from '#contract/endpoints.ts';
import { createApi, type ApiDeps } from './app.ts';
import type { Dialect } from './db/connection.ts';
import type { Database, UsersTable } from './db/schema.ts';
import { createTestDatabase, type TestDatabase } from './db/test-db.ts';
import { latestMessages } from './mail/outbox.ts';
import { Mailer } from './mail/mailer.ts';
import { memoryRateLimiter } from './lib/rate-limit.ts';
import { issueToken } from './lib/auth.ts';
import { DEMO_ADMIN } from './admin/create.ts';

// Tests read answers loosely (the contract test parses them first).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Body = { status: number; message: string; data: Loose; token: string | null };

/** The API in-process over a test database, its links absolute on https://shop.test; `deps` add to it. */
export const apiOver = (tdb: TestDatabase, deps: Partial<ApiDeps> = {}) =>
  createApi({
    db: tdb.db,
    dialect: tdb.dialect,
    files: tdb.files,
    publicUrl: 'https://shop.test',
    ...deps,
  });

/**
 * The API as the sign-up and seller flows meet it: codes e-mailed through the outbox, a rate limiter of its own
 * (its limits multiplied by `rateLimitScale`) and the test's clock.
 */
export const mailingApiOver = (tdb: TestDatabase, now: () => Date, rateLimitScale: number) =>
  apiOver(tdb, { now, mail: new Mailer(tdb.db), limiter: memoryRateLimiter(), rateLimitScale });

/**
 * The first `n` listed products sold as one plain inventory (no attributes), each with its stock raised to
 * `quantity` (1000 unless told) so that a test can order them as often as it likes.
 */
export async function stockedPlainInventories(db: Kysely<Database>, n: number, quantity = 1000) {
  const invs = await db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
    .select(['i.id', 'i.product_id'])
    .where('p.status', '=', 1)
    .groupBy(['i.id', 'i.product_id'])
    .having((eb) => eb.fn.count('ia.id'), '=', 0)
    .orderBy('i.id')
    .limit(n)
    .execute();
  if (invs.length === 0) throw new Error('no plain inventory in the seeded catalogue');
  await db
    .updateTable('inventories')
    .set({ quantity })
    .where(
      'id',
      'in',
      invs.map((i) => i.id),
    )
    .execute();
  return invs.map((i) => ({ inventoryId: i.id, productId: i.product_id }));
}

/** The first listed product sold as one plain inventory, its stock raised to 1000. */
export const plainInventory = async (db: Kysely<Database>) =>
  (await stockedPlainInventories(db, 1))[0]!;

/** A US shipping address for a test buyer, as the order tests fill the shipping step. */
export const usAddress = (name = 'Ada Buyer', email = 'buyer@example.com') => ({
  name,
  email,
  phone: '+1 555 010 2030',
  country: 'US',
  city: 'NYC',
  zip: '10001',
  address_1: '1 Main',
});

/** A verified user written straight into the database (no sign-up, no e-mail), created now; returns its id. */
export async function insertVerifiedUser(
  db: Kysely<Database>,
  fields: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>,
): Promise<number> {
  const t = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({ verified: 1, ...fields, created_at: t, updated_at: t })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user's row as stored. */
export const userRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An order's state: its step, whether it is paid, its bank reference, whether it is cancelled. */
export const orderState = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('orders')
    .select(['status', 'payment_done', 'trans_id', 'cancelled'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The stock of one inventory. */
export const stockOf = async (db: Kysely<Database>, inventoryId: number) =>
  (
    await db
      .selectFrom('inventories')
      .select('quantity')
      .where('id', '=', inventoryId)
      .executeTakeFirstOrThrow()
  ).quantity;

/** Sets the stock of one inventory. */
export const setStock = (db: Kysely<Database>, inventoryId: number, quantity: number) =>
  db.updateTable('inventories').set({ quantity }).where('id', '=', inventoryId).execute();

/** The six-digit code of the latest e-mail to `email`, read from the outbox. */
export async function emailedCode(db: Kysely<Database>, email: string): Promise<string> {
  const [m] = await latestMessages(db, 1, email);
  const code = /: (\d{6})\s*$/m.exec(m?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

/** A JSON request to the in-process API (with the bearer `token` when given) and its envelope. */
async function requestJson(
  api: ReturnType<typeof createApi>,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await api.request(path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { res, body: (await res.json()) as Body };
}

/** A JSON call to the in-process API (bearer `token`, `language` header when given): its envelope, never a 5xx. */
export async function callApi(
  api: ReturnType<typeof createApi>,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; language?: string } = {},
): Promise<Body> {
  const res = await api.request(path, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.language ? { language: opts.language } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Body;
}

/** The guest cancels its own pending order (cancellation/cancel-order) with a title and a message. */
export const guestCancels = (
  api: ReturnType<typeof createApi>,
  order: { id: number; user_token: string },
  title = 'Changed my mind',
  message = 'Sorry',
) =>
  callApi(api, 'POST', '/cancellation/cancel-order', {
    body: { user_token: order.user_token, order_id: order.id, title, message },
  });

/** A bearer token of the first seeded account without the admin role (a shopper). */
export async function shopperToken(db: Kysely<Database>) {
  const shopper = await db
    .selectFrom('users')
    .select('id')
    .where('role', '!=', 'admin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return (await issueToken(db, shopper.id, new Date())).token;
}

/** The seeded administrator's bearer token: they sign in like anyone. */
export async function demoAdminToken(api: ReturnType<typeof createApi>) {
  const signin = await callApi(api, 'POST', '/user/signin', {
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(signin.status, JSON.stringify(signin)).toBe(200);
  return signin.data.token as string;
}

/**
 * A guest's order of one unit of `productId` placed through the API as a checkout would: cart, a US address
 * (at `email`), "Place order" with `method` (cash on delivery unless told), each in `language` when given.
 * Returns the order's id and number (a refusal fails the test) and the guest's token.
 */
export async function guestOrder(
  api: ReturnType<typeof createApi>,
  userToken: string,
  productId: number,
  opts: { method?: number; language?: string; email?: string } = {},
) {
  const post = (path: string, body: Record<string, unknown>) =>
    callApi(api, 'POST', path, {
      body: { user_token: userToken, ...body },
      language: opts.language,
    });
  await post('/cart/action', { product_id: productId, quantity: 1 });
  await post('/user/address/action', { ...usAddress('Ada Buyer', opts.email), default: 1 });
  const placed = await post('/order/action', { order_method: opts.method ?? 2 });
  expect(placed.status, JSON.stringify(placed)).toBe(200);
  return { id: placed.data.id as number, code: placed.data.order as string, user_token: userToken };
}

/**
 * A fresh, migrated test database (seeded with `seed` products when given) for the tests of a `describe`:
 * created before them, closed after; `tdb` is there once the tests and later hooks run.
 */
export function useTestDatabase(dialect: Dialect, opts: { seed?: number } = {}) {
  const fx = {} as { tdb: TestDatabase };
  beforeAll(async () => {
    fx.tdb = await createTestDatabase(dialect, opts);
  }, 120_000);
  afterAll(async () => {
    await fx.tdb?.close();
  });
  return fx;
}

type Api = ReturnType<typeof createApi>;
type RequestArgs = Parameters<typeof requestJson> extends [Api, ...infer Rest] ? Rest : never;

/**
 * A fresh seeded test database (120 products unless told) and the API over it (`apiOver` unless `api` builds
 * it), for the tests of a `describe`: created before them, closed after. `tdb` and `api` are there once the
 * tests and later hooks run; `request` is `requestJson` on this API.
 */
export function useApiOver(
  dialect: Dialect,
  opts: { seed?: number; api?: (tdb: TestDatabase) => Api } = {},
) {
  const fx = useTestDatabase(dialect, { seed: opts.seed ?? 120 }) as {
    tdb: TestDatabase;
    api: Api;
    request: (...args: RequestArgs) => ReturnType<typeof requestJson>;
  };
  fx.request = (...args) => requestJson(fx.api, ...args);
  beforeAll(() => {
    fx.api = (opts.api ?? apiOver)(fx.tdb);
  });
  return fx;
}

export function useTestApi(
  dialect: Dialect,
  opts: { seed?: number; deps?: Partial<ApiDeps> } = {},
) {
  const fx = useApiOver(dialect, { seed: opts.seed, api: (tdb) => apiOver(tdb, opts.deps) });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fx.api.request(path, { headers: { accept: 'application/json', ...headers } });
    return { res, body: (await res.json()) as Body };
  };
  return {
    get,
    /** GET, expect a success, and parse with the endpoint's contract schema. */
    getParsed: async (
      key: EndpointKey,
      path: string,
      headers: Record<string, string> = {},
    ): Promise<Loose> => {
      const { res, body } = await get(path, headers);
      expect(res.status).toBe(200);
      expect(body.status, JSON.stringify(body).slice(0, 300)).toBe(200);
      return envelopeSchema(endpoints[key].data).parse(body).data;
    },
    /** POST a raw body (JSON unless told). */
    post: async (path: string, body: string, type = 'application/json') => {
      const res = await fx.api.request(path, {
        method: 'POST',
        headers: { 'content-type': type, accept: 'application/json' },
        body,
      });
      return { res, body: (await res.json()) as Body };
    },
    db: () => fx.tdb.db,
    request: (path: string, init?: RequestInit) => fx.api.request(path, init),
  };
}
