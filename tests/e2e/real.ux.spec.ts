// What a shopper tripped over (issue 14): sub-category pages, the cart quantity box, silent forms with
// JavaScript, the loading bar on 404, the human sitemap, the voucher cap and unavailable shipping.
// JavaScript on and off (real-js, real-nojs).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, openHydrated, openWithStatus, popupBoxes, test } from './fixtures.ts';
import { logInAt, registerViaApi, toast } from './accounts.ts';

async function apiData<T>(request: APIRequestContext, url: string, lang?: string): Promise<T> {
  const r = await request.get(url, { headers: lang ? { language: lang } : {} });
  return ((await r.json()) as { data: T }).data;
}

type Listing = { category: { title: string } | null; result: { total: number } };

test.describe('item 1: a sub-category page is the sub-category', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`/all/electronics/laptops (${lang})`, async ({ page, request, javaScriptEnabled }) => {
      const api = await apiData<Listing>(
        request,
        '/api/v1/all?category=electronics&sub_category=laptops',
        lang,
      );
      const parent = await apiData<Listing>(request, '/api/v1/all?category=electronics', lang);
      const prefix = lang === 'en' ? '' : `/${lang}`;
      await openHydrated(page, `${prefix}/all/electronics/laptops`, javaScriptEnabled);
      const title = api.category!.title;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(parent.category!.title);
      const crumbs = page.locator('main nav').first();
      await expect(crumbs).toContainText(title);
      await expect(page.getByText(`${api.result.total}`).first()).toBeVisible();
      expect(api.result.total).toBeLessThan(parent.result.total);
      if (lang === 'en') await expect(page.getByText(`Results: ${api.result.total}`)).toBeVisible();
    });
  }
});

type Detail = {
  id: number;
  slug: string;
  attribute: unknown[];
  inventory: { id: number; quantity: number }[];
  bundle_deal: unknown;
};

async function plainProduct(request: APIRequestContext): Promise<Detail> {
  for (let id = 1; id <= 120; id++) {
    const r = (await (await request.get(`/api/v1/product/${id}`)).json()) as {
      status: number;
      data: Detail;
    };
    const d = r.data;
    if (
      r.status === 200 &&
      d?.id &&
      !d.attribute.length &&
      !d.bundle_deal &&
      d.inventory.length === 1 &&
      d.inventory[0]!.quantity >= 10
    )
      return d;
  }
  throw new Error('no plain product');
}

const alert = (page: Page, text: string) =>
  expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();

async function cartWithThree(page: Page, request: APIRequestContext, js: boolean) {
  const d = await plainProduct(request);
  await openHydrated(page, `/${d.slug}/product/${d.id}`, js);
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await toast(page, 'Product successfully added to cart');
  await openHydrated(page, '/cart', js);
  return d;
}

test('item 2: Enter in the quantity box sets the typed quantity; the spec messages show', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  await cartWithThree(page, request, js);
  const box = page.getByRole('spinbutton', { name: /Quantity of/ });
  await expect(box).toHaveValue('3');
  await box.fill('5');
  await box.press('Enter');
  // The server's answer (with JavaScript, the revalidation) has come: the line total is five units.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: /Quantity of/ })).toHaveValue('5');
  await hydrated(page, js);
  // Out of range: the server's messages, never a browser bubble that blocks the form.
  await page.getByRole('spinbutton', { name: /Quantity of/ }).fill('0');
  await page.getByRole('spinbutton', { name: /Quantity of/ }).press('Enter');
  await alert(page, 'Must have minimum 1 item.');
  await page.getByRole('spinbutton', { name: /Quantity of/ }).fill('500');
  await page.getByRole('spinbutton', { name: /Quantity of/ }).press('Enter');
  await alert(page, 'Maximum quantity exceeds.');
  await expect(page.getByRole('spinbutton', { name: /Quantity of/ })).toHaveValue(/^(5|500)$/);
});

test('item 3: empty login and register forms show the spec messages', async ({
  page,
  javaScriptEnabled,
}) => {
  await openHydrated(page, '/login', javaScriptEnabled);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await openHydrated(page, '/register', javaScriptEnabled);
  await page
    .getByRole('button', { name: /Create|Register|Sign up/ })
    .first()
    .click();
  await expect(page.getByText('Email is required')).toBeVisible();
});

test('item 3 (Arabic): an empty login form shows the messages in Arabic', async ({
  page,
  javaScriptEnabled,
}) => {
  await openHydrated(page, '/ar/login', javaScriptEnabled);
  await page.locator('main form[method=post] button[type=submit]').last().click();
  await expect(page.locator('main [id$="-email-error"]')).toBeVisible();
  await expect(page.locator('main [id$="-email-error"]')).not.toContainText('required');
});

test('item 7: the loading bar finishes on a 404 page', async ({ page, javaScriptEnabled }) => {
  await openWithStatus(page, '/all/electronics/no-such-sub', 404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByTestId('loading-bar-failed')).toHaveCount(0);
  if (javaScriptEnabled === false) return;
  await openHydrated(page, '/', true);
  // A client navigation that ends on the 404 screen.
  await page.evaluate(() => {
    (
      window as unknown as { __remixRouter: { navigate: (to: string) => void } }
    ).__remixRouter.navigate('/page/no-such-page');
  });
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  await expect(page.getByTestId('loading-bar-failed')).toHaveCount(0);
});

test('item 8: /page/sitemap lists the categories and products, in Arabic too', async ({
  page,
  javaScriptEnabled,
}) => {
  await openWithStatus(page, '/page/sitemap', 200);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  await expect(page.getByRole('link', { name: 'Electronics', exact: true }).last()).toHaveAttribute(
    'href',
    '/all/electronics',
  );
  await expect(page.locator('#sitemap-products ~ ul a').first()).toBeVisible();
  const ar = await page.goto('/ar/page/sitemap');
  expect(ar?.status()).toBe(200);
  await expect(page.locator('main a[href="/ar/all/electronics"]').last()).toBeVisible();
});

test.describe('item 4: translations', () => {
  test('titles: the shop name once, home and 404 in the language', async ({ page }) => {
    await page.goto('/all/electronics');
    await expect(page).toHaveTitle('Electronics | Bazaar');
    await page.goto('/ar/all/electronics');
    await expect(page).toHaveTitle('إلكترونيات | بازار');
    await page.goto('/fr');
    await expect(page).toHaveTitle(
      'Bazaar — des boutiques indépendantes, une seule place de marché',
    );
    await page.goto('/ar/page/no-such-page');
    await expect(page).toHaveTitle('تعذر العثور على هذه الصفحة | بازار');
  });

  test('newsletter errors in the language (Arabic), the same JS on and off', async ({
    page,
    javaScriptEnabled,
  }) => {
    await openHydrated(page, '/ar', javaScriptEnabled);
    await page.locator('footer button[type=submit]').click();
    await expect(page.getByRole('alert')).toContainText('البريد الإلكتروني');
    await expect(page.getByRole('alert')).not.toContainText('required');
  });

  test('badges and attribute values are translated; the Arabic top bar says "البيع على بازار"', async ({
    page,
    request,
  }) => {
    await page.goto('/ar');
    await expect(page.locator('header a[href$="/seller/register"]').first()).toHaveText(
      'البيع على بازار',
    );
    await page.goto('/fr/all/electronics');
    // textContent: the badge's text whether or not its card has been laid out yet.
    const badges = await page.getByTestId('badge').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const b of badges) expect(['Nouveau', 'Promo']).toContain(b);
    // A product with colours shows them in French.
    for (let id = 1; id <= 60; id++) {
      const r = (await (await request.get(`/api/v1/product/${id}`)).json()) as {
        data?: { slug: string; attribute: { values: { title: string }[] }[] };
      };
      const titles = r.data?.attribute.flatMap((a) => a.values.map((v) => v.title)) ?? [];
      if (!titles.includes('Black')) continue;
      await page.goto(`/fr/${r.data!.slug}/product/${id}`);
      await expect(page.getByText('Noir', { exact: true }).first()).toBeVisible();
      return;
    }
    throw new Error('no product in black');
  });
});

test.describe('item 5: the popup banner is a dialog; floating buttons keep clear', () => {
  test.use({ firstVisit: true });

  test('centred dialog, focus inside, Escape or × closes it for good', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, '/', javaScriptEnabled);
    const dialog = page.getByRole('dialog', { name: /WELCOME10/ });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(4);
    expect(Math.abs(box.y + box.height / 2 - 400)).toBeLessThan(4);
    if (javaScriptEnabled !== false) {
      // Modal: the focus is inside and stays inside.
      await expect
        .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)))
        .toBe(true);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      // Closing is remembered by a post; the reload waits for its answer (a reload at once would abort it).
      const remembered = page.waitForResponse(
        (r) => r.url().includes('/preferences') && r.request().method() === 'POST',
      );
      await page.keyboard.press('Escape');
      await remembered;
    } else {
      await dialog.getByRole('button', { name: /^Close/ }).click();
    }
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
  });

  test('on a phone, a tap beside it closes it for good (with JavaScript); without, it is not modal', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/', javaScriptEnabled);
    const dialog = page.getByRole('dialog', { name: /WELCOME10/ });
    await expect(dialog).toBeVisible();
    const modal = () => dialog.evaluate((d) => d.matches(':modal'));
    if (javaScriptEnabled !== false) {
      await expect.poll(modal).toBe(true);
      const remembered = page.waitForResponse(
        (r) => r.url().includes('/preferences') && r.request().method() === 'POST',
      );
      await page.mouse.click(8, 8);
      await remembered;
      await expect(page.getByTestId('popup-banner')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('popup-banner')).toHaveCount(0);
    } else {
      expect(await modal()).toBe(false);
    }
  });
});

test.describe('item 5: the popup banner on a first visit', () => {
  test.use({ firstVisit: true });

  test('the popup banner keeps its box whatever part of it the first paint has (no layout shift)', async ({
    page,
    javaScriptEnabled,
  }) => {
    for (const [width, height, path] of [
      [412, 823, '/all/electronics'],
      [320, 640, '/all/electronics'],
      [1280, 800, '/ar/all/electronics'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openHydrated(page, path, javaScriptEnabled);
      const dialog = page.getByTestId('popup-banner');
      await expect(dialog).toBeVisible();
      // A streamed document can be painted mid-way through the dialog: before its picture or its close
      // button has been parsed. The same dialog without them must take the same box.
      const { whole, partial } = await popupBoxes(dialog);
      for (const size of partial) expect(size, `${path} at ${width} px`).toEqual(whole);
      // And it fits: the picture at most 500 px, the whole inside the screen with a margin.
      const img = (await dialog.locator('img').boundingBox())!;
      const box = (await dialog.boundingBox())!;
      expect(img.width).toBeLessThanOrEqual(500);
      expect(box.x).toBeGreaterThanOrEqual(15);
      expect(box.x + box.width).toBeLessThanOrEqual(width - 15);
    }
  });
});

test('item 5: at 390 px the chat button does not cover the sticky add-to-cart bar', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const d = await plainProduct(request);
  await openHydrated(page, `/${d.slug}/product/${d.id}`, javaScriptEnabled);
  await page.mouse.wheel(0, 600);
  const bar = (await page.getByTestId('sticky-bar').boundingBox())!;
  const chat = (await page.locator('a[href^="https://wa.me/"]').boundingBox())!;
  expect(chat.y + chat.height).toBeLessThanOrEqual(bar.y);
});

for (const lang of ['en', 'ar'] as const)
  test(`issue 37 item 8 (${lang}): at 1366 px the chat button never covers the newsletter's submit button`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openHydrated(page, lang === 'en' ? '/' : '/ar', javaScriptEnabled);
    const submit = page.locator('footer form button[type=submit]').first();
    await submit.scrollIntoViewIfNeeded();
    const chat = page.locator('a[href^="https://wa.me/"]');
    // Whatever the scroll, the chat button's column and the button's never meet.
    for (const dy of [0, 200, 400]) {
      await page.mouse.wheel(0, dy);
      const b = (await submit.boundingBox())!;
      const c = (await chat.boundingBox())!;
      expect(b.x + b.width <= c.x || c.x + c.width <= b.x, `${lang} +${dy}px`).toBe(true);
    }
  });

test('item 9: pop-overs switch at 992 px (the listing filters), not 1024', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/all/electronics');
  const panel = page.getByRole('group', { name: 'Filters' });
  const toggle = page.locator('label.btn-secondary[for$="-toggle"]');
  await expect(panel).toBeVisible();
  await expect(toggle).toBeHidden();
  await page.setViewportSize({ width: 980, height: 800 });
  await expect(toggle).toBeVisible();
  await expect(panel).toBeHidden();
});

test('item 12: client navigation fades the page out, then the new one in; not with reduced motion', async ({
  page,
  javaScriptEnabled,
}) => {
  if (javaScriptEnabled === false) {
    // Without JavaScript documents just load: the page is shown at once, no transition state is left.
    await page.goto('/');
    await page.locator('a[href="/all/electronics"]').first().click();
    await expect(page).toHaveURL(/\/all\/electronics$/);
    await expect(page.locator('main#main')).not.toHaveAttribute('data-page', 'out');
    await expect(page.locator('main#main')).toHaveCSS('opacity', '1');
    return;
  }
  test.setTimeout(60_000);
  // The next page's data answers late, so the "out" state can be seen.
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await openHydrated(page, '/', true);
  const main = page.locator('main#main');
  await expect(main).toHaveAttribute('data-page', 'in');
  await page.locator('a[href="/all/electronics"]').first().click();
  await expect(main).toHaveAttribute('data-page', 'out');
  await expect(main).toHaveCSS('opacity', '0');
  await expect(page).toHaveURL(/\/all\/electronics$/);
  await expect(main).toHaveAttribute('data-page', 'in');
  await expect(main).toHaveCSS('opacity', '1');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.locator('a[href="/"]').first().click();
  await expect(main).toHaveAttribute('data-page', 'out');
  await expect(main).toHaveCSS('opacity', '1');
  await expect(main).toHaveCSS('transition-duration', '0s');
});

test('item 3: an empty address form shows the spec messages', async ({
  page,
  request,
  javaScriptEnabled,
}, info) => {
  const js = javaScriptEnabled !== false;
  const email = `ux-address-${info.project.name}-${Date.now()}@example.com`;
  await registerViaApi(request, email, 'secret12');
  await logInAt(page, email, '/user/addresses', js);
  // The new-address form starts with the account's name and e-mail: empty them like a shopper would.
  const name = page.locator('input[name=name]');
  await expect(name).not.toHaveValue('');
  await name.fill('');
  // Leave the field first (with JavaScript its message appears on blur and moves the button down).
  await name.blur();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
});

test('an address in the United Arab Emirates needs no postcode: its zip is labelled optional and may stay empty', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const email = `ux-ae-${stamp}@example.com`;
  await registerViaApi(request, email, 'secret12');
  await logInAt(page, email, '/user/addresses', js);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save address' }) });
  await form.getByLabel('Phone').fill('+971 4 123 4567');
  await form.getByLabel('Country').selectOption('AE');
  await form.getByLabel('City').fill('Dubai');
  await form.getByLabel('Address line 1', { exact: true }).fill('1 Marina Walk');
  const save = form.getByRole('button', { name: 'Save address' });
  const state = form.locator('select[name=state]');
  // With JavaScript the states and the zip's label follow the country at once; without it, the server's
  // answer asks for the emirate (its states come with the answer) and then says the zip is optional too.
  if (js) {
    await expect(form.getByLabel('Zip code (optional)')).toBeVisible();
    if (await state.count()) await state.selectOption({ index: 1 });
  }
  await save.click();
  const invalid = form.locator('select[name=state][aria-invalid=true]');
  const created = page.getByRole('status').filter({ hasText: 'Address created successfully' });
  await expect(invalid.or(created)).toBeVisible();
  if (await invalid.count()) {
    await expect(form.getByLabel('Zip code (optional)')).toBeVisible();
    await invalid.selectOption({ index: 1 });
    await save.click();
  }
  await toast(page, 'Address created successfully');
  await expect(page.getByText('Dubai').first()).toBeVisible();
});
