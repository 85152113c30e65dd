// The cluster's rows (issue 36 item 7), on the cluster the e2e suite runs (tests/cluster/cluster.ts): two
// built servers behind nginx (deploy/nginx/bazaar-cluster.conf) on one PostgreSQL database, Redis and an
// S3 bucket.
//   - crowd: 300 shoppers for 60 s through nginx, each looping as crowd.ts's shoppers do: 0 failed, p99
//     against 2 s.
//   - checkout: 200 guests place their orders at once for the same 50 products (3 units each: 150 units for
//     200 orders), each order sent twice with its idempotency key (a double click, to either instance):
//     orders per second, units oversold, orders beyond one per guest.
import { randomBytes } from 'node:crypto';
import { startCluster, type Cluster } from '../../tests/cluster/cluster.ts';
import { NEW_YORK_ADDRESS } from '../../tests/support/address.ts';
import { describeCrowd, shoppers } from './crowd.ts';
import { PORT, addRow, quick, step } from './context.ts';
import { buildWhenStale } from './server.ts';

const CROWD = 300;
const CROWD_S = quick ? 5 : 60;
const GUESTS = 200;
const PRODUCTS = 50;
const STOCK = 3;
const CLUSTER_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? PORT + 10);

type Api = { status: number; message: string; data: unknown };
type Product = {
  id?: number;
  attribute: unknown[];
  bundle_deal: unknown;
  inventory: { id: number }[];
};

async function post(origin: string, path: string, body: unknown): Promise<Api> {
  const res = await fetch(`${origin}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Api;
}

/** `fn` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map(fn));
}

/** The first `count` plain products of the demo shop: no variants, no bundle deal, one inventory. */
async function plainProducts(origin: string, count: number) {
  const found: { id: number; inventory: number }[] = [];
  for (let id = 1; found.length < count && id <= 1000; id++) {
    const r = (await (await fetch(`${origin}/api/v1/product/${id}`)).json()) as Api;
    const d = r.data as Product;
    if (r.status !== 200 || !d?.id || d.attribute.length || d.bundle_deal) continue;
    if (d.inventory.length !== 1) continue;
    found.push({ id: d.id, inventory: d.inventory[0]!.id });
  }
  if (found.length < count) throw new Error(`only ${found.length} plain products`);
  return found;
}

async function checkoutRush(cluster: Cluster) {
  const { origin } = cluster;
  const products = await plainProducts(origin, PRODUCTS);
  const inventories = products.map((p) => p.inventory);
  // Enough stock while the carts fill; then each of the 50 has 3 units for the 200 orders.
  await cluster.sql('UPDATE inventories SET quantity = 1000 WHERE id = ANY($1)', [inventories]);
  const run = randomBytes(4).toString('hex');
  const guests = Array.from({ length: GUESTS }, (_, i) => ({
    token: `bench-${run}-${i}`,
    product: products[i % PRODUCTS]!,
    key: randomBytes(18).toString('base64url'),
  }));
  step(`checkout: ${GUESTS} guests fill their carts`);
  await inBatches(guests, 20, async (g) => {
    const cart = await post(origin, 'cart/action', {
      user_token: g.token,
      product_id: g.product.id,
      inventory_id: g.product.inventory,
      quantity: 1,
    });
    const address = await post(origin, 'user/address/action', {
      user_token: g.token,
      name: 'Bench Guest',
      email: `${g.token}@example.com`,
      ...NEW_YORK_ADDRESS,
      default: 1,
    });
    if (cart.status !== 200 || address.status !== 200)
      throw new Error(`a guest's cart: ${JSON.stringify(cart.status === 200 ? address : cart)}`);
  });
  await cluster.sql('UPDATE inventories SET quantity = $2 WHERE id = ANY($1)', [
    inventories,
    STOCK,
  ]);

  step(`checkout: ${GUESTS} orders at once, each sent twice`);
  const started = performance.now();
  const answers = await Promise.all(
    guests.map(async (g) => {
      const body = { user_token: g.token, order_method: 2, idempotency_key: g.key, voucher: '' };
      return Promise.all([post(origin, 'order/action', body), post(origin, 'order/action', body)]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const placed = answers.filter((pair) => pair.some((a) => a.status === 200));
  // Both sends of one guest name the same order (or both are refused).
  const split = answers.filter(
    ([a, b]) =>
      a!.status !== b!.status ||
      (a!.status === 200 && (a!.data as { id: number }).id !== (b!.data as { id: number }).id),
  ).length;
  const refused = answers.filter((pair) => pair.every((a) => a.status !== 200));
  // Refused for want of stock (the line's message), or for anything else (counted apart).
  const others = refused.filter((pair) => !/not in stock/i.test(JSON.stringify(pair[0])));

  const tokens = guests.map((g) => g.token);
  const perGuest = await cluster.sql<{ n: string }>(
    'SELECT count(*) AS n FROM orders WHERE user_token = ANY($1) GROUP BY user_token',
    [tokens],
  );
  const orders = perGuest.reduce((sum, r) => sum + Number(r.n), 0);
  const duplicated = perGuest.reduce((sum, r) => sum + Number(r.n) - 1, 0) + split;
  const sold = await cluster.sql<{ inventory_id: number; sold: string; left: number }>(
    `SELECT i.id AS inventory_id, i.quantity AS left,
            COALESCE((SELECT sum(op.quantity) FROM ordered_products op JOIN orders o ON o.id = op.order_id
                      WHERE op.inventory_id = i.id AND o.user_token = ANY($2)), 0) AS sold
       FROM inventories i WHERE i.id = ANY($1)`,
    [inventories, tokens],
  );
  // Units sold beyond the stock, and stock the orders do not account for (or below zero).
  const oversold =
    sold.reduce((sum, r) => sum + Math.max(0, Number(r.sold) - STOCK), 0) +
    sold.filter((r) => Number(r.left) < 0 || Number(r.left) !== STOCK - Number(r.sold)).length;
  return {
    guests: GUESTS,
    products: PRODUCTS,
    stock: STOCK * PRODUCTS,
    seconds: Math.round(seconds * 100) / 100,
    placed: placed.length,
    orders,
    ordersPerSecond: Math.round((orders / seconds) * 10) / 10,
    refused: refused.length,
    otherRefusals: others.length,
    otherSamples: others.slice(0, 3).map((pair) => JSON.stringify(pair[0]).slice(0, 300)),
    oversold,
    duplicated,
  };
}

export async function clusterRows() {
  buildWhenStale();
  step(`cluster: nginx on ${CLUSTER_PORT}, two instances, PostgreSQL, Redis, S3 (seeding)`);
  const cluster = await startCluster({
    port: CLUSTER_PORT,
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6',
    // Every shopper comes from this machine's address.
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  try {
    step(`cluster crowd: ${CROWD} shoppers for ${CROWD_S} s through nginx`);
    const crowd = await shoppers(cluster.origin, CROWD, CROWD_S);
    addRow(
      'cluster',
      'mixed',
      `${CROWD} shoppers × ${CROWD_S} s, nginx + 2 instances`,
      describeCrowd(crowd),
      [
        ['cluster.failed', crowd.failed],
        ['cluster.p50_ms', crowd.p50],
        ['cluster.p99_ms', crowd.p99],
      ],
    );
    const checkout = await checkoutRush(cluster);
    addRow(
      'cluster',
      'checkout',
      `${GUESTS} guests × ${PRODUCTS} products at once, PostgreSQL`,
      `${checkout.orders} orders in ${checkout.seconds} s, ${checkout.ordersPerSecond} orders/s; ` +
        `${checkout.refused} refused (${checkout.stock} units; ${checkout.otherRefusals} not for stock); ` +
        `${checkout.oversold} oversold, ` +
        `${checkout.duplicated} duplicated`,
      [
        ['checkout.orders_per_s', checkout.ordersPerSecond],
        ['checkout.oversold', checkout.oversold],
        ['checkout.duplicated', checkout.duplicated],
      ],
    );
    return { crowd, checkout };
  } finally {
    await cluster.close();
  }
}
