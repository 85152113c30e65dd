// Issue 14, item 6: a percentage voucher shows its cap wherever it is shown, and a cart whose address
// nothing ships to says shipping is unavailable instead of "$0.00" (Arabic too).
import { Outlet as RootOutlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonFixture } from '#mocks/site.ts';
import { CommonDataSchema } from '#contract/site/common.ts';
import type { CartSummary } from '#contract/cart/schemas.ts';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';
import { Vouchers } from '#app/components/product/vouchers.tsx';
import { Summary } from '#app/routes/($lang).cart/summary.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
});
const site = { ...CommonDataSchema.parse(commonFixture), img_src_url: '/uploads/' };

async function renderIn(lng: string, element: ReactNode) {
  await i18n.changeLanguage(lng);
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site, locale: lng, dir: lng === 'ar' ? 'rtl' : 'ltr', toast: null }),
      Component: () => <RootOutlet />,
      children: [{ path: '*', Component: () => <>{element}</> }],
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthenticityTokenProvider token="t">
        <Stub initialEntries={[lng === 'en' ? '/x' : `/${lng}/x`]} />
      </AuthenticityTokenProvider>
    </I18nextProvider>,
  );
}

const summary: CartSummary = {
  count: 1,
  selected_count: 1,
  items: 1000,
  bundle_offer: 0,
  subtotal: 1000,
  tax: 0,
  tax_included: 0,
  shipping: 0,
  shipping_by_store: [],
  voucher: null,
  voucher_error: null,
  total: 1000,
  destination: { country: 'AF', state: null },
  unshippable: [{ cart_id: 1, title: 'Lamp', country: 'AF', state: null }],
  pickup_points: [],
};

describe('shipping unavailable', () => {
  it('shows "Unavailable for this address", never $0.00', async () => {
    await renderIn('en', <Summary summary={summary} />);
    const row = await screen.findByTestId('summary-shipping');
    expect(row).toHaveTextContent('Unavailable for this address');
    expect(row).not.toHaveTextContent('0.00');
  });

  it('in Arabic', async () => {
    await renderIn('ar', <Summary summary={summary} />);
    const row = await screen.findByTestId('summary-shipping');
    expect(row).toHaveTextContent('غير متاح لهذا العنوان');
  });

  it('still shows a price when everything ships', async () => {
    await renderIn('en', <Summary summary={{ ...summary, shipping: 5, unshippable: [] }} />);
    expect(await screen.findByTestId('summary-shipping')).toHaveTextContent('$5.00');
  });
});

describe('voucher cap', () => {
  it('a capped percentage voucher on the product page says up to how much', async () => {
    await renderIn(
      'en',
      <Vouchers
        vouchers={[
          {
            code: 'WELCOME10',
            type: 2,
            price: 10,
            capped_price: 20,
            min_spend: 50,
            title: null,
            usage_limit: null,
            limit_per_customer: null,
            end_time: null,
          },
        ]}
        money={(m) => `$${m.toFixed(2)}`}
        locale="en"
      />,
    );
    expect(await screen.findByTestId('vouchers')).toHaveTextContent('10% off, up to $20.00');
  });
});
