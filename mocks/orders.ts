// Orders of the mock API (docs/api-reference.md §8.21, §8.22, §8.25): placing takes the caller's selected cart lines
// (cash on delivery and bank transfer), the caller's orders list and detail, cancellation while pending,
// the bank reference once, tracking by code and the confirmation e-mail call.
import { HttpResponse } from 'msw';
import { endpoints } from '#contract/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { toMajor } from '#contract/money.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import { callerState, mockCell, MOCK_ACCOUNT, type Caller } from './identity.ts';
import { mock, type Fixture } from './mock.ts';
import { linesOf, unitOf } from './cart.state.ts';
import { productFixture, STORE } from './catalog.fixtures.ts';
import { page } from './catalog.fixtures.ts';

type Detail = Fixture<'orderFind'>;
let nextId = 1;
const orders = callerState(() => [] as Detail[]);
/** Idempotency keys and the order each placed, per caller (another's key is refused, as the API does). */
const keys = mockCell(() => new Map<string, { caller: Caller; id: number }>());
const sameCaller = (a: Caller, b: Caller) =>
  a.kind === b.kind && (a.kind === 'user' || (b.kind === 'guest' && a.token === b.token));
const all = new Map<string, Detail>();

/** The line of an order: what the cart line was, at its unit price (major units). */
type MockLine = {
  id: number;
  product_id: number;
  inventory_id: number;
  quantity: number;
  shipping_place_id: number | null;
  shipping_type: number;
  selling: number;
};

/**
 * An order of the mock shop as the API details it: pending and unpaid, its lines sold by the demo store at
 * their unit price, shipped to the mock shopper's address, its totals those of its lines (`total`).
 */
export function mockOrder(o: {
  id: number;
  code: string;
  method: number;
  total: number;
  userId: number | null;
  userToken: string | null;
  created: string;
  lines: MockLine[];
  transId?: string | null;
}): Detail {
  return {
    id: o.id,
    order: o.code,
    status: 1,
    cancelled: 0,
    payment_done: 0,
    order_method: o.method,
    total_amount: o.total,
    currency: 'USD',
    payment_token: null,
    trans_id: o.transId ?? null,
    voucher_id: null,
    user_id: o.userId,
    user_token: o.userToken,
    user_address_id: 1,
    created: o.created,
    ordered_products: o.lines.map((l) => ({
      id: l.id,
      order_id: o.id,
      product_id: l.product_id,
      inventory_id: l.inventory_id,
      quantity: l.quantity,
      shipping_place_id: l.shipping_place_id,
      shipping_type: l.shipping_type,
      selling: l.selling,
      tax_price: 0,
      shipping_price: 0,
      bundle_offer: 0,
      product: {
        id: l.product_id,
        title: productFixture(l.product_id).title,
        slug: null,
        image: null,
        store: { id: STORE.id, name: STORE.name, slug: STORE.slug },
      },
      attributes: [],
    })),
    address: { name: 'Mock Shopper', country: 'US', city: 'New York', address_1: '1 Main' },
    voucher: null,
    cancellation: null,
    calculated: {
      subtotal: o.total,
      shipping_price: 0,
      bundle_offer: 0,
      tax: 0,
      voucher_price: 0,
      total_price: o.total,
    },
    awaiting_verification: 0,
  };
}

/** Cancels the order with the cancellation's title and message (not refunded), as the API records it. */
export function cancelMockOrder(
  o: Pick<Detail, 'id' | 'cancelled' | 'cancellation'>,
  why: { title: string; message: string },
) {
  o.cancelled = 1;
  o.cancellation = {
    id: o.id,
    order_id: o.id,
    title: why.title,
    message: why.message,
    refunded: 0,
    created: new Date().toISOString(),
  };
}

function place(caller: Caller, method: number): Detail | null {
  const lines = linesOf(caller).filter((l) => l.selected === 1);
  if (!lines.length) return null;
  const id = nextId++;
  const subtotal = lines.reduce((n, l) => n + unitOf(l) * l.quantity, 0);
  const order = mockOrder({
    id,
    code: `MOCK${String(id).padStart(8, '0')}`,
    method,
    total: toMajor(subtotal),
    userId: caller.kind === 'user' ? MOCK_ACCOUNT.id : null,
    userToken: caller.kind === 'guest' ? caller.token : null,
    created: new Date().toISOString(),
    lines: lines.map((l) => ({ ...l, selling: toMajor(unitOf(l)) })),
  });
  const cart = linesOf(caller);
  for (const l of lines) cart.splice(cart.indexOf(l), 1);
  orders(caller).unshift(order);
  all.set(order.order, order);
  return order;
}

const find = (caller: Caller, id: number) => orders(caller).find((o) => o.id === id);
/** One of the caller's orders (the reviews mock checks the order a review is for). */
export const mockOrderOf = find;
/** Tests: the shop delivers one of the orders (the admin's last step). */
export function deliverMockOrder(id: number) {
  for (const o of all.values()) if (o.id === id) o.status = 5;
}
const notFound = () => formError(OrderMessages.orderNotFound, 500);

const noProvider = () =>
  new HttpResponse('The mock shop runs no payment provider.', { status: 403 });

export const ordersHandlers = [
  ...mock(endpoints.orderAction, ({ body, caller }) => {
    if (![2, 7].includes(Number(body.order_method)))
      return formError(OrderMessages.methodDisabled, 500);
    const key = body.idempotency_key;
    const prior = key ? keys.get().get(key) : undefined;
    if (prior && !sameCaller(prior.caller, caller)) return formError(OrderMessages.keyReused, 500);
    const order = prior ? find(caller, prior.id)! : place(caller, Number(body.order_method));
    if (!order) return formError(OrderMessages.noSelection, 500);
    if (key) keys.get().set(key, { caller, id: Number(order.id) });
    const {
      ordered_products: _lines,
      address: _a,
      voucher: _v,
      cancellation: _c,
      calculated: _k,
      awaiting_verification: _w,
      ...row
    } = order;
    return ok(row, OrderMessages.placed);
  }),
  ...mock(endpoints.orderTransaction, ({ body, caller }) => {
    const o = find(caller, body.id);
    if (!o || o.order_method !== 7) return notFound();
    if (o.trans_id) return formError(OrderMessages.alreadySubmitted, 500);
    o.trans_id = body.trans_id;
    o.awaiting_verification = 1;
    return ok(1 as const, OrderMessages.paymentSubmitted);
  }),
  // The mock shop runs no payment provider (payment-gateway offers none): every order is offline, so the
  // online payment calls find no online order of the caller's — as the API answers for one.
  ...mock(endpoints.orderPaymentDone, ({ body, caller }) =>
    find(caller, body.id)
      ? formError(OrderMessages.notOnline, 500)
      : formError(OrderMessages.orderNotFound, 500),
  ),
  ...mock(endpoints.orderPaymentFailed, ({ body, caller }) =>
    find(caller, body.id)
      ? formError(OrderMessages.notOnline, 500)
      : formError(OrderMessages.orderNotFound, 500),
  ),
  ...mock(endpoints.orderPayment, () => formError(OrderMessages.orderNotFound, 404)),
  // Provider-facing: the bare refusal of a provider the mock shop does not run.
  ...mock(endpoints.paymentNotify, noProvider, { onInvalid: noProvider }),
  ...mock(endpoints.paymentCallback, noProvider, { onInvalid: noProvider }),
  ...mock(endpoints.sendOrderEmail, ({ params, caller }) =>
    find(caller, Number(params.id)) ? ok(true as const) : notFound(),
  ),
  ...mock(endpoints.ordersByUser, ({ body, caller }) => {
    if (body.order_id !== undefined) {
      const o = find(caller, body.order_id);
      return o ? ok(o) : notFound();
    }
    const on = (v: unknown) => v !== undefined && v !== null && v !== '' && String(v) !== '0';
    const list = orders(caller).filter(
      (o) =>
        (body.cancelled === undefined || o.cancelled === body.cancelled) &&
        (!on(body.paid) || o.payment_done === 1) &&
        (!on(body.unpaid) || o.payment_done === 0) &&
        (!on(body.cash_on_delivery) || o.order_method === 2),
    );
    const p = Math.max(1, Number(body.page) || 1);
    return ok(page(list.slice((p - 1) * 25, p * 25), list.length, p, 25, 'order/by-user'));
  }),
  ...mock(endpoints.orderFind, ({ params, caller }) => {
    const o = find(caller, Number(params.id));
    return o ? ok(o) : formError(OrderMessages.orderNotFound, 404);
  }),
  ...mock(endpoints.cancelOrder, ({ body, caller }) => {
    const o = find(caller, body.order_id);
    if (!o)
      return {
        status: 200,
        message: OrderMessages.orderNotFound,
        data: { form: [OrderMessages.orderNotFound] },
        token: null,
      };
    if (o.cancelled || o.status !== 1) return formError(OrderMessages.notCancellable, 500);
    cancelMockOrder(o, body);
    return ok({ result: { cancelled: true as const, order_id: o.id } }, OrderMessages.cancelled);
  }),
  ...mock(endpoints.cancellationFind, ({ params, caller }) => {
    const c = find(caller, Number(params.orderId))?.cancellation;
    return c ? ok(c) : formError(OrderMessages.orderNotFound);
  }),
  ...mock(endpoints.trackOrder, ({ query }) => {
    const o = all.get(query.tracking_id.toUpperCase());
    if (!o) return formError(OrderMessages.trackingNotFound);
    const { address: _a, ...rest } = o;
    return ok({ ...rest, user_id: null, user_token: null, trans_id: null, voucher_id: null });
  }),
];
