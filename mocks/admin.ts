// The admin area of the mock API (issue 17): two orders of the shop (a cash-on-delivery order, pending, and a
// bank transfer awaiting verification) that the demo administrator can filter, move forward, cancel, mark
// refunded and confirm or reject, each action in the order's audit log. Anyone else gets the 404 (mock.ts).
import { endpoints } from '#contract/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { AdminMessages, type AdminStatus } from '#contract/admin/schemas.ts';
import { PaymentMethod } from '#contract/codes.ts';
import { PartRefundMessages } from '#contract/admin/part-refunds.ts';
import { mockCell, MOCK_ADMIN } from './identity.ts';
import { mock, mockRecord, type Fixture } from './mock.ts';
import { page, STORE } from './catalog.fixtures.ts';
import { cancelMockOrder, mockOrder } from './orders.ts';

type Detail = Fixture<'adminOrder'>;
const STEP: Record<AdminStatus, number> = {
  confirmed: 2,
  picked_up: 3,
  on_the_way: 4,
  delivered: 5,
};

function fixture(id: number, method: number, transId: string | null): Detail {
  const line = { product_id: 1, inventory_id: 1, quantity: 1, shipping_place_id: 1 };
  return {
    ...mockOrder({
      id,
      code: `ADMIN${String(id).padStart(7, '0')}`,
      method,
      total: 25,
      userId: 7,
      userToken: null,
      created: '2026-01-0' + String(id) + 'T10:00:00.000Z',
      lines: [{ ...line, id, shipping_type: 1, selling: 25 }],
      transId,
    }),
    awaiting_verification: transId ? 1 : 0,
    parts: [
      {
        id: id * 10 + 1,
        store_name: STORE.name,
        store_slug: STORE.slug,
        status: 5,
        cancelled: 0,
        carrier: 'Mock Post',
        tracking_number: `MP${id}`,
        refund_due: 0,
        refunded_at: null,
        cancel_reason: null,
      },
    ],
    buyer: { name: 'Mock Shopper', email: 'shopper@bazaar.test' },
    audit: [],
  };
}

const shopOrders = mockCell(() => [
  fixture(2, PaymentMethod.BANK_TRANSFER, 'BANKREF-42'),
  fixture(1, PaymentMethod.CASH_ON_DELIVERY, null),
]);
const find = (id: number) => shopOrders.get().find((o) => o.id === id);
const missing = () => formError(AdminMessages.orderNotFound, 500);
const state = (o: Detail) => ({
  status: o.status,
  cancelled: o.cancelled,
  payment_done: o.payment_done,
  trans_id: o.trans_id,
  refunded: o.cancellation?.refunded ?? 0,
});

/** Applies `change` and writes the audit row; a string from `change` is the refusal. */
function act(id: number, action: string, change: (o: Detail) => string | void, message: string) {
  const o = find(id);
  if (!o) return missing();
  const before = state(o);
  const refused = change(o);
  if (refused) return formError(refused, 500);
  o.awaiting_verification = o.trans_id && !o.payment_done && !o.cancelled ? 1 : 0;
  o.audit.push({
    id: o.audit.length + 1,
    admin: { id: MOCK_ADMIN.id, name: MOCK_ADMIN.name },
    action,
    before,
    after: state(o),
    created: new Date().toISOString(),
  });
  return ok({ order_id: id, mailed: action !== 'refund' }, message);
}

const summary = ({
  address: _a,
  voucher: _v,
  cancellation,
  calculated: _c,
  audit: _l,
  ...o
}: Detail) => ({
  ...o,
  refunded: Number(cancellation?.refunded ?? 0),
});

export const adminHandlers = [
  ...mock(endpoints.adminMe, () =>
    ok({ id: MOCK_ADMIN.id, name: MOCK_ADMIN.name, email: 'admin@bazaar.test' }),
  ),
  ...mock(endpoints.adminOrders, ({ query }) => {
    const STATUS: Record<string, number> = { pending: 1, ...STEP };
    const list = shopOrders
      .get()
      .filter(
        (o) =>
          (!query.status ||
            (query.status === 'cancelled'
              ? o.cancelled === 1
              : o.cancelled === 0 && o.status === STATUS[query.status])) &&
          (!query.payment ||
            (query.payment === 'paid' && o.payment_done === 1) ||
            (query.payment === 'unpaid' && o.payment_done === 0) ||
            (query.payment === 'awaiting' && o.awaiting_verification === 1) ||
            (query.payment === 'refunded' && o.cancellation?.refunded === 1)) &&
          (!query.method ||
            (query.method === 'cod' && o.order_method === PaymentMethod.CASH_ON_DELIVERY) ||
            (query.method === 'bank' && o.order_method === PaymentMethod.BANK_TRANSFER) ||
            (query.method === 'card' && o.order_method !== 2 && o.order_method !== 7)) &&
          (query.store === undefined || query.store === STORE.id) &&
          (!query.from || String(o.created) >= `${query.from}T00:00:00.000Z`) &&
          (!query.to || String(o.created) <= `${query.to}T23:59:59.999Z`) &&
          (!query.q || o.order === query.q.toUpperCase()),
      );
    const p = Math.max(1, Number(query.page) || 1);
    return ok(
      page(list.slice((p - 1) * 25, p * 25).map(summary), list.length, p, 25, 'admin/orders'),
    );
  }),
  ...mockRecord(endpoints.adminOrder, find, AdminMessages.orderNotFound),
  ...mock(endpoints.adminOrderStatus, ({ body }) =>
    act(
      body.order_id,
      `status:${body.status}`,
      (o) => {
        if (o.cancelled) return AdminMessages.isCancelled;
        if (Number(o.status) >= STEP[body.status]) return AdminMessages.notForward;
        o.status = STEP[body.status];
      },
      AdminMessages.moved,
    ),
  ),
  ...mock(endpoints.adminOrderCancel, ({ body }) =>
    act(
      body.order_id,
      'cancel',
      (o) => {
        if (o.cancelled) return AdminMessages.isCancelled;
        if (Number(o.status) >= 5) return AdminMessages.notCancellable;
        cancelMockOrder(o, body);
      },
      AdminMessages.cancelled,
    ),
  ),
  ...mock(endpoints.adminOrderRefund, ({ body }) =>
    act(
      body.order_id,
      'refund',
      (o) => {
        if (!o.cancellation) return AdminMessages.notRefundable;
        if (o.cancellation.refunded) return AdminMessages.alreadyRefunded;
        o.cancellation.refunded = 1;
      },
      AdminMessages.refunded,
    ),
  ),
  // A late payment listed under "Payments to refund": refunded once, by its provider payment id.
  ...mock(endpoints.adminOrderRefundDue, ({ body }) =>
    act(
      body.order_id,
      'refund_due',
      (o) => {
        const due = (o.refunds_due ?? []).find((d) => d.payment_id === body.payment_id);
        if (!due) return AdminMessages.refundDueNotFound;
        if (due.refund_id) return AdminMessages.alreadyRefunded;
        due.refund_id = `re_mock_${body.payment_id}`;
      },
      AdminMessages.paymentRefunded,
    ),
  ),
  // One store's part (issue 34): a delivered part, or a cancelled one with a refund due, refunded once.
  ...mock(endpoints.adminOrderRefundPart, ({ body }) =>
    act(
      body.order_id,
      `refund_part:${body.part_id}`,
      (o) => {
        const part = (o.parts ?? []).find((p) => p.id === body.part_id);
        if (!part) return PartRefundMessages.notFound;
        if (part.refunded_at) return PartRefundMessages.alreadyRefunded;
        const returned = part.cancelled === 0 && part.status === 5;
        if (!returned && !(part.cancelled === 1 && Number(part.refund_due) > 0))
          return PartRefundMessages.notRefundable;
        part.refunded_at = new Date().toISOString();
      },
      PartRefundMessages.refunded,
    ),
  ),
  ...mock(endpoints.adminOrderTransfer, ({ body }) =>
    act(
      body.order_id,
      `transfer:${body.verdict}`,
      (o) => {
        if (o.order_method !== PaymentMethod.BANK_TRANSFER) return AdminMessages.notBankTransfer;
        if (o.cancelled) return AdminMessages.isCancelled;
        if (o.payment_done) return AdminMessages.alreadyPaid;
        if (!o.trans_id) return AdminMessages.noReference;
        if (body.verdict === 'confirm') o.payment_done = 1;
        else o.trans_id = null;
      },
      body.verdict === 'confirm' ? AdminMessages.transferConfirmed : AdminMessages.transferRejected,
    ),
  ),
];
