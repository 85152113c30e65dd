// A seller's store on SQLite and PostgreSQL (issue 34 items 1–3): the profile round trip in two languages and
// on the store page (the reader's language, else English), a name another store holds refused, the logo and
// banner (bad bytes refused, the replaced file removed, a remove), the dashboard's figures against orders
// placed through the API (cancelled parts and orders left out), and the authorisation table: seller B, a
// shopper, a visitor and a pending seller get the 404 on every endpoint and nothing is written.
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { EndpointDef } from '#contract/endpoint.ts';
import { sellerStoreEndpoints, StoreProfileMessages as M } from '#contract/stores/seller.ts';
import type { Database } from '../db/schema.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { guestCancels, guestOrder } from '../test-api.ts';
import { useCatalogueApi } from '../products/testing.ts';

const dialects = await dialectsUnderTest();

/** Everything a store endpoint could write, as one comparable value. */
async function storeState(db: Kysely<Database>) {
  const rows = await Promise.all(
    (['stores', 'translations', 'admin_audit'] as const).map((t) =>
      db.selectFrom(t).selectAll().orderBy('id').execute(),
    ),
  );
  return JSON.stringify(rows);
}

const profile = {
  name: 'Bazaar Test Store',
  description: 'Handmade lamps.\nShipped from Istanbul.',
  contact_email: 'hello@example.com',
  contact_phone: '+90 212 555 01 01',
  shipping_policy: 'We ship in two days.',
  return_policy: 'Returns within 14 days.',
  translations: {
    ar: { description: 'مصابيح مصنوعة يدويًا.', shipping_policy: 'نشحن خلال يومين.' },
  },
};

describe.each(dialects)('a seller’s store on %s', (dialect) => {
  const w = useCatalogueApi(dialect);
  const db = () => w.fx.tdb.db;
  const slugOf = async (id: number) =>
    (await db().selectFrom('stores').select('slug').where('id', '=', id).executeTakeFirstOrThrow())
      .slug;

  async function upload(which: 'logo' | 'banner', bytes: Uint8Array, token = w.tokens.a) {
    const form = new FormData();
    form.append(
      'image',
      new File([bytes as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' }),
    );
    const res = await w.fx.api.request(`/seller/store/${which}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as { status: number; message: string; data: Record<string, unknown> };
  }
  const png = (color: string) =>
    sharp({ create: { width: 80, height: 40, channels: 3, background: color } })
      .png()
      .toBuffer()
      .then((b) => new Uint8Array(b));

  it('saves the profile in English and Arabic and shows it on the store page in the reader’s language', async () => {
    const slug = await slugOf(w.storeA);
    const saved = await w.seller('POST', 'seller/store', profile);
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    expect(saved.message).toBe(M.saved);
    const got = await w.seller('GET', 'seller/store');
    expect(got.data).toMatchObject({
      id: w.storeA,
      name: profile.name,
      slug,
      description: profile.description,
      contact_email: profile.contact_email,
      contact_phone: profile.contact_phone,
      shipping_policy: profile.shipping_policy,
      return_policy: profile.return_policy,
    });
    expect(got.data.translations.ar).toEqual(profile.translations.ar);
    expect(got.data.translations.fr).toEqual({});
    const ar = await w.call('', 'GET', `store?slug=${slug}`, undefined, 'ar');
    expect(ar.data.store).toMatchObject({
      name: profile.name,
      description: profile.translations.ar.description,
      shipping_policy: profile.translations.ar.shipping_policy,
      // Not written in Arabic: English.
      return_policy: profile.return_policy,
      contact_email: profile.contact_email,
    });
    const fr = await w.call('', 'GET', `store?slug=${slug}`, undefined, 'fr');
    expect(fr.data.store.description).toBe(profile.description);
    // Saved again without Arabic: the Arabic texts go, the slug stays.
    await w.seller('POST', 'seller/store', {
      ...profile,
      name: 'Bazaar Renamed',
      translations: {},
    });
    expect((await w.seller('GET', 'seller/store')).data.translations.ar).toEqual({});
    expect(await slugOf(w.storeA)).toBe(slug);
    // The new name is taken for an applicant too, though the store's address did not change.
    const applicant = await w.call('', 'POST', 'seller/signup', {
      name: 'Applicant',
      email: `applicant-${dialect}@example.com`,
      store_name: 'bazaar renamed',
      password: 'secret12',
    });
    expect(applicant.data.form).toEqual([M.nameTaken]);
    const audit = await db()
      .selectFrom('admin_audit')
      .select(['action', 'subject_id'])
      .where('subject', '=', 'store')
      .execute();
    expect(audit).toEqual([
      { action: 'store:update', subject_id: w.storeA },
      { action: 'store:update', subject_id: w.storeA },
    ]);
  });

  it('refuses a name another store holds (by name or slug), and bad contact details, writing nothing', async () => {
    const other = await db()
      .selectFrom('stores')
      .select(['name', 'slug'])
      .where('id', '!=', w.storeA)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const state = await storeState(db());
    for (const name of [other.name, other.name.toUpperCase(), other.slug.replace(/-/g, ' ')]) {
      const r = await w.seller('POST', 'seller/store', { ...profile, name });
      expect([r.status, r.data.form]).toEqual([201, [M.nameTaken]]);
    }
    const bad = await w.seller('POST', 'seller/store', {
      ...profile,
      contact_email: 'not-mail',
      contact_phone: 'call me',
      description: 'x'.repeat(2001),
    });
    expect(bad.status).toBe(201);
    expect(bad.data.form).toContain(M.badPhone);
    expect(bad.data.form.length).toBe(3);
    expect((await w.seller('POST', 'seller/store', { ...profile, name: '!!!' })).data.form).toEqual(
      [M.nameLetters],
    );
    expect(await storeState(db())).toBe(state);
  });

  it('takes a logo and a banner by their bytes, removes the file it replaces, and removes on request', async () => {
    const slug = await slugOf(w.storeA);
    const state = await storeState(db());
    const forged = await upload('logo', new TextEncoder().encode('<svg onload=alert(1)>'));
    expect([forged.status, forged.data.form]).toEqual([201, [M.pictureType]]);
    const broken = await upload('banner', (await png('#123')).slice(0, 40));
    expect([broken.status, broken.data.form]).toEqual([201, [M.pictureBroken]]);
    expect(await storeState(db())).toBe(state);

    const first = await upload('logo', await png('#a00'));
    expect(first.status, JSON.stringify(first)).toBe(200);
    const name = first.data.image as string;
    expect(name).toMatch(/^stores\/[0-9a-f]+\.webp$/);
    const bytes = await w.fx.tdb.files.get(name);
    expect((await sharp(bytes!).metadata()).format).toBe('webp');
    const second = await upload('logo', await png('#0a0'));
    expect(await w.fx.tdb.files.get(name)).toBeNull();
    expect(await w.fx.tdb.files.get(`thumb-${name}`)).toBeNull();
    const banner = await upload('banner', await png('#00a'));
    const page = await w.call('', 'GET', `store?slug=${slug}`);
    expect(page.data.store.image).toBe(second.data.image);
    expect(page.data.store.banner_image).toBe(banner.data.image);

    const removed = await w.seller('POST', 'seller/store/picture/remove', { picture: 'banner' });
    expect(removed.status).toBe(200);
    expect(await w.fx.tdb.files.get(banner.data.image as string)).toBeNull();
    expect((await w.seller('GET', 'seller/store')).data.banner).toBeNull();
    const again = await w.seller('POST', 'seller/store/picture/remove', { picture: 'banner' });
    expect([again.status, again.data.form]).toEqual([201, [M.noPicture]]);
  });

  it('counts sales, waiting orders, low stock and the balance from orders placed through the API', async () => {
    const product = await db()
      .selectFrom('products as p')
      .innerJoin('inventories as i', 'i.product_id', 'p.id')
      .select(['p.id', (eb) => eb.fn.count<number>('i.id').as('n')])
      .where('p.store_id', '=', w.storeA)
      .where('p.status', '=', 1)
      .where('i.quantity', '>=', 10)
      .groupBy('p.id')
      .having((eb) => eb.fn.count('i.id'), '=', 1)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const before = (await w.seller('GET', 'seller/dashboard')).data;
    expect(before.currency).toMatch(/^[A-Z]{3}$/);
    const guest = (k: number) => `guestDASH${dialect}${k}`.padEnd(20, 'z').slice(0, 20);
    const orders = [];
    for (const k of [1, 2, 3]) orders.push(await guestOrder(w.fx.api, guest(k), product.id));
    const totals = await db()
      .selectFrom('orders')
      .select(['id', 'total_amount'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('id')
      .execute();
    const gross = totals.reduce((n, o) => n + o.total_amount, 0);
    const after = (await w.seller('GET', 'seller/dashboard')).data;
    expect(after.sales.today - before.sales.today).toBe(gross);
    expect(after.sales.days7 - before.sales.days7).toBe(gross);
    expect(after.sales.days30 - before.sales.days30).toBe(gross);
    expect(after.waiting - before.waiting).toBe(3);

    // A part the seller cancelled, and an order its buyer cancelled, are not sales.
    await db()
      .updateTable('order_parts')
      .set({ cancelled: 1, cancel_reason: 'Out of stock' })
      .where('order_id', '=', orders[0]!.id)
      .execute();
    await guestCancels(w.fx.api, orders[1]!);
    // An order of 40 days ago is outside every window.
    await db()
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where('id', '=', orders[2]!.id)
      .execute();
    const later = (await w.seller('GET', 'seller/dashboard')).data;
    expect(later.sales).toEqual(before.sales);
    expect(later.waiting - before.waiting).toBe(1);

    // The low-stock list is the workspace's; the balance is the ledger's.
    const low = (await w.seller('GET', 'seller/low-stock')).data;
    expect(later.low_stock.total).toBe(low.total);
    expect(later.low_stock.rows).toEqual(low.data.slice(0, 5));
    const at = new Date();
    const row = (source: string, amount: number, days: number) => ({
      store_id: w.storeA,
      kind: 'adjustment',
      source,
      amount,
      currency: 'USD',
      available_at: new Date(at.getTime() + days * 86_400_000).toISOString(),
      created_at: at.toISOString(),
    });
    await db()
      .insertInto('store_ledger')
      .values([row('test:1', 5000, -1), row('test:2', 1200, 5)])
      .execute();
    const paid = (await w.seller('GET', 'seller/dashboard')).data;
    expect(paid.balance.available - before.balance.available).toBe(5000);
    expect(paid.balance.held - before.balance.held).toBe(1200);
  });

  it('answers seller B, a shopper, a visitor and a pending seller 404 on every store endpoint, writing nothing', async () => {
    const bodies: Record<string, unknown> = {
      sellerStoreSave: { ...profile, name: 'Stolen Name' },
      sellerStorePictureRemove: { picture: 'logo' },
    };
    const state = await storeState(db());
    for (const [who, token] of Object.entries({
      shopper: w.tokens.shopper,
      visitor: '',
      pending: w.tokens.pending,
    }))
      for (const [key, e] of Object.entries(sellerStoreEndpoints) as [string, EndpointDef][]) {
        if (e.multipart) {
          const r = await upload(
            e.path.endsWith('logo') ? 'logo' : 'banner',
            await png('#fff'),
            token,
          );
          expect([r.status, who, key]).toEqual([404, who, key]);
          continue;
        }
        const r = await w.call(
          token,
          e.method,
          e.path,
          e.method === 'POST' ? bodies[key] : undefined,
        );
        expect([r.status, who, key]).toEqual([404, who, key]);
      }
    // Seller B reaches only B's own store: A's profile and figures are never in B's answers.
    const b = await w.call(w.tokens.b, 'GET', 'seller/store');
    expect(b.status).toBe(200);
    expect(b.data.id).not.toBe(w.storeA);
    expect(JSON.stringify(b.data)).not.toContain('Bazaar Renamed');
    expect(await storeState(db())).toBe(state);
  });

  it('keeps a suspended store off the store page', async () => {
    const slug = await slugOf(w.storeA);
    await db().updateTable('stores').set({ status: 0 }).where('id', '=', w.storeA).execute();
    expect((await w.call('', 'GET', `store?slug=${slug}`)).status).toBe(404);
    // And its seller has no workspace meanwhile.
    expect((await w.seller('GET', 'seller/store')).status).toBe(404);
    await db().updateTable('stores').set({ status: 1 }).where('id', '=', w.storeA).execute();
  });
});
