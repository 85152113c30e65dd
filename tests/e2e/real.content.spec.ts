// The content screens end to end (issue 35 item 3), JavaScript on and off, in English and Arabic, on the real
// embedded API with the seeded demo admin: staff write a page with rich text (a hostile `<img onerror>` and a
// script among it), preview it without saving, publish it, add it as a footer link and a header link; a
// shopper sees both links and the page (cleaned) within five seconds. A custom script staff add runs only
// after the shopper accepted cookies. axe finds nothing serious on each new screen. Each project uses its
// own slugs and removes what it added.
import type { APIRequestContext, Page } from '@playwright/test';
import { cookieValue, expect, expectAccessible, hydrated, locale } from './fixtures.ts';
import { test } from './with-admin.ts';
import { DEMO_ADMIN, toast } from './accounts.ts';

test.describe.configure({ timeout: 90_000 });

const en = locale('en', 'content');
const ar = locale('ar', 'content');
const HOSTILE =
  '<h2>Our promise</h2><p>Free returns.</p><img src="x" alt="" onerror="window.__pwned=1">';

const checked = async (page: Page, js: boolean) => {
  if (js) await expectAccessible(page);
};

/** The admin's API: sign in, then call `path` with their token (set-up and clean-up, not the journey). */
async function adminApi(request: APIRequestContext) {
  const signin = await request.post('/api/v1/user/signin', { data: DEMO_ADMIN });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  return async (path: string, data?: unknown) => {
    const r = data
      ? await request.post(`/api/v1/${path}`, { data, headers })
      : await request.get(`/api/v1/${path}`, { headers });
    return (await r.json()) as {
      status: number;
      data: { id: number; links?: { id: number; kind: string; url: string | null }[] };
    };
  };
}

/** Within five seconds (the storefront caches `common` that long), the page after a reload shows `check`. */
const soon = (page: Page, path: string, check: () => Promise<void>) =>
  expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 8_000, intervals: [500, 1000] });

test('staff write a page, preview it without saving, publish it and link it; a shopper sees it', async ({
  adminAt,
  js,
  stamp,
  page,
  request,
}) => {
  const slug = `promise-${stamp}`.toLowerCase();
  const title = `Our promise ${stamp}`;
  const admin = await adminAt('/admin');
  await admin.getByRole('link', { name: en.nav.pages }).click();
  await expect(admin.getByRole('heading', { level: 1, name: en.pages.title })).toBeVisible();
  await hydrated(admin, js);
  await checked(admin, js);
  await admin.getByTestId('page-new').click();
  await expect(admin.getByRole('heading', { level: 1, name: en.pages.new })).toBeVisible();
  await hydrated(admin, js);
  await admin.getByLabel(en.fields.slug, { exact: true }).fill(slug);
  await admin.getByLabel('Title (English)').fill(title);
  const text = admin.getByLabel('Text (English)');
  await text.fill(HOSTILE);
  await admin
    .getByLabel('Text (Arabic)')
    .fill('<p>إرجاع مجاني.</p><script>window.__pwned=2</script>');

  // Preview: the text as shoppers will see it, the hostile parts gone, what was typed still there.
  await admin.getByRole('button', { name: en.pages.previewButton }).click();
  const preview = admin.getByTestId('page-preview');
  await expect(preview.getByRole('heading', { name: 'Our promise' })).toBeVisible();
  await expect(admin.getByTestId('page-preview-ar')).toHaveText('إرجاع مجاني.');
  await expect(admin.getByTestId('page-preview-ar')).toHaveAttribute('dir', 'rtl');
  await expect(preview.locator('[onerror], script')).toHaveCount(0);
  await expect(admin.getByLabel('Text (English)')).toHaveValue(HOSTILE);
  await expect(admin.getByLabel('Title (English)')).toHaveValue(title);
  await hydrated(admin, js);
  await checked(admin, js);
  // Nothing was saved.
  expect((await page.request.get(`/api/v1/page/${slug}`).then((r) => r.json())).status).toBe(404);

  await admin.getByRole('button', { name: en.form.create }).click();
  await toast(admin, en.done.saved);
  await expect(
    admin.getByRole('heading', { level: 1, name: `Edit page “${title}”` }),
  ).toBeVisible();
  await expect(admin.getByLabel('Text (English)')).not.toHaveValue(/onerror/);
  const pageId = Number(/\/admin\/pages\/(\d+)/.exec(admin.url())?.[1]);
  expect(pageId).toBeGreaterThan(0);
  await hydrated(admin, js);
  await checked(admin, js);

  // A footer link (about) and a header link (right) to it.
  await admin.goto('/admin/links');
  await hydrated(admin, js);
  await checked(admin, js);
  const about = admin.getByTestId('row-about-new');
  await about
    .getByLabel(en.fields.page, { exact: true })
    .selectOption({ label: `${title} (/${slug})` });
  await about.getByLabel(en.fields.sort, { exact: true }).fill('900');
  await about.getByRole('button', { name: en.form.add }).click();
  await toast(admin, en.done.saved);
  await hydrated(admin, js);
  const right = admin.getByTestId('row-header_right-new');
  await right.getByLabel(en.fields.title, { exact: true }).fill(`Promise ${stamp}`);
  await right.getByLabel(en.fields.url, { exact: true }).fill(`/page/${slug}`);
  await right.getByLabel(en.fields.sort, { exact: true }).fill('900');
  await right.getByRole('button', { name: en.form.add }).click();
  await toast(admin, en.done.saved);

  // The shopper sees both links within five seconds, and the page without the hostile parts.
  await soon(page, '/', async () => {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: title })).toBeVisible({
      timeout: 500,
    });
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Promise ${stamp}` }),
    ).toBeVisible({ timeout: 500 });
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Promise ${stamp}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/page/${slug}$`));
  const content = page.getByTestId('page-content');
  await expect(content.getByRole('heading', { name: 'Our promise' })).toBeVisible();
  await expect(content.locator('[onerror], script')).toHaveCount(0);
  if (js)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.goto(`/ar/page/${slug}`);
  await expect(page.getByTestId('page-content')).toHaveText('إرجاع مجاني.');

  // Clean up: the page goes, and its footer link with it; the header link is deleted.
  const call = await adminApi(request);
  const header = (await call('admin/links')).data.links!.find((l) => l.url === `/page/${slug}`)!;
  expect((await call('admin/links/delete', { kind: 'header_right', id: header.id })).status).toBe(
    200,
  );
  expect((await call('admin/pages/delete', { id: pageId })).status).toBe(200);
});

test('in Arabic, staff publish a page with its Arabic title; the shopper reads it at /ar/page/…', async ({
  adminAt,
  js,
  stamp,
  page,
  request,
}) => {
  const slug = `ar-${stamp}`.toLowerCase();
  const admin = await adminAt('/ar/admin/pages/new');
  await expect(admin.getByRole('heading', { level: 1, name: ar.pages.new })).toBeVisible();
  await checked(admin, js);
  await admin.getByLabel(ar.fields.slug, { exact: true }).fill(slug);
  await admin.getByLabel(`العنوان (${ar.lang.en})`).fill(`Delivery ${stamp}`);
  const arTitle = admin.getByLabel(`العنوان (${ar.lang.ar})`);
  await expect(arTitle).toHaveAttribute('dir', 'rtl');
  await arTitle.fill(`التوصيل ${stamp}`);
  await admin
    .getByLabel(`النص (${ar.lang.ar})`)
    .fill('<p>نوصل خلال يومين.</p><a href="javascript:alert(1)">رابط</a>');
  await admin.getByRole('button', { name: ar.form.create }).click();
  await toast(admin, ar.done.saved);
  const pageId = Number(/\/admin\/pages\/(\d+)/.exec(admin.url())?.[1]);
  // A second page may not take the same slug: the message is next to the field, what was typed stays.
  await admin.goto('/ar/admin/pages/new');
  await hydrated(admin, js);
  await admin.getByLabel(ar.fields.slug, { exact: true }).fill(slug);
  await admin.getByLabel(`العنوان (${ar.lang.en})`).fill('Again');
  await admin.getByRole('button', { name: ar.form.create }).click();
  await expect(admin.getByText(ar.api.slugTaken)).toBeVisible();
  await expect(admin.getByLabel(`العنوان (${ar.lang.en})`)).toHaveValue('Again');
  await hydrated(admin, js);
  await admin.goto('/ar/admin/links');
  await hydrated(admin, js);
  await checked(admin, js);
  await admin.goto('/ar/admin/scripts');
  await hydrated(admin, js);
  await checked(admin, js);

  await page.goto(`/ar/page/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `التوصيل ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('page-content')).toContainText('نوصل خلال يومين.');
  await expect(page.getByTestId('page-content').locator('a')).not.toHaveAttribute(
    'href',
    /javascript/,
  );
  const call = await adminApi(request);
  expect((await call('admin/pages/delete', { id: pageId })).status).toBe(200);
});

test.describe('custom scripts', () => {
  // A shopper who closed the popup banner but has not answered the cookie banner yet.
  test.use({ firstVisit: true });

  test('a script staff add runs only after the shopper accepts cookies', async ({
    adminAt,
    js,
    stamp,
    page,
    request,
    baseURL,
  }) => {
    const call = await adminApi(request);
    const slug = `script-${stamp}`.toLowerCase();
    const made = await call('admin/pages/save', {
      slug,
      title: 'Script probe',
      description: '<p>x</p>',
    });
    const probe = `probe${Date.now()}`;
    const admin = await adminAt('/admin/scripts');
    await checked(admin, js);
    const row = admin.getByTestId('row-scripts-new');
    await row.getByLabel(en.fields.route_pattern, { exact: true }).fill(`/page/${slug}`);
    await row.getByLabel(en.fields.status, { exact: true }).selectOption('public');
    await row.getByLabel(en.scripts.body, { exact: true }).check();
    // HTML around the code is refused next to the field, with what was typed kept.
    await row
      .getByLabel(en.scripts.bodyCode, { exact: true })
      .fill('</script><img src=x onerror=alert(1)>');
    await row.getByRole('button', { name: en.form.add }).click();
    await expect(admin.getByText(en.api.scriptHtml)).toBeVisible();
    await hydrated(admin, js);
    const again = admin.getByTestId('row-scripts-new');
    await expect(again.getByLabel(en.fields.route_pattern, { exact: true })).toHaveValue(
      `/page/${slug}`,
    );
    await again
      .getByLabel(en.scripts.bodyCode)
      .fill(`document.documentElement.dataset.probe = '${probe}';`);
    await again.getByRole('button', { name: en.form.add }).click();
    await toast(admin, en.done.saved);

    await page
      .context()
      .addCookies([
        { name: 'frontend_prefs', value: cookieValue({ closedBanners: [9] }), url: baseURL! },
      ]);
    // Playwright's text matching skips script contents: the served HTML is read instead.
    const scriptTag = new RegExp(`<script nonce="[^"]*"[^>]*>[^<]*${probe}`);
    // Before consent: no script, nothing ran.
    await page.goto(`/page/${slug}`);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    expect(await page.content()).not.toMatch(scriptTag);
    if (js) await expect(page.locator('html')).not.toHaveAttribute('data-probe', probe);
    await hydrated(page, js);
    // With JavaScript the banner goes at once and the answer is remembered by a post: wait for its answer,
    // as the next navigation would abort it.
    const remembered = page.waitForResponse(
      (r) => r.url().includes('/preferences') && r.request().method() === 'POST',
    );
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await remembered;
    // After consent (within five seconds of the save): the script is there with the nonce, and it ran.
    await soon(page, `/page/${slug}`, async () => {
      expect(await page.content()).toMatch(scriptTag);
    });
    if (js) await expect(page.locator('html')).toHaveAttribute('data-probe', probe);

    const script = (await call('admin/scripts')) as unknown as {
      data: { id: number; route_pattern: string }[];
    };
    const mine = script.data.find((s) => s.route_pattern === `/page/${slug}`)!;
    expect((await call('admin/scripts/delete', { id: mine.id })).status).toBe(200);
    expect((await call('admin/pages/delete', { id: made.data.id })).status).toBe(200);
  });
});
