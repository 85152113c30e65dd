// GET all and GET products (docs/api-reference.md §8.3).
import { z, opt } from '../zod.ts';
import {
  CategorySchema,
  IdTitleSchema,
  IdTitleSlugSchema,
  ProductCardSchema,
  paginatorSchema,
} from '../shapes.ts';
import { qFlag, qIdList, qInt, qNumber, qPage, qText } from '../query.ts';
import { ID_FILTERS, MAX_RATING, SORTS, type IdFilter, type Sort } from './listing-names.ts';

/** Any other sortby value ⇒ newest first (§8.3): normalised, not refused. */
const qSort = z
  .unknown()
  .transform((v): Sort | undefined =>
    typeof v === 'string' && v
      ? (SORTS as readonly string[]).includes(v)
        ? (v as Sort)
        : 'newest'
      : undefined,
  );

/** Filters picked by id: `brand=1,2` (the storefront's URLs also take `brand=1&brand=2`). */

/**
 * The listing filters of `all`, `products` and `store` (§8.3): the one vocabulary of their names and values,
 * which the storefront's filter form and URLs use too (app/lib/listing.ts).
 */
export const filters = {
  ...(Object.fromEntries(ID_FILTERS.map((f) => [f, qIdList(f)])) as Record<
    IdFilter,
    ReturnType<typeof qIdList>
  >),
  rating: qInt('rating', MAX_RATING),
  min: qNumber('min'),
  max: qNumber('max'),
  sortby: qSort,
  sidebar_data: qFlag,
  page: qPage,
};

export const AllQuerySchema = z.object({
  category: qText('category', 190),
  sub_category: qText('sub_category', 190),
  ...filters,
});
export type AllQuery = z.output<typeof AllQuerySchema>;

export const ProductsQuerySchema = z.object({
  q: qText('q', 200),
  home_spm: qInt('home_spm'),
  banner: qInt('banner'),
  all_categories: qFlag,
  is_home_page: qFlag,
  ...filters,
});
export type ProductsQuery = z.output<typeof ProductsQuerySchema>;

const ListingPageSchema = paginatorSchema(ProductCardSchema);

export const AllDataSchema = z.object({
  result: ListingPageSchema,
  category: opt(CategorySchema),
  brand: opt(
    z.object({
      id: z.number(),
      title: opt(z.string()),
      image: opt(z.string()),
      banner_image: opt(z.string()),
    }),
  ),
  brands: z.array(IdTitleSchema).nullable().optional(),
  collections: z.array(IdTitleSchema).nullable().optional(),
  shipping: z.array(IdTitleSchema).nullable().optional(),
});
export type AllData = z.infer<typeof AllDataSchema>;

export const ProductsDataSchema = z.object({
  result: ListingPageSchema,
  source: opt(IdTitleSchema),
  all_categories: z.array(IdTitleSlugSchema).nullable().optional(),
  brands: z.array(IdTitleSchema).nullable().optional(),
  collections: z.array(IdTitleSchema).nullable().optional(),
  shipping: z.array(IdTitleSchema).nullable().optional(),
  category: z.null().optional(),
});
