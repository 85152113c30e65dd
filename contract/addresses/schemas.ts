// The address book (docs/api-reference.md §8.15): users' and guests' (user_token) addresses.
import { z, int, opt, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { EmailSchema } from '../site/newsletter.ts';
import { PhoneSchema, UserTokenSchema, optionalText, requiredText } from '../account/schemas.ts';

// ── Address book ───────────────────────────────────────────────────────────────────────────────────
export const ADDRESS_LABELS = ['home', 'office', 'other'] as const;

/** Countries and territories without postal codes (ISO-2): there an address's zip may be left empty. */
const NO_POSTCODE_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP ' +
    'LC ML MO MR MS MW NR NU QA RW SB SC SL SR ST SY TD TF TG TK TL TO TV UG VU YE ZW'
  ).split(' '),
);

/** Whether a zip is needed for `country` (most countries have postal codes). */
export const needsZip = (country: unknown) =>
  !NO_POSTCODE_COUNTRIES.has(String(country ?? '').toUpperCase());

/**
 * The address fields' rule on the zip: required (the spec's '{type} is required') unless the country has no
 * postal codes. Checked with the other fields' refusals, so an empty form shows every message at once.
 */
export const withZipRule = <S extends z.ZodType<{ country: string; zip?: string | undefined }>>(
  schema: S,
): S =>
  schema.refine((v) => Boolean(v.zip) || !needsZip(v.country), {
    path: ['zip'],
    error: requiredMessage('zip'),
    // With the other fields' refusals too (not only once they pass), unless the zip or the country has its own.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((i) => i.path?.[0] === 'zip' || i.path?.[0] === 'country'),
  });

export const AddressFieldsSchema = z.object({
  id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: 'The id must be a number.' }).int().positive().optional(),
  ),
  label: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(ADDRESS_LABELS, { error: 'The type must be one of: home, office, other.' }).optional(),
  ),
  name: requiredText('name'),
  email: EmailSchema,
  phone: PhoneSchema,
  country: z
    .string({ error: requiredMessage('country') })
    .trim()
    .min(1, { error: requiredMessage('country'), abort: true })
    .regex(/^[A-Za-z]{2}$/, { error: 'The country must be 2 characters.' })
    .transform((v) => v.toUpperCase()),
  state: optionalText('state', 10),
  city: requiredText('city'),
  zip: optionalText('zip', 20),
  address_1: requiredText('address_1', 255),
  address_2: optionalText('address_2', 255),
  delivery_instruction: optionalText('delivery_instruction', 500),
  default: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.union([z.literal(1), z.literal(2)]).optional(),
  ),
  user_token: UserTokenSchema.optional(),
});
export const AddressBodySchema = withZipRule(AddressFieldsSchema);
export type AddressBody = z.output<typeof AddressBodySchema>;

export const AddressSchema = z.object({
  id: int,
  label: opt(str),
  name: str,
  email: str,
  phone: str,
  country: str,
  state: opt(str),
  city: str,
  zip: str,
  address_1: str,
  address_2: opt(str),
  delivery_instruction: opt(str),
  default: opt(int),
  created: opt(str),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressPageSchema = paginatorSchema(AddressSchema);
export const AddressListQuerySchema = z.object({
  page: z.unknown().optional(),
  user_token: UserTokenSchema.optional(),
});
