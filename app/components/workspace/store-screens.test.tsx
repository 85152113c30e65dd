// The seller's store screens rendered from loader-shaped data (Testing Library, jsdom): the profile form posts
// with the CSRF token, its Arabic fields are right to left, a refused save shows what was typed; the pictures
// are multipart forms with a remove only when there is a picture; the dashboard formats the API's minor
// units; the store page's texts are plain text (markup shown as written, never run).
import { Outlet as RootOutlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';
import { StoreScreen } from '#app/components/workspace/store-screen.tsx';
import { DashboardScreen } from '#app/components/workspace/dashboard-screen.tsx';
import { StoreProfile } from '#app/components/store-profile.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
});

const site = {
  setting: { currency: 'USD' },
  img_src_url: 'https://img.test/',
  thumb_prefix: 'thumb-',
};
const profile = {
  id: 1,
  name: 'Nadia Crafts',
  slug: 'nadia-crafts',
  logo: 'stores/logo.webp',
  banner: null,
  contact_email: 'hello@nadia.test',
  contact_phone: null,
  description: 'Lamps.',
  shipping_policy: null,
  return_policy: null,
  translations: { fr: {}, ar: { description: 'مصابيح' }, tr: {}, hi: {} },
};

function renderAt(Component: ComponentType, data: Record<string, unknown>) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'en', dir: 'ltr', toast: null, site }),
      Component: () => <RootOutlet />,
      children: [{ path: 'screen', loader: () => data, Component }],
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthenticityTokenProvider token="test-csrf">
        <Stub initialEntries={['/screen']} />
      </AuthenticityTokenProvider>
    </I18nextProvider>,
  );
}

describe('the store profile screen', () => {
  it('posts the profile with the CSRF token, Arabic right to left, the saved texts filled in', async () => {
    renderAt(StoreScreen, { title: 'Store profile', home: '/seller', profile });
    const form = await screen.findByTestId('store-form');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector('input[name="csrf"]')?.getAttribute('value')).toBe('test-csrf');
    expect(within(form).getByLabelText('Store name')).toHaveProperty('value', 'Nadia Crafts');
    const ar = within(form).getByLabelText('Description (العربية)');
    expect(ar).toHaveProperty('value', 'مصابيح');
    expect(ar.closest('fieldset')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('link', { name: 'View your store page' }).getAttribute('href')).toBe(
      '/shop/nadia-crafts',
    );
  });

  it('has a multipart form for each picture, and a remove only for the one there is', async () => {
    renderAt(StoreScreen, { title: 'Store profile', home: '/seller', profile });
    const logo = await screen.findByTestId('store-logo');
    const banner = screen.getByTestId('store-banner');
    for (const box of [logo, banner]) {
      const upload = box.querySelector('form[enctype="multipart/form-data"]');
      expect(upload?.querySelector('input[type="file"][name="image"]')).not.toBeNull();
      expect(upload?.querySelector('input[name="csrf"]')).not.toBeNull();
    }
    expect(within(logo).getByRole('button', { name: 'Remove the Logo' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Remove the Banner' })).toBeNull();
    expect(within(logo).getByRole('img').getAttribute('src')).toBe(
      'https://img.test/stores/logo.webp',
    );
  });
});

describe('the dashboard', () => {
  it('shows the API’s figures in the shop’s money format and links to the stock screen', async () => {
    renderAt(DashboardScreen, {
      title: 'Dashboard',
      home: '/seller',
      dashboard: {
        currency: 'USD',
        sales: { today: 4500, days7: 12_990, days30: 48_250 },
        waiting: 2,
        low_stock: {
          total: 1,
          rows: [
            {
              inventory_id: 1,
              product_id: 7,
              product: 'Lamp',
              sku: null,
              variant: '',
              quantity: 3,
              store: { id: 1, name: 'Nadia Crafts', slug: 'nadia-crafts' },
            },
          ],
        },
        balance: { available: 20_000, held: 7_500 },
      },
    });
    expect((await screen.findByTestId('sales-today')).textContent).toBe('$45.00');
    expect(screen.getByTestId('sales-30').textContent).toBe('$482.50');
    expect(screen.getByTestId('waiting').textContent).toBe('2');
    expect(screen.getByTestId('held').textContent).toBe('$75.00');
    expect(screen.getByRole('link', { name: 'Lamp' }).getAttribute('href')).toBe(
      '/seller/products/7',
    );
    expect(screen.getByTestId('stock-link').getAttribute('href')).toBe('/seller/stock');
  });
});

describe('the store page’s profile', () => {
  it('shows the texts as written: markup is text, line breaks stay', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <StoreProfile
          store={{
            name: 'Nadia',
            description: '<img src=x onerror=alert(1)>\nSecond line',
            return_policy: '14 days',
          }}
        />
      </I18nextProvider>,
    );
    const text = screen.getByTestId('store-description');
    expect(text.textContent).toBe('<img src=x onerror=alert(1)>\nSecond line');
    expect(text.querySelector('img')).toBeNull();
    expect(screen.getByTestId('store-returns').textContent).toContain('14 days');
    expect(screen.queryByTestId('store-shipping')).toBeNull();
  });
});
