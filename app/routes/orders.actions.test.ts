// The order screens against the MSW API (mocks/orders.ts), with real cookies: `/user/orders` (newest first,
// filters forwarded, visitors sent to log in), `/user/order/{id}` (another shopper's order is a 404, cancel
// with the spec's messages, PRG with a toast in the shopper's language), and `/track-order` (the code link and
// the form, unknown codes, the API's rate limit as a 429 with its message, the honeypot).
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { formError } from '#contract/envelope.ts';
import { server } from '#mocks/node.ts';
import { MOCK_ACCOUNT } from '#mocks/identity.ts';
import {
  API,
  placeMockOrder,
  runGet,
  runPost,
  toastOf,
  useFreshMockApi,
  SHOPPER,
} from '#tests/support/routes.ts';
import { loader as ordersLoader } from '#app/routes/($lang).user.orders.tsx';
import { loader as orderIndexLoader } from '#app/routes/($lang).user.order._index.tsx';
import {
  action as orderAction,
  loader as orderLoader,
} from '#app/routes/($lang).user.order.$id/route.tsx';
import {
  action as trackAction,
  loader as trackLoader,
} from '#app/routes/($lang).track-order/route.tsx';

useFreshMockApi();

/** The shopper's post of `fields` to the page of their order `id` (under `lang`'s path when given). */
const postToOrder = (id: string, fields: Record<string, string>, lang?: string) =>
  runPost(orderAction, `${lang ? `/${lang}` : ''}/user/order/${id}`, fields, SHOPPER, {
    ...(lang ? { lang } : {}),
    id,
  });

/** An order of two of product 3 placed through the mock API: the shopper's or a guest's. */
const place = (who: { token?: string; guest?: string }, method = 2) =>
  placeMockOrder(who, { quantity: 2, method });

describe('/user/orders', () => {
  it('sends a visitor to log in and back', async () => {
    const r = await runGet(ordersLoader, '/fr/user/orders?paid=1');
    expect(r.status).toBe(302);
    expect(r.headers.get('Location')).toBe('/fr/login?redirectTo=%2Ffr%2Fuser%2Forders%3Fpaid%3D1');
  });

  it('lists the shopper’s orders newest first and forwards the filters and the page', async () => {
    const first = await place({ token: MOCK_ACCOUNT.token }, 2);
    const second = await place({ token: MOCK_ACCOUNT.token }, 7);
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}order/by-user`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const all = await runGet(ordersLoader, '/user/orders', SHOPPER);
    expect(all.status).toBe(200);
    expect(all.data.orders.data.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(all.data.filtered).toBe(false);
    const filtered = await runGet(
      ordersLoader,
      '/user/orders?cancelled=1&cash_on_delivery=1&paid=0&page=2',
      SHOPPER,
    );
    expect(sent).toEqual({ page: 2, cancelled: 1, cash_on_delivery: 1 });
    expect(filtered.data.filters).toEqual({
      cancelled: true,
      paid: false,
      unpaid: false,
      cash_on_delivery: true,
    });
    expect(filtered.data.orders.data).toEqual([]);
  });

  it('sends /user/order without an id to the list', async () => {
    const r = await runGet(orderIndexLoader, '/tr/user/order', SHOPPER);
    expect(r.status).toBe(302);
    expect(r.headers.get('Location')).toBe('/tr/user/orders');
  });

  it('drops a token the API no longer accepts and asks to log in again', async () => {
    server.use(
      http.post(`${API}order/by-user`, () =>
        HttpResponse.json({ status: 204, message: 'Unauthenticated', data: null, token: null }),
      ),
    );
    const r = await runGet(ordersLoader, '/user/orders', SHOPPER);
    expect(r.status).toBe(302);
    expect(r.headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
  });
});

describe('/user/order/{id}', () => {
  it('shows the shopper’s own order; another shopper’s order and a non-id are 404', async () => {
    const own = await place({ token: MOCK_ACCOUNT.token });
    const guests = await place({ guest: 'someone-else-0123456789' });
    const shown = await runGet(orderLoader, `/user/order/${own.id}`, SHOPPER, {
      id: String(own.id),
    });
    expect(shown.status).toBe(200);
    expect(shown.data.order).toMatchObject({ id: own.id, status: 1, cancelled: 0 });
    expect(shown.data.title).toBe(`Order ${own.order}`);
    expect(shown.data.place).toMatchObject({ country: 'United States' });
    const other = await runGet(orderLoader, `/user/order/${guests.id}`, SHOPPER, {
      id: String(guests.id),
    });
    expect(other.status).toBe(404);
    let calls = 0;
    server.use(
      http.get(`${API}order/find/:id`, () => {
        calls++;
        return undefined;
      }),
    );
    for (const id of ['abc', '0', '12345678901', '1e3', '-1'])
      expect((await runGet(orderLoader, `/user/order/${id}`, SHOPPER, { id })).status).toBe(404);
    expect(calls).toBe(0);
  });

  it('cancels a pending order: the spec’s messages first, then PRG with a toast in the shopper’s language', async () => {
    const own = await place({ token: MOCK_ACCOUNT.token });
    const id = String(own.id);
    let sent: unknown = null;
    server.use(
      http.post(`${API}cancellation/cancel-order`, async ({ request }) => {
        sent = await request.clone().json();
        return undefined;
      }),
    );
    const refused = await postToOrder(id, { intent: 'cancel', title: ' ', message: '' });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toEqual({
      title: ['Title is required'],
      message: ['Message is required'],
    });
    expect(sent).toBeNull();
    const done = await postToOrder(
      id,
      { intent: 'cancel', title: 'Changed my mind', message: 'Sorry' },
      'fr',
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe(`/fr/user/order/${id}`);
    expect(sent).toEqual({ order_id: own.id, title: 'Changed my mind', message: 'Sorry' });
    expect((await toastOf(done.headers))?.message).toBe('Votre commande a été annulée.');
    const after = await runGet(orderLoader, `/user/order/${id}`, SHOPPER, { id });
    expect(after.data.order).toMatchObject({
      cancelled: 1,
      cancellation: { title: 'Changed my mind', message: 'Sorry' },
    });
    // A second cancel: the API's refusal, in the shopper's language, under the form.
    const again = await postToOrder(
      id,
      { intent: 'cancel', title: 'Again', message: 'Again' },
      'ar',
    );
    expect(again.status).toBe(400);
    expect(again.data.error['']).toEqual(['يمكن إلغاء الطلب المعلق فقط.']);
  });

  it('refuses another shopper’s order with a 404, an unknown intent with a 400, and says when the API is down', async () => {
    const guests = await place({ guest: 'someone-else-0123456789' });
    const id = String(guests.id);
    const fields = { intent: 'cancel', title: 'Mine now', message: 'x' };
    const idor = await postToOrder(id, fields);
    expect(idor.status).toBe(404);
    const unknown = await postToOrder(id, { ...fields, intent: 'refund' });
    expect(unknown.status).toBe(400);
    server.use(http.post(`${API}cancellation/cancel-order`, () => HttpResponse.error()));
    const down = await postToOrder(id, fields);
    expect(down.status).toBe(503);
    expect(down.data).toEqual({ message: 'API is down.' });
  });
});

describe('/track-order', () => {
  it('shows a guest’s order by the code link, without the address, and says when a code is unknown', async () => {
    const o = await place({ guest: 'guest-tracker-0123456789' });
    const found = await runGet(trackLoader, `/track-order?code=${o.order.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.data.order).toMatchObject({ id: o.id, order: o.order, status: 1 });
    expect(found.data.order.address).toBeUndefined();
    const unknown = await runGet(trackLoader, '/fr/track-order?code=NOPE1234');
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({
      order: null,
      code: 'NOPE1234',
      error: 'Aucune commande ne correspond à ce code de suivi.',
    });
    const tooLong = await runGet(trackLoader, `/track-order?code=${'X'.repeat(500)}`);
    expect(tooLong.status).toBe(404);
    expect(tooLong.data.code).toHaveLength(40);
    const blank = await runGet(trackLoader, '/track-order');
    expect(blank.data).toMatchObject({ order: null, error: null, code: '' });
  });

  it('tracks by the posted form: required code, unknown code, honeypot, and the API’s rate limit as a 429', async () => {
    const o = await place({ guest: 'guest-tracker-0123456789' });
    const empty = await runPost(trackAction, '/track-order', { code: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toEqual({ code: ['Tracking code is required'] });
    const ok = await runPost(trackAction, '/track-order', { code: o.order });
    expect(ok.status).toBe(200);
    expect(ok.data.order).toMatchObject({ id: o.id });
    const unknown = await runPost(trackAction, '/ar/track-order', { code: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.data.result.error['']).toEqual(['لم يتم العثور على طلب بهذا الرمز.']);
    const spam = await runPost(trackAction, '/track-order', {
      code: o.order,
      website: 'http://spam',
    });
    expect(spam.status).toBe(400);
    let forwarded: string | null = null;
    server.use(
      http.get(`${API}track-order`, ({ request }) => {
        forwarded = request.headers.get('x-forwarded-for');
        return HttpResponse.json(
          { ...formError('Too many requests. Please try again later.', 429), token: null },
          { status: 429 },
        );
      }),
    );
    const limited = await runPost(trackAction, '/track-order', { code: o.order });
    // Every rate-limited surface answers 429 with Retry-After in the shell (issue 13 item 11).
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.data.message).toBe('Too many requests. Please try again later.');
    expect(forwarded).toBe('203.0.113.9');
    const limitedLink = await runGet(trackLoader, `/tr/track-order?code=${o.order}`);
    expect(limitedLink.status).toBe(429);
    expect(limitedLink.data.message).toBe('Çok fazla deneme. Lütfen daha sonra tekrar deneyin.');
  });
});
