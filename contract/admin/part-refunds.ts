// A store's part of an order refunded by staff (issue 34, decision 137): a delivered part the buyer returned,
// or a cancelled part whose refund was due. The returned part's sales leave its store's ledger (a debit, even
// after a payout); the buyer is e-mailed. A payment made online is refunded in full by the providers here, so
// one part of an online order is refunded from the provider's dashboard and its reference recorded.
import { z, opt } from '../zod.ts';
import { defineEndpoint } from '../endpoint.ts';
import { AdminDoneSchema, positiveId } from './schemas.ts';

export const PartRefundMessages = {
  refunded: 'The part has been refunded.',
  notFound: 'There is no such part on this order.',
  notRefundable: 'Only a delivered part, or a cancelled part with a refund due, can be refunded.',
  alreadyRefunded: 'This part has already been refunded.',
  orderRefunded: 'The whole order has already been refunded.',
  referenceNeeded:
    'This order was paid online: refund the part from the provider’s dashboard, then enter the refund’s reference.',
  referenceTooLong: 'The reference may have at most 120 characters.',
} as const;

const AdminPartRefundBodySchema = z.object({
  order_id: positiveId('order_id'),
  part_id: positiveId('part_id'),
  reference: opt(z.string().trim().max(120, PartRefundMessages.referenceTooLong)),
});

export const partRefundEndpoints = {
  adminOrderRefundPart: defineEndpoint({
    method: 'POST',
    path: 'admin/orders/refund-part',
    auth: 'admin',
    summary:
      'Refund one store’s part of an order (a delivered part returned, or a cancelled part with a refund due): its sales are debited from the store’s ledger and the buyer is e-mailed',
    body: AdminPartRefundBodySchema,
    data: AdminDoneSchema,
  }),
};
