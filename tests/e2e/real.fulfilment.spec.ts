// Each store's part of an order end to end (issue 34), JavaScript on and off, on the real embedded API with the
// seeded demo sellers: a shopper's order of a product of seller1's store and one of seller2's is placed
// through the API; each seller sees only their part; seller1 ships theirs with a carrier and tracking number
// (a missing tracking number is refused, what was typed kept); the tracked order shows both stores' progress
// with the tracking number; both delivered, the order is delivered. A visitor, a shopper and a seller not in
// the order get this site's 404; the screens pass axe in English and Arabic (right to left).
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, openHydrated } from './fixtures.ts';
import { test } from './with-admin.ts';
import { logIn, newShopper, toast } from './accounts.ts';
import { idRange, plainProducts, type PlainProduct } from './orders.ts';
import { NEW_YORK_ADDRESS } from '../support/address.ts';

test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'bazaar-seller-1';
const SELLERS = ['seller1', 'seller2', 'seller3'].map((s) => ({
  email: `${s}@bazaar.example`,
  password: PASSWORD,
}));

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const r = (await (await request.post('/api/v1/user/signin', { data: who })).json()) as {
    data: { token: string };
  };
  return r.data.token;
}

async function storeOf(request: APIRequestContext, token: string) {
  const r = (await (
    await request.get('/api/v1/seller/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { store: { id: number } } };
  return r.data.store.id;
}

/** A plain product of each of two stores, from the end of the demo catalogue. */
async function productsOf(request: APIRequestContext, storeA: number, storeB: number) {
  const found = await plainProducts(request, idRange(120, 1), { minStock: 10 });
  const a = found.find((p) => p.store.id === storeA);
  const b = found.find((p) => p.store.id === storeB);
  if (!a || !b) throw new Error('no plain product of both demo stores');
  return [a, b] as const;
}

async function placeTwoStoreOrder(
  request: APIRequestContext,
  token: string,
  products: readonly PlainProduct[],
) {
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const body = (await (
      await request.post(`/api/v1/${path}`, { headers, data, maxRetries: 2 })
    ).json()) as { status: number; data: { id: number; order: string } };
    expect(body.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
    return body.data;
  };
  for (const p of products)
    await post('cart/action', { product_id: p.id, inventory_id: p.inventory[0]!.id, quantity: 1 });
  await post('user/address/action', {
    name: 'Ada Parts',
    email: 'ada.parts@example.com',
    ...NEW_YORK_ADDRESS,
    default: 1,
  });
  return post('order/action', { order_method: 2, voucher: '' });
}

const titleOf = async (request: APIRequestContext, p: PlainProduct) =>
  (
    (await (await request.get(`/api/v1/product/${p.id}`)).json()) as {
      data: { title: string };
    }
  ).data.title;

test('two stores in one order: each seller sees and moves only their part; the buyer follows both', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const [tokenA, tokenB] = await Promise.all(SELLERS.slice(0, 2).map((s) => tokenOf(request, s)));
  const [storeA, storeB] = await Promise.all([
    storeOf(request, tokenA!),
    storeOf(request, tokenB!),
  ]);
  const products = await productsOf(request, storeA, storeB);
  const [titleA, titleB] = await Promise.all(products.map((p) => titleOf(request, p)));
  const shopper = await newShopper(request, 'parts-buyer', stamp);
  const order = await placeTwoStoreOrder(request, shopper.token, products);

  // Seller A: the list, their part only.
  await logIn(page, SELLERS[0]!.email, PASSWORD, js);
  await openHydrated(page, `/seller/orders?q=${order.order}`, js);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  if (js) await expectAccessible(page);
  await page.getByRole('link', { name: order.order }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order}` })).toBeVisible();
  const lines = page.getByTestId('part-lines');
  await expect(lines).toContainText(titleA!);
  await expect(lines).not.toContainText(titleB!);
  await expect(page.getByTestId('part-address')).toContainText('Ada Parts');
  if (js) await expectAccessible(page);

  // On the way without a tracking number: refused, the carrier kept.
  const form = page.getByTestId('part-status-form');
  await form.getByLabel('Move to').selectOption('on_the_way');
  await form.getByLabel('Carrier (needed on the way)').fill('Aramex');
  await form.getByRole('button', { name: 'Update the order' }).click();
  await expect(page.getByText("Enter the parcel's tracking number.")).toBeVisible();
  await expect(
    page.getByTestId('part-status-form').getByLabel('Carrier (needed on the way)'),
  ).toHaveValue('Aramex');
  const tracking = `ARX-${stamp}`;
  const again = page.getByTestId('part-status-form');
  await again.getByLabel('Move to').selectOption('on_the_way');
  await again.getByLabel('Tracking number (needed on the way)').fill(tracking);
  await again.getByRole('button', { name: 'Update the order' }).click();
  await toast(page, 'The order has been updated and the buyer told.');
  await expect(page.getByTestId('part-tracking')).toContainText(tracking);

  // Arabic, right to left.
  await openHydrated(page, `/ar/seller/orders/${order.id}`, js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.order);
  if (js) await expectAccessible(page);
  await openHydrated(page, '/ar/seller/orders', js);
  if (js) await expectAccessible(page);

  // Seller B sees only their line, through the API as the screen does.
  const partB = (await (
    await request.get(`/api/v1/seller/orders/${order.id}`, {
      headers: { Authorization: `Bearer ${tokenB}` },
    })
  ).json()) as { data: { lines: { title: string }[] } };
  expect(partB.data.lines.map((l) => l.title)).toEqual([titleB]);

  // The buyer follows both parts, with the tracking number.
  await openHydrated(page, `/track-order?code=${order.order}`, js);
  const parts = page.getByTestId('order-part');
  await expect(parts).toHaveCount(2);
  await expect(page.getByTestId('order-parts')).toContainText(tracking);

  // Both delivered: the order is.
  for (const token of [tokenA, tokenB]) {
    const r = (await (
      await request.post(`/api/v1/seller/orders/${order.id}/status`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'delivered' },
      })
    ).json()) as { status: number };
    expect(r.status).toBe(200);
  }
  await openHydrated(page, `/track-order?code=${order.order}`, js);
  await expect(
    page.getByTestId('tracked-order').getByTestId('order-tracker').first(),
  ).toHaveAttribute('aria-label', /.+/);
  await expect(
    page.getByTestId('tracked-order').locator('[aria-current="step"]').first(),
  ).toContainText('Delivered');
});

test('another seller, a shopper and a visitor get this site’s 404 for a part', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const [tokenA, tokenB] = await Promise.all(SELLERS.slice(0, 2).map((s) => tokenOf(request, s)));
  const [storeA, storeB] = await Promise.all([
    storeOf(request, tokenA!),
    storeOf(request, tokenB!),
  ]);
  const products = await productsOf(request, storeA, storeB);
  const shopper = await newShopper(request, 'parts-nosy', stamp);
  const order = await placeTwoStoreOrder(request, shopper.token, [products[0]]);
  expect((await page.goto(`/seller/orders/${order.id}`))?.status()).toBe(404);
  await logIn(page, shopper.email, 'secret12', js);
  expect((await page.goto(`/seller/orders/${order.id}`))?.status()).toBe(404);
  expect((await page.goto('/seller/orders'))?.status()).toBe(404);
  await page.context().clearCookies();
  await logIn(page, SELLERS[1]!.email, PASSWORD, js);
  expect((await page.goto(`/seller/orders/${order.id}`))?.status()).toBe(404);
});
