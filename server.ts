// One process serves the storefront and (unless SHOP_API_URL points elsewhere) the reference API.
// Wiring only: the business logic lives in app/ and api/ (DESIGN.md).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, relative, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { createApi } from '#api/app.ts';
import { createDatabase, ping, type DatabaseHandle } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { seedIfEmpty } from '#api/db/seed/index.ts';
import { loadApiEnv } from '#api/env.ts';
import { loadStorefrontEnv } from '#app/lib/env.server.ts';
import { CSP_SOURCES_HEADER, contentSecurityPolicy, parseCspSources } from '#app/lib/csp.ts';

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
const log = (entry: Record<string, unknown>) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

// SESSION_SECRET: from the environment, else generated once and kept in data/ so `npm start` needs no setup.
function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = resolve('data/session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
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

// MSW replaces the API for storefront development and tests only (never in production use).
const mocks = env.MOCKS === 'true' ? await import('#mocks/node.ts') : undefined;
if (mocks) {
  mocks.startMockServer(env.MOCK_SCENARIO);
  log({ level: 'info', msg: `MSW mocks active (scenario: ${env.MOCK_SCENARIO})` });
}

// Remix build: Vite dev server in development, the built server bundle in production.
const vite = production
  ? undefined
  : await import('vite').then((v) =>
      v.createServer({
        server: { middlewareMode: true, hmr: { port: env.PORT + 10000 } },
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
  const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
  c.set('requestId', requestId);
  c.set('nonce', randomBytes(16).toString('base64'));
  await next();
  c.header('X-Request-Id', requestId);
  const path = new URL(c.req.url).pathname;
  if (!path.startsWith('/assets/') && !path.startsWith('/uploads/')) {
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      requestId,
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
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
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) {
    const sources = parseCspSources(c.res.headers.get(CSP_SOURCES_HEADER));
    c.res.headers.delete(CSP_SOURCES_HEADER);
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy(c.get('nonce'), { production, sources }),
    );
  }
});

const fromCwd = (p: string) => relative(process.cwd(), p) || '.';
const immutable = (c: Context) => {
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
};
app.use(
  '/uploads/*',
  serveStatic({
    root: fromCwd(dirname(uploadsDir)),
    rewriteRequestPath: (p) => p.replace(/^\/uploads/, `/${uploadsDir.split('/').pop()}`),
    onFound: (_p, c) => immutable(c),
  }),
);
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
  app.route('/api/v1', createApi({ db: database.db, dialect: database.dialect, uploadsDir }));
}

app.all('*', (c) =>
  remixHandler(c.req.raw, {
    cspNonce: c.get('nonce'),
    requestId: c.get('requestId'),
    shopApiUrl,
    apiTimeoutMs: env.API_TIMEOUT_MS,
  }),
);

const honoListener = getRequestListener(app.fetch);
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (vite) vite.middlewares(req, res, () => void honoListener(req, res));
  else void honoListener(req, res);
});
server.listen(env.PORT, env.HOST, () => {
  log({
    level: 'info',
    msg: `Bazaar listening on http://localhost:${env.PORT} (${production ? 'production' : 'development'}, API ${embedded ? `embedded on ${database?.dialect}` : shopApiUrl})`,
  });
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log({ level: 'info', msg: `${signal}: closing` });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await vite?.close();
    await database?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
