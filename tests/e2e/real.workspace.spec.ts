// The catalogue workspaces end to end (issue 33), JavaScript on and off, on the real embedded API with the
// seeded demo seller and admin: the seller signs in, creates a product, gives it two attributes (four
// variants), stocks them, uploads three pictures, writes its Arabic title and description and publishes it;
// a shopper finds it by search in Arabic and its page shows the Arabic texts; an order takes one unit of one
// variant and the seller sees the stock drop with its history line; staff edit the same product. A
// visitor, a shopper and another seller get this site's 404 for the workspace and for the product.
import sharp from 'sharp';
import {
  expect,
  expectAccessible,
  hydrated,
  locale,
  openHydrated,
  setReturningShopper,
} from './fixtures.ts';
import { test } from './with-admin.ts';
import { DEMO_ADMIN, logIn, newShopper, toast } from './accounts.ts';
import { placeOrder, type PlainProduct } from './orders.ts';

test.describe.configure({ timeout: 240_000 });

const tx = locale('en', 'taxonomy');
const SELLER = { email: 'seller1@bazaar.example', password: 'bazaar-seller-1' };
const OTHER_SELLER = { email: 'seller2@bazaar.example', password: 'bazaar-seller-1' };

const picture = async (colour: string) => ({
  name: `${colour}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

test('a seller lists a product with four variants and three pictures; a shopper finds and buys it in Arabic; staff edit it', async ({
  page,
  browser,
  baseURL,
  request,
  adminAt,
  js,
  stamp,
}) => {
  const title = `Brass Lamp ${stamp}`;
  const arTitle = `مصباح نحاسي ${stamp}`;
  // A hidden category of this test's own (made through the API): no listing other specs count changes.
  const ownCategory = `Lamps ${stamp}`;
  const adminToken = (
    (await (await request.post('/api/v1/user/signin', { data: DEMO_ADMIN })).json()) as {
      data: { token: string };
    }
  ).data.token;
  const madeCategory = (await (
    await request.post('/api/v1/admin/categories/save', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { title: ownCategory, status: 'hidden' },
    })
  ).json()) as { status: number };
  expect(madeCategory.status).toBe(200);
  await logIn(page, SELLER.email, SELLER.password, js);
  await openHydrated(page, '/seller/products', js);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  if (js) await expectAccessible(page);
  await page.getByTestId('new-product').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await hydrated(page, js);

  // A refused form keeps what was typed and says what is wrong.
  const form = page.getByTestId('product-form');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Selling price').fill('45.00');
  await form.getByLabel('Offered price').fill('50');
  await form.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByText('The offered price must be below the selling price.')).toBeVisible();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);

  await form.getByLabel('Offered price').fill('39.90');
  await form
    .getByLabel('Description', { exact: true })
    .fill('<p>Warm <b>light</b><script>alert(1)</script></p>');
  await form.getByLabel('Category').selectOption({ label: ownCategory });
  await form.getByLabel('Shipping rule').selectOption({ index: 1 });
  await form.getByLabel('Title (العربية)', { exact: true }).fill(arTitle);
  await form.getByLabel('Description (العربية)', { exact: true }).fill('<p>ضوء دافئ للمكتب</p>');
  await form.getByRole('button', { name: 'Preview the description' }).click();
  const preview = page.getByTestId('description-preview');
  await expect(preview.locator('b')).toHaveText('light');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(form.getByLabel('Title (العربية)', { exact: true })).toHaveValue(arTitle);
  await form.getByRole('button', { name: 'Create the product' }).click();
  await toast(page, 'The product has been saved.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('product-status')).toContainText('Hidden');
  const productId = Number(/\/seller\/products\/(\d+)/.exec(page.url())![1]);
  await hydrated(page, js);

  // Two attributes, two values each: four variants.
  const variants = page.getByTestId('product-variants');
  for (const group of await variants
    .locator('fieldset')
    .all()
    .then((g) => g.slice(0, 2)))
    for (const box of (await group.getByRole('checkbox').all()).slice(0, 2)) await box.check();
  await variants.getByRole('button', { name: 'Save the variants' }).click();
  await toast(page, 'The variants have been saved.');
  await expect(page.getByTestId('variants-table').locator('tbody tr')).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await hydrated(page, js);
    const row = page.getByTestId('variants-table').locator('tbody tr').nth(i);
    await row.getByLabel('Add or remove').fill('5');
    await row.getByRole('button', { name: 'Apply' }).click();
    await expect(row.getByTestId('variant-stock')).toHaveText('5');
  }
  await toast(page, 'The stock has been updated.');
  await expect(page.getByTestId('variant-stock')).toHaveText(['5', '5', '5', '5']);

  // Three pictures, by their bytes; the first is the cover.
  for (const colour of ['#a33', '#3a3', '#33a']) {
    await hydrated(page, js);
    await page.getByLabel('Picture file').setInputFiles(await picture(colour));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('product-image')).toHaveCount(
      ['#a33', '#3a3', '#33a'].indexOf(colour) + 1,
    );
  }
  await toast(page, 'The image has been added.');
  await expect(page.getByTestId('product-image')).toHaveCount(3);
  await expect(page.getByTestId('product-image').first()).toContainText('Cover picture');

  await hydrated(page, js);
  await page.getByRole('button', { name: 'Publish' }).click();
  await toast(page, 'The product is published.');
  await expect(page.getByTestId('product-status')).toContainText('Published');
  if (js) await expectAccessible(page);

  // The workspace in Arabic: right to left, the same product.
  await openHydrated(page, `/ar/seller/products/${productId}`, js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  if (js) await expectAccessible(page);

  // A shopper finds it in its store's listing (newest first) and by search, in Arabic; its page shows the
  // Arabic texts.
  const listed = (
    (await (await request.get(`/api/v1/product/${productId}`)).json()) as {
      data: { store: { slug: string } };
    }
  ).data;
  const shopperContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
  await setReturningShopper(shopperContext, baseURL!);
  const shopper = await shopperContext.newPage();
  await openHydrated(shopper, `/ar/shop/${listed.store.slug}`, js);
  await expect(shopper.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shopper.getByRole('link', { name: arTitle }).first()).toBeVisible();
  await openHydrated(shopper, `/ar/search?q=${encodeURIComponent(stamp)}`, js);
  await expect(shopper.getByRole('link', { name: arTitle }).first()).toBeVisible();
  await shopper.getByRole('link', { name: arTitle }).first().click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(arTitle);
  await expect(shopper.getByText('ضوء دافئ للمكتب')).toBeVisible();
  await shopperContext.close();

  // An order takes one unit of the first variant (through the API, as a checkout would).
  const product = (
    (await (await request.get(`/api/v1/product/${productId}`)).json()) as { data: PlainProduct }
  ).data;
  const first = product.inventory[0]!;
  const buyer = await newShopper(request, 'ws-buyer', stamp);
  const placed = await placeOrder(
    request,
    { ...product, inventory: [first] },
    { token: buyer.token },
    { language: 'ar' },
  );
  await openHydrated(page, `/seller/products/${productId}`, js);
  await expect(page.getByTestId('variant-stock').first()).toHaveText('4');
  const history = page.getByTestId('stock-history');
  await expect(history.locator('tbody tr').first()).toContainText('Order');
  await expect(history.locator('tbody tr').first()).toContainText(`#${placed.id}`);
  await expect(history.locator('tbody tr').first()).toContainText('-1');

  // Staff add a category and move the same product into it.
  const category = `Desk lamps ${stamp}`;
  const admin = await adminAt('/admin/categories/new');
  await admin.getByLabel(tx.fields.title, { exact: true }).fill(category);
  await admin.getByLabel(tx.fields.status).selectOption('hidden');
  await admin.getByRole('button', { name: tx.form.create }).click();
  await toast(admin, tx.done.saved);
  await admin.goto(`/admin/products/${productId}`);
  await hydrated(admin, js);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(title);
  const editor = admin.getByTestId('product-form');
  await editor.getByLabel('Category').selectOption({ label: category });
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(admin, 'The product has been saved.');
  // Saved: the editor shows it in that category, and the change is in its audit log.
  await expect(
    admin.getByTestId('product-form').getByLabel('Category').locator('option:checked'),
  ).toHaveText(category);
  await expect(admin.getByTestId('admin-audit')).toContainText('Shop Admin');

  // Done with it: the seller deletes it, and since an order names it, it is archived (it leaves the shop).
  await openHydrated(page, `/seller/products/${productId}`, js);
  await page.getByRole('button', { name: 'Archive (it has orders)' }).click();
  await toast(page, 'The product has orders, so it was archived.');
  await expect(page.getByTestId('archived-note')).toBeVisible();
  const gone = (await (await request.get(`/api/v1/product/${productId}`)).json()) as {
    status: number;
  };
  expect(gone.status).not.toBe(200);
});

test('the workspace and another store’s product are this site’s 404 for a visitor, a shopper and another seller', async ({
  page,
  request,
  js,
  stamp,
}) => {
  // A product of the first demo store, read with its seller's token.
  const signin = (await (await request.post('/api/v1/user/signin', { data: SELLER })).json()) as {
    data: { token: string };
  };
  const theirs = (await (
    await request.get('/api/v1/seller/products', {
      headers: { Authorization: `Bearer ${signin.data.token}` },
    })
  ).json()) as { data: { data: { id: number }[] } };
  const productId = theirs.data.data[0]!.id;

  expect((await page.goto('/seller'))?.status()).toBe(404);
  expect((await page.goto('/admin/products'))?.status()).toBe(404);
  const shopper = await newShopper(request, 'ws-visitor', stamp);
  await logIn(page, shopper.email, 'secret12', js);
  expect((await page.goto('/seller'))?.status()).toBe(404);
  expect((await page.goto(`/seller/products/${productId}`))?.status()).toBe(404);
  await page.context().clearCookies();
  await logIn(page, OTHER_SELLER.email, OTHER_SELLER.password, js);
  await openHydrated(page, '/seller/products', js);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect((await page.goto(`/seller/products/${productId}`))?.status()).toBe(404);
  expect((await page.goto('/admin/products'))?.status()).toBe(404);
});

test('every workspace screen is accessible (axe) in English and Arabic, and Arabic is right to left', async ({
  page,
  adminAt,
  js,
}) => {
  await logIn(page, SELLER.email, SELLER.password, js);
  const admin = await adminAt();
  const screens: [typeof page, string][] = [
    [page, '/seller/products'],
    [page, '/seller/products/new'],
    [page, '/seller/stock'],
    [page, '/seller/import'],
    [admin, '/admin/products'],
    [admin, '/admin/products/new'],
    [admin, '/admin/stock'],
    [admin, '/admin/products/import'],
  ];
  for (const [who, path] of screens)
    for (const lang of ['', '/ar']) {
      await openHydrated(who, `${lang}${path}`, js);
      await expect(who.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(who.locator('html')).toHaveAttribute('dir', lang ? 'rtl' : 'ltr');
      // axe runs inside the page: the JavaScript project checks the same server markup.
      if (js) await expectAccessible(who);
    }
});
