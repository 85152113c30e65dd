// UI strings per language and per screen (issue 18, decision 082): the browser fetches only the current
// language's namespaces that the page uses, from /locales/{lng}/{ns} under a content hash; a client
// navigation to a screen with another namespace shows the old page until the strings are there (never a
// key); without JavaScript nothing is fetched and the server's page is whole.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

const localeRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/locales/')) seen.push(pathname + search);
  });
  return seen;
};

test('a French listing fetches French strings only, then a product’s on the way there', async ({
  page,
}, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const seen = localeRequests(page);
  await page.goto('/fr/all/electronics');
  await hydrated(page, js);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (!js) {
    expect(seen).toEqual([]);
    await page.locator('main a[href*="/product/"]').first().click();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible();
    expect(seen).toEqual([]);
    return;
  }
  const names = () => seen.map((s) => s.replace(/\?.*/, ''));
  expect(names()).toEqual(
    expect.arrayContaining(['/locales/fr/common', '/locales/fr/catalog', '/locales/fr/cart']),
  );
  expect(names().every((s) => s.startsWith('/locales/fr/'))).toBe(true);
  expect(names()).not.toContain('/locales/fr/product');
  // Under their content hash: cacheable for a year.
  expect(seen.every((s) => /\?v=[0-9a-f]{12}$/.test(s))).toBe(true);
  const common = await page.request.get(seen.find((s) => s.startsWith('/locales/fr/common'))!);
  expect(common.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Watch the page for a raw key while navigating on the client to a product (the `product` namespace).
  await page.evaluate(() => {
    const w = window as unknown as { sawKey: boolean };
    w.sawKey = false;
    new MutationObserver(() => {
      if (/\baddToCart\b|\bstock\.(in|out)\b/.test(document.body.innerText)) w.sawKey = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.locator('main a[href*="/product/"]').first().click();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible();
  expect(names()).toContain('/locales/fr/product');
  expect(names().every((s) => s.startsWith('/locales/fr/'))).toBe(true);
  // Its hash too, read back from the document's locales script (the root's data does not repeat them).
  expect(seen.every((s) => /\?v=[0-9a-f]{12}$/.test(s))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { sawKey: boolean }).sawKey)).toBe(false);
  // Still the same document: a client navigation, not a reload.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an Arabic product page hydrates on Arabic strings alone', async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const seen = localeRequests(page);
  await page.goto('/ar/x/product/1');
  await hydrated(page, js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' }).first()).toBeVisible();
  if (js) {
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.startsWith('/locales/ar/'))).toBe(true);
    expect(seen.map((s) => s.replace(/\?.*/, ''))).toContain('/locales/ar/product');
  } else expect(seen).toEqual([]);
});
