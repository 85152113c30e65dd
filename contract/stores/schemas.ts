// GET store?slug= (docs/api-reference.md §8.10).
import { z, num, int, opt, str } from '../zod.ts';
import { IdTitleSchema, ProductCardSchema, StoreSchema, paginatorSchema } from '../shapes.ts';
import { qFlag, qText } from '../query.ts';
import { requiredMessage } from '../messages.ts';
import { filters } from '../catalog/listing.ts';

export const StoreQuerySchema = z.object({
  slug: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
    z.string({ error: requiredMessage('slug') }).max(190),
  ),
  required_rating: qFlag,
  q: qText('q'),
  // The listing filters of `all`/`products` (sortby and page as iShop's; the rest proposed) on the store's
  // products; `sidebar_data` adds the brands of the store's products, the collections and shipping options.
  ...filters,
});

/**
 * The store page's store (ours, additive: iShop clients read StoreSchema's fields and ignore the rest): its
 * banner, its description and policies in the reader's language (English when not translated), its contact.
 * Plain text; line breaks are the writer's.
 */
const StorePageStoreSchema = StoreSchema.extend({
  banner_image: opt(str),
  description: opt(str),
  contact_email: opt(str),
  contact_phone: opt(str),
  shipping_policy: opt(str),
  return_policy: opt(str),
});

export const StoreDataSchema = z.object({
  store: StorePageStoreSchema,
  result: paginatorSchema(ProductCardSchema),
  following: z.union([z.boolean(), z.number()]).transform(Boolean).optional().default(false),
  review: num.optional().default(0),
  // (proposed) with `sidebar_data`
  brands: z.array(IdTitleSchema).nullable().optional(),
  collections: z.array(IdTitleSchema).nullable().optional(),
  shipping: z.array(IdTitleSchema).nullable().optional(),
});

// ── Followed stores ────────────────────────────────────────────────────────────────────────────────
export const FollowBodySchema = z.object({
  store_id: z.coerce
    .number({ error: requiredMessage('store_id') })
    .int({ error: 'The store id must be a number.' })
    .positive({ error: 'The store id must be a number.' }),
});
const FollowingItemSchema = z.object({
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
