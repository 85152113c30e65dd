// Flash sales, static pages, categories and brands against the real embedded API, with JavaScript on
// (real-js) and off (real-nojs), in English and Arabic. The demo sale has 14 products (one page of 25):
// its page 2 is the past-the-end state; paging through real second pages runs on MSW in mocks.pages.spec.ts.
import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, openWithStatus, sidewaysScroll } from './fixtures.ts';

async function shot(page: Page, info: TestInfo, name: string) {
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.screenshot({
    path: `tests/e2e/screenshots/${name}-${info.project.name}.png`,
    fullPage: true,
  });
}

/** The page is titled `name` twice: its document title (`name | Bazaar`) and its one h1. */
async function expectTitled(page: Page, name: string) {
  await expect(page).toHaveTitle(`${name} | Bazaar`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function noHorizontalScroll(page: Page) {
  expect(await sidewaysScroll(page)).toBe(0);
}

test.describe('flash sales', () => {
  test('list → a sale → page 2 and back', async ({ page }, info) => {
    await openWithStatus(page, '/flash-sale', 200);
    await expectTitled(page, 'Flash sales');
    const sale = page.locator('section[aria-labelledby="sale-1"]');
    await expect(sale.getByRole('heading', { name: 'Weekend Mega Sale' })).toBeVisible();
    await expect(sale.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(sale.locator('article')).toHaveCount(9);
    // The flash price against the struck-through previous price.
    await expect(sale.locator('article s').first()).toBeVisible();
    await shot(page, info, 'flash-sales-en');

    await sale.getByRole('link', { name: 'All products of Weekend Mega Sale' }).click();
    await expect(page).toHaveURL(/\/flash-sale\/1$/);
    await expectTitled(page, 'Weekend Mega Sale');
    await expect(page.getByText('Products: 14')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(14);
    await expect(page.locator('main article s').first()).toBeVisible();
    await shot(page, info, 'flash-sale-en');

    await openWithStatus(page, '/flash-sale/1?page=2', 200);
    await expect(page.getByText('There are no products on this page.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/flash-sale\/1$/);
    await expect(page.locator('main article')).toHaveCount(14);
  });

  test('an unknown or malformed sale is a friendly 404 with a way back', async ({ page }) => {
    for (const path of ['/flash-sale/999', '/flash-sale/abc', '/flash-sale/1x?page=-1']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This flash sale is not available' }),
      ).toBeVisible();
    }
    await page.goto('/flash-sale/999');
    await expect(page.getByRole('alert')).toContainText('Flash sale not found or ended');
    await page.getByRole('link', { name: 'See the current flash sales' }).click();
    await expect(page).toHaveURL(/\/flash-sale$/);
  });

  test('bad page numbers are page 1', async ({ page }) => {
    await openWithStatus(page, '/flash-sale/1?page=-1', 200);
    await expect(page.locator('main article')).toHaveCount(14);
  });

  test('Arabic, right to left, on a phone', async ({ page }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithStatus(page, '/ar/flash-sale', 200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'العروض الخاطفة' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'تخفيضات نهاية الأسبوع الكبرى' })).toBeVisible();
    await noHorizontalScroll(page);
    await shot(page, info, 'flash-sales-ar-390');
    await page.getByRole('link', { name: /كل منتجات/ }).click();
    await expect(page).toHaveURL(/\/ar\/flash-sale\/1$/);
    await expect(page.locator('main article')).toHaveCount(14);
    await noHorizontalScroll(page);
  });
});

test.describe('static pages', () => {
  test('renders the sanitised page HTML', async ({ page }, info) => {
    await openWithStatus(page, '/page/about', 200);
    await expectTitled(page, 'About us');
    const content = page.getByTestId('page-content');
    await expect(content.getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible();
    await expect(content.getByRole('listitem')).toHaveCount(3);
    expect(await content.locator('script, iframe, [style], [onclick]').count()).toBe(0);
    await shot(page, info, 'page-en');
  });

  test('unknown and malformed slugs are a real 404', async ({ page }) => {
    for (const path of ['/page/no-such-page', '/page/%3Cscript%3E']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { name: 'This page could not be found' }),
      ).toBeVisible();
    }
  });

  test('contact shows the shop details and the form checks what is typed', async ({ page }) => {
    await page.goto('/page/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@bazaar.example' }).last()).toHaveAttribute(
      'href',
      'mailto:hello@bazaar.example',
    );
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The following error occurred' });
    await expect(alert).toContainText('Invalid email');
    await expect(alert).toContainText('Subject is required');
    await expect(alert).toContainText('Message is required');
    await expect(page.getByLabel('Name')).toHaveValue('Ada');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('not-an-address');
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  test('contact sends the message and says so', async ({ page }) => {
    await page.goto('/page/contact');
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('E-mail', { exact: true }).fill(`grace+${Date.now()}@example.test`);
    await page.getByLabel('Subject').fill('Delivery question');
    await page.getByLabel('Message', { exact: true }).fill('When will my parcel arrive?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('toast')).toContainText(
      'We have received your message. We will contact you as soon as possible',
    );
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('Arabic page', async ({ page }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithStatus(page, '/ar/page/about', 200);
    await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
    await expect(page.getByTestId('page-content')).toContainText('بازار');
    await noHorizontalScroll(page);
    await shot(page, info, 'page-ar-390');
  });
});

test.describe('categories and brands', () => {
  test('categories → a category and its sub-category links', async ({ page }, info) => {
    await openWithStatus(page, '/categories?page=-1', 200);
    await expectTitled(page, 'All categories');
    await expect(
      page.getByRole('list', { name: 'Sub-categories of Electronics' }).getByRole('link', {
        name: 'Laptops',
      }),
    ).toHaveAttribute('href', '/all/electronics/laptops');
    await shot(page, info, 'categories-en');
    await page.getByRole('link', { name: 'Electronics', exact: true }).click();
    await expect(page).toHaveURL(/\/all\/electronics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  });

  test('brands → a brand listing', async ({ page }, info) => {
    await openWithStatus(page, '/brands', 200);
    await expect(page.getByRole('heading', { level: 1, name: 'All brands' })).toBeVisible();
    const list = page
      .locator('main ul')
      .filter({ has: page.getByRole('link', { name: 'Kestrel' }) });
    await expect(list.getByRole('link')).toHaveCount(12);
    await shot(page, info, 'brands-en');
    await list.getByRole('link', { name: 'Kestrel' }).click();
    await expect(page).toHaveURL(/\/kestrel\/brand\?brand=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kestrel' })).toBeVisible();
  });

  test('Arabic categories and brands on a phone', async ({ page }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'كل الفئات' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'إلكترونيات', exact: true })).toHaveAttribute(
      'href',
      '/ar/all/electronics',
    );
    await noHorizontalScroll(page);
    await shot(page, info, 'categories-ar-390');
    await page.goto('/ar/brands');
    await expect(
      page.getByRole('heading', { level: 1, name: 'كل العلامات التجارية' }),
    ).toBeVisible();
    await expect(page.locator('a[href="/ar/kestrel/brand?brand=1"]')).toBeVisible();
    await noHorizontalScroll(page);
    await shot(page, info, 'brands-ar-390');
  });
});
