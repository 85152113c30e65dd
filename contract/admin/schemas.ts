// The admin area (issue 17): the shop's orders across every buyer, their moves along the tracker, cancellation,
// refund, bank-transfer verification, and the audit log of every admin action. Only accounts with the admin
// role reach these endpoints; anyone else gets the envelope's 404 (no hint that they exist).
import { z, int, opt, flag, money, str, listOrEmpty } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { OrderDetailSchema, OrderListItemSchema, OrderPartSchema } from '../orders/schemas.ts';
import { requiredText } from '../account/schemas.ts';

export const AdminMessages = {
  notFound: 'Not found',
  orderNotFound: 'Order not found',
  moved: 'The order has moved forward.',
  cancelled: 'The order has been cancelled.',
  refunded: 'The order has been marked refunded.',
  transferConfirmed: 'The bank transfer is confirmed: the order is paid.',
  transferRejected: 'The bank transfer was rejected; the shopper may submit a new reference.',
  notForward: 'An order only moves forward.',
  isCancelled: 'This order has been cancelled.',
  notCancellable: 'A delivered order cannot be cancelled.',
  notRefundable: 'Only a cancelled order can be marked refunded.',
  alreadyRefunded: 'This order has already been refunded.',
  partsRefunded:
    'Parts of this order were refunded one by one: refund its other parts the same way.',
  refundFailed: 'The payment provider did not refund the payment; nothing was changed. Try again.',
  refundBusy: 'A refund of this payment is already under way.',
  providerOff:
    'The payment provider of this order is not configured here; refund it from the provider’s dashboard.',
  refundDueNotFound: 'There is no such payment to refund on this order.',
  paymentRefunded: 'The payment has been refunded.',
  notBankTransfer: 'This order is not paid by bank transfer.',
  noReference: 'The shopper has not submitted a transfer reference yet.',
  alreadyPaid: 'This order is already paid.',
} as const;

/** The statuses an admin may move an order to (pending is where every order starts). */
export const ADMIN_STATUSES = ['confirmed', 'picked_up', 'on_the_way', 'delivered'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const positiveId = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: requiredMessage(field) })
      .int({ error: requiredMessage(field) })
      .positive({ error: requiredMessage(field) })
      .max(2_147_483_647, { error: requiredMessage(field) }),
  );

/** The admin forms' required text: the contract's one rule, with its bound always given. */
export const text = (field: string, max: number) => requiredText(field, max);

/** An optional filter value: blank means "any"; anything outside the list is ignored, never an error. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined),
    z.enum(values).optional(),
  );
const optionalId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined),
  z.number().int().optional(),
);

export const ADMIN_STATUS_FILTERS = [
  'pending',
  'confirmed',
  'picked_up',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
export const ADMIN_PAYMENT_FILTERS = ['paid', 'unpaid', 'awaiting', 'refunded'] as const;
export const ADMIN_METHOD_FILTERS = ['cod', 'bank', 'card'] as const;

/** A calendar day (YYYY-MM-DD, UTC); anything else is ignored. */
const day = z.preprocess(
  (v) =>
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v) &&
    !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
    new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)
      ? v
      : undefined,
  z.string().optional(),
);

export const AdminOrdersQuerySchema = z.object({
  status: oneOf(ADMIN_STATUS_FILTERS),
  payment: oneOf(ADMIN_PAYMENT_FILTERS),
  method: oneOf(ADMIN_METHOD_FILTERS),
  store: optionalId,
  /** Placed on or after this day, on or before that one (UTC). */
  from: day,
  to: day,
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 40) || undefined : undefined),
    z.string().optional(),
  ),
  page: z.unknown().optional(),
});
export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;

export const AdminIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,10}$/) });

export const AdminStatusBodySchema = z.object({
  order_id: positiveId('order_id'),
  status: z.enum(ADMIN_STATUSES, { error: requiredMessage('status') }),
});
export const AdminCancelBodySchema = z.object({
  order_id: positiveId('order_id'),
  title: text('title', 190),
  message: text('message', 2000),
});
export const AdminOrderBodySchema = z.object({ order_id: positiveId('order_id') });
export const AdminRefundDueBodySchema = z.object({
  order_id: positiveId('order_id'),
  payment_id: text('payment_id', 190),
});
export const AdminTransferBodySchema = z.object({
  order_id: positiveId('order_id'),
  verdict: z.enum(['confirm', 'reject'], { error: requiredMessage('verdict') }),
});

export const AdminMeSchema = z.object({ id: int, name: str, email: str });

const AdminOrderListItemSchema = OrderListItemSchema.extend({
  buyer: z.object({ name: opt(str), email: opt(str) }),
  awaiting_verification: opt(flag),
  refunded: opt(flag),
});
export const AdminOrderPageSchema = paginatorSchema(AdminOrderListItemSchema);

export const AuditEntrySchema = z.object({
  id: int,
  admin: z.object({ id: int, name: str }),
  action: str,
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  created: str,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A provider's payment that arrived after the order was released (issue 16): the shop owes a refund. */
const RefundDueSchema = z.object({
  provider: str,
  reference: str,
  amount: opt(money),
  created: str,
  /** (issue 17) The provider's payment id (what a refund is made with) and, once refunded, its refund id. */
  payment_id: opt(str),
  refund_id: opt(str),
});

/** A refund made through the provider (issue 17): the payment, the provider's refund id. */
const ProviderRefundSchema = z.object({
  provider: str,
  payment_id: str,
  refund_id: opt(str),
  amount: money,
  status: str,
  updated: str,
});

/** A store's part as staff see it (issue 34): what `admin/orders/refund-part` needs. */
const AdminOrderPartSchema = OrderPartSchema.extend({
  id: int,
  refund_due: int,
  refunded_at: opt(str),
  cancel_reason: opt(str),
});

export const AdminOrderDetailSchema = OrderDetailSchema.extend({
  parts: opt(z.array(AdminOrderPartSchema)),
  buyer: z.object({ name: opt(str), email: opt(str) }),
  audit: z.array(AuditEntrySchema),
  refunds_due: listOrEmpty(RefundDueSchema),
  refunds: listOrEmpty(ProviderRefundSchema),
});

export const AdminDoneSchema = z.object({ order_id: int, mailed: z.boolean() });
