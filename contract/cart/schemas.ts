// Cart, wishlist, compare list and vouchers (docs/api-reference.md §7.4, §8.16, §8.17, §8.19, §8.20). Quantities must
// be whole numbers from 1 to MAX_LINE_QUANTITY: anything else gets the spec's messages (§5).
import { z, int, money, opt, str } from '../zod.ts';
import { Messages, requiredMessage } from '../messages.ts';
import { ProductCardSchema, ShippingPlaceSchema, ShippingRuleSchema } from '../shapes.ts';
import { MAX_LINE_QUANTITY } from '../codes.ts';

export const id = (field: string) =>
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

/** A cart row as stored: the answer of cart/action, cart/buy-now and cart/delete (§8.19). */
export const CartRowSchema = z.object({
  id: int,
  product_id: int,
  inventory_id: int,
  quantity: int,
  user_id: opt(int),
  user_token: opt(str),
  selected: opt(int),
  shipping_place_id: opt(int),
  shipping_type: opt(int),
  created_at: opt(str),
  updated_at: opt(str),
});

/**
 * One line's choice on the shipping step: the cart line and 1 delivery or 2 pickup (anything else is
 * delivery). iShop clients also send the `shipping_place` they picked; the place is worked out here from the
 * address. An entry that names no line is skipped.
 */
const ShippingChoiceSchema = z.object({
  cart: z.coerce.number().int(),
  shipping_type: z.coerce
    .number()
    .pipe(z.literal([1, 2]))
    .catch(1),
  shipping_place: z.unknown().optional(),
});
/** `cart` is a list, or an object keyed by cart id, of choices (§8.19). */
const ShippingChoicesSchema = z
  .preprocess(
    (v) => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []),
    z.array(ShippingChoiceSchema.nullable().catch(null)),
  )
  .transform((list) => list.filter((e) => e !== null))
  .describe('A list, or an object keyed by cart id, of {cart, shipping_type, shipping_place}');
/**
 * cart/update-shipping. Never refused as a whole: an address that is not the caller's is answered 'Address
 * not found' once the caller is known, and the guest token is read as on every hybrid call.
 */
export const CartUpdateShippingBodySchema = z.object({
  cart: ShippingChoicesSchema,
  selected_address: z.coerce.number().int().positive().nullable().catch(null),
  user_token: z.string().optional().catch(undefined),
});

const CartLineSchema = z.object({
  id: int,
  product_id: int,
  inventory_id: int,
  quantity: int,
  selected: int,
  user_id: opt(int),
  shipping_place_id: opt(int),
  shipping_type: int.optional().default(1),
  /** The place the line ships from, once cart/update-shipping set it (§7.4). */
  shipping_place: opt(ShippingPlaceSchema),
  flash_product: ProductCardSchema.extend({
    bundle_deal: opt(z.object({ id: int, title: opt(str), buy: int, free: int })),
    store: opt(z.object({ id: int, name: str, slug: str })),
    status: opt(int),
    // iShop clients read the line's delivery and pickup price here (docs/api-reference.md §7.4, issue 38).
    shipping_rule: opt(ShippingRuleSchema),
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

/** A shipping place's pickup point (ours): where a parcel sent for pickup is collected. */
export const PickupPointSchema = z.object({
  phone: str.nullable(),
  address_line_1: str.nullable(),
  address_line_2: str.nullable(),
  city: str.nullable(),
  state: str.nullable(),
  zip: str.nullable(),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;
export const CartSummarySchema = z.object({
  count: int,
  selected_count: int,
  items: money,
  bundle_offer: money,
  subtotal: money,
  tax: money,
  tax_included: money,
  shipping: money.nullable(),
  /** Ours: the shipping of each store's selected lines (they add up to `shipping`). */
  shipping_by_store: z
    .array(z.object({ store_id: int.nullable(), shipping: money }))
    .optional()
    .default([]),
  voucher: z.object({ code: str, discount: money }).nullable(),
  voucher_error: str.nullable(),
  total: money,
  destination: z.object({ country: str, state: str.nullable() }).nullable(),
  unshippable: z.array(z.object({ cart_id: int, title: str, country: str, state: str.nullable() })),
  /** Ours: each selected line's pickup point at the address (null: delivery only there). */
  pickup_points: z
    .array(z.object({ cart_id: int, pickup: PickupPointSchema.nullable() }))
    .optional()
    .default([]),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;
export const CartSummaryQuerySchema = z.object({
  voucher: z.string().trim().max(40).optional(),
  user_token: z.string().optional(),
});
