// A seller's orders against the MSW API (mocks/fulfilment.ts), with real cookies: `/seller/orders` and one
// part are this site's 404 for a visitor, a shopper and the admin (and the action changes nothing); the
// seller filters the list, moves the part on the way (a refused form keeps what was typed, the messages in
// the seller's language) and cancels it with a reason — each a post/redirect/get with a toast; another
// store's order is the 404.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import { loader as listLoader } from '#app/routes/($lang).seller.orders._index.tsx';
import {
  action as partAction,
  loader as partLoader,
} from '#app/routes/($lang).seller.orders.$id.tsx';

useFreshMockApi();

const SELLER: SessionData = { token: MOCK_SELLER.token };
const ship = {
  intent: 'status',
  status: 'on_the_way',
  carrier: 'Aramex',
  tracking_number: 'ARX-9',
};

describe('seller orders: anyone but a seller', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['the admin', { token: MOCK_ADMIN.token }],
  ] as const)(
    '%s gets this site’s 404 on the list, the part and its action',
    async (_, session) => {
      expect((await runGet(listLoader, '/seller/orders', session)).status).toBe(404);
      expect((await runGet(partLoader, '/ar/seller/orders/1', session, { id: '1' })).status).toBe(
        404,
      );
      const posted = await runPost(partAction, '/seller/orders/1', ship, session, { id: '1' });
      expect(posted.status).toBe(404);
      const still = await runGet(partLoader, '/seller/orders/1', SELLER, { id: '1' });
      expect(still.data.part.status).toBe(1);
    },
  );
});

describe('seller orders: the seller', () => {
  it('lists and filters their parts; another store’s order is the 404', async () => {
    const all = await runGet(listLoader, '/seller/orders?state=bogus', SELLER);
    expect(all.data.state).toBe('');
    expect(all.data.list.data.map((r: { order_code: string }) => r.order_code)).toEqual([
      'MOCK0000001',
    ]);
    const none = await runGet(listLoader, '/seller/orders?state=delivered', SELLER);
    expect(none.data.list.data).toEqual([]);
    const byCode = await runGet(listLoader, '/seller/orders?q=mock0000001', SELLER);
    expect(byCode.data.list.data).toHaveLength(1);
    expect((await runGet(partLoader, '/seller/orders/99', SELLER, { id: '99' })).status).toBe(404);
    expect((await runGet(partLoader, '/seller/orders/x', SELLER, { id: 'x' })).status).toBe(404);
  });

  it('moves the part on the way: without a tracking number the form comes back as typed', async () => {
    const refused = await runPost(
      partAction,
      '/fr/seller/orders/1',
      { ...ship, tracking_number: '' },
      SELLER,
      { id: '1' },
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.tracking_number).toEqual(['Indiquez le numéro de suivi du colis.']);
    expect(refused.data.values.carrier).toBe('Aramex');
    const done = await runPost(partAction, '/fr/seller/orders/1', ship, SELLER, { id: '1' });
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/fr/seller/orders/1');
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: "La commande a été mise à jour et l'acheteur prévenu.",
    });
    const part = await runGet(partLoader, '/seller/orders/1', SELLER, { id: '1' });
    expect(part.data.part).toMatchObject({ status: 4, tracking_number: 'ARX-9' });
    // Backwards: the API's refusal, as a toast in the seller's language.
    const back = await runPost(
      partAction,
      '/ar/seller/orders/1',
      { intent: 'status', status: 'confirmed' },
      SELLER,
      { id: '1' },
    );
    expect(back.status).toBe(302);
    expect((await toastOf(back.headers))?.type).toBe('error');
  });

  it('cancels the part with a reason (too short: refused, kept)', async () => {
    const short = await runPost(
      partAction,
      '/seller/orders/1',
      { intent: 'cancel', reason: 'no' },
      SELLER,
      { id: '1' },
    );
    expect(short.status).toBe(400);
    expect(short.data.errors.reason).toEqual(['Give the reason in at least 3 characters.']);
    expect(short.data.values.reason).toBe('no');
    const done = await runPost(
      partAction,
      '/seller/orders/1',
      { intent: 'cancel', reason: 'Out of stock' },
      SELLER,
      { id: '1' },
    );
    expect(done.status).toBe(302);
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: 'Your part has been cancelled and the buyer told.',
    });
    const part = await runGet(partLoader, '/seller/orders/1', SELLER, { id: '1' });
    expect(part.data.part).toMatchObject({ cancelled: 1, cancel_reason: 'Out of stock' });
  });
});
