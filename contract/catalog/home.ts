// GET home (docs/api-reference.md §8.2).
import { z, int, opt } from '../zod.ts';
import {
  BannerSchema,
  BrandSchema,
  CategorySchema,
  CollectionSchema,
  FlashSaleSchema,
  HomeSliderSchema,
  SiteFeatureSchema,
} from '../shapes.ts';

export const HomeDataSchema = z.object({
  slider: z
    .object({
      main: z.array(HomeSliderSchema).default([]),
      right_top: opt(HomeSliderSchema),
      right_bottom: opt(HomeSliderSchema),
    })
    .default({ main: [] }),
  site_features: z.array(SiteFeatureSchema).default([]),
  banners: z.array(BannerSchema).default([]),
  featured_categories: z.array(CategorySchema).default([]),
  featured_brands: z.array(BrandSchema).default([]),
  flash_sales: z.array(FlashSaleSchema).default([]),
  collections: z.array(CollectionSchema).default([]),
  time_zone: opt(z.string()),
  testimonials: z
    .array(
      z.object({ client_name: opt(z.string()), testimonial: opt(z.string()), rating: opt(int) }),
    )
    .optional(),
});
