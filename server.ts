// One process serves the storefront and (unless SHOP_API_URL points elsewhere) the reference API.
// Wiring only: the business logic lives in app/ and api/ (docs/design.md).
import cluster from 'node:cluster';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { Hono, type Context } from 'hono';
import { streamingCompress } from './server/compress.ts';
import { createApi } from '#api/app.ts';
import { postBodyLimit } from '#api/lib/body-limit.ts';
import { Messages } from '#contract/messages.ts';
import { createDatabase, ping, type DatabaseHandle } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { seedIfEmpty } from '#api/db/seed/index.ts';
import { loadApiEnv, publicUrlOf } from '#api/env.ts';
import { fileStoreFromEnv } from '#api/lib/files/index.ts';
import { Mailer } from '#api/mail/mailer.ts';
import { oauthFromEnv } from '#api/account/oauth.ts';
import { createRateLimiter } from '#api/lib/rate-limit.ts';
import { checkPaymentEnv, type PaymentRegistry } from '#api/payments/registry.ts';
import { releaseMinutesOf } from '#api/payments/config.ts';
import { loadStorefrontEnv } from '#app/lib/env.server.ts';
import { clientIp, createLog, sessionSecret } from './server/process.ts';
import { log as rootLog, requestLog } from '#api/lib/log.ts';
import {
  canonicalHost,
  nonce,
  pageHeaders,
  refuseCrossSitePosts,
  refuseNul,
  serveFiles,
  setHeaders,
} from './server/http.ts';
import { mountMocks } from './server/mocks.ts';
import { startPayments } from './server/payments.ts';
import { startJobs, type Jobs } from './server/jobs.ts';
import type { StorefrontContext } from '#app/lib/load-context.ts';

type Vars = { Variables: { nonce: string; requestId: string } };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: ReturnType<typeof loadStorefrontEnv>;
let apiEnv: ReturnType<typeof loadApiEnv>;
try {
  env = loadStorefrontEnv();
  apiEnv = loadApiEnv();
  // Payment providers: a sandbox mode with live keys (or live keys missing) stops here, before migrating.
  checkPaymentEnv(process.env);
  releaseMinutesOf(process.env);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const production = env.NODE_ENV === 'production';
let publicUrl: string;
try {
  publicUrl = publicUrlOf(apiEnv, { production, port: env.PORT });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const log = createLog(env.LOG_LEVEL);
try {
  process.env.SESSION_SECRET = sessionSecret(env.SESSION_SECRET, { production, log });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

const embedded = !env.SHOP_API_URL && env.MOCKS !== 'true';
const shopApiUrl = env.SHOP_API_URL ?? `http://127.0.0.1:${env.PORT}/api/v1/`;
const uploadsDir = resolve(apiEnv.UPLOADS_DIR);
// Every file the API keeps: UPLOADS_DIR (served at /uploads/ below) or an S3-protocol store (decision 134).
const files = fileStoreFromEnv(apiEnv);

// Under `npm start` with several workers (scripts/start.mjs, decision 081) the primary first runs this file
// once with BAZAAR_PREPARE_ONLY (session secret, migrations, seeding), then forks the workers with
// BAZAAR_PREPARED, so only one process ever migrates or seeds. Worker 0 alone runs the background jobs, and
// only where RUN_JOBS is not 'false' (another instance, or `npm run worker`, runs them: decision 140).
const prepareOnly = process.env.BAZAAR_PREPARE_ONLY === 'true';
const prepared = cluster.isWorker && process.env.BAZAAR_PREPARED === 'true';
const workerIndex = cluster.isWorker ? Number(process.env.BAZAAR_WORKER_INDEX ?? 0) : null;
const runsJobs = apiEnv.RUN_JOBS === 'true';
if (apiEnv.INSTANCES > 1 && apiEnv.FILE_STORE === 'local' && (workerIndex ?? 0) === 0)
  log({
    level: 'warn',
    msg: `INSTANCES=${apiEnv.INSTANCES} with FILE_STORE=local: every instance must see the same UPLOADS_DIR (a shared disk), else use FILE_STORE=s3`,
  });

let database: DatabaseHandle | undefined;
if (embedded) {
  database = createDatabase(apiEnv.DATABASE_URL, { poolMax: apiEnv.DATABASE_POOL_MAX });
  if (!prepared) await migrateToLatest(database.db, database.dialect);
  if (apiEnv.SEED_ON_START === 'true' && !prepared) {
    const seeded = await seedIfEmpty(database.db, {
      products: apiEnv.SEED_PRODUCTS,
      files,
      log: (line) => log({ level: 'info', msg: `seed: ${line}` }),
      dialect: database.dialect,
    });
    if (seeded) log({ level: 'info', msg: 'empty database: demo catalogue seeded' });
  }
}
if (prepareOnly) {
  await database?.close();
  process.exit(0);
}

// E-mail through the outbox (sent by a retrying worker when SMTP_URL is set), rate limits (Redis when
// REDIS_URL is set, else memory) and the configured social sign-in providers.
const mail = database
  ? new Mailer(database.db, {
      smtpUrl: apiEnv.SMTP_URL,
      from: apiEnv.MAIL_FROM,
      sends: runsJobs,
      log: (entry) => log({ level: 'info', ...entry } as Parameters<typeof log>[0]),
    })
  : undefined;
// Without Redis, a cluster's workers (scripts/start.mjs) count in the shop's database: one count per server.
const limiter = database
  ? await createRateLimiter({
      redisUrl: apiEnv.REDIS_URL,
      databaseUrl:
        apiEnv.RATE_LIMIT_STORE === 'database' || (cluster.isWorker && !apiEnv.REDIS_URL)
          ? apiEnv.DATABASE_URL
          : undefined,
    })
  : undefined;
// With it the storefront vouches for the shopper's address to the embedded API (decision 022); made afresh
// by every process, never configured, never sent anywhere but to this process over loopback.
const internalKey = randomBytes(32).toString('base64url');
const oauth = oauthFromEnv(process.env);
// Online payments (server/payments.ts): a bad configuration stops the boot here.
let payments: PaymentRegistry | undefined;
let releaseMinutes = 60;
if (database) {
  try {
    ({ payments, releaseMinutes } = startPayments({
      db: database.db,
      publicUrl,
      storefrontUrl: apiEnv.STOREFRONT_URL,
      env: process.env,
      log: !cluster.isWorker || workerIndex === 0 ? log : undefined,
    }));
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
}
const paymentFormOrigins = payments?.hostedOrigins() ?? [];

// The one HTTP server; its handler is set once the app below exists. In development Vite's middleware
// runs first and its HMR websocket shares this server (one port, no extra listener).
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
  res.statusCode = 503;
  res.end();
};
const server = createServer((req, res) => handler(req, res));
// Idle connections outlive clients' and proxies' reuse (60 s): Node's 5 s default races them (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// Remix build: Vite dev server in development, the built server bundle in production.
const vite = production
  ? undefined
  : await import('vite').then((v) =>
      v.createServer({
        server: { middlewareMode: true, hmr: { server } },
        appType: 'custom',
      }),
    );
const built = vite ? null : ((await import(resolve('build/server/index.js'))) as ServerBuild);
const remixBuild = async () =>
  built ?? (vite!.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>);
// The built bundle itself in production: given a function, Remix would derive its routes on every request.
const remixHandler = createRequestHandler(
  built ?? remixBuild,
  production ? 'production' : 'development',
);

const app = new Hono<Vars>();

app.use('*', async (c, next) => {
  const started = performance.now();
  // A proxy's id is kept for tracing when it is a plain token; anything else gets a fresh one.
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && /^[\w.:-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  c.set('requestId', requestId);
  c.set('nonce', nonce());
  await next();
  setHeaders(c, { 'X-Request-Id': requestId });
  const path = new URL(c.req.url).pathname;
  // One line per request; static files only at LOG_LEVEL=debug, so the default log stays readable.
  const file = path.startsWith('/assets/') || path.startsWith('/uploads/');
  log({
    level: c.res.status >= 500 ? 'error' : file ? 'debug' : 'info',
    requestId,
    method: c.req.method,
    path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
});
// Graceful shutdown: once draining, new requests are refused, except loopback calls to the embedded API (the
// storefront itself calls it in process, decision 080; a local client may still be finishing its work).
let draining = false;
let inFlight = 0;
const loopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
app.use('*', async (c, next) => {
  const internal =
    database !== undefined &&
    c.req.path.startsWith('/api/v1/') &&
    loopback(getConnInfo(c).remote.address);
  if (internal || c.req.path === '/livez') return next();
  if (draining) {
    c.header('Connection', 'close');
    c.header('Retry-After', '5');
    return c.text('The server is restarting.', 503);
  }
  inFlight++;
  try {
    await next();
  } finally {
    inFlight--;
  }
});
app.use('*', streamingCompress());
// Form posts and uploads are small; anything larger is refused before it is read (issue 7; GET and HEAD
// skip it, decision 117).
app.use(
  '*',
  postBodyLimit({
    maxSize: 4 * 1024 * 1024,
    onError: (c) => c.text('The request is too large.', 413),
  }),
);
// Security headers, the page's CSP (the payment providers' hosted pages among its form targets) and caching.
app.use(
  '*',
  pageHeaders({ production, apiOrigin: env.SHOP_API_URL ?? null, formOrigins: paymentFormOrigins }),
);

app.use('*', refuseNul);
app.use('*', canonicalHost(publicUrl, apiEnv.TRUST_PROXY));

serveFiles(app, { uploadsDir, production });

// For a load balancer (decision 140): alive while the process answers; ready while it takes requests and its
// database answers (503 once it drains on SIGTERM, so the balancer sends it nothing new).
app.get('/livez', (c) => c.text('ok'));
app.get('/readyz', async (c) =>
  draining || (database && !(await ping(database.db))) ? c.text('not ready', 503) : c.text('ready'),
);
app.get('/healthz', async (c) => {
  const dbOk = database ? await ping(database.db) : true;
  return c.json(
    {
      status: dbOk ? 'ok' : 'degraded',
      api: embedded ? 'embedded' : shopApiUrl,
      database: database?.dialect ?? null,
      worker: workerIndex,
    },
    dbOk ? 200 : 503,
  );
});

// MSW replaces the API for storefront development and tests only (server/mocks.ts).
if (env.MOCKS === 'true') await mountMocks(app, env.MOCK_SCENARIO, remixBuild, log);

// The embedded API: mounted for browsers and other clients, and called in process by the storefront (its
// Hono app's `fetch` takes the client's Request: no loopback socket, decision 080).
let apiFetch: ((request: Request) => Response | Promise<Response>) | undefined;
let jobs: Jobs | undefined;
if (database) {
  const api = createApi({
    db: database.db,
    dialect: database.dialect,
    files,
    mail,
    limiter,
    oauth,
    // Absolute URLs (e-mails, OAuth redirects, images) from PUBLIC_URL, never the Host header.
    publicUrl,
    storefrontUrl: apiEnv.STOREFRONT_URL ?? publicUrl,
    trustedProxies: apiEnv.TRUST_PROXY,
    internalKey,
    rateLimitScale: apiEnv.RATE_LIMIT_SCALE,
    payments,
  });
  // A mounted Hono app's own notFound is not consulted: unknown API paths answer like the API
  // (the envelope with HTTP 404) instead of falling through to the storefront's 404 page.
  const apiNotFound = (c: Context) =>
    c.json({ status: 404, message: Messages.routeNotFound, data: null }, 404);
  const inProcess = new Hono().route('/api/v1', api);
  inProcess.all('/api/v1/*', apiNotFound);
  // Browsers and other clients reach the same app through this one route, with the connection (c.env) for
  // the client's address. Its ~100 routes stay out of this app's router: they made Hono fall back from its
  // one-regexp router to a tree walked on every page request (issue 18).
  app.all('/api/v1/*', (c) => inProcess.fetch(c.req.raw, c.env));
  // The storefront's in-process calls (no socket): the shopper's address reaches the API in the header the
  // internal key vouches for (decision 022).
  apiFetch = (request) => inProcess.fetch(request);
  if (payments) {
    // The sandboxes' hosted pages and APIs, and their notifications delivered to the API in process.
    // One route here as well (their paths, like the API's, would cost every page request a tree walk).
    const sandboxes = new Hono().route('/sandbox', payments.sandboxRoutes());
    sandboxes.notFound((c) => c.text('Not found', 404));
    app.all('/sandbox/*', (c) => sandboxes.fetch(c.req.raw, c.env));
    payments.connect((request) => inProcess.fetch(request));
  }
  if (runsJobs && (workerIndex === null || workerIndex === 0)) {
    jobs = startJobs({
      database,
      mail,
      payments,
      releaseMinutes,
      publicUrl,
      storefrontUrl: apiEnv.STOREFRONT_URL ?? publicUrl,
      files,
      log,
    });
    log({ level: 'info', msg: `jobs: ${jobs.names.join(', ') || 'none configured'}` });
  }
}

app.use('*', refuseCrossSitePosts);

app.all('*', (c) =>
  remixHandler(c.req.raw, {
    cspNonce: c.get('nonce'),
    requestId: c.get('requestId'),
    clientIp: clientIp(c, apiEnv.TRUST_PROXY),
    publicUrl,
    // Only the embedded API gets the key; an API elsewhere never sees it.
    internalKey: database && !env.SHOP_API_URL ? internalKey : undefined,
    shopApiUrl,
    apiFetch,
    apiTimeoutMs: apiFetch ? env.EMBEDDED_API_TIMEOUT_MS : env.API_TIMEOUT_MS,
    log: requestLog(rootLog, c.get('requestId')),
  } satisfies StorefrontContext),
);

const honoListener = getRequestListener(app.fetch);
handler = vite
  ? (req, res) => vite.middlewares(req, res, () => void honoListener(req, res))
  : (req, res) => void honoListener(req, res);
server.listen(env.PORT, env.HOST, () => {
  log({
    level: 'info',
    worker: workerIndex ?? undefined,
    msg: `Bazaar listening on http://localhost:${env.PORT} (${production ? 'production' : 'development'}, API ${embedded ? `embedded on ${database?.dialect}` : shopApiUrl})`,
  });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log({ level: 'info', msg: `${signal}: draining ${inFlight} request(s), then closing` });
  setTimeout(() => {
    log({ level: 'error', msg: 'shutdown took over 10 s: forcing exit' });
    process.exit(1);
  }, 10_000).unref();
  draining = true;
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 20));
  await vite?.close(); // first: its HMR websockets would otherwise keep the server open
  server.close(async () => {
    await jobs?.stop();
    await limiter?.close?.();
    await database?.close();
    log({ level: 'info', msg: 'closed' });
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
