// The taxonomy screens end to end (issue 33 item 6), JavaScript on and off, in English and Arabic, on the real
// embedded API with the seeded demo admin: a category is created with an Arabic title and a sub-category
// under it (the storefront's category list shows it), a brand is made and renamed, a brand products use
// cannot be deleted (the reason is shown, it is still there); axe finds nothing serious on each new screen.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, hydrated, locale } from './fixtures.ts';
import { test } from './with-admin.ts';
import { toast } from './accounts.ts';

test.describe.configure({ timeout: 120_000 });

const en = locale('en', 'taxonomy');
const ar = locale('ar', 'taxonomy');

/** axe on the screen as it is now (it needs JavaScript: the JS-off project checks the same markup there). */
const checked = async (page: Page, js: boolean) => {
  if (js) await expectAccessible(page);
};

test('staff create a category with an Arabic title and a sub-category under it', async ({
  adminAt,
  js,
  stamp,
  page,
}) => {
  const title = `Garden ${stamp}`;
  const admin = await adminAt('/admin');
  await admin.getByRole('link', { name: en.nav.categories }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: en.kinds.categories.title }),
  ).toBeVisible();
  await hydrated(admin, js);
  await checked(admin, js);
  await admin.getByTestId('taxonomy-new').click();
  await expect(
    admin.getByRole('heading', { level: 1, name: en.kinds.categories.new }),
  ).toBeVisible();
  await hydrated(admin, js);
  await checked(admin, js);
  const arabic = admin.getByLabel(en.fields.title_ar, { exact: true });
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  await admin.getByLabel(en.fields.title, { exact: true }).fill(title);
  await arabic.fill(`حديقة ${stamp}`);
  await admin.getByLabel(en.fields.in_footer).check();
  await admin.getByRole('button', { name: en.form.create }).click();
  await toast(admin, en.done.saved);
  await expect(admin.getByRole('heading', { level: 1, name: `Category: ${title}` })).toBeVisible();
  const slug = `garden-${stamp}`.toLowerCase();
  await expect(admin.getByLabel(en.fields.slug)).toHaveValue(slug);
  await expect(admin.getByLabel(en.fields.title_ar, { exact: true })).toHaveValue(`حديقة ${stamp}`);
  await hydrated(admin, js);
  await checked(admin, js);

  // Its picture, uploaded as a file (JPEG here), shown from the file store.
  await admin.getByLabel(en.picture.file).setInputFiles({
    name: 'garden.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#4a4' } })
      .jpeg()
      .toBuffer(),
  });
  await admin.getByRole('button', { name: en.picture.upload }).click();
  await toast(admin, en.picture.saved);
  await expect(admin.getByTestId('taxonomy-picture').locator('img')).toHaveAttribute(
    'src',
    /categories\/[0-9a-f]{24}\.webp$/,
  );
  await hydrated(admin, js);

  // A sub-category under it, in Arabic.
  await admin.goto('/ar/admin/categories/new');
  await hydrated(admin, js);
  await admin.getByLabel(ar.fields.title, { exact: true }).fill(`Seeds ${stamp}`);
  await admin.getByLabel(ar.fields.parent_id).selectOption({ label: title });
  await admin.getByRole('button', { name: ar.form.create }).click();
  await toast(admin, ar.done.saved);
  await expect(admin.getByLabel(ar.fields.parent_id)).toHaveValue(/^\d+$/);
  await hydrated(admin, js);
  await checked(admin, js);
  // The list finds both; the shop shows the new category within its caches' 5 s.
  await admin.goto(`/ar/admin/categories?q=${encodeURIComponent(stamp)}`);
  await expect(admin.getByTestId('taxonomy-row')).toHaveCount(2);
  await hydrated(admin, js);
  await checked(admin, js);
  // The other kinds' screens, in Arabic: each list and its empty form.
  if (js)
    for (const kind of ['collections', 'tags', 'attributes'] as const) {
      for (const path of [`/ar/admin/${kind}`, `/ar/admin/${kind}/new`]) {
        await admin.goto(path);
        await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
        await hydrated(admin, js);
        await checked(admin, js);
      }
    }
  await expect(async () => {
    await page.goto(`/ar/all/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`حديقة ${stamp}`);
  }).toPass({ timeout: 15_000 });
});

test('staff rename a brand and cannot delete a brand products use (the reason is shown)', async ({
  adminAt,
  js,
  stamp,
}) => {
  const admin = await adminAt('/admin/brands/new');
  await admin.getByLabel(en.fields.title, { exact: true }).fill(`Brand ${stamp}`);
  // Hidden: the shop's brand list (which other specs count) never shows this spec's brand.
  await admin.getByLabel(en.fields.status).selectOption('hidden');
  await admin.getByRole('button', { name: en.form.create }).click();
  await toast(admin, en.done.saved);
  const url = admin.url();

  // Renamed in Arabic.
  await admin.goto(url.replace('/admin/', '/ar/admin/'));
  await hydrated(admin, js);
  await checked(admin, js);
  await admin.getByLabel(ar.fields.title, { exact: true }).fill(`Renamed ${stamp}`);
  await admin.getByLabel(ar.fields.title_ar, { exact: true }).fill(`علامة ${stamp}`);
  await admin.getByRole('button', { name: ar.form.save }).click();
  await toast(admin, ar.done.saved);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(`Renamed ${stamp}`);
  await expect(admin.getByTestId('admin-audit').locator('tbody tr')).toHaveCount(2);

  // A seeded brand is used by products: the delete is refused with the reason, in both languages.
  for (const [lang, strings] of [
    ['', en],
    ['/ar', ar],
  ] as const) {
    await admin.goto(`${lang}/admin/brands`);
    await hydrated(admin, js);
    // The first brand on the list that products use (this spec's own brands have none).
    let used = admin.getByTestId('taxonomy-row').first();
    let count = 0;
    for (const row of await admin.getByTestId('taxonomy-row').all()) {
      count = Number(await row.locator('td').last().innerText());
      used = row;
      if (count > 0) break;
    }
    expect(count).toBeGreaterThan(0);
    await used.getByRole('link').click();
    await expect(admin.getByTestId('taxonomy-used')).toBeVisible();
    await hydrated(admin, js);
    await admin.getByRole('link', { name: strings.form.delete }).click();
    await admin.getByRole('button', { name: strings.form.delete }).click();
    const reason = strings.api.usedBy.replace('{{count}}', String(count));
    // An error toast is an alert.
    await expect(admin.getByRole('alert').filter({ hasText: reason })).toBeVisible();
    await expect(admin.getByTestId('taxonomy-used')).toBeVisible();
    await checked(admin, js);
  }
});
