// Issue 13 item 10: two outbox workers in two processes on one database (PostgreSQL, or one SQLite file)
// never send one message twice, and between them send every message.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestDatabase } from '../test-api.ts';
import { useSlowSmtpSink } from '../testing/smtp-sink.ts';
import { enqueue } from './outbox.ts';

const dialects = await dialectsUnderTest();

type Worker = { child: ChildProcess; sent: Promise<number> };
function startWorker(url: string, smtpUrl: string): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/testing/mail-worker.ts'], {
    env: { ...process.env, DATABASE_URL: url, SMTP_URL: smtpUrl, NODE_ENV: 'test' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  let sentResolve: (n: number) => void = () => undefined;
  const sent = new Promise<number>((r) => (sentResolve = r));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('worker did not start')), 60_000);
    lines.on('line', (line) => {
      if (line === 'READY') {
        clearTimeout(timer);
        resolve({ child, sent });
      }
      const m = /^SENT (\d+)$/.exec(line);
      if (m) sentResolve(Number(m[1]));
    });
    child.once('exit', (code) => code && reject(new Error(`worker exited with ${code}`)));
  });
}

describe.each(dialects)('two outbox workers on one %s database', (dialect) => {
  const fx = useTestDatabase(dialect);
  // A slow server: both senders are busy at the same time.
  const { received, url } = useSlowSmtpSink(5);

  it('sends each of 60 messages exactly once', async () => {
    const now = new Date();
    for (let i = 0; i < 60; i++)
      await enqueue(
        fx.tdb.db,
        { to: `w${i}@example.com`, subject: `message ${i}`, html: '<p>x</p>', text: 'x' },
        now,
      );
    const workers = await Promise.all([
      startWorker(fx.tdb.url, url()),
      startWorker(fx.tdb.url, url()),
    ]);
    for (const w of workers) w.child.stdin!.write('go\n');
    const counts = await Promise.all(workers.map((w) => w.sent));
    expect(counts[0]! + counts[1]!).toBe(60);
    expect(received).toHaveLength(60);
    expect(new Set(received).size).toBe(60);
    const rows = await fx.tdb.db.selectFrom('outbox').select(['status']).execute();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  }, 120_000);
});
