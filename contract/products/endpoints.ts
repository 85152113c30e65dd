// api/v1 endpoints of the catalogue workspaces (issue 33). The same endpoints twice: `admin/*` for the shop's
// staff (every store; `auth: 'admin'`) and `seller/*` for the owner of a live store (their store only;
// `auth: 'seller'`). Anyone else gets the envelope's 404 as if the path did not exist, and a product, variant
// or history row of another store is "not found" too: the API decides, never the screen.
import { defineEndpoint, type EndpointDef } from '../endpoint.ts';
import {
  CatalogueOptionsSchema,
  ImageAltBodySchema,
  ImageDoneSchema,
  ImageIdBodySchema,
  ImageMoveBodySchema,
  InventoryDoneSchema,
  InventorySaveBodySchema,
  LowStockPageSchema,
  PageQuerySchema,
  ProductDoneSchema,
  ProductEditorSchema,
  ProductIdBodySchema,
  ProductPageSchema,
  ProductParamsSchema,
  ProductSaveBodySchema,
  ProductStatusBodySchema,
  ProductVariantsBodySchema,
  ProductsQuerySchema,
  SellerMeSchema,
  StockChangeBodySchema,
  StockHistoryQuerySchema,
  StockPageSchema,
} from './schemas.ts';
import { bulkEndpoints } from './bulk.ts';

type Role = 'admin' | 'seller';

/** The catalogue endpoints of one workspace: `role/...` paths, the role's auth. */
function catalogueEndpoints<const R extends Role>(role: R) {
  const scope = role === 'admin' ? 'any store' : "the seller's own store";
  return {
    products: defineEndpoint({
      method: 'GET',
      path: `${role}/products`,
      auth: role,
      summary: `Products of ${scope}, 25 a page, newest first; filters q (title or SKU), status, store`,
      query: ProductsQuerySchema,
      data: ProductPageSchema,
    }),
    product: defineEndpoint({
      method: 'GET',
      path: `${role}/products/{id}`,
      auth: role,
      summary: `One product of ${scope} with its translations, variants, stock history and audit log`,
      params: ProductParamsSchema,
      data: ProductEditorSchema,
    }),
    catalogueOptions: defineEndpoint({
      method: 'GET',
      path: `${role}/catalogue-options`,
      auth: role,
      summary:
        'What a product may name: categories, brands, collections, attributes, rules, stores',
      data: CatalogueOptionsSchema,
    }),
    productSave: defineEndpoint({
      method: 'POST',
      path: `${role}/products/save`,
      auth: role,
      summary: `Create (no id; hidden until published) or update a product of ${scope}`,
      body: ProductSaveBodySchema,
      data: ProductDoneSchema,
    }),
    productStatus: defineEndpoint({
      method: 'POST',
      path: `${role}/products/status`,
      auth: role,
      summary: 'Publish (public) or hide (private) a product',
      body: ProductStatusBodySchema,
      data: ProductDoneSchema,
    }),
    productDuplicate: defineEndpoint({
      method: 'POST',
      path: `${role}/products/duplicate`,
      auth: role,
      summary: 'Copy a product with its texts and variants (stock 0, hidden)',
      body: ProductIdBodySchema,
      data: ProductDoneSchema,
    }),
    productDelete: defineEndpoint({
      method: 'POST',
      path: `${role}/products/delete`,
      auth: role,
      summary: 'Delete a product; one that an order names is archived instead (archived: 1)',
      body: ProductIdBodySchema,
      data: ProductDoneSchema,
    }),
    productVariants: defineEndpoint({
      method: 'POST',
      path: `${role}/products/variants`,
      auth: role,
      summary:
        "Set the product's attribute values: one variant per combination (existing ones keep their stock)",
      body: ProductVariantsBodySchema,
      data: ProductDoneSchema,
    }),
    imageUpload: defineEndpoint({
      method: 'POST',
      path: `${role}/products/images`,
      auth: role,
      summary:
        'Add a picture (multipart `product_id`, `image`: JPEG, PNG or WebP by its bytes, at most the shop’s size; stored as WebP without metadata, with its thumbnail; `alt` optional)',
      multipart: true,
      data: ImageDoneSchema,
    }),
    imageAlt: defineEndpoint({
      method: 'POST',
      path: `${role}/products/images/alt`,
      auth: role,
      summary:
        'A picture’s alt text in each language (en, fr, ar, tr, hi) and the attribute values it shows (of its product’s variants)',
      body: ImageAltBodySchema,
      data: ImageDoneSchema,
    }),
    imageMove: defineEndpoint({
      method: 'POST',
      path: `${role}/products/images/move`,
      auth: role,
      summary: 'Move a picture up or down; the first is the product’s cover',
      body: ImageMoveBodySchema,
      data: ImageDoneSchema,
    }),
    imageDelete: defineEndpoint({
      method: 'POST',
      path: `${role}/products/images/delete`,
      auth: role,
      summary: 'Delete a picture (its files go from the store)',
      body: ImageIdBodySchema,
      data: ImageDoneSchema,
    }),
    inventorySave: defineEndpoint({
      method: 'POST',
      path: `${role}/inventories/save`,
      auth: role,
      summary: "A variant's SKU (unique in its store) and price override (0: the product's price)",
      body: InventorySaveBodySchema,
      data: InventoryDoneSchema,
    }),
    stockChange: defineEndpoint({
      method: 'POST',
      path: `${role}/inventories/stock`,
      auth: role,
      summary:
        'Add to or take from a variant’s stock (a relative change, never below 0), recorded in its history',
      body: StockChangeBodySchema,
      data: InventoryDoneSchema,
    }),
    stockHistory: defineEndpoint({
      method: 'GET',
      path: `${role}/stock-history`,
      auth: role,
      summary: 'Stock changes, 50 a page, newest first (who, when, why); filter product',
      query: StockHistoryQuerySchema,
      data: StockPageSchema,
    }),
    lowStock: defineEndpoint({
      method: 'GET',
      path: `${role}/low-stock`,
      auth: role,
      summary: 'Variants at or below the low-stock threshold (5), fewest first',
      query: PageQuerySchema,
      data: LowStockPageSchema,
    }),
  };
}

export const adminCatalogue = catalogueEndpoints('admin');
export const sellerCatalogue = catalogueEndpoints('seller');

/** `{ products }` → `{ sellerProducts }`: the workspace's keys in the one endpoint list. */
function prefixed<const P extends Role, T extends Record<string, EndpointDef>>(prefix: P, defs: T) {
  return Object.fromEntries(
    Object.entries(defs).map(([k, e]) => [`${prefix}${k[0]!.toUpperCase()}${k.slice(1)}`, e]),
  ) as { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };
}

export const productsEndpoints = {
  sellerMe: defineEndpoint({
    method: 'GET',
    path: 'seller/me',
    auth: 'seller',
    summary: 'The signed-in seller and their live store (404 for anyone else)',
    data: SellerMeSchema,
  }),
  ...prefixed('seller', sellerCatalogue),
  ...prefixed('admin', adminCatalogue),
  ...prefixed('seller', bulkEndpoints('seller')),
  ...prefixed('admin', bulkEndpoints('admin')),
};
