// Cart, wishlist, compare list and vouchers end to end (issue 6), JavaScript on and off.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures.ts';
import { logIn, newShopper, toast } from './accounts.ts';
import { openProduct } from './shopping.ts';

// Its journeys go through many pages, each with the axe check: 120 s rather than the default 60 s.
test.describe.configure({ timeout: 120_000 });

type Detail = {
  id: number;
  slug: string;
  title: string;
  store: { id: number };
  attribute: {
    id: number;
    values: { attribute_value_id: number; quantity: number; title: string }[];
  }[];
  inventory: {
    id: number;
    quantity: number;
    inventory_attributes: { attribute_value_id: number }[];
  }[];
  bundle_deal: { buy: number; free: number } | null;
  selling: number;
  offered: number | null;
  price: number | null;
  end_time: string | null;
};
const currentPrice = (d: Detail) =>
  d.end_time && d.price ? d.price : d.offered && d.offered > 0 ? d.offered : d.selling;

/** Products of the demo shop found by what they are (through the API, as a shopper's browser would not). */
async function findProducts(request: APIRequestContext) {
  const found: { variant?: Detail; bundle?: Detail; plain: Detail[] } = { plain: [] };
  for (let id = 1; id <= 120 && (!found.variant || !found.bundle || found.plain.length < 4); id++) {
    const r = (await (await request.get(`/api/v1/product/${id}`)).json()) as {
      status: number;
      data: Detail;
    };
    if (r.status !== 200 || !r.data?.id) continue;
    const d = r.data;
    const stocked = d.inventory.filter((i) => i.quantity >= 5);
    if (
      !found.variant &&
      d.attribute.length &&
      stocked.some((i) => i.inventory_attributes.length === d.attribute.length)
    )
      found.variant = d;
    else if (
      !found.bundle &&
      d.bundle_deal &&
      !d.attribute.length &&
      d.inventory.length === 1 &&
      d.inventory[0]!.quantity >= 6
    )
      found.bundle = d;
    else if (
      !d.attribute.length &&
      d.inventory.length === 1 &&
      d.inventory[0]!.quantity >= 10 &&
      !d.bundle_deal
    )
      found.plain.push(d);
  }
  if (!found.variant || !found.bundle || found.plain.length < 4)
    throw new Error('demo products not found');
  return found as { variant: Detail; bundle: Detail; plain: Detail[] };
}

const count = (page: Page) => page.getByTestId('cart-count');

/** Chooses every option of a variant product to an inventory with stock (radio labels; Update without JS). */
async function chooseVariant(page: Page, d: Detail, js: boolean) {
  const inv = d.inventory.find(
    (i) => i.quantity >= 5 && i.inventory_attributes.length === d.attribute.length,
  )!;
  for (const a of inv.inventory_attributes) {
    const group = d.attribute.find((g) =>
      g.values.some((v) => v.attribute_value_id === a.attribute_value_id),
    )!;
    const value = group.values.find((v) => v.attribute_value_id === a.attribute_value_id)!;
    await page
      .locator(`input[type=radio][value="${value.attribute_value_id}"]`)
      .locator('xpath=..')
      .click();
  }
  if (!js) await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.locator('input[name=inventory_id]').first()).toHaveValue(String(inv.id));
}

/** Opens the page of the `n`-th plain product (no choices, no bundle deal, in stock) and returns it. */
async function openPlainProduct(
  page: Page,
  request: APIRequestContext,
  n: number,
  js: boolean,
  lang?: string,
) {
  const p = (await findProducts(request)).plain[n]!;
  await openProduct(page, p, js, lang);
  return p;
}

async function addFromPage(page: Page, quantity: number, js: boolean) {
  if (quantity !== 1) await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await toast(page, 'Product successfully added to cart');
  if (!js) await expect(page).toHaveURL(/\/product\//);
}

test('a guest fills a cart from two stores, changes it, logs in and finds it merged', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const { variant, bundle, plain } = await findProducts(request);
  // The account already holds one line (made through the API with its token).
  const { email, token } = await newShopper(request, 'cart', stamp, 'Cart Owner');
  const own = plain[0]!;
  await request.post('/api/v1/cart/action', {
    headers: { Authorization: `Bearer ${token}` },
    data: { product_id: own.id, inventory_id: own.inventory[0]!.id, quantity: 1 },
  });

  // A product with required attributes: refused until they are chosen (JS: at once; no JS: by the server).
  await openProduct(page, variant, js);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByText('Please select all required attributes.').first()).toBeVisible();
  await chooseVariant(page, variant, js);
  await addFromPage(page, 1, js);
  await expect(count(page)).toHaveText('1');

  // A bundle deal from another store, two at once.
  await openProduct(page, bundle, js);
  await addFromPage(page, 2, js);
  await expect(count(page)).toHaveText('3');

  await openHydrated(page, '/cart', js);
  await expect(page.getByTestId('cart-store')).toHaveCount(2);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const bundleLine = lines.filter({ hasText: bundle.title });
  const variantLine = lines.filter({ hasText: variant.title });
  // Quantities: up to the bundle's threshold with +; the deal shows in the line and the summary.
  for (let q = 2; q < bundle.bundle_deal!.buy; q++) {
    await bundleLine.getByRole('button', { name: /One more/ }).click();
    await expect(bundleLine.getByLabel(/Quantity of/)).toHaveValue(String(q + 1));
  }
  await expect(page.getByTestId('summary-bundle')).toBeVisible();
  await variantLine.getByRole('button', { name: /One more/ }).click();
  await expect(variantLine.getByLabel(/Quantity of/)).toHaveValue('2');
  await expect(count(page)).toHaveText(String(2 + Math.max(2, bundle.bundle_deal!.buy)));
  // Uncheck the variant line: it leaves the totals.
  const check = variantLine.getByRole('checkbox');
  await check.click();
  await expect(variantLine.getByRole('checkbox')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(`Items (${Math.max(2, bundle.bundle_deal!.buy)})`)).toBeVisible();
  // Delete the bundle line after the confirmation; the count drops by its quantity.
  await bundleLine.getByRole('link', { name: /Delete/ }).click();
  await expect(page.getByText('Do you really want to delete?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await toast(page, 'The item has been removed from your cart.');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(count(page)).toHaveText('2');

  // Log in: the guest's line joins the account's own line.
  await logIn(page, email, 'secret12', js);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-line').filter({ hasText: variant.title })).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: own.title })).toBeVisible();
  await expect(count(page)).toHaveText('3');
});

/** On a product's page, put it in the wishlist or compare list with its own button, and see the toggle flip. */
async function addOnProductPage(
  page: Page,
  p: { slug: string; id: number },
  js: boolean,
  list: 'wishlist' | 'compare',
  said: string,
) {
  await openProduct(page, p, js);
  await page.getByRole('button', { name: `Add to ${list}`, exact: true }).click();
  await toast(page, said);
  await expect(
    page.getByRole('button', { name: `Remove from ${list}`, exact: true }),
  ).toBeVisible();
}

test('a shopper toggles the wishlist, compares three products, collects and validates a voucher', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const { plain } = await findProducts(request);
  const { email } = await newShopper(request, 'lists', stamp);
  await logIn(page, email, 'secret12', js);

  // Wishlist: the heart on the product page toggles; the list shows it; remove it there.
  const first = plain[1]!;
  await addOnProductPage(page, first, js, 'wishlist', 'Added to your wishlist.');
  await page.goto('/user/wishlists');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await expect(page.getByTestId('wishlist-item')).toContainText(first.title);
  await page.getByRole('button', { name: /^Remove/ }).click();
  await toast(page, 'Removed from your wishlist.');
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

  // Compare three products side by side.
  for (const p of plain.slice(1, 4)) {
    await addOnProductPage(page, p, js, 'compare', 'Added to your compare list.');
  }
  await page.goto('/user/compared');
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th')).toHaveCount(3);
  for (const p of plain.slice(1, 4)) await expect(table).toContainText(p.title);
  await expect(table.getByRole('rowheader', { name: 'Brand' })).toBeVisible();

  // Vouchers: collect SAVE5, then check it against a cart that reaches its minimum spend.
  await openHydrated(page, '/user/vouchers', js);
  await page.getByRole('button', { name: 'Collect SAVE5' }).click();
  await toast(page, 'The voucher is in your account.');
  const mine = page.getByRole('region', { name: 'Your vouchers' });
  await expect(mine.getByTestId('voucher')).toContainText('SAVE5');
  // Enough of one product to pass SAVE5's minimum spend of $30.
  const product = plain.find((p) => currentPrice(p) * 9 >= 30)!;
  const quantity = Math.ceil(30 / currentPrice(product));
  await openProduct(page, product, js);
  await addFromPage(page, quantity, js);
  await openHydrated(page, '/user/vouchers', js);
  await page.getByLabel('Voucher code').fill('SAVE5');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('SAVE5 applies to your selection: you save $5.00')).toBeVisible();
  // In the cart the voucher lowers the total.
  await openHydrated(page, '/cart', js);
  // A code that does not exist: said, and still in the box to correct (JS on and off).
  await page.getByLabel('Voucher code').fill('NOPE99');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  // An error toast is an alert.
  await expect(
    page.getByTestId('toast').filter({ hasText: 'This voucher code does not exist.' }),
  ).toHaveAttribute('role', 'alert');
  await expect(page.getByLabel('Voucher code')).toHaveValue('NOPE99');
  await page.getByLabel('Voucher code').fill('save5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await toast(page, 'Voucher SAVE5 applied.');
  await expect(page.getByTestId('summary-voucher')).toContainText('$5.00');
});

test('the server ignores a tampered price and refuses a negative quantity', async ({
  page,
  request,
  js,
}) => {
  const p = await openPlainProduct(page, request, 2, js);
  // A negative quantity: the spec's message, nothing added.
  await page.getByLabel('Quantity').fill('-3');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByText('Must have minimum 1 item.').first()).toBeVisible();
  await expect(count(page)).toHaveText('0');
  // A price slipped into the form is ignored: the cart charges the shop's price.
  await page.getByLabel('Quantity').fill('1');
  await page.evaluate(() => {
    const form = document.querySelector('input[name=quantity][type=number]')!.closest('form')!;
    for (const name of ['price', 'unit_price', 'selling']) {
      const value = '0.01';
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
  });
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await toast(page, 'Product successfully added to cart');
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const expected = currentPrice(p).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(line.getByTestId('line-total')).toContainText(expected);
  await expect(line.getByTestId('line-total')).not.toContainText('0.01');
});

test('the cart in Arabic, right to left, with its checkbox and steppers worked from the keyboard', async ({
  page,
  request,
  js,
}) => {
  await openPlainProduct(page, request, 3, js, 'ar');
  await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click();
  await toast(page, 'تمت إضافة المنتج إلى السلة بنجاح');
  await openHydrated(page, '/ar/cart', js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'السلة' })).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  // No sideways scrolling in right-to-left.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // Keyboard: the + stepper with Enter, the line checkbox with Space.
  await line.getByRole('button', { name: /واحد أكثر/ }).focus();
  await page.keyboard.press('Enter');
  await expect(line.getByLabel(/كمية/)).toHaveValue('2');
  const check = page.getByTestId('cart-line').getByRole('checkbox');
  await check.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('cart-line').getByRole('checkbox')).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByTestId('checkout-blocked')).toHaveText(
    'لم تحدد أي منتج. يرجى تحديد منتج أولًا',
  );
});

test("product cards: the heart and add to cart post their page's shared forms, a product with choices goes to its page", async ({
  page,
  request,
  js,
  stamp,
}) => {
  const { variant, plain } = await findProducts(request);
  const { email } = await newShopper(request, 'cards', stamp);
  await logIn(page, email, 'secret12', js);

  // Home: a card's heart. The cards hold no form of their own (decision 085).
  await openHydrated(page, '/', js);
  const discover = page.locator('section[aria-labelledby="discover-title"]');
  await expect(discover.locator('article form')).toHaveCount(0);
  const card = discover.locator('article').first();
  const title = (await card.locator('h3').textContent())!.trim();
  await card.getByRole('button', { name: `Add ${title} to wishlist` }).click();
  await toast(page, 'Added to your wishlist.');
  if (!js) await expect(page).toHaveURL(/\/$/);
  await expect(
    discover
      .locator('article')
      .first()
      .getByRole('button', { name: `Remove ${title} from wishlist` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // A listing's card: a plain product into the cart, and back on the listing.
  const item = plain[2]!;
  await openHydrated(page, `/search?q=${encodeURIComponent(item.title)}`, js);
  await page
    .getByRole('button', { name: `Add to cart — ${item.title}` })
    .first()
    .click();
  await toast(page, 'Product successfully added to cart');
  await expect(count(page)).toHaveText('1');
  await expect(page).toHaveURL(/\/search\?q=/);

  // A product with choices to make: refused, and its page says why.
  await openHydrated(page, `/search?q=${encodeURIComponent(variant.title)}`, js);
  await page
    .getByRole('button', { name: `Add to cart — ${variant.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${variant.id}$`));
  await expect(page.getByText('Please select all required attributes.').first()).toBeVisible();
});
