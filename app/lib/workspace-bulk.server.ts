// Bulk CSV in the catalogue workspaces (issue 33 item 7): `/seller/import` and `/admin/products/import` post
// a CSV file (a plain multipart form with CSRF, works without JavaScript): a refused file comes back with
// the report (row, field, message) and nothing changed; an imported one redirects with the counts in a
// toast. `/seller/products.csv` and `/admin/products.csv` download the workspace's variants, one row each,
// amounts in the shop currency's decimal units, cells a spreadsheet would run as formulas neutralised.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { productsEndpoints } from '#contract/products/endpoints.ts';
import {
  BULK_MAX_ROWS,
  BulkMessages,
  CSV_COLUMNS,
  type ExportRow,
  type ImportReport,
} from '#contract/products/bulk.ts';
import { csvRows } from '#app/lib/admin-inbox.ts';
import { knownMessages } from '#app/lib/known-messages.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import {
  readOr404,
  shopDigits,
  workspaceForm,
  workspaceOf,
  type Workspace,
} from '#app/lib/workspace.server.ts';

const E = productsEndpoints;
const endpointsOf = (w: Workspace) =>
  (w === 'admin'
    ? { ex: E.adminProductsExport, im: E.adminProductsImport }
    : { ex: E.sellerProductsExport, im: E.sellerProductsImport }) as {
    ex: typeof E.sellerProductsExport;
    im: typeof E.sellerProductsImport;
  };

const bulkMessage = knownMessages(
  Object.fromEntries(Object.entries(BulkMessages).map(([k, m]) => [m, `bulk:api.${k}`])),
);

/** Where the workspace's CSV download is. */
const exportPath = (w: Workspace, home: string) =>
  w === 'admin' ? `${home}.csv` : `${home}/products.csv`;

export async function importLoader({ request, context }: LoaderFunctionArgs, w: Workspace) {
  const { api, E: C, t, home, list } = await workspaceOf(request, context, w);
  const stores = w === 'admin' ? readOr404(await api.call(C.catalogueOptions, {})).stores : [];
  return {
    title: t('bulk:title'),
    workspace: w,
    home: home(),
    // Back to the products: the seller's list is /seller/products, staff's import goes back to /admin.
    back: w === 'seller' ? list : home(),
    exportHref: exportPath(w, home()),
    stores,
    columns: CSV_COLUMNS,
    maxRows: BULK_MAX_ROWS,
  };
}

type ImportData = { report: ImportReport | null; formErrors: string[]; store: string };

export async function importAction({ request, context }: ActionFunctionArgs, w: Workspace) {
  const { api, t, home, list, formData } = await workspaceForm(request, context, w);
  const typed = String(formData.get('store_id') ?? '').trim();
  const store = w === 'admin' && /^\d{1,10}$/.test(typed) ? typed : '';
  const refuse = (formErrors: string[], report: ImportReport | null = null) =>
    data<ImportData>({ report, formErrors, store }, { status: 400 });
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0) return refuse([t('bulk:api.fileMissing')]);
  const form = new FormData();
  form.append('file', file, 'import.csv');
  if (store) form.append('store_id', store);
  const r = await api.call(endpointsOf(w).im, { form });
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw data({ message: 'Not found' }, { status: 404 });
    if (r.error.kind === 'business') return refuse(r.error.messages.map((m) => bulkMessage(t, m)));
    throw unwrapOrThrow(r);
  }
  const report = r.data;
  if (!report.imported)
    return refuse([t('bulk:api.refused')], {
      ...report,
      errors: report.errors.map((e) => ({ ...e, message: bulkMessage(t, e.message) })),
    });
  return redirectWithToast(request, w === 'seller' ? list : home(), {
    type: 'success',
    message: t('bulk:done', {
      rows: report.rows,
      created: report.created,
      updated: report.updated,
      products: report.products,
    }),
  });
}

/** Minor units in decimal units, exactly ("1999", 2 → "19.99"); '' for 0 when `blankZero`. */
export function decimalOf(minor: number, digits: number, blankZero = false): string {
  if (blankZero && minor === 0) return '';
  if (!digits) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** The export's rows as CSV (a BOM first, so a spreadsheet reads it as UTF-8). */
export function csvOf(rows: ExportRow[], digits: number): string {
  const cell = (r: ExportRow, c: (typeof CSV_COLUMNS)[number]): unknown => {
    if (c.startsWith('title_')) return r.titles[c.slice(6)] ?? '';
    if (c === 'selling') return decimalOf(r.selling, digits);
    if (c === 'offered' || c === 'price') return decimalOf(r[c], digits, true);
    return (r as Record<string, unknown>)[c];
  };
  return `\uFEFF${csvRows([[...CSV_COLUMNS], ...rows.map((r) => CSV_COLUMNS.map((c) => cell(r, c)))])}\r\n`;
}

/** A refusal thrown as `data()` becomes a plain Response: a resource route renders no error page. */
function plain(e: unknown): unknown {
  const refusal = e as { type?: string; init?: { status?: number } | null } | null;
  if (refusal?.type !== 'DataWithResponseInit') return e;
  const status = refusal.init?.status ?? 500;
  return new Response(status === 404 ? 'Not Found' : 'The export is not available.', {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

export async function exportLoader({ request, context }: LoaderFunctionArgs, w: Workspace) {
  try {
    const { api } = await workspaceOf(request, context, w);
    const asked = new URL(request.url).searchParams.get('store') ?? '';
    const store = w === 'admin' && /^\d{1,10}$/.test(asked) ? asked : '';
    const r = await api.call(endpointsOf(w).ex, { query: store ? { store } : {} });
    const body = csvOf(readOr404(r).rows, await shopDigits(request, context));
    const name = store ? `products-store-${store}.csv` : 'products.csv';
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (e) {
    throw plain(e);
  }
}
