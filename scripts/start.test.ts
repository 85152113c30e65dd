// `npm start` with WEB_CONCURRENCY=2 (decision 081): both workers answer on the one port, the database was
// prepared once by the primary, and a rate limit counts across the workers. Builds first when the build is
// stale (as `npm start` does). No timing is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSiteEnv } from './fresh-site.mjs';
import { createDatabase } from '#api/db/connection.ts';
import { freePort, startSmtpSink, stopSmtpSink } from '#api/testing/smtp.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? 3310) + 95;
const work = `.start-test-${PORT}`;
let server: ChildProcess;

/** One request on a fresh connection, so the cluster hands it to the next worker. */
function request(method: string, path: string, body?: unknown) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent: false,
        headers: {
          connection: 'close',
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '2',
    ...freshSiteEnv(work),
    SEED_PRODUCTS: '20',
  };
  for (const k of ['SHOP_API_URL', 'MOCKS', 'REDIS_URL', 'SMTP_URL', 'RATE_LIMIT_SCALE'])
    delete env[k];
  server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'inherit' });
  for (let i = 0; ; i++) {
    try {
      if ((await request('GET', '/healthz')).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (i > 1200 || server.exitCode !== null) throw new Error('npm start did not come up');
    await new Promise((r) => setTimeout(r, 250));
  }
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe('npm start with WEB_CONCURRENCY=2', () => {
  it(
    'answers from both workers on one port, with the database the primary prepared',
    {
      timeout: 120_000,
    },
    async () => {
      const seen = new Set<unknown>();
      // A worker gets connections once it listens; the second may still be starting.
      for (let i = 0; i < 600 && seen.size < 2; i++) {
        const r = await request('GET', '/healthz');
        expect(r.json).toMatchObject({ status: 'ok', database: 'sqlite' });
        seen.add(r.json.worker);
        if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect([...seen].sort()).toEqual([0, 1]);
      const products = await request('GET', '/api/v1/products');
      expect(products.json).toMatchObject({ status: 200 });
    },
  );

  it('answers an unknown API path with the API envelope, not the storefront page', async () => {
    // The API is one route of the server's app (issue 18): its own 404 still answers for its paths.
    const missing = await request('GET', '/api/v1/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ status: 404, data: null });
  });

  it('counts a rate limit once for the whole server, not per worker', async () => {
    // Contact: 5 per address per 10 minutes (api/lib/rate-limit.ts); six fresh connections alternate workers.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await request('POST', '/api/v1/contact', {
        name: 'Crowd',
        email: `crowd${i}@example.com`,
        subject: 'Hello',
        message: 'One of six messages from one address.',
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it(
    'a production boot on a public PUBLIC_URL without keys offers no sandbox and no online method, and logs why (issue 37)',
    { timeout: 120_000 },
    async () => {
      const port = PORT + 1;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...freshSiteEnv(`${work}-public`),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://shop.example',
        LOG_LEVEL: 'info',
        SEED_ON_START: 'true',
        SEED_PRODUCTS: '5',
      };
      for (const k of ['SHOP_API_URL', 'MOCKS', 'REDIS_URL', 'SMTP_URL', 'PAYMENT_SANDBOXES'])
        delete env[k];
      const proc = spawn(process.execPath, ['build/server.js'], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      proc.stdout!.on('data', (d) => (out += String(d)));
      try {
        const origin = `http://127.0.0.1:${port}`;
        for (let i = 0; ; i++) {
          try {
            if ((await fetch(`${origin}/healthz`)).ok) break;
          } catch {
            /* not listening yet */
          }
          if (i > 600 || proc.exitCode !== null) throw new Error('the public boot did not come up');
          await new Promise((r) => setTimeout(r, 200));
        }
        const line = out.split('\n').find((l) => l.includes('"msg":"payments"'));
        expect(line, 'the boot log line of the payment providers').toBeTruthy();
        const providers = (JSON.parse(line!) as { providers: Record<string, string> }).providers;
        expect(Object.keys(providers).sort()).toEqual([
          'flutterwave',
          'iyzico',
          'payfast',
          'paypal',
          'razorpay',
          'stripe',
        ]);
        for (const mode of Object.values(providers))
          expect(mode).toBe(
            'off: no keys, and the sandbox runs only on a local PUBLIC_URL or with PAYMENT_SANDBOXES=on',
          );
        const gateway = (await (
          await fetch(`${origin}/api/v1/payment-gateway`, {
            headers: { accept: 'application/json' },
          })
        ).json()) as { data: Record<string, unknown> };
        for (const flag of [
          'stripe',
          'razorpay',
          'payfast',
          'paypal',
          'flutterwave',
          'iyzico_payment',
        ])
          expect(gateway.data[flag] ?? 0, flag).toBe(0);
        expect((await fetch(`${origin}/sandbox/stripe/notifications`)).status).toBe(404);
      } finally {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await exited;
        rmSync(`${work}-public`, { recursive: true, force: true });
      }
    },
  );

  it(
    'the built storefront alone under remix-serve, in front of this API: pages, a form post, its CSP (docs/operations.md)',
    { timeout: 120_000 },
    async () => {
      const port = PORT + 2;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SHOP_API_URL: `http://127.0.0.1:${PORT}/api/v1/`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: 'remix-serve-test-secret-0123456789abcdef',
        COOKIE_SECURE: 'false',
      };
      delete env.MOCKS;
      const proc = spawn(
        process.execPath,
        ['node_modules/@remix-run/serve/dist/cli.js', 'build/server/index.js'],
        { env, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const origin = `http://127.0.0.1:${port}`;
      try {
        for (let i = 0; ; i++) {
          try {
            if ((await fetch(`${origin}/`)).status < 500) break;
          } catch {
            /* not listening yet */
          }
          if (i > 600 || proc.exitCode !== null) throw new Error('remix-serve did not come up');
          await new Promise((r) => setTimeout(r, 200));
        }
        // The home page, from this API: its products, a nonce-based CSP that the page's scripts carry.
        const home = await fetch(`${origin}/`);
        expect(home.status).toBe(200);
        const html = await home.text();
        const products = (await (
          await fetch(`http://127.0.0.1:${PORT}/api/v1/products`)
        ).json()) as {
          data: { result: { data: { id: number; slug: string; title: string }[] } };
        };
        // A product without variants (the add-to-cart form then needs no choice).
        let first = products.data.result.data[0]!;
        for (const p of products.data.result.data) {
          const detail = (await (
            await fetch(`http://127.0.0.1:${PORT}/api/v1/product/${p.id}`)
          ).json()) as { data: { attribute: unknown[]; stock: number } };
          if (detail.data.attribute.length === 0 && detail.data.stock > 0) {
            first = p;
            break;
          }
        }
        const csp = home.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce, csp).toBeTruthy();
        expect(html).toContain(`nonce="${nonce}"`);
        expect(home.headers.get('x-frame-options')).toBe('DENY');
        expect(home.headers.get('x-content-type-options')).toBe('nosniff');
        // The product page, and a form post without JavaScript: into the cart, then the cart shows it.
        const page = await fetch(`${origin}/${first.slug}/product/${first.id}`);
        expect(page.status).toBe(200);
        const cookies = new Map<string, string>();
        const keep = (r: Response) => {
          for (const c of r.headers.getSetCookie()) {
            const [pair] = c.split(';');
            const [name, ...value] = pair!.split('=');
            cookies.set(name!, value.join('='));
          }
        };
        keep(page);
        // The product page's add-to-cart form, posted as a browser without JavaScript would.
        const form = /<form[^>]*action="\/cart"[^>]*>([\s\S]*?)<\/form>/.exec(
          await page.text(),
        )?.[1];
        expect(form, 'the add-to-cart form').toBeTruthy();
        const fields = new URLSearchParams();
        for (const m of form!.matchAll(
          /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
        ))
          fields.append(m[1]!, m[2]!.replaceAll('&amp;', '&'));
        expect(fields.get('csrf'), 'the CSRF token of the product form').toBeTruthy();
        fields.set('quantity', '1');
        fields.set('intent', 'add');
        const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const add = await fetch(`${origin}/cart`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: cookie(),
            origin,
          },
          body: fields,
        });
        expect([302, 303]).toContain(add.status);
        keep(add);
        const cart = await fetch(`${origin}/cart`, { headers: { cookie: cookie() } });
        expect(cart.status).toBe(200);
        expect(await cart.text()).toContain(first.title);
      } finally {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await exited;
      }
    },
  );

  it(
    'an instance with RUN_JOBS=false sends nothing; `npm run worker` on its database sends it; the probes (decision 140)',
    { timeout: 120_000 },
    async () => {
      const port = PORT + 3;
      const smtpPort = await freePort();
      const received: string[] = [];
      const sink = await startSmtpSink(smtpPort, (mail) => void received.push(mail.subject ?? ''));
      const site = freshSiteEnv(`${work}-jobs`);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...site,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        SEED_PRODUCTS: '5',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      };
      for (const k of ['SHOP_API_URL', 'MOCKS', 'REDIS_URL']) delete env[k];
      const web = spawn(process.execPath, ['build/server.js'], {
        env: { ...env, RUN_JOBS: 'false' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let log = '';
      web.stdout!.on('data', (d) => (log += String(d)));
      let worker: ChildProcess | undefined;
      const origin = `http://127.0.0.1:${port}`;
      try {
        for (let i = 0; ; i++) {
          try {
            if ((await fetch(`${origin}/readyz`)).ok) break;
          } catch {
            /* not listening yet */
          }
          if (i > 600 || web.exitCode !== null) throw new Error('the instance did not come up');
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(await (await fetch(`${origin}/livez`)).text()).toBe('ok');
        expect(log).not.toContain('"msg":"jobs:');
        // A message the shop wrote (a password-reset code for the seed's admin), left to the jobs.
        const reset = await fetch(`${origin}/api/v1/user/forgot-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: 'admin@bazaar.example' }),
        });
        expect(reset.status).toBe(200);
        const handle = createDatabase(site.DATABASE_URL);
        const pending = () =>
          handle.db.selectFrom('outbox').select(['status']).where('status', '!=', 'sent').execute();
        // Longer than the mail job's interval (5 s): an instance running it would have sent it by now.
        await new Promise((r) => setTimeout(r, 6_000));
        expect(received).toEqual([]);
        expect((await pending()).length).toBeGreaterThan(0);
        worker = spawn(process.execPath, ['build/worker.js'], { env, stdio: 'ignore' });
        for (let i = 0; i < 600 && received.length === 0; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(received).toHaveLength(1);
        expect(await pending()).toEqual([]);
        await handle.close();
        // SIGTERM: the instance drains and exits cleanly.
        const exited = new Promise<number | null>((r) => web.once('exit', (code) => r(code)));
        web.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        for (const p of [web, worker])
          if (p && p.exitCode === null) {
            const gone = new Promise((r) => p.once('exit', r));
            p.kill('SIGTERM');
            await gone;
          }
        await stopSmtpSink(sink);
        rmSync(`${work}-jobs`, { recursive: true, force: true });
      }
    },
  );
});
