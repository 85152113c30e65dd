// Bulk CSV export and import of products and their variants (issue 33 item 7), per workspace like the rest of
// the catalogue: `admin/catalogue/export|import` for staff (every store: a `store_id` column or the form's
// store), `seller/…` for the owner of a live store (their store only). One CSV row per variant, keyed by its
// SKU in its store (docs/catalogue.md "CSV import and export"). The export answers the rows as JSON (money in
// integer minor units; the storefront writes the CSV); the import takes the CSV file as multipart `file`,
// money in the shop currency's decimal units ("19.99"), and is all or nothing: a file with one bad row
// changes nothing and answers every bad row (decision 136).
import { defineEndpoint } from '../endpoint.ts';
import { z, int, opt, flag, str } from '../zod.ts';

/** At most this many variant rows per file (the body is also capped at 4 MB). */
export const BULK_MAX_ROWS = 10_000;
/** The report lists at most this many (row, field, message) entries; `error_count` counts them all. */
export const BULK_MAX_ERRORS = 1_000;

/** The CSV's columns, in the export's order. Only `sku` is required in an import's header. */
export const CSV_COLUMNS = [
  'sku',
  'store_id',
  'product_slug',
  'product_title',
  'category_id',
  'sub_category_id',
  'brand_id',
  'shipping_rule_id',
  'selling',
  'offered',
  'price',
  'stock',
  'attributes',
  'status',
  'title_fr',
  'title_ar',
  'title_tr',
  'title_hi',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The import's fixed messages (the storefront shows them in the reader's language). */
export const BulkMessages = {
  imported: 'The file has been imported.',
  refused: 'The file was refused: nothing was changed.',
  fileMissing: 'Choose a CSV file.',
  notCsv: 'This line is not valid CSV.',
  tooManyRows: 'A file holds at most 10,000 rows.',
  noSkuColumn: 'The first row must name the columns, sku among them.',
  unknownColumn: 'Unknown column.',
  empty: 'The file has no rows.',
  skuRequired: 'A SKU is required.',
  skuTwice: 'This SKU is on an earlier row too.',
  tooLong: 'This value is too long.',
  badId: 'Write an id (a whole number).',
  badAmount: 'Write an amount such as 19.99.',
  badStock: 'Write a whole number of units from 0 to 1,000,000.',
  badStatus: 'Write public or private.',
  badSlug: 'The slug may hold only letters, digits and single hyphens.',
  badAttributes: 'Write the attributes as Name=Value, separated by |.',
  unknownAttribute: 'No attribute or value of the shop has this name.',
  storeNotFound: 'Store not found.',
  storeRequired: 'Name the store: a store_id column or the store of the form.',
  titleRequired: 'A new product needs a title.',
  categoryRequired: 'A new product needs a category.',
  sellingRequired: 'A new product needs a selling price.',
  shippingRequired: 'A new product needs a shipping rule.',
  badCategory: 'Choose a category of the shop.',
  badSubCategory: 'The sub-category must belong to the category.',
  badChoice: 'Choose one of the listed options.',
  offeredBelowSelling: 'The offered price must be below the selling price.',
  slugTaken: 'This slug is already in use.',
  archived: 'This product is archived.',
  productDiffers: 'The product columns differ from an earlier row of the same product.',
} as const;

const queryStore = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined),
  z.number().int().max(2_147_483_647).optional(),
);
/** Staff may export one store (`store`); a seller's export is their store's. */
const ExportQuerySchema = z.object({ store: queryStore });

const ExportRowSchema = z.object({
  sku: opt(str),
  store_id: int,
  product_id: int,
  product_slug: str,
  product_title: str,
  category_id: opt(int),
  sub_category_id: opt(int),
  brand_id: opt(int),
  shipping_rule_id: opt(int),
  /** Minor units. */
  selling: int,
  offered: int,
  /** The variant's own price, 0: the product's. */
  price: int,
  stock: int,
  /** `Color=Red|Size=L`, attributes in id order; '' for a plain variant. */
  attributes: str,
  status: z.enum(['public', 'private']),
  titles: z.record(z.string(), z.string()),
});
export type ExportRow = z.infer<typeof ExportRowSchema>;
const ExportSchema = z.object({ rows: z.array(ExportRowSchema) });

const ImportErrorSchema = z.object({ row: int, field: str, message: str });
export type ImportError = z.infer<typeof ImportErrorSchema>;
/** What an import did, or (imported 0) why the whole file was refused. */
const ImportReportSchema = z.object({
  imported: flag,
  rows: int,
  created: int,
  updated: int,
  products: int,
  stock_changes: int,
  error_count: int,
  errors: z.array(ImportErrorSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

type Role = 'admin' | 'seller';

/** The bulk endpoints of one workspace (merged into productsEndpoints with the role's prefix). */
export function bulkEndpoints<const R extends Role>(role: R) {
  const scope = role === 'admin' ? 'any store (filter store)' : "the seller's own store";
  return {
    productsExport: defineEndpoint({
      method: 'GET',
      path: `${role}/catalogue/export`,
      auth: role,
      summary: `Every variant of ${scope} as one CSV row each (JSON rows, amounts in minor units; archived products left out)`,
      query: ExportQuerySchema,
      data: ExportSchema,
    }),
    productsImport: defineEndpoint({
      method: 'POST',
      path: `${role}/catalogue/import`,
      auth: role,
      summary:
        'Upsert variants by SKU from a CSV (multipart `file`; staff: `store_id`, the store of rows without one), all or nothing; the report lists every bad row',
      multipart: true,
      data: ImportReportSchema,
    }),
  };
}
