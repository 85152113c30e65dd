// GET store?slug= (API-REFERENCE §8.10).
import { z, num } from '../zod.ts';
import { IdTitleSchema, ProductCardSchema, StoreSchema, paginatorSchema } from '../shapes.ts';
import { qFlag, qPage, qText } from '../query.ts';
import { requiredMessage } from '../messages.ts';
import { SORTS, filters, type Sort } from './listing.ts';

export const StoreQuerySchema = z.object({
  slug: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
    z.string({ error: requiredMessage('slug') }).max(190),
  ),
  sortby: z
    .unknown()
    .transform((v): Sort | undefined =>
      typeof v === 'string' && v
        ? (SORTS as readonly string[]).includes(v)
          ? (v as Sort)
          : 'newest'
        : undefined,
    ),
  required_rating: qFlag,
  page: qPage,
  q: qText('q'),
  // (proposed) the listing filters of `all`/`products` on the store's products; `sidebar_data` adds the
  // brands of the store's products, the collections and the shipping options.
  brand: filters.brand,
  collection: filters.collection,
  shipping: filters.shipping,
  rating: filters.rating,
  min: filters.min,
  max: filters.max,
  sidebar_data: filters.sidebar_data,
});

export const StoreDataSchema = z.object({
  store: StoreSchema,
  result: paginatorSchema(ProductCardSchema),
  following: z.union([z.boolean(), z.number()]).transform(Boolean).optional().default(false),
  review: num.optional().default(0),
  // (proposed) with `sidebar_data`
  brands: z.array(IdTitleSchema).nullable().optional(),
  collections: z.array(IdTitleSchema).nullable().optional(),
  shipping: z.array(IdTitleSchema).nullable().optional(),
});
export type StoreData = z.infer<typeof StoreDataSchema>;
