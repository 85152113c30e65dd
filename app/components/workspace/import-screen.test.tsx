// The CSV import screen rendered from loader-shaped data (Testing Library, jsdom): a multipart form with the
// CSRF token and the file field (staff also choose the store), the download link, and after a refused
// file the report table of every bad row.
import { Outlet as RootOutlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '#contract/products/bulk.ts';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';
import { ImportScreen } from '#app/components/workspace/import-screen.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
});

function renderScreen(workspace: 'seller' | 'admin', action: () => unknown = () => null) {
  const data = {
    title: 'Import',
    workspace,
    home: workspace === 'admin' ? '/admin' : '/seller',
    back: workspace === 'admin' ? '/admin' : '/seller/products',
    exportHref: workspace === 'admin' ? '/admin/products.csv' : '/seller/products.csv',
    stores: workspace === 'admin' ? [{ id: 1, title: 'Nadia Crafts' }] : [],
    columns: CSV_COLUMNS,
    maxRows: 10_000,
  };
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'en', dir: 'ltr', toast: null }),
      Component: () => <RootOutlet />,
      children: [
        { path: 'import', loader: () => data, action: action as never, Component: ImportScreen },
      ],
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthenticityTokenProvider token="test-csrf">
        <Stub initialEntries={['/import']} />
      </AuthenticityTokenProvider>
    </I18nextProvider>,
  );
}

describe('the CSV import screen', () => {
  it('is a multipart form with the CSRF token and a file field; the seller downloads their CSV', async () => {
    renderScreen('seller');
    const form = await screen.findByTestId('import-form');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.querySelector('input[name="csrf"]')?.getAttribute('value')).toBe('test-csrf');
    expect(form.querySelector('input[type="file"][name="file"]')).not.toBeNull();
    expect(form.querySelector('select[name="store_id"]')).toBeNull();
    expect(screen.getByTestId('export-csv').getAttribute('href')).toBe('/seller/products.csv');
    expect(screen.getByText(CSV_COLUMNS.join(','))).toBeTruthy();
  });

  it('lets staff choose the store of the import and of the download', async () => {
    renderScreen('admin');
    const form = await screen.findByTestId('import-form');
    expect(within(form).getByRole('option', { name: 'Nadia Crafts' })).toBeTruthy();
    expect(screen.getByTestId('export-csv').closest('form')?.getAttribute('action')).toBe(
      '/admin/products.csv',
    );
  });

  it('lists every bad row of a refused file', async () => {
    renderScreen('seller', () => ({
      formErrors: ['The file was refused: nothing was changed.'],
      store: '',
      report: {
        imported: 0,
        rows: 3,
        created: 0,
        updated: 0,
        products: 0,
        stock_changes: 0,
        error_count: 2,
        errors: [
          { row: 2, field: 'selling', message: 'Write an amount such as 19.99.' },
          {
            row: 3,
            field: 'attributes',
            message: 'No attribute or value of the shop has this name.',
          },
        ],
      },
    }));
    fireEvent.submit(await screen.findByTestId('import-form'));
    const table = await screen.findByTestId('import-report');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RowColumnProblem',
      '2sellingWrite an amount such as 19.99.',
      '3attributesNo attribute or value of the shop has this name.',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('nothing was changed');
  });
});
