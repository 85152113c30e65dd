// The shop as a real cluster (issue 36 item 4; playwright.cluster.config.ts, tests/cluster/cluster.ts): two
// built servers behind nginx (deploy/nginx/bazaar-cluster.conf, round robin, no stickiness) on one PostgreSQL
// database, one Redis and one S3 bucket. A shopper's journey — browse, sign in, cart, checkout paid in the
// Stripe sandbox, a review with a photo — goes to the other instance on every request (nginx's log says who
// answered each); a photo uploaded through one instance is shown and fetched through the other; an admin's
// edit through one shows on the other within 5 s; and an instance killed with SIGKILL in the middle of a
// payment leaves the journey to finish on the other, with one order, one payment and the stock taken once.
// CLUSTER_FILES=local gives each instance an uploads folder of its own: the photo step must then fail.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { PORTS, realApiEnv } from '../../playwright.config.ts';
import { startCluster, type Cluster, type Instance } from '../cluster/cluster.ts';
import { answeredBy, expectAlternation, window } from '../cluster/upstreams.ts';
import { DEMO_ADMIN, logIn, newShopper, toast } from './accounts.ts';
import { expect, hydrated, openHydrated, test as base } from './fixtures.ts';
import { idRange, plainProducts, type PlainProduct } from './orders.ts';
import { checkoutText, orderIdOf, placeOnline, sandbox } from './payments.ts';
import { addToCart, openProduct, saveAddress } from './shopping.ts';

const test = base.extend<{ cluster: Cluster }, { running: Cluster }>({
  running: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const cluster = await startCluster({
        port: PORTS.cluster,
        files: process.env.CLUSTER_FILES === 'local' ? 'local' : 's3',
        // A Redis database of its own: other runs' counts on the same machine stay apart.
        redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
        env: realApiEnv,
      });
      await use(cluster);
      await cluster.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Every test begins with both instances up and nginx passing requests to both again.
  cluster: async ({ running }, use) => {
    for (const instance of running.instances) if (!instance.running()) await instance.start();
    await expect
      .poll(
        async () => {
          const seen = new Set<string>();
          for (let i = 0; i < 4; i++)
            seen.add((await fetch(`${running.origin}/healthz`)).headers.get('x-upstream') ?? '');
          return [...seen].sort();
        },
        { timeout: 15_000 },
      )
      .toEqual(running.instances.map((i) => i.address).sort());
    await use(running);
  },
});

type Api = { status: number; message: string; data: any };

async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  data?: unknown,
): Promise<{ body: Api; upstream: string }> {
  const res = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data,
  });
  const body = (await res.json()) as Api;
  expect(body.status, `${path}: ${JSON.stringify(body).slice(0, 400)}`).toBe(200);
  return { body, upstream: res.headers()['x-upstream'] ?? '' };
}

const adminToken = async (request: APIRequestContext) =>
  (await api(request, 'POST', 'user/signin', undefined, DEMO_ADMIN)).body.data.token as string;

const other = (cluster: Cluster, address: string) =>
  cluster.instances.find((i) => i.address !== address)!;

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();

const stockOf = async (cluster: Cluster, product: PlainProduct) =>
  Number(
    (
      await cluster.sql<{ quantity: number }>('SELECT quantity FROM inventories WHERE id = $1', [
        product.inventory[0]!.id,
      ])
    )[0]!.quantity,
  );

/** A new shopper (through the API) and a plain product of `ids` with its stock: the journey's preconditions. */
async function preconditions(
  request: APIRequestContext,
  cluster: Cluster,
  stamp: string,
  ids: number[],
) {
  const shopper = await newShopper(request, 'cluster', stamp, 'Cleo Cluster');
  const [product] = await plainProducts(request, ids, { minStock: 5, enough: 1 });
  if (!product) throw new Error('no plain product in the demo shop');
  return { ...shopper, product, stock: await stockOf(cluster, product) };
}

/** Browse, sign in, cart, shipping and "Place order" with Stripe: up to the sandbox's page. */
async function shopToSandbox(
  page: Page,
  js: boolean,
  email: string,
  product: PlainProduct,
): Promise<void> {
  await openHydrated(page, '/', js);
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(product.title.split(' ')[0]!)}`);
  await hydrated(page, js);
  await openProduct(page, product, js);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await logIn(page, email, 'secret12', js);
  await addToCart(page, product, js);
  await openHydrated(page, '/cart', js);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await openHydrated(page, '/shipping', js);
  await saveAddress(page, 'Cleo Cluster', email);
  await page.getByRole('button', { name: checkoutText.shipping.continue }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page, js);
  await placeOnline(page, 3, js);
}

/** Pays in the sandbox and checks the order page: paid. Returns the order's id. */
async function pay(page: Page): Promise<number> {
  await sandbox(page, 'sandbox-pay');
  await expect(page.getByTestId('payment-received')).toHaveText(checkoutText.complete.paid, {
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/checkout\/complete\/\d+$/);
  return orderIdOf(page);
}

/** The shop delivers the order (admin API), then the shopper reviews the product with a photo. */
async function review(
  page: Page,
  request: APIRequestContext,
  js: boolean,
  orderId: number,
  product: PlainProduct,
) {
  const admin = await adminToken(request);
  for (const status of ['confirmed', 'picked_up', 'on_the_way', 'delivered'])
    await api(request, 'POST', 'admin/orders/status', admin, { order_id: orderId, status });
  await openHydrated(page, `/user/order/${orderId}/review/${product.id}`, js);
  await page.getByRole('radio', { name: '4 out of 5' }).check();
  await page.getByLabel('Your review').fill('Arrived from one instance, reviewed on the other');
  await page
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: await photo() }]);
  await page.getByRole('button', { name: 'Save review' }).click();
  await toast(page, 'Thank you for your review.');
  await expect(page.getByTestId('review-current-photos').getByRole('listitem')).toHaveCount(1);
}

/**
 * The product's page (the shopper's: never a kept answer) as `instance` renders it, and its review photo
 * fetched — through nginx until `instance` answers it, when the picture is the shop's own (/uploads/): the
 * photo's bytes as that instance serves them.
 */
async function photoThrough(
  page: Page,
  request: APIRequestContext,
  product: PlainProduct,
  instance: Instance,
) {
  await expect
    .poll(
      async () => {
        const res = await page.goto(`/${product.slug}/product/${product.id}`);
        return res?.headers()['x-upstream'];
      },
      { timeout: 10_000, message: `the product page answered by instance ${instance.name}` },
    )
    .toBe(instance.address);
  const thumb = page
    .getByTestId('review-list')
    .getByRole('listitem')
    .filter({ hasText: 'Arrived from one instance' })
    .locator('img')
    .first();
  const src = await thumb.evaluate((e) => (e as HTMLImageElement).src);
  const ours = src.startsWith(new URL(page.url()).origin);
  let answer: Awaited<ReturnType<APIRequestContext['get']>> | undefined;
  for (let i = 0; i < 4 && !answer; i++) {
    const res = await request.get(src);
    if (!ours || res.headers()['x-upstream'] === instance.address) answer = res;
  }
  expect(answer, `${src} answered by instance ${instance.name}`).toBeDefined();
  expect(answer!.status(), `${src} through instance ${instance.name}`).toBe(200);
  expect(answer!.headers()['content-type']).toContain('image/png');
}

/** What the journey left in the database: one order, paid once, the stock taken once. */
async function expectOnce(cluster: Cluster, email: string, product: PlainProduct, stock: number) {
  const orders = await cluster.sql<{ id: number; payment_done: number }>(
    'SELECT o.id, o.payment_done FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
    [email],
  );
  expect(orders).toHaveLength(1);
  expect(Number(orders[0]!.payment_done)).toBe(1);
  const payments = await cluster.sql<{ status: string }>(
    'SELECT status FROM payments WHERE order_id = $1',
    [orders[0]!.id],
  );
  expect(payments.map((p) => p.status)).toEqual(['paid']);
  expect(await stockOf(cluster, product)).toBe(stock - 1);
}

/**
 * The whole journey on both instances: every request to the other instance than the one before it, the photo
 * posted through one of them and served by the other, the order placed and paid once.
 */
const journeyAlternates = () =>
  test('a journey alternates between the instances; a photo uploaded through one is served by the other', async ({
    page,
    request,
    cluster,
    js,
    stamp,
  }) => {
    const { email, product, stock } = await preconditions(
      request,
      cluster,
      stamp,
      idRange(js ? 1 : 60, 200),
    );
    const began = Date.now();
    await shopToSandbox(page, js, email, product);
    const orderId = await pay(page);
    await review(page, request, js, orderId, product);
    // The photo went up through one instance; the other shows it and serves it.
    const upload = window(cluster.proxied(), began)
      .filter((e) => e.method === 'POST' && e.uri.includes(`/review/${product.id}`))
      .at(-1)!;
    expect(upload, 'the review was posted through nginx').toBeDefined();
    const served = other(cluster, answeredBy(upload));
    await photoThrough(page, request, product, served);
    const journey = window(cluster.proxied(), began);
    const compared = expectAlternation(journey, cluster.instances);
    expect(compared).toBeGreaterThanOrEqual(8);
    await expectOnce(cluster, email, product, stock);
    test.info().annotations.push({
      type: 'upstreams',
      description:
        cluster.instances
          .map((i) => `${i.name}: ${journey.filter((e) => answeredBy(e) === i.address).length}`)
          .join(', ') +
        ` requests; ${compared} consecutive pairs compared, all alternating; photo posted ` +
        `through ${other(cluster, served.address).name}, served by ${served.name}`,
    });
  });

test.describe('two instances behind nginx', () => {
  journeyAlternates();

  test('SIGKILL of the instance that took the order, mid-payment: the journey finishes on the other', async ({
    page,
    request,
    cluster,
    js,
    stamp,
  }) => {
    const { email, product, stock } = await preconditions(
      request,
      cluster,
      stamp,
      idRange(js ? 120 : 160, 260),
    );
    const began = Date.now();
    await shopToSandbox(page, js, email, product);
    const placed = window(cluster.proxied(), began)
      .filter((e) => e.method === 'POST' && /^\/checkout(\.data)?(\?|$)/.test(e.uri))
      .at(-1)!;
    expect(placed, 'the order was placed through nginx').toBeDefined();
    const victim = cluster.instances.find((i) => i.address === answeredBy(placed))!;
    const survivor = other(cluster, victim.address);
    await victim.kill();
    const killed = Date.now();
    const orderId = await pay(page);
    await review(page, request, js, orderId, product);
    await photoThrough(page, request, product, survivor);
    const after = window(cluster.proxied(), killed);
    expect(after.length).toBeGreaterThan(5);
    expect(after.filter((e) => answeredBy(e) !== survivor.address || e.status >= 502)).toEqual([]);
    await expectOnce(cluster, email, product, stock);
    test.info().annotations.push({
      type: 'upstreams',
      description:
        `order placed through ${victim.name}, killed; ${after.length} requests after it, all answered by ` +
        `${survivor.name} (${after.filter((e) => e.upstreams.length > 1).length} passed on from ${victim.name})`,
    });
  });

  test('an admin’s edit through one instance shows on the other within 5 s', async ({
    request,
    cluster,
  }) => {
    const admin = await adminToken(request);
    const [product] = await plainProducts(request, idRange(280, 320), { enough: 1 });
    const path = `/${product!.slug}/product/${product!.id}`;
    // Both instances have the page as it was (each keeps a visitor's product answer for 5 s).
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await request.get(path);
      expect(await res.text()).toContain(product!.title);
      seen.add(res.headers()['x-upstream'] ?? '');
    }
    expect(seen.size).toBe(2);
    const current = (await api(request, 'GET', `admin/products/${product!.id}`, admin)).body.data;
    const title = `${product!.title} (edited ${Date.now()})`;
    // The editor's fields as the workspace's form sends them back, with the new title.
    const fields = [
      'id',
      'title',
      'slug',
      'description',
      'category_id',
      'sub_category_id',
      'brand_id',
      'tags',
      'collection_ids',
      'selling',
      'offered',
      'shipping_rule_id',
      'tax_rule_id',
      'bundle_deal_id',
      'refundable',
      'warranty',
      'meta_title',
      'meta_description',
      'translations',
    ];
    const body = Object.fromEntries(
      fields.filter((f) => current[f] !== null).map((f) => [f, current[f]]),
    );
    const saved = await api(request, 'POST', 'admin/products/save', admin, {
      ...body,
      store_id: current.store.id,
      title,
    });
    const edited = Date.now();
    const elsewhere = other(cluster, saved.upstream);
    await expect
      .poll(
        async () => {
          const res = await request.get(path);
          return (
            res.headers()['x-upstream'] === elsewhere.address && (await res.text()).includes(title)
          );
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toBe(true);
    test.info().annotations.push({
      type: 'upstreams',
      description: `edited through ${other(cluster, elsewhere.address).name}, shown by ${elsewhere.name} after ${Date.now() - edited} ms`,
    });
  });
});

test.describe('two instances behind nginx, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  journeyAlternates();
});
