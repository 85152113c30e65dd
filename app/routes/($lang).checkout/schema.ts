// The checkout's forms. "Place order" sends the payment method (cash on delivery 2, bank transfer 7 and the
// online methods, issue 16), the idempotency key the page was issued and the signature of the cart it showed;
// nothing else (no price, no address: the API takes those from its own records).
import { z } from '#contract/zod.ts';
import { PaymentMethod } from '#contract/codes.ts';
import { OrderTransactionBodySchema } from '#contract/orders/schemas.ts';
import { ACCOUNT_MESSAGES, type FormMessages } from '#app/lib/form-validation.ts';
import { ONLINE_METHOD_FLAGS } from '#app/lib/payments.ts';

/** The methods this storefront offers: the offline ones, then each online one the shop has set up. */
export const OFFERED_METHODS = [
  PaymentMethod.CASH_ON_DELIVERY,
  PaymentMethod.BANK_TRANSFER,
  ...(Object.keys(ONLINE_METHOD_FLAGS).map(Number) as (keyof typeof ONLINE_METHOD_FLAGS)[]),
] as const;

export const PlaceSchema = z.object({
  order_method: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v),
    z.number().refine((n) => (OFFERED_METHODS as readonly number[]).includes(n)),
  ),
  key: z.string().regex(/^[A-Za-z0-9_-]{54}$/),
  signature: z
    .string()
    .max(4000)
    .regex(/^[0-9x@,=-]+$/),
});

export const PLACE_MESSAGES: FormMessages = {
  ...ACCOUNT_MESSAGES,
  fields: {
    order_method: 'checkout:chooseMethod',
    key: 'checkout:expired',
    signature: 'checkout:expired',
  },
};

/** The bank transfer's reference (order/transaction's `trans_id`). */
export const TransactionSchema = OrderTransactionBodySchema.pick({ trans_id: true });

export const TRANSACTION_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `checkout:fields.${field}`,
};
