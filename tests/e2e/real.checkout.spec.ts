// Checkout end to end on the real API (issue 15), JavaScript on and off: a guest and a signed-in shopper each
// buy from two stores — cash on delivery, and bank transfer up to 'Payment data submitted successfully' —
// through /cart → /shipping (address added inline) → /checkout → /checkout/complete/{id}; the ordered lines
// leave the cart and the badge drops. Idempotency: "Place order" double-clicked and the same form replayed
// give one order; a checkout page whose cart changed meanwhile is refused. One journey in Arabic.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, locale, test } from './fixtures.ts';
import { logIn, registerViaApi, toast } from './accounts.ts';
import { idRange, plainProducts, type PlainProduct } from './orders.ts';
import { addToCart, saveAddress } from './shopping.ts';

/** Plain products (no variants, no bundle deal, in stock) of two different stores. */
async function twoStores(
  request: APIRequestContext,
  skip: number,
): Promise<[PlainProduct, PlainProduct]> {
  const plain = await plainProducts(request, idRange(1, 200));
  // Each journey its own pair, so parallel projects never compete for the same stock.
  const first = plain[skip % plain.length]!;
  const second = plain.find((p, i) => i > skip % plain.length && p.store.id !== first.store.id)!;
  return [first, second];
}

/** The shipping step's address of `who`, at an e-mail made of the name. */
const addAddress = (page: Page, who: string) =>
  saveAddress(page, who, `${who.toLowerCase().replace(/\W/g, '')}@example.com`);

/** axe (WCAG 2.1 AA) on a step of the journey, not only the page a test ends on (JavaScript on). */
async function accessible(page: Page, js: boolean) {
  if (js) await expectAccessible(page);
}

type Journey = {
  js: boolean;
  lang: 'en' | 'ar';
  method: 2 | 7;
  guest: boolean;
  products: [PlainProduct, PlainProduct];
};

/** From the cart to the order-placed page; returns that page's order id. */
async function checkout(page: Page, j: Journey): Promise<number> {
  const t = locale(j.lang, 'checkout');
  const cart = locale(j.lang, 'cart');
  const p = (path: string) => (j.lang === 'en' ? path : `/${j.lang}${path}`);
  await page.goto(p('/cart'));
  await hydrated(page, j.js);
  if (j.lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: cart.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`${p('/shipping')}$`));
  await hydrated(page, j.js);
  await expect(page.getByRole('heading', { name: t.shipping.title, level: 1 })).toBeVisible();
  // No address yet: every line says so, and the way on is closed.
  await expect(page.getByTestId('line-ship').first()).toHaveText(t.api.noAddress);
  await expect(page.getByTestId('shipping-blocked')).toHaveText(t.api.noAddress);
  await addAddress(page, j.guest ? 'Guest Buyer' : 'Signed Buyer');
  await toast(page, locale(j.lang, 'account').address.created);
  await expect(page.getByTestId('order-store')).toHaveCount(2);
  await expect(page.getByTestId('line-ship')).toHaveText([t.shipping.shipsOk, t.shipping.shipsOk]);
  await accessible(page, j.js);
  // Shipping per store, recomputed by the API for the address.
  for (const s of await page.getByTestId('store-shipping').all())
    await expect(s).not.toContainText(t.shippingUnknown);
  await page.getByRole('button', { name: t.shipping.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${p('/checkout')}$`));
  await hydrated(page, j.js);
  await expect(page.getByTestId('order-store')).toHaveCount(2);
  await expect(page.getByTestId('ship-to')).toContainText('1 Main Street');
  await accessible(page, j.js);
  // Cash on delivery, bank transfer and the online methods (here on their local sandboxes: test mode).
  await expect(page.locator('input[name=order_method][value="2"]')).toHaveCount(1);
  await expect(page.locator('input[name=order_method][value="7"]')).toHaveCount(1);
  await expect(page.locator('input[name=order_method][value="3"]')).toHaveCount(1);
  await expect(page.getByTestId('test-mode').first()).toHaveText(t.testMode);
  await page.getByLabel(t.methods[String(j.method)]).check();
  await page.getByRole('button', { name: t.place }).click();
  await expect(page.getByTestId('order-placed')).toHaveText(t.api.placed);
  const id = Number(/\/checkout\/complete\/(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  const code = (await page.getByTestId('order-number').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{12}$/);
  await expect(page.getByTestId('order-link')).toHaveAttribute(
    'href',
    j.guest ? `${p('/track-order')}?code=${code}` : p(`/user/order/${id}`),
  );
  await expect(page.getByTestId('ordered-store')).toHaveCount(2);
  // The ordered lines left the cart: the badge drops to 0.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  if (j.method === 7) {
    await expect(page.getByTestId('bank')).toContainText('Bosphorus Trade Bank');
    await page.getByLabel(t.fields.trans_id).fill('BANK-REF-2024-001');
    await page.getByRole('button', { name: t.bank.submit }).click();
    await expect(page.getByTestId('payment-submitted')).toContainText(t.api.paymentSubmitted);
  }
  await page.goto(p('/cart'));
  await expect(page.getByText(cart.empty)).toBeVisible();
  return id;
}

test.describe('checkout', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest buys from two stores with cash on delivery, then with bank transfer in Arabic', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const js = javaScriptEnabled !== false;
    const products = await twoStores(request, js ? 0 : 2);
    // Cash on delivery in English, then bank transfer in Arabic (right to left).
    for (const [method, lang] of [
      [2, 'en'],
      [7, 'ar'],
    ] as const) {
      for (const d of products) await addToCart(page, d, js);
      await checkout(page, { js, lang, method, guest: true, products });
      // The next order is a new guest's (a fresh session): the address step again.
      await page.context().clearCookies({ name: 'frontend_session' });
    }
  });

  test('a signed-in shopper buys from two stores with bank transfer, then cash on delivery, in Arabic', async ({
    page,
    request,
    javaScriptEnabled,
  }, testInfo) => {
    const js = javaScriptEnabled !== false;
    const products = await twoStores(request, js ? 4 : 6);
    const email = `checkout-${testInfo.project.name}-${Date.now()}@example.com`;
    await registerViaApi(request, email, 'secret12', 'Signed Buyer');
    await logIn(page, email, 'secret12', js);
    for (const d of products) await addToCart(page, d, js);
    await checkout(page, { js, lang: 'en', method: 7, guest: false, products });
    // Arabic, right to left: a second address book entry is not needed (the first is the default).
    for (const d of products) await addToCart(page, d, js);
    const t = locale('ar', 'checkout');
    await page.goto('/ar/cart');
    await hydrated(page, js);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: locale('ar', 'cart').checkout }).click();
    await expect(page).toHaveURL(/\/ar\/shipping$/);
    await hydrated(page, js);
    await expect(page.getByTestId('line-ship')).toHaveText([
      t.shipping.shipsOk,
      t.shipping.shipsOk,
    ]);
    await page.getByRole('button', { name: t.shipping.continue }).click();
    await expect(page).toHaveURL(/\/ar\/checkout$/);
    await hydrated(page, js);
    await page.getByLabel(t.methods['2']).check();
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByTestId('order-placed')).toHaveText(t.api.placed);
    await expect(page).toHaveURL(/\/ar\/checkout\/complete\/\d+$/);
    await expect(page.getByTestId('order-link')).toHaveAttribute(
      'href',
      /^\/ar\/user\/order\/\d+$/,
    );
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  });

  test('idempotency: a double-clicked and replayed "Place order" places one order; a changed cart is refused', async ({
    page,
    request,
    javaScriptEnabled,
  }, testInfo) => {
    const js = javaScriptEnabled !== false;
    const [a, b] = await twoStores(request, js ? 8 : 10);
    const email = `twice-${testInfo.project.name}-${Date.now()}@example.com`;
    const token = await registerViaApi(request, email, 'secret12', 'Twice Buyer');
    const auth = { Authorization: `Bearer ${token}` };
    const orders = async () =>
      (
        (await (
          await request.post('/api/v1/order/by-user', { headers: auth, data: {} })
        ).json()) as {
          data: { data: { id: number }[] };
        }
      ).data.data.map((o) => o.id);
    await logIn(page, email, 'secret12', js);
    await addToCart(page, a, js);
    await page.goto('/shipping');
    await hydrated(page, js);
    await addAddress(page, 'Twice Buyer');
    await toast(page, 'Address created successfully');

    // A checkout page whose cart changes before "Place order" is refused with a clear message.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await hydrated(page, js);
    await request.post('/api/v1/cart/action', {
      headers: auth,
      data: { product_id: b.id, quantity: 1 },
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Your cart has changed since you opened the checkout. Please review your order.',
      }),
    ).toBeVisible();
    expect(await orders()).toEqual([]);

    // The fresh page: its form is sent twice at once, and then its button double-clicked.
    await page.goto('/checkout');
    await hydrated(page, js);
    const form = page.getByTestId('place-form');
    const field = (name: string) => form.locator(`input[name=${name}]`).inputValue();
    const fields = {
      csrf: await field('csrf'),
      key: await field('key'),
      signature: await field('signature'),
      order_method: '2',
      intent: 'place',
    };
    const post = () => page.request.post('/checkout', { form: fields, maxRedirects: 0 });
    const [first, second] = await Promise.all([post(), post()]);
    const targets = [first.headers().location, second.headers().location];
    expect(targets[0]).toMatch(/^\/checkout\/complete\/\d+$/);
    expect(targets[1]).toBe(targets[0]);
    await page.locator('input[name=order_method][value="2"]').check();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page.getByTestId('order-placed')).toHaveText(
      'Your order has been placed successfully',
    );
    expect(new URL(page.url()).pathname).toBe(targets[0]);
    // Back to the checkout page and its form sent again: still the one order.
    const again = await post();
    expect(again.headers().location).toBe(targets[0]);
    expect(await orders()).toHaveLength(1);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test("another shopper's order page is not found", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const js = javaScriptEnabled !== false;
    const [a] = await twoStores(request, 12);
    const guest = `guestE2E${Date.now()}xxxxxxxx`.slice(0, 20);
    await request.post('/api/v1/cart/action', {
      data: { user_token: guest, product_id: a.id, quantity: 1 },
    });
    await request.post('/api/v1/user/address/action', {
      data: {
        user_token: guest,
        name: 'Other',
        email: 'other@example.com',
        phone: '+1 212 555 0100',
        country: 'US',
        city: 'NYC',
        zip: '10001',
        address_1: '2 Main',
        default: 1,
      },
    });
    const placed = (await (
      await request.post('/api/v1/order/action', { data: { user_token: guest, order_method: 2 } })
    ).json()) as { data: { id: number } };
    await addToCart(page, a, js);
    const res = await page.goto(`/checkout/complete/${placed.data.id}`);
    expect(res?.status()).toBe(404);
  });
});
