// Bulk CSV in the mock API (issue 33 item 7): the export of the mock's products (mocks/products.ts) and an
// import that sets stock by SKU, all or nothing; a SKU it does not hold is refused as a new product
// without a title.
import { productsEndpoints } from '#contract/products/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { BulkMessages as B } from '#contract/products/bulk.ts';
import { mock } from './mock.ts';
import { mockProducts } from './products.ts';

/** Bulk CSV (issue 33 item 7): the export of the mock's products; an import that sets stock and price by SKU. */
function bulkHandlers(
  ex: typeof productsEndpoints.sellerProductsExport,
  im: typeof productsEndpoints.sellerProductsImport,
) {
  return [
    ...mock(ex, () =>
      ok({
        rows: mockProducts()
          .filter((p) => p.status !== 'archived')
          .flatMap((p) =>
            p.inventories.map((i) => ({
              sku: i.sku,
              store_id: p.store.id,
              product_id: p.id,
              product_slug: p.slug,
              product_title: p.title,
              category_id: p.category_id,
              sub_category_id: p.sub_category_id,
              brand_id: p.brand_id,
              shipping_rule_id: p.shipping_rule_id,
              selling: p.selling,
              offered: p.offered,
              price: i.price,
              stock: i.quantity,
              attributes: i.values.map((v) => `${v.attribute}=${v.value}`).join('|'),
              status: p.status === 'public' ? ('public' as const) : ('private' as const),
              titles: Object.fromEntries(
                Object.entries(p.translations).flatMap(([l, t]) => (t.title ? [[l, t.title]] : [])),
              ),
            })),
          ),
      }),
    ),
    ...mock(im, async ({ request }) => {
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof File) || file.size === 0) return formError(B.fileMissing);
      const [head = '', ...lines] = (await file.text()).split(/\r?\n/).filter((l) => l.trim());
      const columns = head.split(',').map((c) => c.trim().toLowerCase());
      if (!columns.includes('sku')) return formError(B.noSkuColumn);
      const errors: { row: number; field: string; message: string }[] = [];
      const writes: (() => void)[] = [];
      lines.forEach((line, k) => {
        const cell = Object.fromEntries(line.split(',').map((v, n) => [columns[n], v.trim()]));
        const found = mockProducts()
          .flatMap((p) => p.inventories)
          .find((i) => i.sku === cell.sku);
        if (!found)
          return errors.push({ row: k + 2, field: 'product_title', message: B.titleRequired });
        if (cell.stock !== undefined && !/^\d{1,7}$/.test(cell.stock))
          return errors.push({ row: k + 2, field: 'stock', message: B.badStock });
        writes.push(() => {
          if (cell.stock !== undefined) found.quantity = Number(cell.stock);
        });
      });
      const report = { rows: lines.length, created: 0, products: 0, stock_changes: 0 };
      if (errors.length)
        return ok(
          { ...report, imported: 0, updated: 0, error_count: errors.length, errors },
          B.refused,
        );
      writes.forEach((w) => w());
      return ok(
        { ...report, imported: 1, updated: writes.length, error_count: 0, errors: [] },
        B.imported,
      );
    }),
  ];
}

export const productsBulkHandlers = [
  ...bulkHandlers(productsEndpoints.sellerProductsExport, productsEndpoints.sellerProductsImport),
  ...bulkHandlers(
    productsEndpoints.adminProductsExport as never,
    productsEndpoints.adminProductsImport as never,
  ),
];
