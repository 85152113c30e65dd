// Shared object shapes (docs/api-reference.md §7). Response schemas are tolerant: unknown keys are stripped,
// numeric strings coerced, `?` fields nullable and optional. Money fields are wire major units.
import { z, num, int, money, flag, opt, str, listOrEmpty } from './zod.ts';
import { paginatorSchema } from './paginate.ts';

export { paginatorSchema };

/** What a link to a record (a category, a brand, a page's product) is made of. */
export const linkFields = { id: int, title: opt(str), slug: opt(str) };

/** What a product card shows (ProductCard, FlashProduct). */
const cardFields = {
  title: opt(str),
  slug: opt(str),
  badge: opt(str),
  image: opt(str),
  selling: money,
  offered: opt(money),
};
const ratingFields = {
  review_count: int.optional().default(0),
  rating: num.optional().default(0),
};

export const ProductCardSchema = z.object({
  id: int,
  ...cardFields,
  price: opt(money),
  end_time: opt(str),
  ...ratingFields,
  brand_id: opt(int),
  shipping_rule_id: opt(int),
  current_price: opt(money),
});

export type Category = {
  id: number;
  title?: string | null;
  slug?: string | null;
  image?: string | null;
  banner_image?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
  status?: number | null;
  parent?: number | null;
  featured?: number | null;
  in_footer?: number | null;
  child?: Category[];
  in_footer_child?: Category[];
  public_sub_categories?: Category[];
};
export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: int,
    title: opt(str),
    slug: opt(str),
    image: opt(str),
    banner_image: opt(str),
    meta_title: opt(str),
    meta_description: opt(str),
    meta_keywords: opt(str),
    status: opt(flag),
    parent: opt(int),
    featured: opt(flag),
    in_footer: opt(flag),
    child: z.array(CategorySchema).optional(),
    in_footer_child: z.array(CategorySchema).optional(),
    public_sub_categories: z.array(CategorySchema).optional(),
  }),
) as z.ZodType<Category>;

export const BrandSchema = z.object({
  id: int,
  title: opt(str),
  slug: opt(str),
  image: opt(str),
  banner_image: opt(str),
  status: opt(flag),
  featured: opt(flag),
});

export const CollectionSchema = z.object({
  id: int,
  title: opt(str),
  slug: opt(str),
  status: opt(flag),
  product_collections: listOrEmpty(
    ProductCardSchema.extend({ product_collection_id: opt(int), product_id: opt(int) }),
  ),
});

export const StoreSchema = z.object({
  id: int,
  name: opt(str),
  slug: opt(str),
  image: opt(str),
  meta_title: opt(str),
  meta_description: opt(str),
  whatsapp_btn: opt(flag),
  whatsapp_number: opt(str),
  whatsapp_default_msg: opt(str),
  created_at: opt(str),
});

/** A picture that leads somewhere (banners, home sliders). */
const promoFields = {
  id: int,
  title: opt(str),
  slug: opt(str),
  image: opt(str),
  type: int,
  source_type: opt(int),
  tags: opt(str),
  url: opt(str),
};

export const BannerSchema = z.object({
  ...promoFields,
  status: flag,
  closable: opt(flag),
  /** The top and popup banners (in `common`): the page kinds they may appear on, none meaning every one
   * (contract/site/promotion-pages.ts, decision 143). Older clients ignore it. */
  pages: z.array(str).optional(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const HomeSliderSchema = z.object({
  ...promoFields,
  status: opt(flag),
});

export const SiteFeatureSchema = z.object({
  id: int,
  image: opt(str),
  detail: opt(str),
  status: opt(flag),
});

export const FlashProductSchema = z.object({
  id: int,
  product_id: opt(int),
  flash_sale_id: opt(int),
  price: opt(money),
  ...cardFields,
  ...ratingFields,
});

export const FlashSaleSchema = z.object({
  id: int,
  title: opt(str),
  slug: opt(str),
  image: opt(str),
  start_time: opt(str),
  end_time: opt(str),
  status: opt(flag),
  public_products: listOrEmpty(FlashProductSchema),
});

export const ShippingPlaceSchema = z.object({
  id: int,
  shipping_rule_id: opt(int),
  country: opt(str),
  state: opt(str),
  price: money.optional().default(0),
  pickup_price: opt(money),
  pickup_point: opt(flag),
  day_needed: opt(int),
  pickup_phone: opt(str),
  pickup_address_line_1: opt(str),
  pickup_address_line_2: opt(str),
  pickup_city: opt(str),
  pickup_state: opt(str),
  pickup_zip: opt(str),
  pickup_country: opt(str),
});

export const ShippingRuleSchema = z.object({
  id: int,
  title: opt(str),
  single_price: opt(flag),
  shipping_places: listOrEmpty(ShippingPlaceSchema),
});

export const BundleDealSchema = z.object({ id: int, title: opt(str), buy: int, free: int });

export const InventorySchema = z.object({
  id: int,
  product_id: opt(int),
  quantity: int,
  price: money.optional().default(0),
  sku: opt(str),
  inventory_attributes: listOrEmpty(z.object({ inventory_id: opt(int), attribute_value_id: int })),
});
export type Inventory = z.infer<typeof InventorySchema>;

const AttributeValueSchema = z.object({
  attribute_value_id: int,
  attribute_id: opt(int),
  title: opt(str),
  inventory_id: opt(int),
  product_id: opt(int),
  quantity: opt(int),
  price: opt(money),
  sku: opt(str),
});
export const AttributeGroupSchema = z.object({
  id: int,
  title: opt(str),
  values: listOrEmpty(AttributeValueSchema),
});
export type AttributeGroup = z.infer<typeof AttributeGroupSchema>;

export const ProductImageSchema = z.object({
  id: int,
  image: opt(str),
  /** Ours (issue 33): the picture's alt text in the caller's language. */
  alt: opt(str),
  product_id: opt(int),
  attributes: listOrEmpty(z.object({ product_image_id: opt(int), attribute_value_id: int })),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const VoucherSchema = z.object({
  id: opt(int),
  title: opt(str),
  code: str,
  type: int,
  price: money,
  /** Ours: the most a percentage voucher takes off. */
  capped_price: opt(money),
  min_spend: money.optional().default(0),
  usage_limit: opt(int),
  limit_per_customer: opt(int),
  status: opt(flag),
  start_time: opt(str),
  end_time: opt(str),
});

export const ReviewSchema = z.object({
  id: int,
  product_id: opt(int),
  order_id: opt(int),
  user_id: opt(int),
  rating: int,
  review: opt(str),
  review_images: listOrEmpty(z.object({ id: int, rating_review_id: opt(int), image: opt(str) })),
  user: opt(z.object({ id: int, name: opt(str), first_name: opt(str), last_name: opt(str) })),
  guest_user: opt(z.object({ id: opt(int), name: opt(str) })),
  created: opt(str),
  created_at: opt(str),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Small `{id, title}` items used by listing filters. */
export const IdTitleSchema = z.object({ id: int, title: opt(str) });
export const IdTitleSlugSchema = z.object({ id: int, title: opt(str), slug: opt(str) });
