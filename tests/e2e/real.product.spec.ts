// Product detail against the real embedded API, JavaScript on (real-js) and off (real-nojs), en and ar.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { findDemoProduct, variantTitles, type DemoInventory } from './demo-products.ts';

/** A demo product with two variants whose price and stock differ visibly (one nearly sold out). */
// Value titles in the page's language (attribute values are translated, issue 14).
const variantProduct = (request: APIRequestContext, lang = 'en') =>
  findDemoProduct(
    request,
    'with a nearly sold-out variant',
    (p) => {
      if (p.attribute.length < 2) return undefined;
      const plenty = p.inventory.find((i) => i.quantity > 5 && i.price > 0);
      const few = p.inventory.find(
        (i) => i.quantity <= 5 && i.price > 0 && i.price !== plenty?.price,
      );
      return plenty && few ? { p, plenty, few } : undefined;
    },
    lang,
  );

const usd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : '/ar';
  const update = lang === 'en' ? 'Update' : 'تحديث';

  test(`${lang}: picking a variant changes price and stock`, async ({ page, request }, info) => {
    const { p, plenty, few } = await variantProduct(request, lang);
    await page.goto(`${prefix}/${p.slug}/product/${p.id}`);
    await hydrated(page, test.info().project.use.javaScriptEnabled);
    const js = info.project.use.javaScriptEnabled;
    const pick = async (inv: DemoInventory) => {
      for (const title of variantTitles(p, inv)) {
        // The radio is visually hidden behind its label's button-like text: click the label.
        await page
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: title }) })
          .click();
        await expect(page.getByRole('radio', { name: title })).toBeChecked();
      }
      if (!js) await page.getByRole('button', { name: update }).click();
    };
    await pick(plenty);
    for (const g of p.attribute) await expect(page).toHaveURL(new RegExp(`a${g.id}=\\d+`));
    const price = page.getByTestId('variant-price');
    const stock = page.getByTestId('stock');
    if (lang === 'en') {
      await expect(price).toContainText(usd(plenty.price));
      await expect(stock).toHaveText('In stock');
    }
    const priceBefore = await price.textContent();
    const stockBefore = await stock.textContent();

    await pick(few);
    await expect(price).not.toHaveText(priceBefore!);
    await expect(stock).not.toHaveText(stockBefore!);
    if (lang === 'en') {
      await expect(price).toContainText(usd(few.price));
      await expect(stock).toHaveText(
        few.quantity > 0 ? `Only ${few.quantity} left` : 'Out of stock',
      );
    }
    // The choice is in the URL: reloading (or sharing) keeps it.
    await page.reload();
    await hydrated(page, test.info().project.use.javaScriptEnabled);
    for (const title of variantTitles(p, few))
      await expect(page.getByRole('radio', { name: title })).toBeChecked();
    mkdirSync('tests/e2e/screenshots', { recursive: true });
    await page.screenshot({
      path: `tests/e2e/screenshots/product-${lang}-${info.project.name}.png`,
    });
  });
}

test('reviews and suggestions page by links', async ({ page, request }) => {
  let id = 0;
  for (let i = 1; i <= 120 && !id; i++) {
    const r = await request.get(`/api/v1/reviews/${i}?order_by=created_at&type=desc`);
    if (r.status() === 200 && (await r.json()).data.all.last_page > 1) id = i;
  }
  expect(id).toBeGreaterThan(0);
  await page.goto(`/x/product/${id}`);
  await hydrated(page, test.info().project.use.javaScriptEnabled);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
  const first = await reviews.getByTestId('review-list').textContent();
  await reviews
    .getByRole('navigation', { name: 'Review pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/reviews_page=2/);
  await expect(reviews.getByTestId('review-list')).not.toHaveText(first!);
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
});

test('the add-to-cart form asks for the missing choice first (JS); it carries the choice (no JS)', async ({
  page,
  request,
}, info) => {
  const { p, plenty } = await variantProduct(request);
  await page.goto(`/${p.slug}/product/${p.id}`);
  await hydrated(page, test.info().project.use.javaScriptEnabled);
  if (!info.project.use.javaScriptEnabled) {
    // Without JavaScript the server (the Cart issue's action) judges; the form posts what was chosen.
    for (const title of variantTitles(p, plenty))
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: title }) })
        .click();
    await page.getByRole('button', { name: 'Update' }).click();
    const form = page
      .locator('form[method=post]')
      .filter({ has: page.locator('input[name=quantity][type=number]') });
    await expect(form.locator('input[name=inventory_id]')).toHaveValue(String(plenty.id));
    await expect(form.locator('input[name=product_id]')).toHaveValue(String(p.id));
    await expect(form.locator('input[name=csrf]')).toHaveCount(1);
    return;
  }
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('alert')).toHaveText('Please select all required attributes.');
});

test('the gallery zooms by keyboard (JS) and shows a chosen image without JS', async ({
  page,
  request,
}, info) => {
  let id = 0;
  for (let i = 1; i <= 60 && !id; i++) {
    const r = await request.get(`/api/v1/product/${i}`);
    if (r.status() === 200 && ((await r.json()).data.images ?? []).length > 0) id = i;
  }
  expect(id).toBeGreaterThan(0);
  await page.goto(`/x/product/${id}`);
  await hydrated(page, test.info().project.use.javaScriptEnabled);
  const thumbs = page
    .getByRole('region', { name: 'Product images' })
    .getByRole('listitem')
    .getByRole('link');
  await thumbs.nth(1).click();
  await expect(page).toHaveURL(/image=1/);
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  if (!info.project.use.javaScriptEnabled) return;
  const zoom = page.getByTestId('zoom');
  await page.mouse.move(0, 0); // hovering zooms too: keep the pointer out of it
  await zoom.focus();
  await page.keyboard.press('Enter');
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(zoom.locator('img')).toHaveAttribute('style', /transform-origin: 60% 50%/);
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
});

/** A demo product whose gallery has an image tied to a colour value (seed: colour variants get one each). */
// Value titles in the page's language (attribute values are translated, issue 14).
const colourImageProduct = (request: APIRequestContext, lang = 'en') =>
  findDemoProduct(
    request,
    'with a colour image',
    (p) => {
      const tied = p.images.find((i) => i.attributes.length > 0);
      if (!tied) return undefined;
      const valueId = tied.attributes[0]!.attribute_value_id;
      const group = p.attribute.find((g) => g.values.some((v) => v.attribute_value_id === valueId));
      const value = group?.values.find((v) => v.attribute_value_id === valueId);
      return group && value ? { p, image: tied.image, value } : undefined;
    },
    lang,
  );

async function reviewedProduct(request: APIRequestContext) {
  for (let i = 1; i <= 120; i++) {
    const r = await request.get(`/api/v1/reviews/${i}?order_by=created_at&type=desc`);
    if (r.status() === 200 && (await r.json()).data.all.last_page > 1) return i;
  }
  throw new Error('no demo product with two pages of reviews');
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : '/ar';
  const update = lang === 'en' ? 'Update' : 'تحديث';

  test(`${lang}: choosing a colour shows that colour's image`, async ({ page, request }, info) => {
    const { p, image, value } = await colourImageProduct(request, lang);
    await page.goto(`${prefix}/${p.slug}/product/${p.id}`);
    await hydrated(page, info.project.use.javaScriptEnabled);
    const main = page.getByTestId('zoom').locator('img');
    await expect(main).not.toHaveAttribute('src', new RegExp(`/${image}$`));
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: value.title, exact: true }) })
      .click();
    if (!info.project.use.javaScriptEnabled)
      await page.getByRole('button', { name: update }).click();
    await expect(main).toHaveAttribute('src', new RegExp(`/${image}$`));
    // A partial choice is fine: the other groups say "choose one" and the cart refuses politely.
    await expect(page.getByRole('radio', { name: value.title, exact: true })).toBeChecked();
  });

  test(`${lang}: reviews page 2 and suggested products`, async ({ page, request }, info) => {
    const id = await reviewedProduct(request);
    await page.goto(`${prefix}/x/product/${id}`);
    await hydrated(page, info.project.use.javaScriptEnabled);
    const reviews = page.locator('#reviews');
    const list = reviews.getByTestId('review-list');
    await expect(list.locator(':scope > li')).toHaveCount(6);
    const first = await list.textContent();
    // The star bars: five rows, 5 → 1.
    await expect(reviews.locator('progress')).toHaveCount(5);
    await reviews.locator('nav a[href*="reviews_page=2"]').first().click();
    await expect(page).toHaveURL(/reviews_page=2#reviews$/);
    await expect(list).not.toHaveText(first!);
    const cards = page.locator('#suggestion_1 article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.locator('#suggestion_1 a[href*="/product/"]').first()).toBeVisible();
  });
}

test('with JS, "Show more reviews" appends the next page in place; without JS it is a page link', async ({
  page,
  request,
}, info) => {
  const id = await reviewedProduct(request);
  await page.goto(`/x/product/${id}`);
  await hydrated(page, info.project.use.javaScriptEnabled);
  const list = page.getByTestId('review-list');
  await expect(list.locator(':scope > li')).toHaveCount(6);
  const firstReview = await list.locator(':scope > li').first().textContent();
  await page.getByRole('link', { name: 'Show more reviews' }).click();
  if (info.project.use.javaScriptEnabled) {
    await expect.poll(() => list.locator(':scope > li').count()).toBeGreaterThan(6);
    await expect(list.locator(':scope > li').first()).toHaveText(firstReview!);
    expect(page.url()).not.toContain('reviews_page');
  } else {
    await expect(page).toHaveURL(/reviews_page=2#reviews$/);
    await expect(list.locator(':scope > li').first()).not.toHaveText(firstReview!);
  }
});

test('nonsense in the query never breaks the page', async ({ page }) => {
  const res = await page.goto(
    '/x/product/5?reviews_page=abc&suggested_page=-2&a1=999999&a99=x&image=42&quantity=-1',
  );
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#reviews')).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: on a 390 px phone the add-to-cart bar stays at the bottom`, async ({
    page,
    request,
  }, info) => {
    const { p } = await variantProduct(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${lang === 'en' ? '' : '/ar'}/${p.slug}/product/${p.id}`);
    await hydrated(page, info.project.use.javaScriptEnabled);
    const bar = page.getByTestId('sticky-bar');
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.y + box!.height - 844)).toBeLessThanOrEqual(2);
    // Nothing overflows sideways (RTL included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    mkdirSync('tests/e2e/screenshots', { recursive: true });
    await page.screenshot({
      path: `tests/e2e/screenshots/product-${lang}-390-${info.project.name}.png`,
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `tests/e2e/screenshots/product-${lang}-390-top-${info.project.name}.png`,
      fullPage: true,
    });
  });

  test(`${lang}: the zoom follows the arrow keys (JS) or the full-size link stands in`, async ({
    page,
    request,
  }, info) => {
    const { p } = await colourImageProduct(request, lang);
    await page.goto(`${lang === 'en' ? '' : '/ar'}/${p.slug}/product/${p.id}`);
    await hydrated(page, info.project.use.javaScriptEnabled);
    const zoom = page.getByTestId('zoom');
    if (!info.project.use.javaScriptEnabled) {
      // Without JavaScript the full-size link stands in for the zoom.
      const src = await zoom.locator('img').getAttribute('src');
      await expect(zoom.locator('xpath=..').locator(`a[href="${src}"]`)).toBeVisible();
      return;
    }
    await page.mouse.move(0, 0);
    await zoom.focus();
    await page.keyboard.press('Space');
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect(zoom.locator('img')).toHaveAttribute('style', /transform-origin: 40% 40%/);
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  });
}
