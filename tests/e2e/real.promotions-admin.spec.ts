// Promotions run by staff (issue 35 item 2), JavaScript on and off, in English and Arabic, on the real embedded
// API. Preconditions through the API: two products of this run (published copies of a demo product at 20.00
// and 30.00, so no other spec's prices move) and a verified shopper. Staff create a flash sale for both in the
// browser (a flash price at the product's price refused next to its product, what was typed kept) and, in
// Arabic, a voucher limited to one use per shopper (an end before the start refused first). A shopper sees the
// flash prices on the product page and the sale's pages within the storefront's caches; their first order with
// the voucher is discounted at the flash price, the voucher is refused the second time — at the checkout and
// by the API. A used voucher cannot be deleted, so staff end it; the sale is deleted and the price comes back.
// A seller makes and deletes a voucher of their own store in Arabic. axe on the four promotion screens.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, locale, openHydrated } from './fixtures.ts';
import { test } from './with-admin.ts';
import { logIn, newShopper, toast } from './accounts.ts';
import { apiAs, dropProducts, ownProduct, tokenOf } from './admin-api.ts';
import { checkoutText } from './payments.ts';
import { addToCart, saveAddress } from './shopping.ts';

test.describe.configure({ timeout: 180_000 });

const en = locale('en', 'promotions');
const ar = locale('ar', 'promotions');
const cart = locale('en', 'cart');
const PER_SHOPPER = 'You have already used this voucher as many times as allowed.';

/** axe on the screen as it is now (it needs JavaScript: the JS-off project checks the same markup there). */
const checked = async (page: Page, js: boolean) => {
  if (js) await expectAccessible(page);
};

/** A datetime-local value in UTC `minutes` from now (the screens take UTC). */
const utcIn = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

const n = (template: string, i: number) => template.replace('{{n}}', String(i));

/** The shopper's cart on /checkout, through the shipping step with a saved address when there is none. */
async function toCheckout(page: Page, js: boolean, email: string, first: boolean) {
  await openHydrated(page, '/shipping', js);
  if (first) await saveAddress(page, 'Flash Buyer', email);
  await page.getByRole('button', { name: checkoutText.shipping.continue }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page, js);
}

/** Applies the voucher `code` on /checkout (typed in lower case: shoppers may). */
async function applyVoucher(page: Page, code: string) {
  await page.getByLabel(cart.voucher.label).fill(code.toLowerCase());
  await page.getByRole('button', { name: cart.voucher.apply, exact: true }).click();
}

test('staff run a flash sale on two products and a one-per-shopper voucher; a shopper sees the prices and the limit holds', async ({
  page,
  request,
  adminAt,
  js,
  stamp,
}) => {
  const token = await tokenOf(request);
  const lamp = await ownProduct(request, token, `Flash lamp ${stamp}`, 2000);
  const vase = await ownProduct(request, token, `Flash vase ${stamp}`, 3000);
  const shopper = await newShopper(request, 'flash', stamp);
  const saleTitle = `Flash ${stamp}`;
  const saleAr = `تخفيضات ${stamp}`;
  const code = `E2E-${js ? 'J' : 'N'}${Date.now()}`;
  const admin = await adminAt('/admin');
  let saleUrl = '';
  try {
    // The flash sale, in English: a flash price at the product's price is refused next to that product.
    await admin.getByRole('link', { name: en.nav['flash-sales'] }).click();
    await expect(
      admin.getByRole('heading', { level: 1, name: en['flash-sales'].title }),
    ).toBeVisible();
    await hydrated(admin, js);
    await checked(admin, js);
    await admin.getByRole('link', { name: en['flash-sales'].new }).click();
    await expect(
      admin.getByRole('heading', { level: 1, name: en['flash-sales'].new }),
    ).toBeVisible();
    await hydrated(admin, js);
    await checked(admin, js);
    const form = admin.getByTestId('flash-sale-form');
    await form.getByLabel(en.fields.title, { exact: true }).fill(saleTitle);
    const arabic = form.getByLabel(en.fields.title_ar, { exact: true });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await arabic.fill(saleAr);
    await form.getByLabel(en.fields.start_time, { exact: true }).fill(utcIn(-60));
    await form.getByLabel(en.fields.end_time, { exact: true }).fill(utcIn(180));
    await form.getByLabel(en.fields.status, { exact: true }).selectOption('public');
    await form.getByLabel(n(en.form.productN, 1), { exact: true }).fill(String(lamp.id));
    await form.getByLabel(n(en.form.flashPriceN, 1), { exact: true }).fill('15.00');
    await form.getByLabel(n(en.form.productN, 2), { exact: true }).fill(String(vase.id));
    await form.getByLabel(n(en.form.flashPriceN, 2), { exact: true }).fill('30.00');
    await form.getByRole('button', { name: en.form.save }).click();
    await expect(
      admin.getByText(`The flash price of product ${vase.id} must be below its price.`),
    ).toBeVisible();
    const again = admin.getByTestId('flash-sale-form');
    await expect(again.getByLabel(en.fields.title_ar, { exact: true })).toHaveValue(saleAr);
    await expect(again.getByLabel(n(en.form.flashPriceN, 2), { exact: true })).toHaveValue('30.00');
    await again.getByLabel(n(en.form.flashPriceN, 2), { exact: true }).fill('24.50');
    await again.getByRole('button', { name: en.form.save }).click();
    await toast(admin, en.done.saved);
    saleUrl = new URL(admin.url()).pathname;
    expect(saleUrl).toMatch(/^\/admin\/flash-sales\/\d+$/);
    const saleId = saleUrl.split('/').pop()!;
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(saleTitle);
    await hydrated(admin, js);
    await checked(admin, js);
    // The same sale and the list in Arabic, right to left.
    await openHydrated(admin, `/ar${saleUrl}`, js);
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(admin.getByLabel(n(ar.form.flashPriceN, 2), { exact: true })).toHaveValue('24.50');
    await checked(admin, js);
    await openHydrated(admin, '/ar/admin/flash-sales', js);
    await expect(admin.getByTestId('promotion-row').filter({ hasText: saleTitle })).toHaveCount(1);
    await checked(admin, js);

    // The voucher, in Arabic: an end before the start is refused next to its field, what was typed kept.
    await openHydrated(admin, '/ar/admin/vouchers', js);
    await expect(admin.getByRole('heading', { level: 1, name: ar.vouchers.title })).toBeVisible();
    await checked(admin, js);
    await admin.getByRole('link', { name: ar.vouchers.new }).click();
    await expect(admin.getByRole('heading', { level: 1, name: ar.vouchers.new })).toBeVisible();
    await hydrated(admin, js);
    await checked(admin, js);
    const voucher = admin.getByTestId('voucher-form');
    await voucher.getByLabel(ar.fields.title, { exact: true }).fill(`Voucher ${stamp}`);
    await voucher.getByLabel(ar.fields.code, { exact: true }).fill(code.toLowerCase());
    await voucher.getByLabel(ar.fields.type, { exact: true }).selectOption('flat');
    await voucher.getByLabel(ar.fields.price, { exact: true }).fill('3.00');
    await voucher.getByLabel(ar.fields.usage_limit, { exact: true }).fill('0');
    await voucher.getByLabel(ar.fields.limit_per_customer, { exact: true }).fill('1');
    await voucher.getByLabel(ar.fields.start_time, { exact: true }).fill(utcIn(-60));
    await voucher.getByLabel(ar.fields.end_time, { exact: true }).fill(utcIn(-120));
    await voucher.getByRole('button', { name: ar.form.save }).click();
    await expect(admin.getByText(ar.api.endBeforeStart)).toBeVisible();
    const typed = admin.getByTestId('voucher-form');
    await expect(typed.getByLabel(ar.fields.code, { exact: true })).toHaveValue(code.toLowerCase());
    await typed.getByLabel(ar.fields.end_time, { exact: true }).fill(utcIn(24 * 60));
    await typed.getByRole('button', { name: ar.form.save }).click();
    await toast(admin, ar.done.saved);
    const voucherUrl = new URL(admin.url()).pathname;
    expect(voucherUrl).toMatch(/^\/ar\/admin\/vouchers\/\d+$/);
    await expect(
      admin.getByTestId('voucher-form').getByLabel(ar.fields.code, { exact: true }),
    ).toHaveValue(code);
    await hydrated(admin, js);
    await checked(admin, js);

    // A shopper sees the flash prices within the storefront's caches (4 s; 15 s is a hang detector).
    await expect(async () => {
      await page.goto(`/${lamp.slug}/product/${lamp.id}`);
      await expect(page.getByTestId('price').first()).toContainText('15.00', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('price').first()).toContainText('20.00');
    await openHydrated(page, '/flash-sale', js);
    await expect(page.getByRole('main')).toContainText(saleTitle);
    await openHydrated(page, `/flash-sale/${saleId}`, js);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(saleTitle);
    const main = page.getByRole('main');
    await expect(main).toContainText(`Flash lamp ${stamp}`);
    await expect(main).toContainText('15.00');
    await expect(main).toContainText(`Flash vase ${stamp}`);
    await expect(main).toContainText('24.50');
    await openHydrated(page, `/ar/flash-sale/${saleId}`, js);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(saleAr);

    // The first order with the voucher: at the flash price, 3.00 off.
    await logIn(page, shopper.email, 'secret12', js);
    await addToCart(page, lamp, js);
    await toCheckout(page, js, shopper.email, true);
    await applyVoucher(page, code);
    await toast(page, `Voucher ${code} applied.`);
    await expect(page.getByTestId('summary-voucher')).toContainText('3.00');
    await page.locator('input[name=order_method][value="2"]').check();
    await page.getByRole('button', { name: checkoutText.place }).click();
    await expect(page.getByTestId('order-placed')).toBeVisible();
    const orderId = /\/checkout\/complete\/(\d+)$/.exec(page.url())![1]!;
    const order = (await apiAs(request, shopper.token, 'GET', `order/find/${orderId}`)) as {
      voucher: { code: string } | null;
      calculated: { subtotal: number; voucher_price: number };
      ordered_products: { product_id: number; selling: number; quantity: number }[];
    };
    expect(order.voucher).toEqual({ code });
    expect(Number(order.calculated.voucher_price)).toBe(3);
    expect(order.ordered_products.map((l) => [l.product_id, Number(l.selling)])).toEqual([
      [lamp.id, 15],
    ]);

    // The second time the voucher is refused, at the checkout and by the API's order placement.
    await addToCart(page, vase, js);
    await toCheckout(page, js, shopper.email, false);
    await expect(page.getByRole('main')).toContainText('24.50');
    await applyVoucher(page, code);
    await expect(page.getByTestId('toast').filter({ hasText: PER_SHOPPER })).toBeVisible();
    await expect(page.getByTestId('summary-voucher')).toHaveCount(0);
    const placed = await request.post('/api/v1/order/action', {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: { order_method: 2, voucher: code },
    });
    const refusal = (await placed.json()) as { status: number; message?: string; data?: unknown };
    expect(refusal.status).not.toBe(200);
    expect(JSON.stringify(refusal)).toContain(PER_SHOPPER);

    // A used voucher is not deleted: staff end it instead.
    await openHydrated(admin, voucherUrl.replace(/^\/ar/, ''), js);
    await admin.getByRole('link', { name: en.form.delete }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: en.form.delete }).click();
    await expect(admin.getByTestId('toast').filter({ hasText: en.api.usedVoucher })).toBeVisible();
    await expect(admin.getByText(en.form.used.replace('{{n}}', '1'))).toBeVisible();
    const ending = admin.getByTestId('voucher-form');
    await ending.getByLabel(en.fields.start_time, { exact: true }).fill(utcIn(-120));
    await ending.getByLabel(en.fields.end_time, { exact: true }).fill(utcIn(-1));
    await ending.getByRole('button', { name: en.form.save }).click();
    await toast(admin, en.done.saved);
  } finally {
    // The sale goes (through its screen) and the run's products with it.
    if (saleUrl) {
      await openHydrated(admin, saleUrl, js);
      await admin.getByRole('link', { name: en.form.delete }).click();
      await admin.getByRole('alertdialog').getByRole('button', { name: en.form.delete }).click();
      await toast(admin, en.done.deleted);
    }
  }
  // With the sale gone the product is at its price again.
  await expect(async () => {
    await page.goto(`/${lamp.slug}/product/${lamp.id}`);
    await expect(page.getByTestId('price').first()).not.toContainText('15.00', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('price').first()).toContainText('20.00');
  await dropProducts(request, token, [lamp.id, vase.id]);
});

test('a seller makes a voucher of their own store in Arabic and deletes it; bundle deals screens', async ({
  page,
  adminAt,
  js,
  stamp,
}) => {
  // seller1's store (real.workspace.spec signs in as seller1 too, but never touches vouchers).
  await logIn(page, 'seller1@bazaar.example', 'bazaar-seller-1', js);
  await openHydrated(page, '/ar/seller/vouchers', js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.vouchers.title })).toBeVisible();
  await checked(page, js);
  await page.getByRole('link', { name: ar.vouchers.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.vouchers.new })).toBeVisible();
  await hydrated(page, js);
  await checked(page, js);
  const form = page.getByTestId('voucher-form');
  // A seller names no store: their voucher is always their own store's.
  await expect(form.getByLabel(ar.fields.store_id, { exact: true })).toHaveCount(0);
  const code = `S-${js ? 'J' : 'N'}${Date.now()}`;
  await form.getByLabel(ar.fields.title, { exact: true }).fill(`Store voucher ${stamp}`);
  await form.getByLabel(ar.fields.code, { exact: true }).fill(code);
  await form.getByLabel(ar.fields.type, { exact: true }).selectOption('percent');
  await form.getByLabel(ar.fields.price, { exact: true }).fill('150');
  await form.getByLabel(ar.fields.start_time, { exact: true }).fill(utcIn(-60));
  await form.getByLabel(ar.fields.end_time, { exact: true }).fill(utcIn(60));
  await form.getByRole('button', { name: ar.form.save }).click();
  await expect(page.getByText(ar.api.percentRange)).toBeVisible();
  const again = page.getByTestId('voucher-form');
  await expect(again.getByLabel(ar.fields.code, { exact: true })).toHaveValue(code);
  await again.getByLabel(ar.fields.price, { exact: true }).fill('10');
  await again.getByLabel(ar.fields.capped_price, { exact: true }).fill('5.00');
  await again.getByRole('button', { name: ar.form.save }).click();
  await toast(page, ar.done.saved);
  await expect(page).toHaveURL(/\/ar\/seller\/vouchers\/\d+$/);
  await hydrated(page, js);
  await checked(page, js);
  await openHydrated(page, '/ar/seller/vouchers', js);
  const row = page.getByTestId('promotion-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Store voucher ${stamp}`);
  await hydrated(page, js);
  await page.getByRole('link', { name: ar.form.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ar.form.delete }).click();
  await toast(page, ar.done.deleted);
  await expect(page.getByTestId('promotion-row').filter({ hasText: code })).toHaveCount(0);

  // The bundle deals screens, in English and Arabic.
  const admin = await adminAt('/admin/bundle-deals');
  await expect(
    admin.getByRole('heading', { level: 1, name: en['bundle-deals'].title }),
  ).toBeVisible();
  await checked(admin, js);
  await openHydrated(admin, '/ar/admin/bundle-deals/new', js);
  await expect(
    admin.getByRole('heading', { level: 1, name: ar['bundle-deals'].new }),
  ).toBeVisible();
  await checked(admin, js);
  await admin.getByLabel(ar.fields.title, { exact: true }).fill(`Bundle ${stamp}`);
  await admin.getByLabel(ar.fields.buy, { exact: true }).fill('2');
  await admin.getByLabel(ar.fields.free, { exact: true }).fill('2');
  await admin.getByRole('button', { name: ar.form.save }).click();
  await expect(admin.getByText(ar.api.freeOverBuy)).toBeVisible();
  await expect(admin.getByLabel(ar.fields.title, { exact: true })).toHaveValue(`Bundle ${stamp}`);
  await checked(admin, js);
});
