// The flash sale's form with its caps (decision 149), rendered from loader-shaped data (Testing Library, jsdom):
// each product's cap next to its flash price, filled in when set, empty when none, with the units sold so far.
import { Outlet as RootOutlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';
import { FlashSaleScreen } from '#app/components/promotions/screens.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
});

const site = { setting: { currency: 'USD' }, img_src_url: 'https://img.test/', thumb_prefix: 't-' };
const record = {
  id: 1,
  title: 'Weekend flash',
  titles: { en: 'Weekend flash', fr: '', ar: '', tr: '', hi: '' },
  slug: 'weekend-flash',
  start_time: '2026-11-28 00:00:00',
  end_time: '2099-12-31 23:59:59',
  status: 'public',
  products: [
    {
      product_id: 1,
      title: 'Desk lamp',
      selling: 4000,
      offered: 0,
      price: 2900,
      quantity: 50,
      sold: 12,
    },
    {
      product_id: 2,
      title: 'Floor lamp',
      selling: 9000,
      offered: 0,
      price: 6500,
      quantity: null,
      sold: 0,
    },
  ],
  audit: [],
};

describe('the flash sale form', () => {
  it('shows each product’s cap next to its flash price, with the units sold', async () => {
    const Stub = createRemixStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale: 'en', dir: 'ltr', toast: null, site }),
        Component: () => <RootOutlet />,
        children: [
          {
            path: 'screen',
            loader: () => ({
              title: 'Edit',
              kind: 'flash-sales',
              side: 'admin',
              record,
              digits: 2,
            }),
            Component: FlashSaleScreen,
          },
        ],
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <AuthenticityTokenProvider token="test-csrf">
          <Stub initialEntries={['/screen']} />
        </AuthenticityTokenProvider>
      </I18nextProvider>,
    );
    const form = await screen.findByTestId('flash-sale-form');
    const first = within(form).getByLabelText('Product 1: cap (units)');
    expect(first).toHaveProperty('name', 'products[0].quantity');
    expect(first).toHaveProperty('value', '50');
    expect(first.getAttribute('aria-describedby')).toBe(
      within(form).getByText('Sold at the flash price: 12').id,
    );
    expect(within(form).getByLabelText('Product 2: cap (units)')).toHaveProperty('value', '');
    expect(within(form).getByText('Sold at the flash price: 0')).toBeTruthy();
    expect(within(form).getByLabelText('Product 3: cap (units)')).toHaveProperty('value', '');
  });
});
