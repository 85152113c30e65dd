// One process serves the storefront and (unless SHOP_API_URL points elsewhere) the reference API.
// Wiring only: the business logic lives in app/ and api/ (DESIGN.md).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, relative, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { createApi } from '#api/app.ts';
import { Messages } from '#contract/messages.ts';
import { createDatabase, ping, type DatabaseHandle } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { seedIfEmpty } from '#api/db/seed/index.ts';
import { loadApiEnv } from '#api/env.ts';
import { Mailer } from '#api/services/mail.ts';
import { oauthFromEnv } from '#api/services/oauth.ts';
import { createRateLimiter } from '#api/lib/rate-limit.ts';
import { loadStorefrontEnv } from '#app/lib/env.server.ts';
import { cachePolicy } from '#app/lib/cache.ts';
import {
  CSP_IMG_HEADER,
  CSP_SOURCES_HEADER,
  contentSecurityPolicy,
  parseCspSources,
} from '#app/lib/csp.ts';

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
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const production = env.NODE_ENV === 'production';
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
const log = (entry: { level: keyof typeof LEVELS } & Record<string, unknown>) => {
  if (LEVELS[entry.level] < LEVELS[env.LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
  if (entry.level === 'error') console.error(line);
  else console.log(line);
};

// SESSION_SECRET: from the environment, else generated once and kept in data/ so `npm start` needs no setup.
function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = resolve('data/session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  log({ level: 'info', msg: `generated SESSION_SECRET in ${file}` });
  return secret;
}
process.env.SESSION_SECRET = sessionSecret();

const embedded = !env.SHOP_API_URL && env.MOCKS !== 'true';
const shopApiUrl = env.SHOP_API_URL ?? `http://127.0.0.1:${env.PORT}/api/v1/`;
const uploadsDir = resolve(apiEnv.UPLOADS_DIR);

let database: DatabaseHandle | undefined;
if (embedded) {
  database = createDatabase(apiEnv.DATABASE_URL);
  await migrateToLatest(database.db, database.dialect);
  if (apiEnv.SEED_ON_START === 'true') {
    const seeded = await seedIfEmpty(database.db, {
      products: apiEnv.SEED_PRODUCTS,
      uploadsDir,
      log: (line) => log({ level: 'info', msg: `seed: ${line}` }),
    });
    if (seeded) log({ level: 'info', msg: 'empty database: demo catalogue seeded' });
  }
}

// E-mail through the outbox (sent by a retrying worker when SMTP_URL is set), rate limits (Redis when
// REDIS_URL is set, else memory) and the configured social sign-in providers.
const mail = database
  ? new Mailer(database.db, {
      smtpUrl: apiEnv.SMTP_URL,
      from: apiEnv.MAIL_FROM,
      log: (entry) => log({ level: 'info', ...entry } as Parameters<typeof log>[0]),
    }).start()
  : undefined;
const limiter = database ? await createRateLimiter(apiEnv.REDIS_URL) : undefined;
const oauth = oauthFromEnv(process.env);

// MSW replaces the API for storefront development and tests only (never in production use).
const mocks = env.MOCKS === 'true' ? await import('#mocks/node.ts') : undefined;
if (mocks) {
  mocks.startMockServer(env.MOCK_SCENARIO);
  log({ level: 'info', msg: `MSW mocks active (scenario: ${env.MOCK_SCENARIO})` });
}

// The one HTTP server; its handler is set once the app below exists. In development Vite's middleware
// runs first and its HMR websocket shares this server (one port, no extra listener).
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
  res.statusCode = 503;
  res.end();
};
const server = createServer((req, res) => handler(req, res));

// Remix build: Vite dev server in development, the built server bundle in production.
const vite = production
  ? undefined
  : await import('vite').then((v) =>
      v.createServer({
        server: { middlewareMode: true, hmr: { server } },
        appType: 'custom',
      }),
    );
const remixHandler = createRequestHandler(
  vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    : ((await import(resolve('build/server/index.js'))) as ServerBuild),
  production ? 'production' : 'development',
);

const app = new Hono<Vars>();

app.use('*', async (c, next) => {
  const started = performance.now();
  // A proxy's id is kept for tracing when it is a plain token; anything else gets a fresh one.
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && /^[\w.:-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  c.set('requestId', requestId);
  c.set('nonce', randomBytes(16).toString('base64'));
  await next();
  c.header('X-Request-Id', requestId);
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
// Graceful shutdown: once draining, new requests are refused, except the storefront's own loopback calls
// to the embedded API, which in-flight pages still need to finish.
let draining = false;
let inFlight = 0;
const loopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
app.use('*', async (c, next) => {
  const internal =
    database !== undefined &&
    c.req.path.startsWith('/api/v1/') &&
    loopback(getConnInfo(c).remote.address);
  if (internal) return next();
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
app.use('*', compress());
// Form posts and uploads are small; anything larger is refused before it is read (issue 7).
app.use(
  '*',
  bodyLimit({ maxSize: 4 * 1024 * 1024, onError: (c) => c.text('The request is too large.', 413) }),
);
app.use('*', async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (production) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // HTTP caching (app/lib/cache.ts): shared only for anonymous catalogue data without the root's.
  const path = c.req.path;
  if (!path.startsWith('/api/') && !path.startsWith('/assets/') && !path.startsWith('/uploads/')) {
    const policy = cachePolicy({
      method: c.req.method,
      url: c.req.url,
      cookie: c.req.header('cookie'),
      status: c.res.status,
      contentType: c.res.headers.get('content-type'),
      setsCookie: c.res.headers.has('set-cookie'),
      current: c.res.headers.get('cache-control'),
    });
    if (policy) c.header('Cache-Control', policy);
  }
  // Internal hints from the root loader to this middleware; never sent to the browser.
  const sources = parseCspSources(c.res.headers.get(CSP_SOURCES_HEADER));
  // The page's image host (root loader), and an external API's origin for pages the root did not load.
  const imgOrigins = [c.res.headers.get(CSP_IMG_HEADER), env.SHOP_API_URL ?? null];
  c.res.headers.delete(CSP_SOURCES_HEADER);
  c.res.headers.delete(CSP_IMG_HEADER);
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) {
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy(c.get('nonce'), { production, sources, imgOrigins }),
    );
  }
});

const fromCwd = (p: string) => relative(process.cwd(), p) || '.';
const immutable = (c: Context) => {
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
};
// Uploaded files are data, never documents: a file opened directly (an SVG, say) runs no script.
app.use('/uploads/*', async (c, next) => {
  await next();
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
});
app.use(
  '/uploads/*',
  serveStatic({
    root: fromCwd(dirname(uploadsDir)),
    rewriteRequestPath: (p) => p.replace(/^\/uploads/, `/${uploadsDir.split('/').pop()}`),
    onFound: (_p, c) => immutable(c),
  }),
);
// A missing image is a plain 404, not a rendered page (which would call the API for nothing).
app.all('/uploads/*', (c) => c.text('Not found', 404));
if (production) {
  app.use(
    '/assets/*',
    serveStatic({ root: fromCwd(resolve('build/client')), onFound: (_p, c) => immutable(c) }),
  );
  app.use(
    '*',
    serveStatic({
      root: fromCwd(resolve('build/client')),
      onFound: (_p, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
}

app.get('/healthz', async (c) => {
  const dbOk = database ? await ping(database.db) : true;
  return c.json(
    {
      status: dbOk ? 'ok' : 'degraded',
      api: embedded ? 'embedded' : shopApiUrl,
      database: database?.dialect ?? null,
    },
    dbOk ? 200 : 503,
  );
});

if (mocks) {
  // Lets e2e tests switch the failure scenario of the running mock server.
  app.post('/__mocks/scenario', async (c) => {
    const name = (await c.req.text()).trim() as Parameters<typeof mocks.setScenario>[0];
    mocks.setScenario(name);
    return c.json({ scenario: name });
  });
}

if (database) {
  app.route(
    '/api/v1',
    createApi({
      db: database.db,
      dialect: database.dialect,
      uploadsDir,
      mail,
      limiter,
      oauth,
      storefrontUrl: apiEnv.STOREFRONT_URL,
      trustProxy: apiEnv.TRUST_PROXY === 'true',
      rateLimitScale: apiEnv.RATE_LIMIT_SCALE,
    }),
  );
  // A mounted Hono app's own notFound is not consulted: unknown API paths answer like the API
  // (bare `{message}`, API-REFERENCE §1) instead of falling through to the storefront's 404 page.
  app.all('/api/v1/*', (c) => c.json({ message: Messages.routeNotFound }, 404));
}

// A cross-site form post is refused here with a 403 (issue 5): the same comparison Remix makes before an
// action (Origin against X-Forwarded-Host or Host), which would otherwise end in a 500. The CSRF token is
// checked by each action (app/lib/cookies.server.ts).
app.use('*', async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS')
    return next();
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return next();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host');
  let same = false;
  try {
    same = new URL(origin).host === host;
  } catch {
    same = false;
  }
  if (!same) return c.text('Forbidden: this form was sent from another site.', 403);
  return next();
});

app.all('*', (c) =>
  remixHandler(c.req.raw, {
    cspNonce: c.get('nonce'),
    requestId: c.get('requestId'),
    clientIp: clientIp(c),
    shopApiUrl,
    apiTimeoutMs: env.API_TIMEOUT_MS,
  }),
);

/** The shopper's address, forwarded to the API for its rate limits (a proxy's header only with TRUST_PROXY). */
function clientIp(c: Context): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    /* not a socket (tests) */
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return apiEnv.TRUST_PROXY === 'true' && forwarded ? forwarded.slice(0, 64) : peer;
}

const honoListener = getRequestListener(app.fetch);
handler = vite
  ? (req, res) => vite.middlewares(req, res, () => void honoListener(req, res))
  : (req, res) => void honoListener(req, res);
server.listen(env.PORT, env.HOST, () => {
  log({
    level: 'info',
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
    await mail?.stop();
    await limiter?.close?.();
    await database?.close();
    log({ level: 'info', msg: 'closed' });
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
