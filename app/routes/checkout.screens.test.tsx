// The shipping, checkout and order-placed screens rendered from loader-shaped data (Testing Library, jsdom):
// the spec's messages per line, the place form's hidden key and signature with only the offered methods, and
// the order-placed page's link (the order for a signed-in shopper, the tracking page for a guest) and bank
// transfer states.
import { Outlet as RootOutlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonFixture } from '#mocks/site.ts';
import { CommonDataSchema } from '#contract/site/common.ts';
import { CartLinesSchema, CartSummarySchema } from '#contract/cart/schemas.ts';
import { OrderDetailSchema } from '#contract/orders/schemas.ts';
import { lineView } from '#mocks/cart.state.ts';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';
import ShippingRoute from '#app/routes/($lang).shipping/route.tsx';
import CheckoutRoute from '#app/routes/($lang).checkout/route.tsx';
import OrderPlacedRoute from '#app/routes/($lang).checkout_.complete.$id/route.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
});
const site = { ...CommonDataSchema.parse(commonFixture), img_src_url: '/uploads/' };

function renderRoute(path: string, Component: ComponentType, data: object) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site, locale: 'en', dir: 'ltr', toast: null }),
      Component: () => <RootOutlet />,
      children: [{ path: '*', loader: () => data, action: () => null, Component }],
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthenticityTokenProvider token="test-csrf">
        <Stub initialEntries={[path]} />
      </AuthenticityTokenProvider>
    </I18nextProvider>,
  );
}

const now = new Date().toISOString();
const lines = CartLinesSchema.parse(
  [3, 4].map((product_id, i) =>
    lineView({
      id: i + 1,
      product_id,
      inventory_id: product_id * 10,
      quantity: 1,
      selected: 1,
      shipping_type: 1,
      shipping_place_id: null,
      created_at: now,
      updated_at: now,
    }),
  ),
);
const summary = (over: object = {}) =>
  CartSummarySchema.parse({
    count: 2,
    selected_count: 2,
    items: 20,
    bundle_offer: 0,
    subtotal: 20,
    tax: 0,
    tax_included: 0,
    shipping: null,
    voucher: null,
    voucher_error: null,
    total: 20,
    destination: null,
    unshippable: [],
    ...over,
  });
const address = {
  id: 5,
  label: 'home',
  name: 'Ada Buyer',
  email: 'ada@example.com',
  phone: '+1 212 555 0100',
  country: 'AF',
  state: 'BDS',
  city: 'Kabul',
  zip: '1001',
  address_1: '1 Main',
  address_2: null,
  delivery_instruction: null,
  default: 1,
  created: now,
};
const shippingData = (over: object) => ({
  title: 'Shipping',
  guest: true,
  lines,
  summary: summary(),
  addresses: [],
  chosen: null,
  shippingType: 1,
  adding: true,
  editing: null,
  countries: [{ code: 'AF', name: 'Afghanistan' }],
  states: {},
  defaults: { country: 'AF', state: '' },
  ...over,
});

describe('shipping screen', () => {
  it("without an address: the form, and 'Please add an address first.' on every line and instead of going on", async () => {
    renderRoute('/shipping', ShippingRoute, shippingData({}));
    expect(await screen.findByRole('heading', { name: 'Add an address' })).toBeInTheDocument();
    expect(screen.getAllByTestId('line-ship').map((l) => l.textContent)).toEqual([
      'Please add an address first.',
      'Please add an address first.',
    ]);
    expect(screen.getByTestId('shipping-blocked')).toHaveTextContent(
      'Please add an address first.',
    );
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it("an unshippable line: 'Product is unable to be shipped.' and the cart's message; nothing selected: the spec's message", async () => {
    const destination = { country: 'US', state: null };
    const data = shippingData({
      addresses: [address],
      chosen: 5,
      adding: false,
      summary: summary({
        destination,
        shipping: 3,
        shipping_by_store: [{ store_id: lines[0]!.store!.id, shipping: 3 }],
        unshippable: [{ cart_id: 2, title: 'Mock product 4', ...destination }],
      }),
    });
    const { unmount } = renderRoute('/shipping', ShippingRoute, data);
    const marks = await screen.findAllByTestId('line-ship');
    expect(marks.map((l) => l.textContent)).toEqual([
      'Can be shipped to this address',
      'Product is unable to be shipped.',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This product can not be shipped to US. Please Uncheck the product first or change the shipping address',
    );
    expect(screen.getByTestId('store-shipping')).toHaveTextContent('Shipping: $3.00');
    expect(screen.getByRole('radio', { name: /Ada Buyer/ })).toBeChecked();
    unmount();
    renderRoute('/shipping', ShippingRoute, {
      ...data,
      lines: [],
      summary: summary({ destination }),
    });
    expect(
      (await screen.findAllByText(/You don't have any product selected\./))[0],
    ).toBeInTheDocument();
  });
});

describe('checkout screen', () => {
  it('offers the given methods, carries the key and signature, and never a price', async () => {
    renderRoute('/checkout', CheckoutRoute, {
      title: 'Checkout',
      lines,
      summary: summary({ destination: { country: 'AF', state: 'BDS' }, shipping: 3, total: 23 }),
      voucher: null,
      address,
      pickup: false,
      methods: [2, 7, 3],
      chosenMethod: 2,
      testMethods: [3],
      key: 'k'.repeat(54),
      signature: '1x1@1000,2x1@1000=2300',
    });
    const form = await screen.findByTestId('place-form');
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['2', '7', '3']);
    expect(within(form).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    // A provider on its local sandbox is marked as test mode.
    expect(within(form).getByRole('radio', { name: /Card \(Stripe\)/ })).toBeInTheDocument();
    expect(within(form).getByTestId('test-mode')).toHaveTextContent('Test mode');
    const names = [...form.querySelectorAll('input')].map((i) => i.name);
    expect(names.sort()).toEqual([
      'csrf',
      'key',
      'order_method',
      'order_method',
      'order_method',
      'signature',
    ]);
    expect(form.querySelector<HTMLInputElement>('input[name=key]')!.value).toBe('k'.repeat(54));
    expect(screen.getByTestId('ship-to')).toHaveTextContent('Ada Buyer');
    expect(screen.getAllByTestId('order-store')).toHaveLength(1);
  });
});

describe('order placed screen', () => {
  const order = (over: object) =>
    OrderDetailSchema.parse({
      id: 41,
      order: 'ABCDEFGH2345',
      status: 1,
      cancelled: 0,
      payment_done: 0,
      order_method: 7,
      total_amount: 23,
      currency: 'USD',
      ordered_products: [
        {
          id: 1,
          order_id: 41,
          quantity: 2,
          shipping_type: 1,
          selling: 10,
          tax_price: 0,
          shipping_price: 3,
          product: { title: 'Mock product 3', store: { id: 1, name: 'Kestrel', slug: 'k' } },
        },
      ],
      calculated: {
        subtotal: 20,
        shipping_price: 3,
        bundle_offer: 0,
        tax: 0,
        voucher_price: 0,
        total_price: 23,
      },
      ...over,
    });
  const bank = {
    bank_name: 'Mock Bank',
    account_name: 'Mock Bazaar Ltd',
    account_number: '0001 2345 6789',
    branch_name: 'Main Street',
  };

  it("a guest's bank transfer: the tracking link, the bank details and the reference form", async () => {
    renderRoute('/checkout/complete/41', OrderPlacedRoute, {
      title: 'Order placed',
      order: order({}),
      guest: true,
      bank,
    });
    expect(await screen.findByTestId('order-placed')).toHaveTextContent(
      'Your order has been placed successfully',
    );
    expect(screen.getByTestId('order-number')).toHaveTextContent('ABCDEFGH2345');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track-order?code=ABCDEFGH2345',
    );
    expect(screen.getByTestId('bank')).toHaveTextContent('Mock Bank');
    expect(screen.getByLabelText('Transaction id')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$23.00');
  });

  it("a signed-in shopper's submitted transfer: the order link and 'Payment data submitted successfully'", async () => {
    renderRoute('/checkout/complete/41', OrderPlacedRoute, {
      title: 'Order placed',
      order: order({ trans_id: 'REF-1', awaiting_verification: 1 }),
      guest: false,
      bank,
    });
    expect(await screen.findByTestId('payment-submitted')).toHaveTextContent(
      'Payment data submitted successfully',
    );
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/user/order/41',
    );
    expect(screen.queryByLabelText('Transaction id')).toBeNull();
  });
});
