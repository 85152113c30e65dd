// An address as the shop keeps and answers it (docs/api-reference.md §8.15): the API's table and the mock API's book
// fill what the form may leave out the same way.
import type { AddressBody } from './schemas.ts';

type Optional = Pick<AddressBody, 'label' | 'state' | 'zip' | 'address_2' | 'delivery_instruction'>;

/** The fields an address may leave out, as kept: null, and the zip an empty text (no postal codes there). */
export const optionalAddressFields = (a: Optional) => ({
  label: a.label ?? null,
  state: a.state ?? null,
  zip: a.zip ?? '',
  address_2: a.address_2 ?? null,
  delivery_instruction: a.delivery_instruction ?? null,
});
