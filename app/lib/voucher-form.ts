// The voucher code a shopper types (the cart and the vouchers screen), built on the API's voucher/validity
// schema: required ('Enter a voucher code.'), and only letters, digits, - and _ — anything else is no code
// of ours ('This voucher code does not exist.') and never reaches the API.
import { z } from '#contract/zod.ts';
import { Messages, requiredMessage } from '#contract/messages.ts';
import { VoucherValidityBodySchema } from '#contract/vouchers/schemas.ts';
import { ACCOUNT_MESSAGES, type FormMessages } from '#app/lib/form-validation.ts';

export const VoucherCheckSchema = z.object({
  code: VoucherValidityBodySchema.shape.voucher.regex(/^[\w-]+$/, {
    error: Messages.voucherUnknown,
  }),
});

export const VOUCHER_MESSAGES: FormMessages = {
  ...ACCOUNT_MESSAGES,
  known: { [requiredMessage('voucher')]: 'cart:voucher.missing' },
};
