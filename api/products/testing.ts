// What the catalogue workspaces' API tests share (issue 33): a seeded database and the API over it, seller
// A's and seller B's tokens (two demo stores), a shopper's, a pending seller's (a store never made live) and
// the admin's; a top category with a sub-category, a shipping rule, two values of each of two attributes;
// calls as one of them, a picture upload as a browser would send it, and the catalogue's state to compare.
import { beforeAll, expect } from 'vitest';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Dialect } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { apiOver, callApi, demoAdminToken, insertVerifiedUser, useApiOver } from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';

/** Every table a workspace call could write, as one comparable value. */
export async function catalogueState(db: Kysely<Database>) {
  const tables = [
    'products',
    'inventories',
    'stock_history',
    'translations',
    'admin_audit',
    'inventory_attributes',
    'product_categories',
    'product_images',
    'product_image_attributes',
  ] as const;
  const rows = await Promise.all(
    tables.map((t) => db.selectFrom(t).selectAll().orderBy('id').execute()),
  );
  return JSON.stringify(rows);
}

/** The fixture of a `describe` on `dialect` (its values are there once the tests run). */
export function useCatalogueApi(dialect: Dialect) {
  const fx = useApiOver(dialect, { seed: 40, api: (tdb) => apiOver(tdb) });
  const tokens = { a: '', b: '', shopper: '', pending: '', admin: '' };
  const call = (token: string, method: string, path: string, body?: unknown, language?: string) =>
    callApi(fx.api, method, `/${path}`, { body, token: token || undefined, language });
  const seller = (method: string, path: string, body?: unknown) =>
    call(tokens.a, method, path, body);
  /** A picture upload as a browser's form would send it. */
  async function upload(token: string, productId: number, bytes: Uint8Array, alt?: string) {
    const form = new FormData();
    form.append('product_id', String(productId));
    form.append(
      'image',
      new File([bytes as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }),
    );
    if (alt) form.append('alt', alt);
    const res = await fx.api.request('/seller/products/images', {
      method: 'POST',
      headers: token
        ? { authorization: `Bearer ${token}`, accept: 'application/json' }
        : { accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as {
      status: number;
      message: string;
      data: { image_id: number; form?: string[] };
    };
  }
  const photo = (color: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .jpeg()
      .toBuffer()
      .then((b) => new Uint8Array(b));

  const w = {
    fx,
    tokens,
    call,
    seller,
    upload,
    photo,
    storeA: 0,
    categoryId: 0,
    subId: 0,
    ruleId: 0,
    valueIds: [] as number[],
  };
  beforeAll(async () => {
    const db = fx.tdb.db;
    const now = new Date();
    const stores = await db
      .selectFrom('stores')
      .select(['id', 'user_id'])
      .where('user_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    w.storeA = stores[0]!.id;
    tokens.a = (await issueToken(db, stores[0]!.user_id!, now)).token;
    tokens.b = (await issueToken(db, stores[1]!.user_id!, now)).token;
    const shopperId = await insertVerifiedUser(db, {
      name: 'Shopper',
      email: `shop-${dialect}@example.com`,
    });
    tokens.shopper = (await issueToken(db, shopperId, now)).token;
    // A pending seller: an account whose store never went live (status private).
    const pendingId = await insertVerifiedUser(db, {
      name: 'Pending',
      email: `pending-${dialect}@example.com`,
      user_type: 'seller',
    });
    const t = now.toISOString();
    await db
      .insertInto('stores')
      .values({
        user_id: pendingId,
        name: 'Pending Store',
        slug: `pending-${dialect}`,
        status: 2,
        created_at: t,
        updated_at: t,
      })
      .execute();
    tokens.pending = (await issueToken(db, pendingId, now)).token;
    tokens.admin = await demoAdminToken(fx.api);
    const cat = await db
      .selectFrom('categories as s')
      .innerJoin('categories as c', 'c.id', 's.parent_id')
      .select(['c.id as top', 's.id as sub'])
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    w.categoryId = cat.top;
    w.ruleId = (
      await db
        .selectFrom('products')
        .select('shipping_rule_id')
        .where('shipping_rule_id', 'is not', null)
        .where('status', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).shipping_rule_id!;
    w.subId = cat.sub;
    const attrs = await db
      .selectFrom('attribute_values')
      .select(['id', 'attribute_id'])
      .orderBy('attribute_id')
      .orderBy('id')
      .execute();
    const [first, second] = [...new Set(attrs.map((a) => a.attribute_id))];
    w.valueIds = [
      ...attrs.filter((a) => a.attribute_id === first).slice(0, 2),
      ...attrs.filter((a) => a.attribute_id === second).slice(0, 2),
    ].map((a) => a.id);
  });

  return w;
}
