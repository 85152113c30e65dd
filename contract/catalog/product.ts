// GET product/{id} (docs/api-reference.md §8.8).
import { z, int, num, money, flag, opt, listOrEmpty } from '../zod.ts';
import {
  AttributeGroupSchema,
  BundleDealSchema,
  IdTitleSlugSchema,
  InventorySchema,
  ProductImageSchema,
  ShippingRuleSchema,
  StoreSchema,
  VoucherSchema,
} from '../shapes.ts';

/** A product id in the path: a positive integer, anything else is "not found". */
export const ProductParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number)
    .pipe(z.number().int().positive()),
});

/** A voucher offered on the product page: the shop's voucher shape without its status and start. */
const ProductVoucherSchema = VoucherSchema.omit({ status: true, start_time: true });

const s = () => opt(z.string());

export const ProductDetailSchema = z.object({
  id: int,
  title: s(),
  slug: s(),
  badge: s(),
  image: s(),
  banner_image: s(),
  selling: money,
  offered: opt(money),
  price: opt(money),
  end_time: s(),
  description: s(),
  overview: s(),
  specifications: s(),
  weight: s(),
  dimention: s(),
  unit: s(),
  meta_title: s(),
  meta_description: s(),
  meta_keywords: s(),
  tags: s(),
  sku: s(),
  barcode: s(),
  stock: opt(int),
  warranty: opt(int),
  refundable: opt(int),
  video: s(),
  video_thumb: s(),
  review_count: int.optional().default(0),
  rating: num.optional().default(0),
  status: opt(flag),
  brand: opt(z.object({ id: int, title: s(), slug: s() })),
  store: opt(StoreSchema),
  bundle_deal: opt(BundleDealSchema),
  shipping_rule: opt(ShippingRuleSchema),
  tax_rule_id: opt(int),
  bundle_deal_id: opt(int),
  brand_id: opt(int),
  shipping_rule_id: opt(int),
  inventory: z.array(InventorySchema).default([]),
  attribute: z.array(AttributeGroupSchema).default([]),
  in_stock: z.union([z.boolean(), z.number()]).transform(Boolean).optional(),
  images: listOrEmpty(ProductImageSchema),
  vouchers: listOrEmpty(ProductVoucherSchema),
  category_data: listOrEmpty(IdTitleSlugSchema),
  current_categories: listOrEmpty(IdTitleSlugSchema),
  wishlisted: z.union([z.number(), z.string(), z.boolean()]).nullable().optional(),
  /** Ours: 1 when the product is in the caller's compare list. */
  compared: z.union([z.number(), z.string(), z.boolean()]).nullable().optional(),
  time_zone: s(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** §8.8: a payload without a numeric id is "not found" (iShop wraps errors oddly). */
export function looksLikeProduct(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number'
  );
}
