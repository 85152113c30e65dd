// The catalogue workspaces against the MSW API (mocks/products.ts), with real cookies: `/seller/products` and its
// product editor are this site's 404 for a visitor, a shopper and the admin (and every action changes
// nothing); the seller lists, creates (a refused form keeps what was typed, prices read in the shop's
// currency), previews a description cleaned of scripts, publishes, and changes stock —
// each a post/redirect/get with a toast in the seller's language; another store's product is the 404.
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { server } from '#mocks/node.ts';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import {
  API,
  context,
  getAs as get,
  runGet,
  runPost,
  runRoute as run,
  toastOf,
  useFreshMockApi,
  SHOPPER,
} from '#tests/support/routes.ts';
import { loader as layoutLoader } from '#app/routes/($lang).seller.tsx';
import { loader as listLoader } from '#app/routes/($lang).seller.products._index.tsx';
import {
  action as editorAction,
  loader as editorLoader,
} from '#app/routes/($lang).seller.products.$id.tsx';
import { loader as adminListLoader } from '#app/routes/($lang).admin.products._index.tsx';

useFreshMockApi();

const SELLER: SessionData = { token: MOCK_SELLER.token };
const save = {
  intent: 'save',
  title: 'Brass Lamp',
  category: '1:2',
  selling: '45.50',
  offered: '',
  shipping_rule_id: '1',
  ar_title: 'مصباح',
};

describe('seller workspace: anyone but a seller', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['the admin', { token: MOCK_ADMIN.token }],
  ] as const)('%s gets this site’s 404 on every page and action', async (_, session) => {
    for (const fn of [
      async () => layoutLoader({ request: await get('/seller', session), context, params: {} }),
      async () => listLoader({ request: await get('/ar/seller/products', session), context, params: {} }),
      async () =>
        editorLoader({
          request: await get('/seller/products/1', session),
          context,
          params: { id: '1' },
        }),
    ]) {
      const r = await run(fn);
      expect(r.status).toBe(404);
    }
    const posted = await runPost(editorAction, '/seller/products/1', save, session, { id: '1' });
    expect(posted.status).toBe(404);
    const still = await runGet(editorLoader, '/seller/products/1', SELLER, { id: '1' });
    expect(still.data.product.title).toBe('Mock Lamp');
  });

  it('is not the staff workspace: a seller gets the 404 from /admin/products', async () => {
    expect((await runGet(adminListLoader, '/admin/products', SELLER)).status).toBe(404);
  });
});

describe('seller workspace: the seller', () => {
  it('sees their store and products; another store’s product (the API’s not found) is the 404', async () => {
    const layout = await runGet(layoutLoader, '/seller', SELLER);
    expect(layout.data.seller.store.name).toBe(MOCK_SELLER.store.name);
    const list = await runGet(listLoader, '/seller/products?q=lamp&status=bogus', SELLER);
    expect(list.data.list.data.map((p: { title: string }) => p.title)).toEqual(['Mock Lamp']);
    expect(list.data.status).toBe('');
    expect(list.data.lowStock).toBe(1);
    expect((await runGet(editorLoader, '/seller/products/99', SELLER, { id: '99' })).status).toBe(
      404,
    );
    expect((await runGet(editorLoader, '/seller/products/x1', SELLER, { id: 'x1' })).status).toBe(
      404,
    );
  });

  it('creates a product: a refused form keeps what was typed; prices go to the API in minor units', async () => {
    const refused = await runPost(
      editorAction,
      '/fr/seller/products/new',
      { ...save, title: '', selling: '12,345', offered: '50' },
      SELLER,
      { id: 'new' },
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.title).toEqual(['Saisissez un titre.']);
    expect(refused.data.errors.selling).toEqual(['Saisissez un montant comme 19,99.']);
    expect(refused.data.values.ar_title).toEqual(['مصباح']);
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}seller/products/save`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const made = await runPost(editorAction, '/fr/seller/products/new', save, SELLER, {
      id: 'new',
    });
    expect(made.status).toBe(302);
    expect(made.headers.get('Location')).toMatch(/^\/fr\/seller\/products\/\d+$/);
    expect(await toastOf(made.headers)).toEqual({
      type: 'success',
      message: 'Le produit a été enregistré.',
    });
    expect(sent).toMatchObject({
      selling: 4550,
      offered: 0,
      category_id: '1',
      sub_category_id: '2',
    });
    expect((sent.translations as Record<string, { title?: string }>).ar!.title).toBe('مصباح');
  });

  it('previews a description cleaned of scripts, keeping every field typed', async () => {
    const r = await runPost(
      editorAction,
      '/seller/products/1',
      {
        ...save,
        intent: 'preview',
        description: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      },
      SELLER,
      { id: '1' },
    );
    expect(r.data.preview).toBe('<p>Hi</p>');
    expect(r.data.values.title).toEqual(['Brass Lamp']);
  });

  it('hides it and changes stock (refusing below zero and a non-number), each with a toast', async () => {
    const hide = await runPost(editorAction, '/seller/products/1', { intent: 'hide' }, SELLER, {
      id: '1',
    });
    expect(await toastOf(hide.headers)).toEqual({
      type: 'success',
      message: 'The product is hidden from the shop.',
    });
    const bad = await runPost(
      editorAction,
      '/seller/products/1',
      { intent: 'stock', inventory_id: '1', change: 'ten' },
      SELLER,
      { id: '1' },
    );
    expect((await toastOf(bad.headers))?.type).toBe('error');
    const below = await runPost(
      editorAction,
      '/seller/products/1',
      { intent: 'stock', inventory_id: '1', change: '-9' },
      SELLER,
      { id: '1' },
    );
    expect(await toastOf(below.headers)).toEqual({
      type: 'error',
      message: 'Stock cannot go below zero.',
    });
    const added = await runPost(
      editorAction,
      '/seller/products/1',
      { intent: 'stock', inventory_id: '1', change: '+4', note: 'Delivery' },
      SELLER,
      { id: '1' },
    );
    expect(await toastOf(added.headers)).toEqual({
      type: 'success',
      message: 'The stock has been updated.',
    });
    const after = await runGet(editorLoader, '/seller/products/1', SELLER, { id: '1' });
    expect(after.data.product.inventories[0].quantity).toBe(7);
    expect(after.data.product.history[0]).toMatchObject({ change: 4, note: 'Delivery' });
  });
});
