// Accounts, profile, address book and followed stores (API-REFERENCE §8.13–§8.15, §8.18). Request schemas
// answer with the spec's messages (§5): '{type} is required', 'Invalid email', 'Invalid Password Length',
// "Password didn't match", 'Invalid number' — one per failed rule, in field order.
import { z, int, flag, opt } from '../zod.ts';
import { Messages, requiredMessage, tooLong } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { EmailSchema } from './newsletter.ts';

const str = z.string();

/** A required text field, trimmed and bounded. */
export function requiredText(field: string, max = 190) {
  return z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .max(max, { error: tooLong(field, max) });
}

/** An optional text field: blank is absent. */
export function optionalText(field: string, max = 190) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string()
      .trim()
      .max(max, { error: tooLong(field, max) })
      .optional(),
  );
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** Passwords are never trimmed: spaces are characters like any other. */
export function passwordSchema(field = 'password') {
  return z
    .string({ error: requiredMessage(field) })
    .min(1, { error: requiredMessage(field), abort: true })
    .min(PASSWORD_MIN, { error: Messages.invalidPasswordLength, abort: true })
    .max(PASSWORD_MAX, { error: tooLong(field, PASSWORD_MAX) });
}

/** Phone (spec §5): 6 to 20 of digits, spaces, parentheses, plus and hyphen, with at least 6 digits. */
export const PHONE_PATTERN = /^[\d\s()+-]{6,20}$/;
export const PhoneSchema = z
  .string({ error: requiredMessage('phone') })
  .trim()
  .min(1, { error: requiredMessage('phone'), abort: true })
  .refine((v) => PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6, {
    error: Messages.invalidNumber,
  });

/** The guest identity: ~20 random characters made by the client (API-REFERENCE §4.1). */
export const UserTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'The user token is not valid.' });

export const CODE_LENGTH = 6;
export const CodeSchema = z
  .string({ error: requiredMessage('code') })
  .trim()
  .min(1, { error: requiredMessage('code'), abort: true })
  .regex(/^\d{4,8}$/, { error: Messages.invalidCode });

/** A confirmation that must equal its field when given (the storefront always sends it). */
const confirmed = <T extends { [k: string]: unknown }>(
  schema: z.ZodType<T>,
  field: keyof T & string,
  confirmation: keyof T & string,
) =>
  schema.refine((v) => v[confirmation] === undefined || v[confirmation] === v[field], {
    error: Messages.passwordMismatch,
    path: [confirmation],
  });

// ── Sign-up, verification, sign-in, password reset ────────────────────────────────────────────────
export const SignupBodySchema = confirmed(
  z.object({
    first_name: requiredText('first_name'),
    last_name: optionalText('last_name'),
    email: EmailSchema,
    password: passwordSchema(),
    password_confirmation: z.string().optional(),
  }),
  'password',
  'password_confirmation',
);
export type SignupBody = z.input<typeof SignupBodySchema>;
/** `[email]`: a code was e-mailed. */
export const SignupDataSchema = z.array(str);

export const VerifyBodySchema = z.object({ email: EmailSchema, code: CodeSchema });

export const UserSchema = z.object({
  id: int,
  name: str,
  first_name: opt(str),
  last_name: opt(str),
  email: str,
  avatar: opt(str),
  phone: opt(str),
  default_address: opt(int),
  verified: opt(flag),
  cart_count: opt(int),
});
export type User = z.infer<typeof UserSchema>;

export const SigninBodySchema = z.object({
  email: EmailSchema,
  password: passwordSchema(),
  remember_token: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on'])])
    .optional(),
  user_token: UserTokenSchema.optional(),
});
export type SigninBody = z.input<typeof SigninBodySchema>;
export const SigninDataSchema = z.object({
  token: str,
  expires_in: str,
  user: UserSchema,
});
/** Ours: verification signs the user in, so the data also carries a token (API-REFERENCE §8.13, proposed). */
export const VerifyDataSchema = UserSchema.extend({
  token: opt(str),
  expires_in: opt(str),
});

export const ForgotBodySchema = z.object({ email: EmailSchema });
export const EmailDataSchema = str;

export const UpdatePasswordBodySchema = confirmed(
  z.object({
    email: EmailSchema,
    code: CodeSchema,
    password: passwordSchema(),
    password_confirmation: z.string().optional(),
  }),
  'password',
  'password_confirmation',
);

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────
export const ProfileDataSchema = z.object({
  id: opt(int),
  name: opt(str),
  first_name: opt(str),
  last_name: opt(str),
  email: opt(str),
  phone: opt(str),
  avatar: opt(str),
  user_token: opt(str),
  default_address: opt(int),
  cart_count: int.default(0),
  is_logged_in: z.union([z.boolean(), flag.transform((v) => v === 1)]).default(false),
});
export type Profile = z.infer<typeof ProfileDataSchema>;
export const ProfileQuerySchema = z.object({ user_token: UserTokenSchema.optional() });

export const UpdateProfileBodySchema = z.object({
  first_name: requiredText('first_name'),
  last_name: optionalText('last_name'),
  email: EmailSchema.optional(),
  phone: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    PhoneSchema.optional(),
  ),
});
export const UpdateProfileDataSchema = z.object({
  first_name: opt(str),
  last_name: opt(str),
  email: opt(str),
  phone: opt(str),
});

export const UpdateUserPasswordBodySchema = confirmed(
  z.object({
    current_password: passwordSchema('current_password'),
    new_password: passwordSchema('new_password'),
    new_password_confirmation: z.string().optional(),
  }),
  'new_password',
  'new_password_confirmation',
);

/** Avatars (spec §5, §9): jpeg or png, at most 1000 KB. */
export const AVATAR_MAX_BYTES = 1000 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

// ── Address book ───────────────────────────────────────────────────────────────────────────────────
export const ADDRESS_LABELS = ['home', 'office', 'other'] as const;
export const AddressBodySchema = z.object({
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
  zip: requiredText('zip', 20),
  address_1: requiredText('address_1', 255),
  address_2: optionalText('address_2', 255),
  delivery_instruction: optionalText('delivery_instruction', 500),
  default: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.union([z.literal(1), z.literal(2)]).optional(),
  ),
  user_token: UserTokenSchema.optional(),
});
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

// ── Followed stores ────────────────────────────────────────────────────────────────────────────────
export const FollowBodySchema = z.object({
  store_id: z.coerce
    .number({ error: requiredMessage('store_id') })
    .int({ error: 'The store id must be a number.' })
    .positive({ error: 'The store id must be a number.' }),
});
export const FollowingItemSchema = z.object({
  id: int,
  store_id: int,
  created: opt(str),
  store: z.object({
    id: int,
    name: str,
    slug: str,
    logo: opt(str),
    created_at: opt(str),
  }),
});
export const FollowingPageSchema = paginatorSchema(FollowingItemSchema);
export type FollowingItem = z.infer<typeof FollowingItemSchema>;
export const ListQuerySchema = z.object({
  order_by: z.string().optional(),
  type: z.string().optional(),
  page: z.unknown().optional(),
});

export const SocialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;
