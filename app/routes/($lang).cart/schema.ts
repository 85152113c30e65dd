// The cart's forms, one schema per intent, built on the API's request schemas (contract/cart/schemas.ts).
// Prices are never read from a form: only the product, its variant and the quantity.
import { z } from '#contract/zod.ts';
import {
  CartActionBodySchema,
  CartChangeBodySchema,
  CartQuantityBodySchema,
  id,
} from '#contract/cart/schemas.ts';
import { ACCOUNT_MESSAGES, type FormMessages } from '#app/lib/form-validation.ts';

const { product_id, inventory_id, quantity } = CartActionBodySchema.shape;

/**
 * Add (and buy now) from the product page, its sticky bar, the cards and the wishlist: the quantity is
 * judged first ('Must have minimum 1 item.', 'Maximum quantity exceeds.'), a card sends none (one), and a
 * variant id that is not one only means "the product's own".
 */
export const AddSchema = z.object({
  quantity: quantity.default(1),
  product_id,
  inventory_id: inventory_id.catch(undefined),
});

/** The steppers send `set` (the new quantity), the field `quantity` is what was typed: `set` wins. */
export const SetQuantitySchema = z.preprocess(
  (v) => {
    const form = v as Record<string, unknown> | null;
    return form && typeof form === 'object' && form.set !== undefined
      ? { ...form, quantity: form.set }
      : form;
  },
  CartQuantityBodySchema.pick({ id: true, quantity: true }),
);

/** Select or unselect lines (per line, per store, all): at least one. */
export const SelectSchema = CartChangeBodySchema;

export const DeleteLineSchema = z.object({ id: id('id') });

/** Ids come from hidden fields: whatever is wrong with one, the product or line is not there. */
export const CART_MESSAGES: FormMessages = {
  ...ACCOUNT_MESSAGES,
  fields: {
    product_id: 'cart:errors.unavailable',
    id: 'account:api.cartLineNotFound',
    checked: 'account:api.cartLineNotFound',
    unchecked: 'account:api.cartLineNotFound',
  },
};
