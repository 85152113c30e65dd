// Seller applications (docs/api-reference.md §8.27, docs/spec.md §1, §2 /seller/register, §6): name, e-mail, store name and
// password → an e-mailed code → `seller/verify`. Ours reserves the store name with the application, creates
// the store (inactive) on verification, and an administrator approves (the store goes live) or rejects it.
// Offered only while `common.setting.vendor_registration` is 1; otherwise both calls are the 404.
import { z, int, flag, opt } from '../zod.ts';
import { requiredMessage, tooLong } from '../messages.ts';
import { EmailSchema } from '../site/newsletter.ts';
import { CodeSchema, passwordSchema, requiredText } from '../account/schemas.ts';

export const SellerMessages = {
  storeTaken: 'The store name has already been taken.',
  storeNameLetters: 'The store name needs at least one letter or digit.',
  received:
    'Your application has been received. We will e-mail you once an administrator has reviewed it.',
} as const;

const STORE_NAME_MAX = 120;

/**
 * The store's address in `/shop/{slug}`: Latin accents dropped, letters and digits of any script kept (an
 * Arabic or Hindi name keeps its own letters), everything else one hyphen. Two names with one slug are one
 * name: the slug is what is unique.
 */
export function storeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const StoreNameSchema = z
  .string({ error: requiredMessage('store_name') })
  .trim()
  .min(1, { error: requiredMessage('store_name'), abort: true })
  .max(STORE_NAME_MAX, { error: tooLong('store_name', STORE_NAME_MAX), abort: true })
  .refine((v) => storeSlug(v) !== '', { error: SellerMessages.storeNameLetters });

export const SellerSignupBodySchema = z.object({
  name: requiredText('name'),
  email: EmailSchema,
  store_name: StoreNameSchema,
  password: passwordSchema(),
});
/** The e-mail string (a code was e-mailed; the code itself is never in an answer). */
export const SellerSignupDataSchema = z.string();

export const SellerVerifyBodySchema = z.object({ email: EmailSchema, code: CodeSchema });

export const SellerAccountSchema = z.object({
  id: int,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  verified: flag,
  /** 1 once an administrator approved the application (the store is live). */
  active: flag,
  store: opt(z.object({ id: int, name: z.string(), slug: z.string(), status: flag })),
});
