// A seller's orders in the mock API (issue 34): the demo seller (MOCK_SELLER, store 1) has one part of order
// 1 ("MOCK0000001", two lamps, pending, cash on delivery) to move forward (on the way needs a carrier and a
// tracking number) or cancel with a reason. Any other order is "not found"; anyone else gets the 404 (mock.ts).
import { fulfilmentEndpoints as E } from '#contract/fulfilment/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { FulfilmentMessages as M, type SellerOrderDetail } from '#contract/fulfilment/schemas.ts';
import { mockCell, MOCK_SELLER } from './identity.ts';
import { mock } from './mock.ts';
import { page } from './catalog.fixtures.ts';

const STEP = { confirmed: 2, picked_up: 3, on_the_way: 4, delivered: 5 } as const;
const STATE: Record<string, number> = { pending: 1, ...STEP };

const part = mockCell((): SellerOrderDetail => ({
  order_id: 1,
  order_code: 'MOCK0000001',
  created: '2026-01-01T10:00:00.000Z',
  status: 1,
  cancelled: 0,
  carrier: null,
  tracking_number: null,
  cancel_reason: null,
  refund_due: 0,
  delivered_at: null,
  store: { id: MOCK_SELLER.store.id, name: MOCK_SELLER.store.name, slug: MOCK_SELLER.store.slug },
  lines: [
    {
      id: 1,
      title: 'Mock Lamp',
      quantity: 2,
      image: null,
      attributes: [{ title: 'Color', value: 'Red' }],
      unit_price: 4500,
      line_total: 9000,
      shipping_type: 1,
    },
  ],
  total: 9000,
  currency: 'USD',
  buyer: {
    name: 'Mock Shopper',
    phone: '+1 555 0100',
    country: 'US',
    state: 'NY',
    city: 'New York',
    zip: '10001',
    address_1: '1 Main Street',
    address_2: null,
  },
  payment: { paid: false, method: 2 },
}));

const find = (id: string) => (Number(id) === part.get().order_id ? part.get() : undefined);
const done = (p: SellerOrderDetail, message: string) =>
  ok({ order_id: p.order_id, status: p.status, cancelled: p.cancelled, mailed: true }, message);

export const fulfilmentHandlers = [
  ...mock(E.sellerOrders, ({ query }) => {
    const p = part.get();
    const q = query.q?.toUpperCase();
    const shown =
      (!query.state ||
        (query.state === 'cancelled'
          ? p.cancelled === 1
          : p.cancelled === 0 && p.status === STATE[query.state])) &&
      (!q || p.order_code.includes(q));
    const row = {
      order_id: p.order_id,
      order_code: p.order_code,
      created: p.created,
      status: p.status,
      cancelled: p.cancelled,
      carrier: p.carrier,
      tracking_number: p.tracking_number,
      buyer_name: p.buyer.name,
      items: 2,
      total: p.total,
    };
    return ok(page(shown ? [row] : [], shown ? 1 : 0, 1, 25, 'seller/orders'));
  }),
  ...mock(
    E.sellerOrder,
    ({ params }) => {
      const p = find(params.id);
      return p ? ok(p) : notFound(M.notFound);
    },
    { onInvalid: () => notFound(M.notFound) },
  ),
  ...mock(E.sellerOrderStatus, ({ params, body }) => {
    const p = find(params.id);
    if (!p) return notFound(M.notFound);
    if (p.cancelled) return formError(M.cancelled);
    const target = STEP[body.status];
    if (p.status >= target) return formError(M.notForward);
    p.status = target;
    if (body.carrier) p.carrier = body.carrier;
    if (body.tracking_number) p.tracking_number = body.tracking_number;
    return done(p, M.moved);
  }),
  ...mock(E.sellerOrderCancel, ({ params, body }) => {
    const p = find(params.id);
    if (!p) return notFound(M.notFound);
    if (p.cancelled) return formError(M.cancelled);
    if (p.status >= 5) return formError(M.delivered);
    p.cancelled = 1;
    p.cancel_reason = body.reason;
    return done(p, M.partCancelled);
  }),
];
