// The catalogue workspaces (issue 33): the shop's staff (`admin/*`, every store) and an approved seller
// (`seller/*`, their own store only) list, create, edit, duplicate, publish, archive and delete products, give
// them their variant matrix and adjust stock. Amounts on these endpoints are integer minor units (ours: the
// storefront's public endpoints keep iShop's decimal major units). Another store's product is "not found".
import { z, int, opt, flag, str } from '../zod.ts';
import { requiredMessage, tooLong } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { ImageUploadMessages } from '../images.ts';
import { AuditEntrySchema, positiveId } from '../admin/schemas.ts';
import { optionalText, requiredText } from '../account/schemas.ts';

export const ProductMessages = {
  notFound: 'Product not found',
  inventoryNotFound: 'Variant not found',
  saved: 'The product has been saved.',
  published: 'The product is published.',
  hidden: 'The product is hidden from the shop.',
  duplicated: 'A copy of the product has been made (hidden until you publish it).',
  deleted: 'The product has been deleted.',
  archived:
    'The product has orders, so it was archived: it left the shop and its orders keep their lines.',
  isArchived: 'This product is archived.',
  offeredBelowSelling: 'The offered price must be below the selling price.',
  slugTaken: 'This slug is already in use.',
  skuTaken: 'This SKU is already in use in this store.',
  badCategory: 'Choose a category of the shop.',
  badSubCategory: 'The sub-category must belong to the category.',
  badChoice: 'Choose one of the listed options.',
  storeRequired: 'Choose the store the product belongs to.',
  variantsSaved: 'The variants have been saved.',
  tooManyVariants: 'At most 100 variants: choose fewer values.',
  variantSaved: 'The variant has been saved.',
  stockBelowZero: 'Stock cannot go below zero.',
  stockChanged: 'The stock has been updated.',
  imageNotFound: 'Image not found',
  imageAdded: 'The image has been added.',
  imageMissing: ImageUploadMessages.missing,
  imageType: ImageUploadMessages.type,
  imageSize: ImageUploadMessages.size,
  imageBroken: ImageUploadMessages.broken,
  tooManyImages: 'At most 12 images per product.',
  imageSaved: 'The image has been saved.',
  imageMoved: 'The image has been moved.',
  imageDeleted: 'The image has been deleted.',
} as const;

export const MAX_PRODUCT_IMAGES = 12;
/** A product picture's largest upload unless the shop's `image_max_kb` setting says less. */
export const PRODUCT_IMAGE_MAX_KB = 3072;

/** The languages a product's texts are translated into (English is the base columns). */
export const PRODUCT_LANGUAGES = ['fr', 'ar', 'tr', 'hi'] as const;

/** The texts of a product that are translated. */
export const TRANSLATED_FIELDS = [
  'title',
  'description',
  'meta_title',
  'meta_description',
] as const;

const MAX_PRICE_MINOR = 2_147_483_647;
const MAX_STOCK = 1_000_000;
export const LOW_STOCK_THRESHOLD = 5;
export const MAX_VARIANTS = 100;

const minor = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: requiredMessage(field) })
      .int({ error: `The ${field} must be a whole number of cents.` })
      .min(0, { error: `The ${field} must be at least 0.` })
      .max(MAX_PRICE_MINOR, { error: `The ${field} is too large.` }),
  );
const optionalId = (field: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
    positiveId(field).optional(),
  );
const idList = (field: string) =>
  z
    .array(positiveId(field), { error: `The ${field} must be a list of ids.` })
    .max(200, { error: `At most 200 ${field}.` })
    .optional()
    .default([]);

const texts = z
  .object({
    title: optionalText('title', 190),
    description: optionalText('description', 20_000),
    meta_title: optionalText('meta_title', 190),
    meta_description: optionalText('meta_description', 500),
  })
  .partial();

/** Create (no id) or update a product. `store_id` is staff's only (a seller's product is their store's). */
export const ProductSaveBodySchema = z
  .object({
    id: optionalId('id'),
    store_id: optionalId('store_id'),
    title: requiredText('title', 190),
    description: optionalText('description', 20_000),
    slug: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
      z
        .string()
        .max(190, { error: tooLong('slug', 190) })
        .regex(/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u, {
          error: 'The slug may hold only letters, digits and single hyphens.',
        })
        .optional(),
    ),
    category_id: positiveId('category'),
    sub_category_id: optionalId('sub_category'),
    brand_id: optionalId('brand'),
    tags: optionalText('tags', 500),
    collection_ids: idList('collections'),
    selling: minor('selling price'),
    offered: z.preprocess((v) => (v === '' || v == null ? 0 : v), minor('offered price')),
    shipping_rule_id: positiveId('shipping_rule'),
    tax_rule_id: optionalId('tax_rule'),
    bundle_deal_id: optionalId('bundle_deal'),
    refundable: z.preprocess((v) => (v === '' || v == null ? 0 : v), flag),
    warranty: z.preprocess(
      (v) => (v === '' || v == null ? undefined : v),
      z
        .number({ error: 'The warranty must be a number of days.' })
        .int({ error: 'The warranty must be a number of days.' })
        .min(0, { error: 'The warranty must be a number of days.' })
        .max(3650, { error: 'The warranty is at most 3650 days.' })
        .optional(),
    ),
    meta_title: optionalText('meta_title', 190),
    meta_description: optionalText('meta_description', 500),
    translations: z.partialRecord(z.enum(PRODUCT_LANGUAGES), texts).optional().default({}),
  })
  .superRefine((b, ctx) => {
    if (b.offered > 0 && b.offered >= b.selling)
      ctx.addIssue({
        code: 'custom',
        path: ['offered'],
        message: ProductMessages.offeredBelowSelling,
      });
  });
export type ProductSaveBody = z.output<typeof ProductSaveBodySchema>;

const altTexts = z
  .partialRecord(z.enum(['en', ...PRODUCT_LANGUAGES]), optionalText('alt', 190))
  .optional()
  .default({});
/** A picture's alt texts and the attribute values it shows (the storefront switches to it when chosen). */
export const ImageAltBodySchema = z.object({
  image_id: positiveId('image_id'),
  alt: altTexts,
  value_ids: idList('attribute values'),
});
export const ImageMoveBodySchema = z.object({
  image_id: positiveId('image_id'),
  direction: z.enum(['up', 'down'], { error: requiredMessage('direction') }),
});
export const ImageIdBodySchema = z.object({ image_id: positiveId('image_id') });
export const ImageDoneSchema = z.object({ image_id: int });
const ProductPictureSchema = z.object({
  id: int,
  image: str,
  sort: int,
  alt: z.record(z.string(), z.string()),
  value_ids: z.array(int),
});

export const ProductIdBodySchema = z.object({ product_id: positiveId('product_id') });
export const ProductStatusBodySchema = z.object({
  product_id: positiveId('product_id'),
  status: z.enum(['public', 'private'], { error: requiredMessage('status') }),
});
/** The attribute values whose combinations are the product's variants (none: one plain variant). */
export const ProductVariantsBodySchema = z.object({
  product_id: positiveId('product_id'),
  value_ids: idList('attribute values'),
});
export const InventorySaveBodySchema = z.object({
  inventory_id: positiveId('inventory_id'),
  sku: optionalText('sku', 64),
  price: z.preprocess((v) => (v === '' || v == null ? 0 : v), minor('price')),
});
/** A relative stock change (never a blind overwrite: a concurrent order is never lost). */
export const StockChangeBodySchema = z.object({
  inventory_id: positiveId('inventory_id'),
  change: z.preprocess(
    (v) => (typeof v === 'string' && /^[+-]?\d{1,7}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: 'The change must be a whole number (negative to remove).' })
      .int({ error: 'The change must be a whole number (negative to remove).' })
      .min(-MAX_STOCK, { error: `The change is at most ${MAX_STOCK}.` })
      .max(MAX_STOCK, { error: `The change is at most ${MAX_STOCK}.` })
      .refine((n) => n !== 0, { error: 'The change must not be zero.' }),
  ),
  note: optionalText('note', 190),
});

const listFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined),
    z.enum(values).optional(),
  );
const searchText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 80) || undefined : undefined),
  z.string().optional(),
);
const queryId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined),
  z.number().int().max(2_147_483_647).optional(),
);
export const PRODUCT_STATUS_FILTERS = ['public', 'private', 'archived'] as const;
export const ProductsQuerySchema = z.object({
  q: searchText,
  status: listFilter(PRODUCT_STATUS_FILTERS),
  store: queryId,
  page: z.unknown().optional(),
});
export type ProductsQuery = z.output<typeof ProductsQuerySchema>;
export const StockHistoryQuerySchema = z.object({ product: queryId, page: z.unknown().optional() });
export const PageQuerySchema = z.object({ page: z.unknown().optional() });
export const ProductParamsSchema = z.object({ id: z.string().regex(/^\d{1,10}$/) });

const ProductStatusSchema = z.enum(['public', 'private', 'archived']);
const StoreRefSchema = z.object({ id: int, name: str, slug: str });

const ProductRowSchema = z.object({
  id: int,
  title: str,
  slug: str,
  image: opt(str),
  selling: int,
  offered: int,
  status: ProductStatusSchema,
  stock: int,
  variants: int,
  store: StoreRefSchema,
  updated: str,
});
export const ProductPageSchema = paginatorSchema(ProductRowSchema);

const VariantValueSchema = z.object({
  attribute_id: int,
  attribute: str,
  value_id: int,
  value: str,
});
const WorkspaceInventorySchema = z.object({
  id: int,
  sku: opt(str),
  price: int,
  quantity: int,
  values: z.array(VariantValueSchema),
});
const StockRowSchema = z.object({
  id: int,
  inventory_id: int,
  product_id: int,
  product: str,
  sku: opt(str),
  variant: str,
  change: int,
  quantity: int,
  reason: z.enum(['order', 'cancellation', 'edit', 'import', 'created']),
  order_id: opt(int),
  note: opt(str),
  by: opt(str),
  created: str,
});
export type StockRow = z.infer<typeof StockRowSchema>;
export const StockPageSchema = paginatorSchema(StockRowSchema);
export const LowStockRowSchema = z.object({
  inventory_id: int,
  product_id: int,
  product: str,
  sku: opt(str),
  variant: str,
  quantity: int,
  store: StoreRefSchema,
});
export const LowStockPageSchema = paginatorSchema(LowStockRowSchema);

const TextsSchema = z.object({
  title: opt(str),
  description: opt(str),
  meta_title: opt(str),
  meta_description: opt(str),
});
export const ProductEditorSchema = z.object({
  id: int,
  store: StoreRefSchema,
  title: str,
  slug: str,
  description: opt(str),
  category_id: opt(int),
  sub_category_id: opt(int),
  brand_id: opt(int),
  tags: opt(str),
  collection_ids: z.array(int),
  selling: int,
  offered: int,
  shipping_rule_id: opt(int),
  tax_rule_id: opt(int),
  bundle_deal_id: opt(int),
  refundable: flag,
  warranty: opt(int),
  meta_title: opt(str),
  meta_description: opt(str),
  translations: z.record(z.string(), TextsSchema),
  status: ProductStatusSchema,
  /** Whether an order names it (then delete archives it). */
  ordered: flag,
  image: opt(str),
  images: z.array(ProductPictureSchema),
  value_ids: z.array(int),
  inventories: z.array(WorkspaceInventorySchema),
  history: z.array(StockRowSchema),
  audit: z.array(AuditEntrySchema),
});
export type ProductEditor = z.infer<typeof ProductEditorSchema>;

const OptionSchema = z.object({ id: int, title: str });
export const CatalogueOptionsSchema = z.object({
  categories: z.array(OptionSchema.extend({ subs: z.array(OptionSchema) })),
  brands: z.array(OptionSchema),
  collections: z.array(OptionSchema),
  attributes: z.array(OptionSchema.extend({ values: z.array(OptionSchema) })),
  shipping_rules: z.array(OptionSchema),
  tax_rules: z.array(OptionSchema),
  bundle_deals: z.array(OptionSchema),
  /** Staff: every store; a seller: their own. */
  stores: z.array(OptionSchema),
});
export type CatalogueOptions = z.infer<typeof CatalogueOptionsSchema>;

export const ProductDoneSchema = z.object({ product_id: int, archived: opt(flag) });
export const InventoryDoneSchema = z.object({ inventory_id: int, quantity: opt(int) });
export const SellerMeSchema = z.object({
  id: int,
  name: str,
  email: str,
  store: StoreRefSchema,
});
