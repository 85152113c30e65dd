// Home and product against the real embedded API, with JavaScript on (real-js) and off (real-nojs).
import { mkdirSync } from 'node:fs';
import { test, expect, locale, openWithStatus, sidewaysScroll } from './fixtures.ts';

test.describe('home', () => {
  test('renders the real home sections in English', async ({ page }, info) => {
    await openWithStatus(page, '/', 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Featured categories' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /Flash sales: Weekend Mega Sale/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daily discover' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trending now' })).toBeVisible();
    // The feed's first page: twelve featured products, then daily discover from the thirteenth on.
    const cards = page.locator('section[aria-labelledby="discover-title"] article');
    await expect(cards).toHaveCount(12);
    await expect(page.locator('section[aria-labelledby="featured-title"] article')).toHaveCount(12);
    const cardLinks = await page
      .locator(
        'section[aria-labelledby="featured-title"] article > a, section[aria-labelledby="discover-title"] article > a',
      )
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(cardLinks).size).toBe(24);
    await expect(page.locator('footer')).toContainText('© 2026 Bazaar');
    expect(await sidewaysScroll(page)).toBe(0);
    mkdirSync('tests/e2e/screenshots', { recursive: true });
    await page.screenshot({
      path: `tests/e2e/screenshots/home-en-${info.project.name}.png`,
      fullPage: false,
    });
  });

  test('renders in Arabic, right to left', async ({ page }, info) => {
    await openWithStatus(page, '/ar', 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'فئات مميزة' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /تخفيضات نهاية الأسبوع الكبرى/ })).toBeVisible();
    await page.screenshot({
      path: `tests/e2e/screenshots/home-ar-${info.project.name}.png`,
      fullPage: false,
    });
  });

  test('loads more of the daily-discover feed as a plain link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
    // Later pages are daily discover only, the whole page of 24.
    await expect(page.locator('section[aria-labelledby="discover-title"] article')).toHaveCount(24);
    await expect(page.locator('section[aria-labelledby="featured-title"]')).toHaveCount(0);
  });

  test("a collection's row shows six products and links to all of them", async ({ page }) => {
    await page.goto('/');
    const row = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trending now', exact: true }),
    });
    await expect(row.locator('article')).toHaveCount(6);
    await row.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/collection\?collection=\d+$/);
    // With JavaScript the listing streams in (a shimmer heading and cards first).
    await expect(page.getByRole('heading', { level: 1, name: 'Trending now' })).toBeVisible();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(6);
  });

  for (const path of ['/', '/ar']) {
    test(`on a phone, the sections below the first screen are rendered when scrolled to (${path})`, async ({
      page,
    }) => {
      // Decision 113: the browser skips their rendering until they come near the viewport.
      await page.setViewportSize({ width: 412, height: 823 });
      await openWithStatus(page, path, 200);
      const card = page.locator('section[aria-labelledby="discover-title"] article').first();
      const rendered = () =>
        card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
      expect(await rendered()).toBe(false);
      // Skipped, but still in the page for assistive technology and find-in-page.
      const lang = path === '/' ? 'en' : 'ar';
      await expect(page.locator('#discover-title')).toHaveText(
        locale(lang, 'common').home.dailyDiscover as string,
      );
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await card.scrollIntoViewIfNeeded();
      await expect.poll(rendered).toBe(true);
      await expect(card.getByRole('button').last()).toBeVisible();
      const box = await card.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
    });
  }

  test('on a phone, Tab reaches a skipped section, which renders with its focus ring inside it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openWithStatus(page, '/', 200);
    const brands = page.locator('section[aria-labelledby="brands-title"]');
    const first = brands.getByRole('link').first();
    expect(await first.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(
      false,
    );
    // From the last collection's "View all" link, one Tab goes on to the first brand.
    await page.locator('section[aria-labelledby^="col-"] a[aria-describedby]').last().focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    expect(await first.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(
      true,
    );
    // The section contains its paint: the link keeps room for its focus ring inside the section's padding.
    const [link, section] = [await first.boundingBox(), await brands.boundingBox()];
    expect(link!.x - section!.x).toBeGreaterThanOrEqual(3);
  });

  test('answers unknown URLs and language prefixes with a real 404', async ({ page }) => {
    for (const path of ['/xx', '/xx/', '/en', '/no/such/page']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { name: 'This page could not be found' }),
      ).toBeVisible();
    }
  });
});

test.describe('product', () => {
  test('opens from a card and shows title, image, price and stock', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('section[aria-labelledby="discover-title"] article').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('img', { name: title, exact: true })).toBeVisible();
    await expect(page.getByTestId('price').first()).toContainText('$');
    await expect(page.getByTestId('stock')).toHaveText(/In stock|Out of stock/);
  });

  test('shows a discount with the previous price struck through', async ({ page, request }) => {
    const list = await (await request.get('/api/v1/products?sortby=price_low_to_high')).json();
    const discounted = list.data.result.data.find(
      (p: { offered: number; end_time: string | null }) => p.offered > 0 && !p.end_time,
    );
    await page.goto(`/${discounted.slug}/product/${discounted.id}`);
    const price = page.getByTestId('price').first();
    await expect(price.locator('s')).toContainText(`$${discounted.selling.toFixed(2)}`);
    await expect(price).toContainText(`$${discounted.offered.toFixed(2)}`);
    await expect(price).toContainText('% off');
  });

  test('renders in Arabic and 404s an unknown product', async ({ page }) => {
    await openWithStatus(page, '/ar/x/product/1', 200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('متوفر', { exact: false }).first()).toBeVisible();
    await openWithStatus(page, '/x/product/999999', 404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});

test.describe('platform', () => {
  test('sends an enforced CSP with a nonce on every inline script', async ({ page }) => {
    const res = await page.goto('/');
    const csp = res!.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res!.headers()['x-content-type-options']).toBe('nosniff');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await res!.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);
  });

  test('serves the API: page 2 in the envelope, and 201 for nonsense', async ({ request }) => {
    const page2 = await (
      await request.get('/api/v1/products?sortby=price_low_to_high&page=2')
    ).json();
    expect(page2.status).toBe(200);
    expect(page2.data.result.current_page).toBe(2);
    const bad = await (await request.get('/api/v1/products?min=abc')).json();
    expect(bad).toMatchObject({ status: 201, data: { form: ['The min must be a number.'] } });
    const health = await request.get('/healthz');
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' });
  });
});
