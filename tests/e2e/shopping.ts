// Storefront steps shared by the e2e journeys that buy: a product added to the cart from its page, and the
// shipping step's address form filled and saved.
import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.ts';
import { toast } from './accounts.ts';

/** The product's page (English unless `lang` says), hydrated. */
export async function openProduct(
  page: Page,
  product: { id: number; slug: string },
  js: boolean,
  lang?: string,
) {
  await page.goto(`${lang ? `/${lang}` : ''}/${product.slug}/product/${product.id}`);
  await hydrated(page, js);
}

/** From the product's page (English), its first "Add to cart"; waits for the toast. */
export async function addToCart(page: Page, product: { id: number; slug: string }, js: boolean) {
  await openProduct(page, product, js);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await toast(page, 'Product successfully added to cart');
}

/** The address form of the shipping step, by field name (the same in every language), filled and saved. */
export async function saveAddress(page: Page, name: string, email: string) {
  const form = page
    .locator('form')
    .filter({ has: page.locator('button[name=intent][value=save]') });
  await form.locator('input[name=name]').fill(name);
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=phone]').fill('+1 212 555 0100');
  await form.locator('select[name=country]').selectOption('US');
  const state = form.locator('select[name=state]');
  if (await state.count()) await state.selectOption({ index: 1 });
  await form.locator('input[name=city]').fill('New York');
  await form.locator('input[name=zip]').fill('10001');
  await form.locator('input[name=address_1]').fill('1 Main Street');
  // Without JavaScript the states follow the country on the server's answer: pick one there. Wait for that
  // answer (one more address listed, or the state refused) before looking: a busy machine answers late.
  const invalid = form.locator('select[name=state][aria-invalid=true]');
  const listed = page.getByTestId('ship-address');
  const added = listed.nth(await listed.count());
  await form.locator('button[name=intent][value=save]').click();
  await expect(invalid.or(added)).toBeVisible();
  if (await invalid.count()) {
    await invalid.selectOption({ index: 1 });
    await form.locator('button[name=intent][value=save]').click();
    await expect(added).toBeVisible();
  }
}
