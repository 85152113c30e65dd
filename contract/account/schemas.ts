// Accounts, profile, address book and followed stores (docs/api-reference.md §8.13–§8.15, §8.18). Request schemas
// answer with the spec's messages (§5): '{type} is required', 'Invalid email', 'Invalid Password Length',
// "Password didn't match", 'Invalid number' — one per failed rule, in field order.
import { z, int, flag, opt, str } from '../zod.ts';
import { Messages, requiredMessage, tooLong } from '../messages.ts';
import { EmailSchema } from '../site/newsletter.ts';
import { isLanguageCode } from '../codes.ts';

/** A required text field, trimmed and bounded; `overLong` replaces the length rule's message. */
export function requiredText(field: string, max = 190, overLong = tooLong(field, max)) {
  return z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .max(max, { error: overLong });
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

/** Phone (docs/spec.md §5): 6 to 20 of digits, spaces, parentheses, plus and hyphen, with at least 6 digits. */
const PHONE_PATTERN = /^[\d\s()+-]{6,20}$/;
export const PhoneSchema = z
  .string({ error: requiredMessage('phone') })
  .trim()
  .min(1, { error: requiredMessage('phone'), abort: true })
  .refine((v) => PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6, {
    error: Messages.invalidNumber,
  });

/**
 * The guest identity, made by the client (docs/api-reference.md §4.1): 8–64 printable ASCII characters without
 * spaces, so iShop clients' `Math.random().toString(36)` (e.g. `0.4fzyo82mvyr`) works (issue 13 item 12).
 * `undefined`, `null` and an empty value — what clients send before their token exists — are no token,
 * never one cart shared by everyone. Our storefront makes strong tokens (app/lib/session.server.ts).
 */
const NO_USER_TOKEN = ['', 'undefined', 'null'] as const;
export const UserTokenSchema = z.preprocess(
  (v) =>
    typeof v === 'string' && (NO_USER_TOKEN as readonly string[]).includes(v.trim())
      ? undefined
      : v,
  z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{8,64}$/, { error: 'The user token is not valid.' })
    .optional(),
);

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

export const SigninBodySchema = z.object({
  email: EmailSchema,
  password: passwordSchema(),
  remember_token: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on'])])
    .optional(),
  user_token: UserTokenSchema.optional(),
});
/** Ours (issue 13): guest cart lines that merging cut to the stock or the line maximum. */
const CartReducedSchema = z.array(
  z.object({
    id: int,
    product_id: int,
    inventory_id: int,
    quantity: int,
    requested: int,
  }),
);
export const SigninDataSchema = z.object({
  token: str,
  expires_in: str,
  user: UserSchema,
  cart_reduced: CartReducedSchema.optional(),
});
/** Ours: verification signs the user in, so the data also carries a token (docs/api-reference.md §8.13, proposed). */
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
  /** Ours (issue 13 item 7): a new address waiting for its e-mailed code. */
  pending_email: opt(str),
  user_token: opt(str),
  default_address: opt(int),
  cart_count: int.default(0),
  is_logged_in: z.union([z.boolean(), flag.transform((v) => v === 1)]).default(false),
});
export const ProfileQuerySchema = z.object({ user_token: UserTokenSchema.optional() });

export const UpdateProfileBodySchema = z.object({
  first_name: requiredText('first_name'),
  last_name: optionalText('last_name'),
  email: EmailSchema.optional(),
  phone: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    PhoneSchema.optional(),
  ),
  /**
   * Ours (issue 13 item 7): a new e-mail address needs the current password, or — for an account without one
   * (social sign-in only) — the code e-mailed to the current address on the first try.
   */
  current_password: z.string().max(200).optional(),
  code: z.string().trim().max(10).optional(),
});
export const UpdateProfileDataSchema = z.object({
  first_name: opt(str),
  last_name: opt(str),
  email: opt(str),
  phone: opt(str),
  /** Ours: the new address waiting for its code; `email` stays the sign-in address until then. */
  pending_email: opt(str),
});

/** Ours (issue 13 item 7): the code e-mailed to the new address makes it the account's address. */
export const ConfirmEmailBodySchema = z.object({ code: CodeSchema });
export const ConfirmEmailDataSchema = z.object({ email: z.string() });

export const UpdateUserPasswordBodySchema = confirmed(
  z.object({
    current_password: passwordSchema('current_password'),
    new_password: passwordSchema('new_password'),
    new_password_confirmation: z.string().optional(),
  }),
  'new_password',
  'new_password_confirmation',
);

/** Avatars (docs/spec.md §5, §9): jpeg or png, at most 1000 KB. */
export const AVATAR_MAX_BYTES = 1000 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

export const SocialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

// ── Social sign-in (browser navigation, answered with redirects) ────────────────────────────────────
export const SocialParamsSchema = z.object({ provider: SocialProviderSchema });
/** The storefront's language, kept for the return trip; anything else is ignored. */
export const SocialRedirectQuerySchema = z.object({
  lang: z.unknown().transform((v) => (isLanguageCode(v) ? v : null)),
  /**
   * SHA-256 (hex) of a nonce the storefront keeps in a cookie of the browser that starts (issue 13): the
   * sign-in's one-time code is exchanged only with that nonce. Without it the browser is sent to the
   * storefront's /social-login/{provider} to get one.
   */
  binding: z
    .unknown()
    .transform((v) => (typeof v === 'string' && /^[a-f0-9]{64}$/.test(v) ? v : null)),
});
/** What the provider sends back (an unknown or missing value fails the sign-in, not the request). */
export const SocialCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
});
/**
 * Deleting the account needs the current password; an account without one (social sign-in only) gets a
 * fresh e-mailed code instead (issue 13 item 7).
 */
export const DeleteUserBodySchema = z.object({
  password: z.string().max(200).optional(),
  code: z.string().trim().max(10).optional(),
});

/** Ours (issue 13): the storefront's server trades the one-time code and its browser's nonce for a token. */
export const SocialExchangeBodySchema = z.object({
  code: z.string().min(20).max(200),
  binding: z.string().min(20).max(200),
  user_token: UserTokenSchema.optional(),
});
