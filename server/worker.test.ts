// Issue 36 items 1–2 (decision 140): two processes running the jobs on one database (two instances with
// RUN_JOBS on, or two `npm run worker`: both run server/jobs.ts) send each queued e-mail exactly once; a
// production boot that is half-configured stops with a message naming what is missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '#api/db/test-db.ts';
import { enqueue } from '#api/mail/outbox.ts';
import { useTestDatabase } from '#api/test-api.ts';
import { useSlowSmtpSink } from '#api/testing/smtp-sink.ts';

const dialects = await dialectsUnderTest();

/** `node --import tsx <entry>` with `env` over a clean copy of this environment (no test's own settings). */
function run(entry: string, env: Record<string, string>) {
  const base = { ...process.env };
  for (const k of [
    'SESSION_SECRET',
    'PUBLIC_URL',
    'REDIS_URL',
    'SMTP_URL',
    'SHOP_API_URL',
    'MOCKS',
  ])
    delete base[k];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...base, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => out };
}

async function stop(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
}

describe.each(dialects)('two processes running the jobs on one %s database', (dialect) => {
  const fx = useTestDatabase(dialect);
  // A slow server: both senders are busy at the same time.
  const { received, url } = useSlowSmtpSink(2);

  it('send each of 200 queued e-mails exactly once, and finish before they exit on SIGTERM', async () => {
    const now = new Date();
    for (let i = 0; i < 200; i++)
      await enqueue(
        fx.tdb.db,
        { to: `q${i}@example.com`, subject: `queued ${i}`, html: '<p>x</p>', text: 'x' },
        now,
      );
    const env = {
      DATABASE_URL: fx.tdb.url,
      UPLOADS_DIR: fx.tdb.uploadsDir,
      SMTP_URL: url(),
      NODE_ENV: 'test',
    };
    const workers = [run('server/worker.ts', env), run('server/worker.ts', env)];
    try {
      for (let i = 0; i < 1200 && received.length < 200; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(received).toHaveLength(200);
      expect(new Set(received).size).toBe(200);
      const rows = await fx.tdb.db.selectFrom('outbox').select(['status']).execute();
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(200);
      for (const w of workers) expect(w.output()).toContain('Bazaar worker: mail, payment release');
    } finally {
      await Promise.all(workers.map((w) => stop(w.child, w.exited)));
    }
    for (const w of workers) expect(await w.exited, w.output()).toBe(0);
    // Nothing more arrived while they stopped: no message twice.
    expect(received).toHaveLength(200);
  }, 180_000);
});

describe('a production boot that is half-configured', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };

  it.each(['server.ts', 'server/worker.ts'])(
    '%s without SESSION_SECRET exits with a message naming it',
    async (entry) => {
      const p = run(entry, { ...production, DATABASE_URL: 'file:./data/never-created.sqlite' });
      expect(await p.exited).toBe(1);
      expect(p.output()).toContain('SESSION_SECRET: required in production');
      expect(p.output()).toContain('the same on every instance');
    },
    60_000,
  );

  it('several instances without a shared rate-limit store or on SQLite exit with a message', async () => {
    const p = run('server.ts', {
      ...production,
      SESSION_SECRET: 'x'.repeat(40),
      INSTANCES: '3',
      DATABASE_URL: 'file:./data/never-created.sqlite',
    });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('REDIS_URL: required with INSTANCES=3');
    expect(p.output()).toContain('DATABASE_URL: INSTANCES=3 needs PostgreSQL');
  }, 60_000);
});
