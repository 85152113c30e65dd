// Keyboard only (issue 7): the shopper never touches the mouse. Tab, Shift+Tab, Enter, Space, the arrows
// and Escape through the skip link, the header, the search suggestions, a listing's filters and a product's
// variants up to the add-to-cart button, with JavaScript on (real-js) and off (real-nojs). After every Tab
// the focused control must be visible on screen (itself or its label), so no focus stop is a hidden one.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { findDemoProduct, variantTitles } from './demo-products.ts';
import { logIn, registerViaApi } from './accounts.ts';

/** What has focus now: a short description, and whether it (or one of its labels) is visible on screen. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', visible: true, inHeader: false };
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      return r.width > 2 && r.height > 2 && s.visibility !== 'hidden';
    };
    const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
    const name =
      el.getAttribute('aria-label') ??
      labels[0]?.textContent ??
      el.textContent ??
      el.getAttribute('name') ??
      '';
    return {
      what: `${el.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      visible: shown(el) || labels.some(shown),
      inHeader: el.closest('header') !== null,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on the way that every focus stop is visible.
 * Returns the stops passed through.
 */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) {
  const stops: Awaited<ReturnType<typeof focused>>[] = [];
  for (let i = 0; i < (opts.max ?? 80); i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    expect(now.visible, `focus stop ${now.what} is not visible`).toBe(true);
    stops.push(now);
  }
  await expect(target).toBeFocused();
  return stops;
}

/** A demo product with two variant groups and a variant in stock. */
const variantProduct = (request: APIRequestContext) =>
  findDemoProduct(request, 'with two variant groups', (p) => {
    if (p.attribute.length < 2) return undefined;
    const inv = p.inventory.find((i) => i.quantity > 5);
    // The value of each group this variant is made of.
    return inv ? { p, values: variantTitles(p, inv) } : undefined;
  });

test('skip link, header links and the search box up to a product', async ({
  page,
  javaScriptEnabled,
}) => {
  // Dozens of key presses, each awaited with its assertion: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const js = javaScriptEnabled !== false;
  await page.goto('/');
  await hydrated(page, js);

  // The first Tab reaches the skip link, which is shown when focused; Enter jumps past the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);

  // Back to the top: every header link is a visible focus stop, in reading order.
  await page.keyboard.press('Shift+Tab');
  const search = page.getByRole('combobox', { name: 'Search the shop' });
  const stops = await tabTo(page, search, { back: true });
  expect(stops.length).toBeGreaterThan(2);
  expect(stops.every((s) => s.inHeader)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  // Then the account links and the cart.
  const header = page.locator('header');
  const account = await tabTo(page, header.getByRole('link', { name: /^Cart, \d+ items$/ }), {
    max: 6,
  });
  expect(account.map((s) => s.what)).toEqual(
    expect.arrayContaining(['a "Log in"', 'a "Register"']),
  );
  expect(account.every((s) => s.inHeader)).toBe(true);
  // And back up with Shift+Tab, past the logo and the language menu to the skip link.
  await tabTo(page, search, { back: true });
  await page.keyboard.press('Shift+Tab');
  await expect(header.getByRole('link', { name: /Home$/ })).toBeFocused();
  await tabTo(page, page.locator('header summary').filter({ hasText: 'English' }), { back: true });
  await tabTo(page, skip, { back: true });
  await tabTo(page, search);

  await page.keyboard.type('lap');
  if (js) {
    // The suggestions: ↓ moves through them (focus stays in the box), Escape closes, ↓ reopens.
    const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveValue('lap');
    let onProduct = false;
    for (let i = 0; i < 30 && !onProduct; i++) {
      await page.keyboard.press('ArrowDown');
      await expect(search).toBeFocused();
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      const active = await search.getAttribute('aria-activedescendant');
      onProduct =
        active !== null && (await products.and(page.locator(`[id="${active}"]`)).count()) === 1;
    }
    expect(onProduct).toBe(true);
    const option = page.locator(`[id="${await search.getAttribute('aria-activedescendant')}"]`);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const title = (await option.textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  } else {
    // Without JavaScript the box is a plain search form: Enter searches, Tab reaches a result.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lap$/);
    const first = page.locator('main a[href*="/product/"]').first();
    const href = (await first.getAttribute('href'))!;
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?+*()[\]]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a listing filter with Space', async ({ page, javaScriptEnabled }) => {
  const js = javaScriptEnabled !== false;
  await page.goto('/all/electronics');
  await hydrated(page, js);
  const kestrel = page.getByRole('checkbox', { name: 'Kestrel' });
  await tabTo(page, kestrel);
  await page.keyboard.press('Space');
  await expect(kestrel).toBeChecked();
  if (!js) {
    // Without JavaScript the ticks wait for Apply.
    await tabTo(page, page.getByRole('button', { name: 'Apply' }).first());
    await page.keyboard.press('Enter');
  }
  // (Without JavaScript the form also sends its empty fields.)
  await expect(page).toHaveURL(
    js ? /\/all\/electronics\?brand=\d+$/ : /\/all\/electronics\?.*\bbrand=\d+/,
  );
  await expect(page.getByRole('checkbox', { name: 'Kestrel' })).toBeChecked();
  // With JavaScript the page updates in place and focus stays on the box just ticked.
  if (js) {
    await expect(kestrel).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/all\/electronics$/);
    await expect(kestrel).toBeFocused();
    await expect(kestrel).not.toBeChecked();
  }
});

test('a variant, a quantity and the add-to-cart button', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const { p, values } = await variantProduct(request);
  await page.goto(`/${p.slug}/product/${p.id}`);
  await hydrated(page, js);
  for (const [i, title] of values.entries()) {
    const group = page
      .locator('fieldset')
      .filter({ has: page.getByRole('radio') })
      .nth(i);
    const radio = group.getByRole('radio', { name: title, exact: true });
    // Tab enters the group once (on its checked radio, else its first); the arrows move within it.
    const checked = group.getByRole('radio', { checked: true });
    await tabTo(page, (await checked.count()) ? checked : group.getByRole('radio').first());
    for (let n = 0; n < 12 && !(await radio.isChecked()); n++) {
      await page.keyboard.press('ArrowRight');
      await expect(group.getByRole('radio', { checked: true })).toBeFocused();
    }
    await expect(radio).toBeChecked();
    await expect(radio).toBeFocused();
  }
  if (js) {
    // Each choice is in the URL already.
    await expect(page).toHaveURL(/\?.+=\d+&.+=\d+/);
  } else {
    await tabTo(page, page.getByRole('button', { name: 'Update' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?.+=\d+&.+=\d+/);
    for (const title of values)
      await expect(page.getByRole('radio', { name: title, exact: true })).toBeChecked();
  }
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('2');
  await page.keyboard.press('Tab');
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeFocused();
  await expect(add).toBeEnabled();
  await expect(page.getByTestId('stock')).not.toHaveText(/out of stock|unavailable/i);
});

test('checkout from the shipping step to a bank transfer reference', async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  const js = javaScriptEnabled !== false;
  // Set up through the API: a signed-in shopper with a default address and one plain product in the cart.
  const product = await findDemoProduct(request, 'plain, in stock', (p) =>
    !p.attribute.length && p.inventory.length === 1 && p.inventory[0]!.quantity > 30
      ? p
      : undefined,
  );
  const email = `keys-${testInfo.project.name}-${Date.now()}@example.com`;
  const token = await registerViaApi(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  for (const [path, data] of [
    [
      'cart/action',
      { product_id: product.id, inventory_id: product.inventory[0]!.id, quantity: 1 },
    ],
    [
      'user/address/action',
      {
        name: 'Key Buyer',
        email,
        phone: '+1 212 555 0100',
        country: 'US',
        city: 'New York',
        zip: '10001',
        address_1: '1 Keyboard Street',
        default: 1,
      },
    ],
  ] as const)
    expect((await (await request.post(`/api/v1/${path}`, { headers, data })).json()).status).toBe(
      200,
    );
  await logIn(page, email, 'secret12', js);

  // The shipping step: the default address is chosen; the shipping type is a radio group the arrows move in.
  await page.goto('/shipping');
  await hydrated(page, js);
  const location = page.getByRole('radio', { name: 'Delivery to the address' });
  await expect(location).toBeChecked();
  await tabTo(page, page.getByRole('radio', { name: /1 Keyboard Street/ }));
  await tabTo(page, location);
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page, js);

  // The payment methods: Tab enters the group, the arrows choose bank transfer, Enter on Place order.
  const methods = page.getByRole('group', { name: 'Payment method' });
  const bank = methods.getByRole('radio', { name: 'Bank transfer' });
  await tabTo(page, methods.getByRole('radio', { checked: true }));
  for (let n = 0; n < 10 && !(await bank.isChecked()); n++) await page.keyboard.press('ArrowDown');
  await expect(bank).toBeChecked();
  await expect(bank).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-placed')).toBeVisible();

  // The bank reference: typed, then Enter submits its form.
  await tabTo(page, page.getByLabel('Transaction id'));
  await page.keyboard.type('KEYS-REF-0001');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-submitted')).toBeVisible();
});
