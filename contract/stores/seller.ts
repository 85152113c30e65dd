// A seller's own store (issue 34 items 1 and 3): its public profile — name, description, contact, shipping and
// return policies, English in the store's row and the other languages as translations — its logo and banner
// (multipart uploads judged by their bytes, stored as WebP through the file store), and the dashboard's
// figures. `auth: 'seller'`: the owner of a live store, their store only; anyone else gets the 404 of a path
// that does not exist. The texts are plain text (line breaks kept); no HTML of them is ever interpreted.
import { defineEndpoint } from '../endpoint.ts';
import { ImageUploadMessages } from '../images.ts';
import { z, int, str, opt } from '../zod.ts';
import { Messages } from '../messages.ts';
import { optionalText, requiredText } from '../account/schemas.ts';
import { PRODUCT_LANGUAGES, LowStockRowSchema } from '../products/schemas.ts';
import { SellerMessages, storeSlug } from '../sellers/schemas.ts';

export const StoreProfileMessages = {
  saved: 'The store has been saved.',
  nameTaken: SellerMessages.storeTaken,
  nameLetters: SellerMessages.storeNameLetters,
  badPhone: 'Enter a phone number of digits, spaces and + ( ) - only.',
  pictureSaved: 'The picture has been saved.',
  pictureRemoved: 'The picture has been removed.',
  noPicture: 'There is no picture to remove.',
  pictureMissing: ImageUploadMessages.missing,
  pictureType: ImageUploadMessages.type,
  pictureSize: ImageUploadMessages.size,
  pictureBroken: ImageUploadMessages.broken,
} as const;

/** The languages a store's texts are translated into (English is the store's row). */
export const STORE_LANGUAGES = PRODUCT_LANGUAGES;
/** The store's texts that are written per language. */
export const STORE_TEXTS = ['description', 'shipping_policy', 'return_policy'] as const;
export const STORE_TEXT_MAX = { description: 2_000, shipping_policy: 4_000, return_policy: 4_000 };
/** The store's two pictures: the logo is the store's `image`, the banner its `banner_image`. */
export const STORE_PICTURES = ['logo', 'banner'] as const;

const texts = z
  .object({
    description: optionalText('description', STORE_TEXT_MAX.description),
    shipping_policy: optionalText('shipping_policy', STORE_TEXT_MAX.shipping_policy),
    return_policy: optionalText('return_policy', STORE_TEXT_MAX.return_policy),
  })
  .partial();

const blankIsAbsent = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const StoreProfileBodySchema = z.object({
  name: requiredText('name', 120).refine((v) => storeSlug(v) !== '', {
    error: StoreProfileMessages.nameLetters,
  }),
  contact_email: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .max(190, { error: Messages.invalidEmail })
      .pipe(z.email({ error: Messages.invalidEmail }))
      .optional(),
  ),
  contact_phone: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{4,28}[0-9]$/, { error: StoreProfileMessages.badPhone })
      .optional(),
  ),
  ...texts.shape,
  translations: z.partialRecord(z.enum(STORE_LANGUAGES), texts).optional().default({}),
});
export type StoreProfileBody = z.output<typeof StoreProfileBodySchema>;

const TextsSchema = z.object({
  description: opt(str),
  shipping_policy: opt(str),
  return_policy: opt(str),
});

/** The seller's store as its profile form shows it: every language's texts, the pictures' file names. */
export const StoreProfileSchema = z.object({
  id: int,
  name: str,
  slug: str,
  /** The logo's file name (the storefront builds img_src_url + name), null when none. */
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  description: z.string().nullable(),
  shipping_policy: z.string().nullable(),
  return_policy: z.string().nullable(),
  translations: z.record(z.string(), TextsSchema),
});

const StorePictureBodySchema = z.object({
  picture: z.enum(STORE_PICTURES, { error: 'Choose the logo or the banner.' }),
});
const StorePictureDoneSchema = z.object({ picture: z.enum(STORE_PICTURES), image: opt(str) });

/** Sums of minor units over windows ending now; `today` starts at 00:00 UTC. */
const SalesSchema = z.object({ today: int, days7: int, days30: int });

const SellerDashboardSchema = z.object({
  currency: str,
  /**
   * The gross of the store's lines (each line's share of what the buyer paid, decision 137) in its parts
   * that are not cancelled, of the orders placed in the window.
   */
  sales: SalesSchema,
  /** The store's parts that are pending or confirmed (not cancelled): orders waiting for the seller. */
  waiting: int,
  /** The variants at or below the low-stock threshold: how many, and the first few, fewest first. */
  low_stock: z.object({ total: int, rows: z.array(LowStockRowSchema) }),
  /** The ledger: available now and still held (minor units). */
  balance: z.object({ available: int, held: int }),
});

const picture = (which: (typeof STORE_PICTURES)[number]) =>
  defineEndpoint({
    method: 'POST',
    path: `seller/store/${which}`,
    auth: 'seller',
    summary: `The store’s ${which} (multipart \`image\`: JPEG, PNG or WebP by its bytes, at most 3 MB; stored as WebP with its thumbnail; the one it replaces leaves the file store)`,
    multipart: true,
    data: StorePictureDoneSchema,
  });

export const sellerStoreEndpoints = {
  sellerStore: defineEndpoint({
    method: 'GET',
    path: 'seller/store',
    auth: 'seller',
    summary: "The seller's store profile with its texts in every language",
    data: StoreProfileSchema,
  }),
  sellerStoreSave: defineEndpoint({
    method: 'POST',
    path: 'seller/store',
    auth: 'seller',
    summary:
      'Save the store profile: name (unique as a slug; the slug itself stays), contact, description and policies per language',
    body: StoreProfileBodySchema,
    data: StoreProfileSchema,
  }),
  sellerStoreLogo: picture('logo'),
  sellerStoreBanner: picture('banner'),
  sellerStorePictureRemove: defineEndpoint({
    method: 'POST',
    path: 'seller/store/picture/remove',
    auth: 'seller',
    summary: 'Remove the store’s logo or banner (its files leave the file store)',
    body: StorePictureBodySchema,
    data: StorePictureDoneSchema,
  }),
  sellerDashboard: defineEndpoint({
    method: 'GET',
    path: 'seller/dashboard',
    auth: 'seller',
    summary:
      "The seller's figures: sales today, 7 and 30 days (gross minor units), parts waiting, low stock, balance",
    data: SellerDashboardSchema,
  }),
};
