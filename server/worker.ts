// `npm run worker` (decision 140): a process that runs the background jobs and serves nothing — the outbox's
// sender and the payment release — for a shop whose web instances run with RUN_JOBS=false. It reads the same
// variables as the server (DATABASE_URL, SMTP_URL, PUBLIC_URL, SESSION_SECRET, the payment providers'),
// migrates like it, and on SIGTERM lets the job that is running finish before it exits.
import { createDatabase } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { loadApiEnv, publicUrlOf } from '#api/env.ts';
import { fileStoreFromEnv } from '#api/lib/files/index.ts';
import { Mailer } from '#api/mail/mailer.ts';
import { checkPaymentEnv } from '#api/payments/registry.ts';
import { loadStorefrontEnv } from '#app/lib/env.server.ts';
import { startJobs } from './jobs.ts';
import { startPayments } from './payments.ts';
import { createLog, sessionSecret } from './process.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let apiEnv: ReturnType<typeof loadApiEnv>;
let publicUrl: string;
let log: ReturnType<typeof createLog>;
try {
  const env = loadStorefrontEnv();
  apiEnv = loadApiEnv();
  checkPaymentEnv(process.env);
  const production = env.NODE_ENV === 'production';
  publicUrl = publicUrlOf(apiEnv, { production, port: env.PORT });
  log = createLog(env.LOG_LEVEL);
  // The sandboxes' secrets derive from it: the worker must sign like the web instances.
  process.env.SESSION_SECRET = sessionSecret(env.SESSION_SECRET, { production, log });
  if (env.SHOP_API_URL)
    throw new Error('npm run worker runs the embedded API’s jobs: unset SHOP_API_URL');
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

const database = createDatabase(apiEnv.DATABASE_URL, { poolMax: apiEnv.DATABASE_POOL_MAX });
await migrateToLatest(database.db, database.dialect);
const files = fileStoreFromEnv(apiEnv);
const mail = new Mailer(database.db, {
  smtpUrl: apiEnv.SMTP_URL,
  from: apiEnv.MAIL_FROM,
  log: (entry) => log({ level: 'info', ...entry } as Parameters<typeof log>[0]),
});
let started: ReturnType<typeof startPayments>;
try {
  started = startPayments({
    db: database.db,
    publicUrl,
    storefrontUrl: apiEnv.STOREFRONT_URL,
    env: process.env,
    log,
  });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const jobs = startJobs({
  database,
  mail,
  payments: started.payments,
  releaseMinutes: started.releaseMinutes,
  publicUrl,
  storefrontUrl: apiEnv.STOREFRONT_URL ?? publicUrl,
  files,
  log,
});
log({
  level: 'info',
  msg: `Bazaar worker: ${jobs.names.join(', ')} on ${database.dialect}${apiEnv.SMTP_URL ? '' : ' (no SMTP_URL: mail stays in the outbox)'}`,
});

// The jobs' timers do not keep a process alive (a web instance's server does): this one does, until SIGTERM.
const alive = setInterval(() => undefined, 60_000);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log({ level: 'info', msg: `${signal}: finishing the running job, then closing` });
  setTimeout(() => {
    log({ level: 'error', msg: 'shutdown took over 30 s: forcing exit' });
    process.exit(1);
  }, 30_000).unref();
  clearInterval(alive);
  await jobs.stop();
  log({ level: 'info', msg: 'jobs stopped' });
  await database.close();
  log({ level: 'info', msg: 'closed' });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
