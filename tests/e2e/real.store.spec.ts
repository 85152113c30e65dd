// A seller's store and dashboard end to end (issue 34), JavaScript on and off, on the real embedded API with
// demo sellers no other spec signs in as (seller5 with JavaScript, seller6 without, so the two projects never
// edit one store): the seller writes the store's description in English and Arabic and its policies, a
// refused form keeps what was typed, uploads a logo and a banner; a shopper sees them on /shop/{slug} in
// Arabic, right to left; after an order placed through the API the dashboard shows its figures. axe on the
// new screens in English and Arabic. What was changed is put back at the end.
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectAccessible,
  hydrated,
  openHydrated,
  setReturningShopper,
  test,
} from './fixtures.ts';
import { logIn, toast } from './accounts.ts';
import { placeOrder, plainProducts } from './orders.ts';

test.describe.configure({ timeout: 180_000 });

const sellerOf = (js: boolean) => ({
  email: js ? 'seller5@bazaar.example' : 'seller6@bazaar.example',
  password: 'bazaar-seller-1',
});

const picture = async (colour: string, width: number, height: number) => ({
  name: `${colour.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const r = (await (await request.post('/api/v1/user/signin', { data: who })).json()) as {
    data: { token: string };
  };
  return r.data.token;
}

type Profile = Record<string, unknown> & { name: string; slug: string; banner: string | null };

test('a seller edits the store, a shopper reads it in Arabic, and the dashboard counts an order', async ({
  page,
  browser,
  baseURL,
  request,
  js,
  stamp,
}) => {
  const seller = sellerOf(js);
  const token = await tokenOf(request, seller);
  const auth = { Authorization: `Bearer ${token}` };
  const original = (
    (await (await request.get('/api/v1/seller/store', { headers: auth })).json()) as {
      data: Profile;
    }
  ).data;
  const description = `Lamps made by hand ${stamp}.\nShipped from Izmir.`;
  const arDescription = `مصابيح مصنوعة يدويًا ${stamp}`;

  await logIn(page, seller.email, seller.password, js);
  await openHydrated(page, '/seller/store', js);
  await expect(page.getByRole('heading', { level: 1, name: 'Store profile' })).toBeVisible();
  const form = page.getByTestId('store-form');
  // A refused form keeps what was typed and says what is wrong.
  await form.getByLabel('Description', { exact: true }).fill(description);
  await form.getByLabel('Description (العربية)', { exact: true }).fill(arDescription);
  await form.getByLabel('Contact e-mail').fill('not-an-address');
  await form.getByLabel('Contact phone').fill('+90 232 555 01 02');
  await form.getByRole('button', { name: 'Save the store' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByLabel('Description', { exact: true })).toHaveValue(description);
  await expect(form.getByLabel('Description (العربية)', { exact: true })).toHaveValue(
    arDescription,
  );
  await hydrated(page, js);

  await form.getByLabel('Contact e-mail').fill('shop@example.com');
  await form.getByLabel('Shipping policy', { exact: true }).fill('We ship within two days.');
  await form.getByLabel('Return policy', { exact: true }).fill('Returns within 14 days.');
  await form.getByLabel('Shipping policy (العربية)', { exact: true }).fill('نشحن خلال يومين.');
  await form.getByRole('button', { name: 'Save the store' }).click();
  await toast(page, 'The store has been saved.');
  await expect(
    page.getByTestId('store-form').getByLabel('Description', { exact: true }),
  ).toHaveValue(description);
  await hydrated(page, js);

  // A logo and a banner, each through its own multipart form.
  const logo = page.getByTestId('store-logo');
  await logo.getByLabel('Logo file').setInputFiles(await picture('#aa3300', 200, 200));
  await logo.getByRole('button', { name: 'Upload the Logo' }).click();
  await toast(page, 'The picture has been saved.');
  await hydrated(page, js);
  const banner = page.getByTestId('store-banner');
  await banner.getByLabel('Banner file').setInputFiles(await picture('#0033aa', 1200, 300));
  await banner.getByRole('button', { name: 'Upload the Banner' }).click();
  await toast(page, 'The picture has been saved.');
  await expect(page.getByTestId('store-banner').locator('img')).toBeVisible();
  if (js) await expectAccessible(page);

  // A shopper (a visitor) reads the store in Arabic, right to left; the policy not written in Arabic is English.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: js });
  await setReturningShopper(visitor, baseURL!);
  const shop = await visitor.newPage();
  await openHydrated(shop, `/ar/shop/${encodeURIComponent(original.slug)}`, js);
  await expect(shop.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shop.getByTestId('store-description')).toHaveText(arDescription);
  await expect(shop.getByTestId('store-banner')).toBeVisible();
  await expect(shop.getByTestId('store-contact')).toContainText('shop@example.com');
  await expect(shop.getByTestId('store-shipping')).toContainText('سياسة الشحن');
  await shop.getByTestId('store-shipping').locator('summary').click();
  await expect(shop.getByTestId('store-shipping')).toContainText('نشحن خلال يومين.');
  await shop.getByTestId('store-returns').locator('summary').click();
  await expect(shop.getByTestId('store-returns')).toContainText('Returns within 14 days.');
  if (js) await expectAccessible(shop);
  await visitor.close();

  // An order of one of the store's products, placed through the API, shows on the dashboard.
  const dashboard = async () =>
    (
      (await (await request.get('/api/v1/seller/dashboard', { headers: auth })).json()) as {
        data: { sales: { today: number; days30: number }; waiting: number };
      }
    ).data;
  const before = await dashboard();
  const mine = (
    (await (
      await request.get('/api/v1/seller/products?status=public', { headers: auth })
    ).json()) as { data: { data: { id: number }[] } }
  ).data.data.map((p) => p.id);
  const [product] = await plainProducts(request, mine, { minStock: 5, enough: 1 });
  expect(product, 'a plain product of the store').toBeTruthy();
  const guest = `guestSTORE${stamp}`
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, 'z')
    .slice(0, 20);
  const placed = await placeOrder(request, product!, { guest });
  expect(placed.id).toBeGreaterThan(0);
  const after = await dashboard();
  expect(after.sales.today).toBeGreaterThan(before.sales.today);
  expect(after.sales.days30).toBeGreaterThan(before.sales.days30);
  expect(after.waiting).toBeGreaterThanOrEqual(before.waiting + 1);
  await openHydrated(page, '/seller', js);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(Number(await page.getByTestId('waiting').innerText())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('sales-today')).not.toHaveText(/^\D*0[.,]00\D*$/);
  await page.getByTestId('stock-link').click();
  await expect(page).toHaveURL(/\/seller\/stock$/);

  // Put back what other specs could see: the store's texts as they were, no banner.
  const restored = await request.post('/api/v1/seller/store', {
    headers: auth,
    data: { ...original, translations: original.translations },
  });
  expect(((await restored.json()) as { status: number }).status).toBe(200);
  await request.post('/api/v1/seller/store/picture/remove', {
    headers: auth,
    data: { picture: 'banner' },
  });
});

test('the dashboard and the store profile are accessible (axe) in English and Arabic, Arabic right to left', async ({
  page,
  js,
}) => {
  const seller = sellerOf(js);
  await logIn(page, seller.email, seller.password, js);
  for (const path of ['/seller', '/seller/store'])
    for (const lang of ['', '/ar']) {
      await openHydrated(page, `${lang}${path}`, js);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang ? 'rtl' : 'ltr');
      if (js) await expectAccessible(page);
    }
});

test('the dashboard and the store profile are this site’s 404 for a visitor', async ({ page }) => {
  for (const path of ['/seller', '/seller/store'])
    expect((await page.goto(path))?.status()).toBe(404);
});
