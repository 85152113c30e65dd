// The cart, lists and vouchers tests' shared setup: an API over a fresh seeded database (SQLite or PostgreSQL)
// and products of the seeded catalogue found by what they are — a plain product with a known stock and price,
// a variant with its own price in another store, a bundle deal, a sold-out product.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import type { createApi } from '../app.ts';
import { apiOver, setStock } from '../test-api.ts';
import type { Dialect } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import { issueToken } from '../lib/auth.ts';

/** An envelope as the tests read it: `data` is whatever the endpoint answered. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into data freely, as the .test.ts files may
export type Body = { status: number; message: string; data: any; token: string | null };

/**
 * The seeded catalogue's listed variants outside flash sales (a sale sets their price), oldest first, each with
 * how many attributes it has and how many variants its product has.
 */
export async function seededVariants(db: Kysely<Database>) {
  const flashIds = db.selectFrom('flash_sale_products').select('product_id');
  const columns = [
    'i.product_id',
    'i.quantity',
    'i.price',
    'p.store_id',
    'p.selling',
    'p.offered',
    'p.bundle_deal_id',
  ] as const;
  const invs = await db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
    .select(['i.id as inventory_id', ...columns, (eb) => eb.fn.count<number>('ia.id').as('attrs')])
    .where('p.status', '=', 1)
    .where('p.id', 'not in', flashIds)
    .groupBy(['i.id', ...columns])
    .orderBy('i.id')
    .execute();
  const counts = new Map<number, number>();
  for (const i of invs) counts.set(i.product_id, (counts.get(i.product_id) ?? 0) + 1);
  return invs.map((i) => ({ ...i, attrs: Number(i.attrs), variants: counts.get(i.product_id)! }));
}

/** Picks the products the tests work with and sets the stock and price they rely on. */
async function pickProducts(db: Kysely<Database>) {
  const invs = await seededVariants(db);
  const p = invs.find(
    (i) =>
      i.attrs === 0 &&
      i.variants === 1 &&
      i.quantity >= 5 &&
      !i.bundle_deal_id &&
      Number(i.offered) === 0,
  );
  if (!p) throw new Error('no plain product');
  // A known stock below the line maximum.
  await setStock(db, p.inventory_id, 10);
  await db
    .updateTable('products')
    .set({ selling: 1200, offered: 0 })
    .where('id', '=', p.product_id)
    .execute();
  const plain = {
    product_id: p.product_id,
    inventory_id: p.inventory_id,
    stock: 10,
    store_id: p.store_id!,
    selling: 1200,
  };
  const v =
    invs.find(
      (i) =>
        i.attrs > 0 &&
        i.quantity >= 3 &&
        i.price > 0 &&
        i.store_id !== p.store_id &&
        !i.bundle_deal_id,
    ) ??
    invs.find(
      (i) => i.attrs > 0 && i.quantity >= 3 && i.store_id !== p.store_id && !i.bundle_deal_id,
    );
  if (!v) throw new Error('no variant');
  const variant = {
    product_id: v.product_id,
    inventory_id: v.inventory_id,
    store_id: v.store_id!,
    price: v.price > 0 ? v.price : Number(v.offered) > 0 ? Number(v.offered) : v.selling,
  };
  const b = invs.find(
    (i) => i.bundle_deal_id && i.quantity >= 5 && i.attrs === 0 && i.variants === 1,
  );
  if (!b) throw new Error('no bundle');
  const deal = await db
    .selectFrom('bundle_deals')
    .selectAll()
    .where('id', '=', b.bundle_deal_id!)
    .executeTakeFirstOrThrow();
  const bundle = {
    product_id: b.product_id,
    inventory_id: b.inventory_id,
    buy: deal.buy,
    free: deal.free,
    store_id: b.store_id!,
  };
  const s = invs.find(
    (i) =>
      i.quantity >= 3 &&
      i.product_id !== p.product_id &&
      i.product_id !== v.product_id &&
      i.product_id !== b.product_id,
  );
  if (!s) throw new Error('no sold out');
  await setStock(db, s.inventory_id, 0);
  const soldOut = { product_id: s.product_id, inventory_id: s.inventory_id };
  return { plain, variant, bundle, soldOut };
}

export type CartFixture = Awaited<ReturnType<typeof pickProducts>> & {
  tdb: TestDatabase;
  api: ReturnType<typeof createApi>;
  call: (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    opts?: { body?: unknown; token?: string },
  ) => Promise<Body>;
  /** The envelope's data parsed with `schema` (an endpoint's definition). */
  parse: <T>(schema: { parse: (v: unknown) => T }, b: Body) => T;
  /** A verified user and a bearer token. */
  userToken: (email: string) => Promise<{ id: number; token: string }>;
};

/** Registers the hooks that make the fixture; its fields are there once `beforeAll` has run. */
export function useCartFixture(dialect: Dialect): CartFixture {
  const helpers: Pick<CartFixture, 'call' | 'parse' | 'userToken'> = {
    call: async (method, path, opts = {}) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fx.api.request(path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      return (await res.json()) as Body;
    },
    parse: (schema, b) => envelopeSchema(schema as never).parse(b).data as never,
    userToken: async (email) => {
      const t = new Date().toISOString();
      const row = await fx.tdb.db
        .insertInto('users')
        .values({ name: email, email, verified: 1, created_at: t, updated_at: t })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, token: (await issueToken(fx.tdb.db, row.id, new Date())).token };
    },
  };
  const fx = helpers as CartFixture;
  beforeAll(async () => {
    fx.tdb = await createTestDatabase(dialect, { seed: 320 });
    fx.api = apiOver(fx.tdb);
    Object.assign(fx, await pickProducts(fx.tdb.db));
  }, 180_000);
  afterAll(async () => {
    await fx.tdb?.close();
  });
  return fx;
}
