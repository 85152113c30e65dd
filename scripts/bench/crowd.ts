// A crowd of shoppers against `npm start` (scripts/start.mjs: one worker per core, decision 081): each
// shopper, with its own cookies, loops home → a listing → a product → a search → adds that product to a guest
// cart (the form post a browser without JavaScript sends), with no pause. Reports requests per second,
// failures (a network error, a timeout or any 5xx), p50 and p99 over every request, and the workers. The same
// shoppers (`shoppers`) walk through nginx in front of two instances in the cluster's row (cluster.ts).
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { WORK, addRow, quick, step } from './context.ts';
import { startSite } from './server.ts';
import { int, quantile } from './format.ts';

const SHOPPERS = 100;
const CROWD_S = quick ? 5 : 60;
const PORT = Number(process.env.BENCH_CROWD_PORT ?? Number(process.env.BENCH_PORT ?? 3917) + 1);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TIMEOUT_MS = 30_000;
const WORDS = ['lap', 'phone', 'shirt', 'watch', 'lamp', 'shoe', 'bag', 'camera'];

type Shopper = { cookies: Map<string, string>; csrf: string };

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

export async function crowd() {
  const workers = Number(process.env.WEB_CONCURRENCY?.trim() || availableParallelism());
  const dir = join(WORK, 'crowd');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Without REDIS_URL: the workers count rate limits without a Redis server of the caller's.
  const server = await startSite(
    'scripts/start.mjs',
    PORT,
    {
      database: join(dir, 'site.sqlite'),
      uploads: join(dir, 'uploads'),
      log: join(dir, 'server.log'),
    },
    { WEB_CONCURRENCY: String(workers), REDIS_URL: undefined },
  );
  step(`crowd: ${SHOPPERS} shoppers for ${CROWD_S} s on ${workers} worker(s)`);
  const result = await shoppers(ORIGIN, SHOPPERS, CROWD_S);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  addRow(
    'crowd',
    'mixed',
    `${SHOPPERS} shoppers × ${CROWD_S} s, ${workers} workers`,
    describeCrowd(result),
    [
      ['crowd.failed', result.failed],
      ['crowd.p50_ms', result.p50],
      ['crowd.p99_ms', result.p99],
    ],
  );
  return { ...result, workers };
}

type CrowdResult = Awaited<ReturnType<typeof shoppers>>;

/** The row's value: requests, rate, failures and their kinds, p50 and p99. */
export function describeCrowd(result: CrowdResult): string {
  const why = result.failed
    ? ` (${Object.entries(result.failures)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')})`
    : '';
  return (
    `${int(result.requests)} requests, ${int(result.rps)} req/s, ${result.failed} failed${why}; ` +
    `p50 ${int(result.p50)}, p99 ${int(result.p99)} ms`
  );
}

/** `count` shoppers loop through the shop at `origin` for `seconds`, each with its own cookies. */
export async function shoppers(origin: string, count: number, seconds: number) {
  const list = (await (await fetch(`${origin}/api/v1/products`)).json()) as {
    data: { result: { data: { id: number; slug: string }[] } };
  };
  const products = list.data.result.data.map((p) => `/${p.slug}/product/${p.id}`);
  // Listings: the category links of the home page, and the flash sales.
  const home = await (await fetch(origin)).text();
  const categories = [
    ...new Set([...home.matchAll(/href="(\/all\/[a-z0-9-]+)"/g)].map((m) => m[1]!)),
  ];
  const listings = [...categories.slice(0, 6), '/flash-sale'];

  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  const samples: string[] = [];
  const fail = (why: string) => (failures[why] = (failures[why] ?? 0) + 1);
  const stopAt = Date.now() + seconds * 1000;

  async function request(s: Shopper, path: string, form?: Record<string, string>) {
    const started = performance.now();
    const headers: Record<string, string> = {
      cookie: [...s.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'accept-encoding': 'identity',
    };
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = origin;
    }
    try {
      const res = await fetch(origin + path, {
        method: form ? 'POST' : 'GET',
        headers,
        body: form ? new URLSearchParams(form) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await res.text();
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) {
        fail(`HTTP ${res.status}`);
        if (samples.length < 3) samples.push(`${path}: ${body.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        const at = pair.indexOf('=');
        if (at > 0) s.cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const token = /name="csrf" value="([^"]+)"/.exec(body)?.[1];
      if (token) s.csrf = token;
    } catch (e) {
      latencies.push(performance.now() - started);
      fail((e as Error).name === 'TimeoutError' ? 'timeout' : 'network error');
    }
  }

  async function shop() {
    const s: Shopper = { cookies: new Map(), csrf: '' };
    while (Date.now() < stopAt) {
      await request(s, '/');
      await request(s, pick(listings));
      const product = pick(products);
      await request(s, product);
      await request(s, `/search?q=${pick(WORDS)}`);
      if (Date.now() >= stopAt) break;
      await request(s, '/cart', {
        csrf: s.csrf,
        intent: 'add',
        product_id: product.split('/').pop()!,
        quantity: '1',
        redirectTo: product,
      });
    }
  }

  const started = Date.now();
  await Promise.all(Array.from({ length: count }, shop));
  const took = (Date.now() - started) / 1000;

  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  return {
    shoppers: count,
    seconds: Math.round(took),
    requests: latencies.length,
    rps: Math.round((latencies.length / took) * 10) / 10,
    failed,
    failures,
    samples,
    statuses,
    p50: Math.round(quantile(latencies, 0.5)),
    p99: Math.round(quantile(latencies, 0.99)),
  };
}
