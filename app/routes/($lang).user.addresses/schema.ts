// The address form, built on the API's request schema (contract/addresses/schemas.ts): the fields the
// screen has (no delivery instruction, and never another guest's user_token).
import { z } from '#contract/zod.ts';
import { id } from '#contract/cart/schemas.ts';
import { AddressFieldsSchema, withZipRule } from '#contract/addresses/schemas.ts';

export const AddressFormSchema = withZipRule(
  AddressFieldsSchema.omit({ delivery_instruction: true, user_token: true }),
);

/** Delete: the address id ('Address not found' for anything else). */
export const DeleteAddressSchema = z.object({ id: id('id') });
