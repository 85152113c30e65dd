// Cart, wishlist, compare list and vouchers (API-REFERENCE §7.4, §8.16, §8.17, §8.19, §8.20). Quantities must
// be whole numbers from 1 to MAX_LINE_QUANTITY: anything else gets the spec's messages (§5).
import { z, int, num, money, opt, flag } from '../zod.ts';
import { Messages, requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { ProductCardSchema, VoucherSchema } from '../shapes.ts';

const str = z.string();
export const MAX_LINE_QUANTITY = 100;

const id = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: requiredMessage(field) })
      .int({ error: requiredMessage(field) })
      .positive({ error: requiredMessage(field) })
      .max(2_147_483_647, { error: requiredMessage(field) }),
  );

/** A quantity as typed: whole, at least 1 ('Must have minimum 1 item.'), at most the line maximum. */
export const QuantitySchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ error: Messages.minQuantity })
    .refine((n) => Number.isInteger(n) && n >= 1, { error: Messages.minQuantity, abort: true })
    .refine((n) => n <= MAX_LINE_QUANTITY, { error: Messages.maxQuantity }),
);

export const CartActionBodySchema = z.object({
  product_id: id('product_id'),
  // Ours: optional for products without variants (their one inventory is used).
  inventory_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    id('inventory_id').optional(),
  ),
  quantity: QuantitySchema,
  user_token: z.string().optional(),
});
export type CartActionBody = z.output<typeof CartActionBodySchema>;

export const CartQuantityBodySchema = z.object({
  id: id('id'),
  quantity: QuantitySchema,
  user_token: z.string().optional(),
});

const idList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(id('id')).max(500),
);
export const CartChangeBodySchema = z
  .object({
    checked: idList,
    unchecked: idList,
    isBundle: z.unknown().optional(),
    user_token: z.string().optional(),
  })
  .refine((v) => v.checked.length + v.unchecked.length > 0, { error: Messages.noSelection });

export const CartLineSchema = z.object({
  id: int,
  product_id: int,
  inventory_id: int,
  quantity: int,
  selected: int,
  shipping_place_id: opt(int),
  shipping_type: int.optional().default(1),
  flash_product: ProductCardSchema.extend({
    bundle_deal: opt(z.object({ id: int, title: opt(str), buy: int, free: int })),
    store: opt(z.object({ id: int, name: str, slug: str })),
    status: opt(int),
  }).nullable(),
  updated_inventory: z
    .object({
      id: int,
      quantity: int,
      price: money.optional().default(0),
      inventory_attributes: z
        .array(
          z.object({
            attribute_value_id: int,
            attribute_value: opt(
              z.object({
                id: int,
                title: opt(str),
                attribute: opt(z.object({ id: int, title: opt(str) })),
              }),
            ),
          }),
        )
        .optional()
        .default([]),
    })
    .nullable()
    .optional(),
  store: opt(z.object({ id: int, name: str, slug: str })),
  unit_price: opt(money),
  line_total: opt(money),
  free_units: opt(int),
});
export type CartLine = z.infer<typeof CartLineSchema>;
export const CartLinesSchema = z.array(CartLineSchema);

export const CartSummarySchema = z.object({
  count: int,
  selected_count: int,
  items: money,
  bundle_offer: money,
  subtotal: money,
  tax: money,
  tax_included: money,
  shipping: money.nullable(),
  voucher: z.object({ code: str, discount: money }).nullable(),
  voucher_error: str.nullable(),
  total: money,
  destination: z.object({ country: str, state: str.nullable() }).nullable(),
  unshippable: z.array(z.object({ cart_id: int, title: str, country: str, state: str.nullable() })),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;
export const CartSummaryQuerySchema = z.object({
  voucher: z.string().trim().max(40).optional(),
  user_token: z.string().optional(),
});

export const ProductIdBodySchema = z.object({ product_id: id('product_id') });

export const ListItemSchema = z.object({
  id: int,
  product_id: int,
  created: opt(str),
  product: ProductCardSchema.extend({
    // Ours, for the compare table: brand, stock and the product's attributes.
    brand: opt(z.object({ id: int, title: opt(str) })),
    stock: opt(int),
    attributes: z
      .array(z.object({ title: str, values: z.array(str) }))
      .optional()
      .default([]),
    needs_choice: opt(flag),
  }),
});
export type ListItem = z.infer<typeof ListItemSchema>;
export const ListPageSchema = paginatorSchema(ListItemSchema);
export const WishlistIdsSchema = z.array(int);

export const VoucherListItemSchema = VoucherSchema.extend({ collected: opt(flag) });
export const VoucherPageSchema = paginatorSchema(VoucherListItemSchema);
export const VoucherListQuerySchema = z.object({
  order_by: z.string().optional(),
  type: z.string().optional(),
  page: z.unknown().optional(),
  q: z.string().max(100).optional(),
  collected: z.enum(['0', '1']).optional(),
});
export const VoucherCollectBodySchema = z.object({ voucher_id: id('voucher_id') });
export const VoucherValidityBodySchema = z.object({
  voucher: z
    .string({ error: requiredMessage('voucher') })
    .trim()
    .min(1, { error: requiredMessage('voucher'), abort: true })
    .max(40, { error: Messages.voucherUnknown }),
  price: z.unknown().optional(),
  user_token: z.string().optional(),
});
export const VoucherValidityDataSchema = z.object({ offered: num, voucher: str });
