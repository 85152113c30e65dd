// QA against the storefront on MSW mocks: each failure scenario end to end, JavaScript on and off.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

async function scenario(request: APIRequestContext, name: string) {
  const r = await request.post('/__mocks/scenario', {
    data: name,
    headers: { 'content-type': 'text/plain' },
  });
  expect(r.ok()).toBe(true);
}

test.afterEach(async ({ request }) => scenario(request, 'none'));

test('healthy mocks render the home and a product', async ({ page, request }) => {
  await scenario(request, 'none');
  expect((await page.goto('/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Mock flash sale/ })).toBeVisible();
  await page.goto('/mock-laptop-5/product/5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mock Laptop 5 16GB/512GB');
  await expect(page.getByTestId('price').first()).toContainText('$999.50');
});

test("API down → 'API is down.' with status 503", async ({ page, request }) => {
  await scenario(request, 'api-down');
  const res = await page.goto('/');
  expect(res?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'API is down.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Reload' })).toBeVisible();
});

test('business error → the first form message with status 400', async ({ page, request }) => {
  await scenario(request, 'business-error');
  const res = await page.goto('/mock-laptop-5/product/5');
  expect(res?.status()).toBe(400);
  await expect(
    page.getByRole('heading', { name: 'The requested item is not available in your region' }),
  ).toBeVisible();
  await expect(page.getByText('SORRY')).toBeVisible();
});

test('server error → the generic error page, nothing internal', async ({ page, request }) => {
  await scenario(request, 'server-error');
  const res = await page.goto('/');
  expect(res?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to homepage' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('SQLSTATE');
  await expect(page.getByTestId('loading-bar-failed')).toBeAttached();
});

test('slow API → the page still arrives, complete', async ({ page, request }) => {
  await scenario(request, 'slow');
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Daily discover' })).toBeVisible();
});

test('the error page works in Arabic', async ({ page, request }) => {
  await scenario(request, 'api-down');
  const res = await page.goto('/ar');
  expect(res?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'واجهة البرمجة متوقفة.' })).toBeVisible();
});

test('a slow navigation shows the loading bar (with JavaScript)', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await scenario(request, 'none');
  await page.goto('/');
  await scenario(request, 'slow');
  const link = page.locator('section[aria-labelledby="discover-title"] article a').first();
  if (javaScriptEnabled) {
    await link.click();
    await expect(page.getByTestId('loading-bar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  } else {
    // Without JavaScript the browser's own progress indicator does the job; the page still arrives.
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
