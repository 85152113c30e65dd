// The admin area against the MSW API (mocks/admin.ts), with real cookies: the layout, the list and the order
// page are this site's 404 for a visitor and a shopper (and so is every action, which changes nothing); the
// admin sees the orders with filters forwarded, moves one forward, confirms a bank transfer, cancels with the
// spec's field messages (what was typed kept), marks refunded — each a post/redirect/get with a toast in the
// admin's language — and the order's audit log lists what was done.
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { server } from '#mocks/node.ts';
import { MOCK_ADMIN } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import {
  API,
  runRoute as run,
  context,
  getAs as get,
  runGet,
  runPost,
  toastOf,
  useFreshMockApi,
  SHOPPER,
} from '#tests/support/routes.ts';
import { loader as layoutLoader } from '#app/routes/($lang).admin.tsx';
import { loader as listLoader } from '#app/routes/($lang).admin._index.tsx';
import {
  action as orderAction,
  loader as orderLoader,
} from '#app/routes/($lang).admin.orders.$id.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };
const COD = 1;
const BANK = 2;

describe('admin area: anyone but an admin', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['a made-up token', { token: 'mock-token-not-an-admin-0000' }],
  ] as const)('%s gets this site’s 404 on every page and action', async (_, session) => {
    for (const fn of [
      async () => layoutLoader({ request: await get('/admin', session), context, params: {} }),
      async () => listLoader({ request: await get('/fr/admin', session), context, params: {} }),
      async () =>
        orderLoader({
          request: await get(`/admin/orders/${COD}`, session),
          context,
          params: { id: String(COD) },
        }),
    ]) {
      const r = await run(fn);
      expect(r.status).toBe(404);
      expect(r.data).toEqual({ message: 'This page could not be found' });
    }
    for (const fields of [
      { intent: 'status', status: 'delivered' } as Record<string, string>,
      { intent: 'confirm' },
      { intent: 'refund' },
      { intent: 'cancel', title: 't', message: 'm' },
    ]) {
      const r = await runPost(orderAction, `/admin/orders/${BANK}`, fields, session, {
        id: String(BANK),
      });
      expect(r.status).toBe(404);
    }
    const still = await runGet(orderLoader, `/admin/orders/${BANK}`, ADMIN, { id: '2' });
    expect(still.data.order).toMatchObject({ status: 1, payment_done: 0, cancelled: 0, audit: [] });
  });
});

describe('admin area: the admin', () => {
  it('sees the layout and the orders, with the filters forwarded and the awaiting transfers', async () => {
    const layout = await runGet(layoutLoader, '/admin', ADMIN);
    expect(layout.data).toEqual({ admin: { name: MOCK_ADMIN.name } });
    let sent = '';
    server.use(
      http.get(`${API}admin/orders`, ({ request }) => {
        sent = new URL(request.url).search;
        return undefined;
      }),
    );
    const list = await runGet(
      listLoader,
      '/admin?status=pending&method=bank&store=&q=%20x%20&bogus=1&payment=<b>&from=2026-01-01&to=nope',
      ADMIN,
    );
    expect(list.status).toBe(200);
    expect(new URLSearchParams(sent).get('status')).toBe('pending');
    expect(new URLSearchParams(sent).get('method')).toBe('bank');
    expect(new URLSearchParams(sent).get('q')).toBe('x');
    expect(new URLSearchParams(sent).has('payment')).toBe(false);
    expect(sent).toContain('from=2026-01-01');
    expect(new URLSearchParams(sent).has('to')).toBe(false);
    expect(list.data.filtered).toBe(true);
    const awaiting = await runGet(listLoader, '/admin?payment=awaiting', ADMIN);
    expect(awaiting.data.orders.data.map((o: { id: number }) => o.id)).toEqual([BANK]);
    const bad = await runGet(orderLoader, '/admin/orders/abc', ADMIN, { id: 'abc' });
    expect(bad.status).toBe(404);
    const missing = await runGet(orderLoader, '/admin/orders/99', ADMIN, { id: '99' });
    expect(missing.status).toBe(404);
  });

  const act = async (id: number, fields: Record<string, string>, path = `/admin/orders/${id}`) =>
    runPost(orderAction, path, fields, ADMIN, { id: String(id) });

  it('moves an order forward with a toast, refuses going back, and logs each move', async () => {
    const moved = await act(
      COD,
      { intent: 'status', status: 'on_the_way' },
      `/fr/admin/orders/${COD}`,
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe(`/fr/admin/orders/${COD}`);
    expect(await toastOf(moved.headers)).toEqual({
      type: 'success',
      message: 'La commande a avancé.',
    });
    const back = await act(COD, { intent: 'status', status: 'confirmed' });
    expect(back.status).toBe(302);
    expect(await toastOf(back.headers)).toEqual({
      type: 'error',
      message: 'An order only moves forward.',
    });
    const unknown = await act(COD, { intent: 'status', status: 'pending' });
    expect(unknown.status).toBe(400);
    const page = await runGet(orderLoader, `/admin/orders/${COD}`, ADMIN, { id: '1' });
    expect(page.data.order.status).toBe(4);
    expect(page.data.order.audit).toHaveLength(1);
    expect(page.data.order.audit[0]).toMatchObject({
      action: 'status:on_the_way',
      before: { status: 1 },
      after: { status: 4 },
    });
  });

  it('confirms a bank transfer: paid, no longer awaiting', async () => {
    const r = await act(BANK, { intent: 'confirm' });
    expect(await toastOf(r.headers)).toEqual({
      type: 'success',
      message: 'The bank transfer is confirmed: the order is paid.',
    });
    const page = await runGet(orderLoader, `/admin/orders/${BANK}`, ADMIN, { id: '2' });
    expect(page.data.order).toMatchObject({ payment_done: 1, awaiting_verification: 0 });
    const again = await act(BANK, { intent: 'reject' });
    expect((await toastOf(again.headers))?.type).toBe('error');
  });

  it('cancels with the field messages first, then marks refunded', async () => {
    const empty = await act(COD, { intent: 'cancel', title: '  ', message: 'Out of stock' });
    expect(empty.status).toBe(400);
    expect(empty.data.error).toEqual({ title: ['Title is required'] });
    expect(empty.data.initialValue).toMatchObject({ message: 'Out of stock' });
    const early = await act(COD, { intent: 'refund' });
    expect(await toastOf(early.headers)).toEqual({
      type: 'error',
      message: 'Only a cancelled order can be marked refunded.',
    });
    const done = await act(COD, { intent: 'cancel', title: 'Sorry', message: 'Out of stock' });
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: 'The order has been cancelled.',
    });
    const refunded = await act(COD, { intent: 'refund' });
    expect((await toastOf(refunded.headers))?.type).toBe('success');
    const page = await runGet(orderLoader, `/admin/orders/${COD}`, ADMIN, { id: '1' });
    expect(page.data.order.cancellation).toMatchObject({ title: 'Sorry', refunded: 1 });
    expect(page.data.order.audit.map((a: { action: string }) => a.action)).toEqual([
      'cancel',
      'refund',
    ]);
    const unknown = await runPost(orderAction, '/admin/orders/1', { intent: 'explode' }, ADMIN, {
      id: '1',
    });
    expect(unknown.status).toBe(400);
  });

  it('refunds one store’s part (issue 34): once, then “already refunded” in the admin’s language', async () => {
    const page = await runGet(orderLoader, `/admin/orders/${COD}`, ADMIN, { id: '1' });
    const part = page.data.order.parts[0] as { id: number; refunded_at: string | null };
    expect(part.refunded_at).toBeNull();
    const done = await act(COD, { intent: 'refund_part', part_id: String(part.id), reference: '' });
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: 'The part has been refunded.',
    });
    const again = await runPost(
      orderAction,
      `/fr/admin/orders/${COD}`,
      { intent: 'refund_part', part_id: String(part.id) },
      ADMIN,
      { id: String(COD) },
    );
    expect(await toastOf(again.headers)).toEqual({
      type: 'error',
      message: 'Cette partie a déjà été remboursée.',
    });
    const bad = await act(COD, { intent: 'refund_part', part_id: 'x' });
    expect(bad.status).toBe(400);
  });
});
