// The workspaces' CSV import and export (issue 33 item 7) against the MSW API (mocks/products-bulk.ts), with
// real cookies: a refused file comes back with its report in the reader's language and nothing changed; an
// imported one redirects with the counts in a toast; the download is the workspace's CSV; a visitor and a
// shopper get this site's 404 everywhere.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN, MOCK_SELLER, resetMockState } from '#mocks/identity.ts';
import { commitCsrfToken } from '#app/lib/csrf.server.ts';
import {
  ORIGIN,
  SHOPPER,
  context,
  runGet as get,
  runRoute,
  sessionCookie,
  toastOf,
  useMockApi,
} from '#tests/support/routes.ts';
import * as sellerImport from '#app/routes/($lang).seller.import.tsx';
import * as adminImport from '#app/routes/($lang).admin.products.import.tsx';
import * as sellerCsv from '#app/routes/($lang).seller.products[.]csv.tsx';
import * as adminCsv from '#app/routes/($lang).admin.products[.]csv.tsx';

useMockApi();
const SELLER = { token: MOCK_SELLER.token };
const ADMIN = { token: MOCK_ADMIN.token };

/** The import form as a browser without JavaScript posts it: multipart, the CSRF token, the file. */
async function upload(path: string, csv: string, session: Record<string, string>) {
  const [token, csrfCookie] = await commitCsrfToken(new Request(`${ORIGIN}/`));
  const form = new FormData();
  form.append('csrf', token);
  form.append('file', new File([csv], 'catalogue.csv', { type: 'text/csv' }));
  const cookies = [csrfCookie!.split(';')[0]!, await sessionCookie(session)];
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: form,
    headers: { Cookie: cookies.join('; '), Origin: ORIGIN },
  });
}
const post = async (
  action: typeof sellerImport.action,
  path: string,
  csv: string,
  session: Record<string, string>,
) =>
  runRoute(async () => action({ request: await upload(path, csv, session), context, params: {} }));

describe('the CSV import and export screens', () => {
  it('shows a refused file’s report in the reader’s language, then imports a good one with a toast', async () => {
    resetMockState();
    const page = await get(sellerImport.loader, '/fr/seller/import', SELLER);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ exportHref: '/fr/seller/products.csv', stores: [] });
    const refused = await post(
      sellerImport.action,
      '/fr/seller/import',
      'sku,stock\r\nLAMP-R,9\r\nNOPE,1\r\n',
      SELLER,
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      formErrors: ["Le fichier a été refusé : rien n'a été modifié."],
      report: {
        imported: 0,
        errors: [
          { row: 3, field: 'product_title', message: 'Un nouveau produit doit avoir un titre.' },
        ],
      },
    });
    const before = await get(sellerCsv.loader, '/seller/products.csv', SELLER);
    expect(before.text).toMatch(/^\uFEFF?sku,store_id,/);
    expect(before.text).toContain('LAMP-R,1,mock-lamp,Mock Lamp,1,2,,1,45.00,,,3,');
    const done = await post(
      sellerImport.action,
      '/seller/import',
      'sku,stock\r\nLAMP-R,9\r\n',
      SELLER,
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/seller/products');
    expect((await toastOf(done.headers))?.message).toBe(
      'Imported 1 rows: 0 new variants, 1 updated, 0 new products.',
    );
    const after = await get(sellerCsv.loader, '/seller/products.csv', SELLER);
    expect(after.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(after.text).toContain('LAMP-R,1,mock-lamp,Mock Lamp,1,2,,1,45.00,,,9,');
  });

  it('refuses a post without a file before calling the API', async () => {
    const r = await post(sellerImport.action, '/seller/import', '', SELLER);
    expect(r.status).toBe(400);
    expect(r.data).toMatchObject({ formErrors: ['Choose a CSV file.'], report: null });
  });

  it('lets staff choose the store and download every store', async () => {
    const page = await get(adminImport.loader, '/admin/products/import', ADMIN);
    expect(page.status).toBe(200);
    expect((page.data as { stores: unknown[] }).stores.length).toBeGreaterThan(0);
    const csv = await get(adminCsv.loader, '/admin/products.csv?store=1', ADMIN);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toContain('products-store-1.csv');
  });

  it('is this site’s 404 for a visitor and a shopper (screens, posts and downloads)', async () => {
    for (const session of [{}, SHOPPER]) {
      expect((await get(sellerImport.loader, '/seller/import', session)).status).toBe(404);
      expect((await get(adminImport.loader, '/admin/products/import', session)).status).toBe(404);
      expect((await get(sellerCsv.loader, '/seller/products.csv', session)).status).toBe(404);
      expect((await get(adminCsv.loader, '/admin/products.csv', session)).status).toBe(404);
      expect(
        (await post(sellerImport.action, '/seller/import', 'sku\r\nX\r\n', session)).status,
      ).toBe(404);
    }
    expect((await get(adminCsv.loader, '/admin/products.csv', SELLER)).status).toBe(404);
  });
});
