// Listings, filters, search and stores against the real embedded API, JavaScript on (real-js) and off
// (real-nojs), in English and Arabic.
import { mkdirSync } from 'node:fs';
import { test, expect, hydrated, sidewaysScroll } from './fixtures.ts';

const L = {
  en: {
    prefix: '',
    apply: 'Apply',
    rating3: 'Rated 3 or more',
    page2: 'Page 2',
    results: (n: number) => `Results: ${n}`,
    invalidPrice: 'Enter a price like 25 or 19.99',
    nothing: 'Nothing found for',
    search: 'Search the shop',
    update: 'Update',
  },
  ar: {
    prefix: '/ar',
    apply: 'تطبيق',
    rating3: 'تقييم 3 أو أكثر',
    page2: 'الصفحة 2',
    results: (n: number) => `النتائج: ${n}`,
    invalidPrice: 'أدخل سعرًا مثل 25 أو 19.99',
    nothing: 'لم يتم العثور على شيء لـ',
    search: 'ابحث في المتجر',
    update: 'تحديث',
  },
} as const;

// Remix logs (console.error) the turbo-stream decode of a navigation that a newer one aborted; the shopper
// sees nothing of it. Quick filter changes can do that, so only this message is allowed here.
test.use({ allowedConsoleErrors: [/^AbortError: signal is aborted without reason/] });

for (const lang of ['en', 'ar'] as const) {
  const t = L[lang];

  test(`${lang}: home → category → brand + price + stars → page 2 → product → variant`, async ({
    page,
    request,
  }, info) => {
    // Five pages, each checked with axe: a long journey on a 2-core machine running two workers.
    test.setTimeout(90_000);
    await page.goto(`${t.prefix}/`);
    await hydrated(page, test.info().project.use.javaScriptEnabled);
    await page.locator(`a[href="${t.prefix}/all/electronics"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/all/electronics$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t.results(137))).toBeVisible();

    // Tick two brands, a price range and a rating, then apply (with JS each change already applies).
    await page.getByRole('checkbox', { name: 'Kestrel' }).check();
    await page.getByRole('checkbox', { name: 'Lumina' }).check();
    await page.getByRole('radio', { name: t.rating3 }).check();
    await page.locator('input[name="min"]').fill('20');
    await page.locator('input[name="max"]').fill('2000');
    await page.getByRole('button', { name: t.apply }).first().click();
    await expect(page).toHaveURL(/max=2000/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('brand').sort()).toEqual(['1', '2']);
    expect(url.searchParams.get('rating')).toBe('3');
    expect(url.searchParams.get('min')).toBe('20');
    await expect(page.getByText(t.results(60))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Kestrel' })).toBeChecked();
    await expect(page.locator('input[name="min"]')).toHaveValue('20');

    // Page 2 keeps every filter.
    await page.getByRole('link', { name: t.page2 }).click();
    await expect(page).toHaveURL(/page=2/);
    const url2 = new URL(page.url());
    expect(url2.searchParams.getAll('brand').sort()).toEqual(['1', '2']);
    expect(url2.searchParams.get('max')).toBe('2000');
    await expect(page.getByRole('link', { name: t.page2 })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(30);
    expect(await sidewaysScroll(page)).toBe(0);
    mkdirSync('tests/e2e/screenshots', { recursive: true });
    await page.screenshot({
      path: `tests/e2e/screenshots/listing-${lang}-${info.project.name}.png`,
    });

    // A new filter starts again at page 1.
    await page.getByRole('checkbox', { name: 'Orbis' }).check();
    if (!info.project.use.javaScriptEnabled)
      await page.getByRole('button', { name: t.apply }).first().click();
    await expect(page).toHaveURL(/brand=10/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect(page.getByRole('link', { name: t.page2 })).not.toHaveAttribute('aria-current');
    await expect(page.locator('[data-testid=shimmer]')).toHaveCount(0);

    // Open a product with options from the list, and pick a variant: price and stock follow.
    type Inv = {
      id: number;
      quantity: number;
      price: number;
      inventory_attributes: { attribute_value_id: number }[];
    };
    type Group = { id: number; values: { attribute_value_id: number; title: string }[] };
    let chosen: { index: number; groups: Group[]; a: Inv; b: Inv } | null = null;
    for (let i = 0; i < (await cards.count()) && !chosen; i++) {
      const href = (await cards.nth(i).getByRole('link').getAttribute('href'))!;
      const id = /\/product\/(\d+)/.exec(href)![1];
      const d = (
        await (await request.get(`/api/v1/product/${id}`, { headers: { language: lang } })).json()
      ).data;
      const invs = (d.inventory as Inv[]).filter((x) => x.price > 0 && x.quantity > 0);
      const b = invs.find((x) => x.price !== invs[0]?.price);
      if (d.attribute.length && invs[0] && b)
        chosen = { index: i, groups: d.attribute, a: invs[0], b };
    }
    expect(chosen, 'a listed product with priced variants').not.toBeNull();
    const card = cards.nth(chosen!.index);
    const title = (await card.locator('h3').textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const pick = async (inv: Inv) => {
      for (const g of chosen!.groups) {
        const v = g.values.find((x) =>
          inv.inventory_attributes.some((a) => a.attribute_value_id === x.attribute_value_id),
        )!;
        await page
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: v.title }) })
          .click();
      }
      if (!info.project.use.javaScriptEnabled)
        await page.getByRole('button', { name: t.update }).click();
    };
    const price = page.getByTestId('variant-price');
    await pick(chosen!.a);
    await expect(page).toHaveURL(new RegExp(`a${chosen!.groups[0]!.id}=`));
    const before = (await price.textContent())!;
    await pick(chosen!.b);
    await expect(price).not.toHaveText(before);
    if (lang === 'en')
      await expect(price).toContainText(
        `$${chosen!.b.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
    await expect(page.getByTestId('stock')).toBeVisible();
  });

  test(`${lang}: a mistyped price is explained, kept, and the rest still filters`, async ({
    page,
  }) => {
    const res = await page.goto(`${t.prefix}/all/electronics?min=abc&brand=1`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText(t.invalidPrice)).toBeVisible();
    await expect(page.locator('input[name="min"]')).toHaveValue('abc');
    await expect(page.locator('input[name="min"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('checkbox', { name: 'Kestrel' })).toBeChecked();
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test(`${lang}: search results, and an honest empty result`, async ({ page }) => {
    await page.goto(`${t.prefix}/`);
    await hydrated(page, test.info().project.use.javaScriptEnabled);
    await page.getByRole('combobox', { name: t.search }).fill('laptop');
    await page.getByRole('combobox', { name: t.search }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=laptop/);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main article').first()).toContainText(/Laptop|Ultrabook|حاسوب/);
    await page.goto(`${t.prefix}/search?q=zzqxw`);
    await hydrated(page, test.info().project.use.javaScriptEnabled);
    await expect(page.getByText(t.nothing)).toBeVisible();
  });
}

test('suggestions appear for "lap" and a product is chosen by keyboard', async ({ page }, info) => {
  if (!info.project.use.javaScriptEnabled) {
    // Without JavaScript there is no popup: the box simply submits to the results page.
    await page.goto('/');
    await hydrated(page, test.info().project.use.javaScriptEnabled);
    await page.getByRole('combobox').fill('lap');
    await page.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lap$/);
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.locator('main article').first()).toBeVisible();
    return;
  }
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/`);
    await hydrated(page, test.info().project.use.javaScriptEnabled);
    const box = page.getByRole('combobox');
    await box.fill('lap');
    // One debounce (700 ms) plus the request.
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible({ timeout: 3000 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = listbox.getByRole('group').last().getByRole('option');
    await expect(products.first()).toBeVisible();
    const wanted = (await products.first().textContent())!.trim();
    // Walk down to the first product option.
    const options = listbox.getByRole('option');
    const index = await options.evaluateAll(
      (els, text) => els.findIndex((e) => e.textContent?.trim() === text),
      wanted,
    );
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/[^/]+/product/\\d+`));
    await expect(page.getByRole('heading', { level: 1, name: wanted })).toBeVisible();

    // Escape closes; a word with nothing behind it says so.
    await box.fill('zzqxw');
    await expect(page.getByRole('listbox')).toContainText(
      prefix ? 'لم يتم العثور على شيء لـ' : 'Nothing found for',
      { timeout: 3000 },
    );
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  }
});

test('a store page shows the seller, a login-to-follow link, and filters its products', async ({
  page,
  request,
}) => {
  const product = await (await request.get('/api/v1/product/1')).json();
  const slug: string = product.data.store.slug;
  const res = await page.goto(`/shop/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: product.data.store.name }),
  ).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to follow' })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(`/shop/${slug}`)}`,
  );
  await expect(page.locator('main article').first()).toBeVisible();
  // With JavaScript, the sort applies on change once React has hydrated the page (before that, the
  // select's own button, as without JavaScript).
  await hydrated(page, test.info().project.use.javaScriptEnabled);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_low_to_high');
  if (!test.info().project.use.javaScriptEnabled)
    await page.locator('label:has(select[name=sortby]) button').click();
  await expect(page).toHaveURL(/sortby=price_low_to_high/);
  // The store's products filter like any listing: its brands are offered, a tick narrows the list.
  const before = (await page.getByText(/^Results: \d+$/).textContent())!;
  const brands = page.getByRole('group', { name: 'Brands' }).getByRole('checkbox');
  await brands.first().check();
  if (!test.info().project.use.javaScriptEnabled)
    await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page).toHaveURL(/brand=\d+/);
  await expect(page).toHaveURL(/sortby=price_low_to_high/);
  await expect(page.getByText(/^Results: \d+$/)).not.toHaveText(before);
  expect((await page.goto('/shop/no-such-store'))?.status()).toBe(404);
});

test('unknown categories, brands and collections are real 404s', async ({ page }) => {
  for (const path of [
    '/all/nope',
    '/all/electronics/nope',
    '/x/brand?brand=999',
    '/x/collection',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
