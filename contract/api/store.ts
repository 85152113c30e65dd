// GET store?slug= (API-REFERENCE §8.10).
import { z, num } from '../zod.ts';
import { ProductCardSchema, StoreSchema, paginatorSchema } from '../shapes.ts';
import { qFlag, qPage, qText } from '../query.ts';
import { requiredMessage } from '../messages.ts';
import { SORTS, type Sort } from './listing.ts';

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
});

export const StoreDataSchema = z.object({
  store: StoreSchema,
  result: paginatorSchema(ProductCardSchema),
  following: z.union([z.boolean(), z.number()]).transform(Boolean).optional().default(false),
  review: num.optional().default(0),
});
export type StoreData = z.infer<typeof StoreDataSchema>;
