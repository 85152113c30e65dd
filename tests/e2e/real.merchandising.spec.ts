// The home page and its banners run by staff (issue 35 item 1), JavaScript on and off, in English and Arabic, on
// the real embedded API with the seeded demo admin: staff add a slide with its picture and a type-3 banner with
// its picture, and within 5 s a shopper sees both on the home page (then they are deleted again); the popup
// banner, set by staff to show on every page, shows on the home page and never on /checkout, /checkout/pay/…,
// /checkout/complete/…, /user/…, /admin/… or /seller/…. axe finds nothing serious on the new screens.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { cookieValue, expect, expectAccessible, hydrated, locale } from './fixtures.ts';
import { test } from './with-admin.ts';
import { logIn, newShopper, toast } from './accounts.ts';
import { checkoutText, guestAtCheckout, plainProduct } from './payments.ts';

test.describe.configure({ timeout: 120_000 });

const en = locale('en', 'merchandising');
const ar = locale('ar', 'merchandising');

/** axe on the screen as it is now (it needs JavaScript: the JS-off project checks the same markup there). */
const checked = async (page: Page, js: boolean) => {
  if (js) await expectAccessible(page);
};

const picture = async (name: string, width: number, height: number, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Deletes the item whose record page is `url` (the confirmation step included). */
async function remove(admin: Page, url: string, strings: typeof en, js: boolean) {
  await admin.goto(url);
  await hydrated(admin, js);
  await admin.getByRole('link', { name: strings.form.delete }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: strings.form.delete }).click();
  await toast(admin, strings.api.deleted);
}

test('staff add a slide and a type-3 banner with their pictures; a shopper sees both within 5 s', async ({
  adminAt,
  js,
  stamp,
  page,
}) => {
  const slide = `Slide ${stamp}`;
  const banner = `Banner ${stamp}`;
  const admin = await adminAt('/admin');
  const made: [string, typeof en][] = [];
  try {
    // The slide, in English.
    await admin.getByRole('link', { name: en.nav.sliders }).click();
    await expect(
      admin.getByRole('heading', { level: 1, name: en.kinds.sliders.title }),
    ).toBeVisible();
    await hydrated(admin, js);
    await checked(admin, js);
    await admin.getByTestId('merch-new').click();
    await expect(
      admin.getByRole('heading', { level: 1, name: en.kinds.sliders.new }),
    ).toBeVisible();
    await hydrated(admin, js);
    await checked(admin, js);
    await admin.getByLabel(en.fields.title, { exact: true }).fill(slide);
    const arabic = admin.getByLabel(en.fields.title_ar, { exact: true });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await arabic.fill(`شريحة ${stamp}`);
    await admin.getByLabel(en.fields.source_type).selectOption('6');
    await admin.getByLabel(en.fields.url).fill('/page/faq');
    await admin.getByRole('button', { name: en.form.create }).click();
    await toast(admin, en.api.saved);
    made.push([admin.url(), en]);
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(slide);
    await admin
      .getByLabel(en.picture.file)
      .setInputFiles(await picture('s.png', 1200, 400, '#2a6'));
    await admin.getByRole('button', { name: en.picture.upload }).click();
    await toast(admin, en.api.imageSaved);
    await expect(admin.getByTestId('merch-picture').locator('img')).toHaveAttribute(
      'src',
      /sliders\/[0-9a-f]{24}\.webp$/,
    );
    await hydrated(admin, js);
    await checked(admin, js);

    // The banner, in Arabic; an end before the start is refused next to its field first.
    await admin.goto('/ar/admin/banners/new');
    await hydrated(admin, js);
    await checked(admin, js);
    await admin.getByLabel(ar.fields.title, { exact: true }).fill(banner);
    await admin.getByLabel(ar.fields.type).selectOption('3');
    await admin.getByLabel(ar.fields.source_type).selectOption('6');
    await admin.getByLabel(ar.fields.url).fill('/page/faq');
    await admin.getByLabel(ar.fields.starts_at).fill('2026-01-02T10:00');
    await admin.getByLabel(ar.fields.ends_at).fill('2026-01-01T10:00');
    await admin.getByRole('button', { name: ar.form.create }).click();
    await expect(admin.getByText(ar.api.endBeforeStart)).toBeVisible();
    await expect(admin.getByLabel(ar.fields.title, { exact: true })).toHaveValue(banner);
    await admin.getByLabel(ar.fields.starts_at).fill('');
    await admin.getByLabel(ar.fields.ends_at).fill('');
    await admin.getByRole('button', { name: ar.form.create }).click();
    await toast(admin, ar.api.saved);
    made.push([admin.url(), ar]);
    await admin.getByLabel(ar.picture.file).setInputFiles(await picture('b.png', 600, 250, '#a26'));
    await admin.getByRole('button', { name: ar.picture.upload }).click();
    await toast(admin, ar.api.imageSaved);
    await hydrated(admin, js);
    await checked(admin, js);
    await admin.goto('/ar/admin/banners');
    await expect(admin.getByTestId('merch-row').filter({ hasText: banner })).toHaveCount(1);
    await hydrated(admin, js);
    await checked(admin, js);
    if (js)
      for (const path of ['/admin/features', '/ar/admin/features/new', '/ar/admin/sliders']) {
        await admin.goto(path);
        await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
        await hydrated(admin, js);
        await checked(admin, js);
      }

    // A shopper sees both on the home page within the storefront's 5 s caches.
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator(`img[alt="${slide}"]`)).toHaveCount(1);
      await expect(page.locator(`img[alt="${banner}"]`)).toHaveCount(1);
    }).toPass({ timeout: 15_000 });
  } finally {
    for (const [url, strings] of made) await remove(admin, url, strings, js);
  }
});

/** The popup banners on the page now, as a shopper who has closed none (then a returning one again). */
async function popups(page: Page, path: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const prefs = (closedBanners: number[]) => [
    {
      name: 'frontend_prefs',
      value: cookieValue({ closedBanners, consent: 'accepted' }),
      url: origin,
    },
  ];
  await page.context().addCookies(prefs([]));
  await page.goto(path);
  const n = await page.getByTestId('popup-banner').count();
  await page.context().addCookies(prefs([9]));
  return n;
}

test('the popup banner set to show on every page shows on home, never while buying, in the account or a workspace', async ({
  adminAt,
  js,
  stamp,
  page,
  request,
}) => {
  // Staff set the shop's popup (the seed's, id 9, which the other specs' shoppers have closed) to every page:
  // no page kind ticked. Its other fields stay as they are, so nothing else changes for the other specs.
  const admin = await adminAt('/ar/admin/banners/9');
  await expect(admin.getByLabel(ar.fields.type)).toHaveValue('9');
  await hydrated(admin, js);
  await checked(admin, js);
  for (const box of await admin
    .getByRole('group', { name: ar.fields.pages })
    .getByRole('checkbox')
    .all())
    await box.uncheck();
  await admin.getByRole('button', { name: ar.form.save }).click();
  await toast(admin, ar.api.saved);

  await expect(async () => expect(await popups(page, '/')).toBe(1)).toPass({ timeout: 15_000 });
  expect(await popups(page, '/ar')).toBe(1);
  // Buying: a guest's real checkout, then its order's pay and order-complete pages.
  await guestAtCheckout(
    page,
    await plainProduct(request, js ? 16 : 17),
    js,
    `popup-${stamp}@example.com`,
  );
  expect(await popups(page, '/checkout')).toBe(0);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.locator('input[name=order_method][value="2"]').check();
  await page.getByRole('button', { name: checkoutText.place }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(await popups(page, `/checkout/complete/${id}`)).toBe(0);
  expect(await popups(page, `/ar/checkout/complete/${id}`)).toBe(0);
  expect(await popups(page, `/checkout/pay/${id}`)).toBe(0);
  expect(new URL(page.url()).pathname).toMatch(/^\/checkout\//);
  // Pages whose answer is this site's 404 for this visitor: still none.
  for (const path of ['/admin/banners', '/seller/orders', '/ar/seller', '/checkout/pay/2147483000'])
    expect(await popups(page, path), path).toBe(0);
  // The account, signed in.
  const shopper = await newShopper(request, 'popup-account', stamp);
  await page.context().clearCookies({ name: 'frontend_session' });
  await logIn(page, shopper.email, 'secret12', js);
  for (const path of ['/user/profile', '/user/orders', '/ar/user/wishlists'])
    expect(await popups(page, path), path).toBe(0);
  expect(await popups(page, '/')).toBe(1);
});
