// Vouchers (§7.4, §8.20): running public vouchers, collected ones, validity against the selected lines.
import { z, int, num, opt, flag, str } from '../zod.ts';
import { Messages } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { VoucherSchema } from '../shapes.ts';
import { id } from '../cart/schemas.ts';
import { requiredText } from '../account/schemas.ts';

const VoucherListItemSchema = VoucherSchema.extend({ collected: opt(flag) });
export const VoucherPageSchema = paginatorSchema(VoucherListItemSchema);
export const VoucherListQuerySchema = z.object({
  order_by: z.string().optional(),
  type: z.string().optional(),
  page: z.unknown().optional(),
  q: z.string().max(100).optional(),
  collected: z.enum(['0', '1']).optional(),
});
export const VoucherCollectBodySchema = z.object({ voucher_id: id('voucher_id') });
/** (proposed) voucher/collect's answer: the voucher kept. */
export const VoucherCollectDataSchema = z.object({ voucher_id: int, code: str });
export const VoucherValidityBodySchema = z.object({
  voucher: requiredText('voucher', 40, Messages.voucherUnknown),
  price: z.unknown().optional(),
  user_token: z.string().optional(),
});
export const VoucherValidityDataSchema = z.object({ offered: num, voucher: str });
