// GET all and GET products (API-REFERENCE §8.3).
import { z, opt } from '../zod.ts';
import {
  CategorySchema,
  IdTitleSchema,
  IdTitleSlugSchema,
  ProductCardSchema,
  paginatorSchema,
} from '../shapes.ts';
import { qFlag, qIdList, qInt, qNumber, qPage, qText } from '../query.ts';

export const SORTS = [
  'price_low_to_high',
  'price_high_to_low',
  'avg_customer_review',
  'newest',
] as const;
export type Sort = (typeof SORTS)[number];

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

export const filters = {
  brand: qIdList('brand'),
  collection: qIdList('collection'),
  shipping: qIdList('shipping'),
  rating: qInt('rating', 5),
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

export const ListingPageSchema = paginatorSchema(ProductCardSchema);

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
export type ProductsData = z.infer<typeof ProductsDataSchema>;
