// Each store's part of an order (issue 34, decision 137): the seller's list of their parts, one part with its
// lines, the buyer's name and ship-to address (never another store's lines nor the order's payment details),
// moving it forward (carrier and tracking number on the way) and cancelling it with a reason. Money here is
// integer minor units. Another store's order is "not found".
import { z, int, opt, flag, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';

export const FulfilmentMessages = {
  notFound: 'Order not found',
  cancelled: 'This part of the order has been cancelled.',
  orderCancelled: 'This order has been cancelled.',
  notForward: 'This part is already at this step or further: it only moves forward.',
  delivered: 'A delivered part can no longer be cancelled.',
  carrierRequired: 'Enter the carrier that takes the parcel.',
  carrierTooLong: 'The carrier may have at most 80 characters.',
  trackingRequired: 'Enter the parcel’s tracking number.',
  trackingTooLong: 'The tracking number may have at most 80 characters.',
  reasonTooShort: 'Give the reason in at least 3 characters.',
  reasonTooLong: 'The reason may have at most 500 characters.',
  moved: 'The part has been updated and the buyer told.',
  partCancelled: 'The part has been cancelled, its stock put back and the buyer told.',
} as const;
const M = FulfilmentMessages;

/** The states a seller filters their parts by. */
export const PART_STATES = [
  'pending',
  'confirmed',
  'picked_up',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
export type PartState = (typeof PART_STATES)[number];
/** The steps a seller moves a part to (pending is where every part starts). */
export const PART_STEPS = ['confirmed', 'picked_up', 'on_the_way', 'delivered'] as const;
export type PartStep = (typeof PART_STEPS)[number];

export const SellerOrdersQuerySchema = z.object({
  state: z.preprocess(
    (v) =>
      typeof v === 'string' && (PART_STATES as readonly string[]).includes(v) ? v : undefined,
    z.enum(PART_STATES).optional(),
  ),
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 40) || undefined : undefined),
    z.string().optional(),
  ),
  page: z.unknown().optional(),
});
export type SellerOrdersQuery = z.output<typeof SellerOrdersQuerySchema>;
// An order id within the database's integer (a larger one is simply not found, never a database error).
export const SellerOrderParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .refine((v) => Number(v) >= 1 && Number(v) <= 2_147_483_647),
});

const shortText = (tooLong: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(80, { error: tooLong }).optional(),
  );

export const PartStatusBodySchema = z
  .object({
    status: z.enum(PART_STEPS, { error: requiredMessage('status') }),
    carrier: shortText(M.carrierTooLong),
    tracking_number: shortText(M.trackingTooLong),
  })
  .superRefine((b, ctx) => {
    if (b.status !== 'on_the_way') return;
    if (!b.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: M.carrierRequired });
    if (!b.tracking_number)
      ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: M.trackingRequired });
  });

export const PartCancelBodySchema = z.object({
  reason: z
    .string({ error: M.reasonTooShort })
    .trim()
    .min(3, { error: M.reasonTooShort })
    .max(500, { error: M.reasonTooLong }),
});

const PartFields = {
  status: int,
  cancelled: flag,
  carrier: opt(str),
  tracking_number: opt(str),
};

const SellerOrderRowSchema = z.object({
  order_id: int,
  order_code: str,
  created: str,
  ...PartFields,
  buyer_name: opt(str),
  items: int,
  /** Minor units: the part's lines at their unit prices. */
  total: int,
});
export const SellerOrderPageSchema = paginatorSchema(SellerOrderRowSchema);

const SellerOrderLineSchema = z.object({
  id: int,
  title: str,
  quantity: int,
  image: opt(str),
  attributes: z.array(z.object({ title: str, value: str })),
  /** Minor units. */
  unit_price: int,
  /** Minor units: unit price × the units paid for (a bundle's free units are not). */
  line_total: int,
  shipping_type: int,
});

export const SellerOrderDetailSchema = z.object({
  order_id: int,
  order_code: str,
  created: str,
  ...PartFields,
  cancel_reason: opt(str),
  /** Minor units owed back to the buyer for a cancelled part of a paid order. */
  refund_due: int,
  delivered_at: opt(str),
  store: z.object({ id: int, name: str, slug: str }),
  lines: z.array(SellerOrderLineSchema),
  total: int,
  currency: str,
  buyer: z.object({
    name: opt(str),
    phone: opt(str),
    country: opt(str),
    state: opt(str),
    city: opt(str),
    zip: opt(str),
    address_1: opt(str),
    address_2: opt(str),
  }),
  payment: z.object({ paid: z.boolean(), method: int }),
});
export type SellerOrderDetail = z.infer<typeof SellerOrderDetailSchema>;

export const PartDoneSchema = z.object({
  order_id: int,
  status: int,
  cancelled: flag,
  mailed: z.boolean(),
});
