// The shipping step's forms: an address from the book (its id) and the shipping type, 1 location or 2
// pickup (anything else is location). A new address uses the address book's form (its schema).
import { z } from '#contract/zod.ts';
import { id } from '#contract/cart/schemas.ts';
import { ACCOUNT_MESSAGES, type FormMessages } from '#app/lib/form-validation.ts';

export const ShipSchema = z.object({
  address_id: id('address_id'),
  shipping_type: z.preprocess((v) => (v === '2' ? 2 : 1), z.union([z.literal(1), z.literal(2)])),
});

/** No address chosen (or one that is not an id): 'Please add an address first.' */
export const SHIP_MESSAGES: FormMessages = {
  ...ACCOUNT_MESSAGES,
  fields: { address_id: 'checkout:api.noAddress' },
};
