// Issue 13 items 12–16, on SQLite and PostgreSQL: what clients written for iShop's api/v1 rely on — guest
// tokens made by Math.random().toString(36), `offered: null` when there is no offer, the envelope on unknown
// paths, the static pages iShop footers link to, and an OpenAPI document listing every route served.
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#contract/openapi.ts';
import { dialectsUnderTest } from './db/test-db.ts';
import { useCartFixture } from './cart/fixture.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('iShop client compatibility on %s', (dialect) => {
  const fx = useCartFixture(dialect);
  const { call } = fx;

  it('accepts a guest user_token made by Math.random().toString(36); "undefined", "null" and "" are no token', async () => {
    const ishop = '0.4fzyo82mvyr';
    const added = await call('POST', '/cart/action', {
      body: { user_token: ishop, product_id: fx.plain.product_id, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added)).toBe(200);
    const lines = await call('GET', `/cart/by-user?user_token=${encodeURIComponent(ishop)}`);
    expect(lines.status).toBe(200);
    expect(lines.data).toHaveLength(1);
    const profile = await call('GET', `/user/profile?user_token=${encodeURIComponent(ishop)}`);
    expect(profile.data).toMatchObject({ is_logged_in: false, cart_count: 1 });
    // Printable ASCII without spaces, 8 to 64 characters.
    for (const ok of ['0.abcdefg', 'a!b#c$d%e&f', 'x'.repeat(64)])
      expect(
        (await call('GET', `/cart/by-user?user_token=${encodeURIComponent(ok)}`)).status,
        ok,
      ).toBe(200);
    for (const bad of ['short', 'has space 123', 'x'.repeat(65), 'naïve-token'])
      expect(
        (await call('GET', `/cart/by-user?user_token=${encodeURIComponent(bad)}`)).status,
        bad,
      ).not.toBe(200);
    // Sent before a client's token exists: never one cart shared by everyone.
    for (const none of ['undefined', 'null', '']) {
      const a = await call('POST', '/cart/action', {
        body: { user_token: none, product_id: fx.plain.product_id, quantity: 1 },
      });
      expect(a.status, none).not.toBe(200);
      expect((await call('GET', `/cart/by-user?user_token=${none}`)).status, none).not.toBe(200);
    }
    const shared = await fx.tdb.db
      .selectFrom('carts')
      .select('id')
      .where('user_token', 'in', ['undefined', 'null', ''])
      .execute();
    expect(shared).toEqual([]);
  });

  it('answers offered: null, not 0, when a product has no offer, in every product shape', async () => {
    const id = fx.plain.product_id; // offered 0 in the database (fixture)
    const product = await call('GET', `/product/${id}`);
    expect(product.data.offered).toBeNull();
    const search = await call('GET', `/products?q=&per_page=200`);
    const cards = (search.data.data ?? search.data.result?.data ?? []) as {
      id: number;
      offered: unknown;
    }[];
    const noOffer = await fx.tdb.db
      .selectFrom('products')
      .select('id')
      .where('offered', '=', 0)
      .execute();
    const zero = new Set(noOffer.map((r) => r.id));
    const listed = cards.filter((c) => zero.has(c.id));
    expect(listed.length).toBeGreaterThan(0);
    for (const c of listed) expect(c.offered, String(c.id)).toBeNull();
    const guest = 'guestOFFERED-0123456';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: id, quantity: 1 },
    });
    const line = (await call('GET', `/cart/by-user?user_token=${guest}`)).data[0];
    expect(line.flash_product.offered).toBeNull();
    const home = JSON.stringify((await call('GET', '/home')).data);
    expect(home).not.toMatch(/"offered":0[,}]/);
  });

  it('answers unknown api/v1 paths with the envelope and HTTP 404', async () => {
    for (const path of ['/no-such-endpoint', '/product/1/nope', '/cart']) {
      const res = await fx.api.request(path, { headers: { accept: 'application/json' } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'Not found', data: null });
    }
  });

  it('seeds the static pages iShop footers link to, in five languages', async () => {
    for (const slug of [
      'about',
      'privacy-policy',
      'terms-of-use',
      'refund-policy',
      'legal-notice',
      'contact',
      'sitemap',
    ]) {
      const titles = new Set<string>();
      for (const lang of ['en', 'fr', 'ar', 'tr', 'hi']) {
        const res = await fx.api.request(`/page/${slug}`, {
          headers: { accept: 'application/json', language: lang },
        });
        const body = (await res.json()) as { status: number; data: { title: string } };
        expect(body.status, `${slug} ${lang}`).toBe(200);
        titles.add(body.data.title);
      }
      expect(titles.size, slug).toBe(5);
    }
    const sitemap = (await call('GET', '/page/sitemap')).data;
    expect(sitemap.page_from_component).toBe(1);
    expect(sitemap.categories.length).toBeGreaterThan(0);
    expect(sitemap.products.length).toBeGreaterThan(0);
  });

  it('lists every route the API serves in openapi.json', () => {
    const doc = buildOpenApiDocument();
    const served = fx.api.routes
      .filter((r) => ['GET', 'POST', 'DELETE'].includes(r.method) && r.path !== '/*')
      .filter((r) => r.path !== '/openapi.json')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(40);
    const missing = served.filter((s) => {
      const [method, path] = s.split(' ') as [string, string];
      return !(doc.paths[path] as Record<string, unknown> | undefined)?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });
});
