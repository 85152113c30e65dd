// Reviews with photos end to end (issue 17), JavaScript on and off, on the real embedded API: a shopper's
// cash-on-delivery order is moved to delivered by the seeded admin (through the admin API; the admin screens
// are driven in real.admin.spec.ts), then the shopper opens the order, follows "Rate and review", rates the
// product with a text and two photos (a multipart form), sees the toast and the saved photos, and the product
// page shows the new review count, the text as typed (markup shown as text) and both photos as thumbnails.
// Editing removes a photo and changes the stars; in Arabic on a phone, a forged photo gives 'Error uploading
// some images' while the rest is saved.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, hydrated, sidewaysScroll, test } from './fixtures.ts';
import { DEMO_ADMIN, logInAt, newShopper, toast } from './accounts.ts';
import { idRange, placeOrder, plainProduct } from './orders.ts';
import { openProduct } from './shopping.ts';

// One long journey (an order delivered step by step, a review with photos, each page axe-checked): 120 s.
test.describe.configure({ timeout: 120_000 });

type Product = {
  id: number;
  slug: string;
  rating: number;
  review_count: number;
};

const productOf = async (request: APIRequestContext, id: number) =>
  (
    (await (await request.get(`/api/v1/product/${id}`, { maxRetries: 2 })).json()) as {
      status: number;
      data: Product;
    }
  ).data;

async function post(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
) {
  // A kept-alive connection the server just closed is retried (ECONNRESET between browser steps).
  const res = await request.post(`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
    maxRetries: 2,
  });
  const body = (await res.json()) as { status: number; data: Record<string, unknown> };
  expect(body.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

const photo = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('a shopper reviews a delivered order’s product with two photos; the product’s rating changes and the photos show', async ({
  page,
  request,
  js,
  stamp,
}) => {
  const { email, token } = await newShopper(request, 'review', stamp, 'Rita Reviewer');
  // A part of the demo catalogue no other spec orders from.
  const product = await plainProduct(request, js ? 0 : 1, idRange(150, 260));
  const placed = await placeOrder(request, product, { token }, { email });
  const orderId = placed.id;

  // Before delivery the order offers no review.
  await logInAt(page, email, `/user/order/${orderId}`, js);
  await expect(page.getByTestId('rate-review')).toHaveCount(0);

  // The shop delivers it, step by step.
  const admin = (await (
    await request.post('/api/v1/user/signin', { data: DEMO_ADMIN })
  ).json()) as {
    data: { token: string };
  };
  for (const status of ['confirmed', 'picked_up', 'on_the_way', 'delivered'])
    await post(request, admin.data.token, 'admin/orders/status', { order_id: orderId, status });

  const before = await productOf(request, product.id);
  await page.reload();
  await hydrated(page, js);
  await page.getByTestId('rate-review').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate and review' })).toBeVisible();
  await hydrated(page, js);
  await page.getByRole('radio', { name: '1 out of 5' }).check();
  const text = '<b>Sturdy</b> & smaller than I thought <script>x</script>';
  await page.getByLabel('Your review').fill(text);
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await photo('#c0392b') },
    { name: '../../back.png', mimeType: 'image/png', buffer: await photo('#2980b9') },
  ]);
  await page.getByRole('button', { name: 'Save review' }).click();
  await toast(page, 'Thank you for your review.');
  const current = page.getByTestId('review-current-photos').getByRole('listitem');
  await expect(current).toHaveCount(2);
  await expect(page.getByLabel('Add photos')).toHaveValue(''); // saved photos are not sent twice
  await expect(page.getByLabel('Your review')).toHaveValue(text);
  await expect(page.getByRole('radio', { name: '1 out of 5' })).toBeChecked();
  // Back on the order, the product's link offers to edit the review instead of writing another.
  await page.goto(`/user/order/${orderId}`);
  await expect(page.getByTestId('rate-review')).toHaveText(/^Edit your review/);

  // The product's rating and count changed, and its page shows the review with both photos.
  const after = await productOf(request, product.id);
  expect(after.review_count).toBe(before.review_count + 1);
  expect(after.rating).not.toBe(before.rating); // the demo's averages are above 1
  await openProduct(page, after, js);
  const summary = page.locator('a[href="#reviews"]');
  await expect(summary).toContainText(`Reviews: ${after.review_count}`);
  await expect(
    summary.getByRole('img', { name: `Rated ${after.rating.toFixed(1)} out of 5` }),
  ).toHaveCount(1);
  const mine = page
    .getByTestId('review-list')
    .getByRole('listitem')
    .filter({ hasText: 'Sturdy' })
    .first();
  await expect(mine).toContainText(text);
  await expect(mine.locator('b')).toHaveCount(0);
  const thumbs = mine.locator('img');
  await expect(thumbs).toHaveCount(2);
  for (const src of await thumbs.evaluateAll((els) =>
    els.map((e) => (e as HTMLImageElement).src),
  )) {
    expect(src).toMatch(/\/uploads\/thumb-reviews\/[0-9a-f]{24}\.png$/);
    const res = await request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
  }
  await expect
    .poll(() => thumbs.first().evaluate((e) => (e as HTMLImageElement).naturalWidth))
    .toBeLessThanOrEqual(320);

  // Editing: five stars now, one photo removed.
  await page.goto(`/user/order/${orderId}/review/${product.id}`);
  await hydrated(page, js);
  await page.getByRole('radio', { name: '5 out of 5' }).check();
  await page.getByLabel('Remove photo 1').check();
  await page.getByRole('button', { name: 'Save review' }).click();
  await toast(page, 'Thank you for your review.');
  await expect(page.getByTestId('review-current-photos').getByRole('listitem')).toHaveCount(1);
  const edited = await productOf(request, product.id);
  expect(edited.review_count).toBe(after.review_count);
  expect(edited.rating).toBeGreaterThan(after.rating);

  // In Arabic on a phone: right to left, nothing sticks out sideways; a text file named .jpg (and sent as a
  // JPEG) is refused by its bytes while the rest of the review is saved: 'Error uploading some images'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar/user/order/${orderId}/review/${product.id}`);
  await hydrated(page, js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'قيّم واكتب مراجعة' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await page.getByLabel('مراجعتك').fill('جيد جدًا');
  await page
    .getByLabel('أضف صورًا')
    .setInputFiles([
      { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') },
    ]);
  await page.getByRole('button', { name: 'حفظ المراجعة' }).click();
  // An error toast is an alert (and goes after 5 s with JavaScript).
  await expect(page.getByRole('alert').filter({ hasText: 'خطأ في تحميل بعض الصور' })).toBeVisible();
  await expect(page.getByLabel('مراجعتك')).toHaveValue('جيد جدًا');
  await expect(page.getByTestId('review-current-photos').getByRole('listitem')).toHaveCount(1);
  expect(await sidewaysScroll(page)).toBe(0);
});
