// The order screens' two forms (docs/decisions/040: a zod schema at module scope on the contract's request
// schemas, Conform on both sides): cancel an order (title and message) and track one by its code.
import { z } from '#contract/zod.ts';
import { requiredMessage } from '#contract/messages.ts';
import { CancelOrderBodySchema, OrderMessages } from '#contract/orders/schemas.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';

export const CancelOrderFormSchema = CancelOrderBodySchema.pick({ title: true, message: true });

/** The API's `tracking_id` rule (contract TrackOrderQuerySchema) under the form's field name. */
export const TrackOrderFormSchema = z.object({
  code: z
    .string({ error: requiredMessage('code') })
    .trim()
    .min(1, { error: requiredMessage('code'), abort: true })
    .max(40, { error: OrderMessages.trackingNotFound }),
});

/** '{{field}} is required' and the length rule, with the order screens' field labels. */
export const ORDER_FORM_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `orders:fields.${field}`,
  known: { [OrderMessages.trackingNotFound]: 'orders:api.trackingNotFound' },
};
