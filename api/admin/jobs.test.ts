// The background jobs for staff (issue 36, decision 140) on SQLite and PostgreSQL: only an admin reads them; a
// run of the mail job against an SMTP server that refuses is recorded as failing (why, how often in a row) and
// a good run clears it; the outbox's counts; "send again" makes a failing or given-up message due once, audited,
// and refuses one that is being sent; a message that does not exist is not found.
import { beforeAll, describe, expect, it } from 'vitest';
import { jobEndpoints } from '#contract/admin/jobs.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { apiOver, callApi, demoAdminToken, shopperToken, useApiOver } from '../test-api.ts';
import { Mailer } from '../mail/mailer.ts';
import { enqueue } from '../mail/outbox.ts';
import { recordRun } from '../lib/job-runs.ts';
import { freePort, startSmtpSink, stopSmtpSink } from '../testing/smtp.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('the jobs for staff on %s', (dialect) => {
  const fx = useApiOver(dialect, {
    seed: 5,
    api: (tdb) => apiOver(tdb, { mail: new Mailer(tdb.db) }),
  });
  let admin = '';
  const jobs = () => callApi(fx.api, 'GET', '/admin/jobs', { token: admin });
  const retry = (id: number) =>
    callApi(fx.api, 'POST', '/admin/jobs/retry-mail', { token: admin, body: { message_id: id } });
  const message = (id: number) =>
    fx.tdb.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    admin = await demoAdminToken(fx.api);
  }, 60_000);

  it('answers the 404 to a shopper, a visitor and a bad token', async () => {
    const shopper = await shopperToken(fx.tdb.db);
    for (const token of [shopper, undefined, 'not-a-token']) {
      for (const e of Object.values(jobEndpoints)) {
        const r = await callApi(fx.api, e.method, `/${e.path}`, {
          token,
          body: e.method === 'POST' ? { message_id: 1 } : undefined,
        });
        expect(r.status, `${e.path} as ${String(token)}`).toBe(404);
      }
    }
  });

  it('records a mail run against a refusing server as failing, and a good run clears it', async () => {
    const id = await enqueue(
      fx.tdb.db,
      { to: 'late@example.com', subject: 'Late', html: '<p>x</p>', text: 'x' },
      new Date(),
    );
    // A server that refuses every message (a port with nothing on it could be taken meanwhile by another
    // test's server, which would accept it).
    const refusing = await freePort();
    const refuser = await startSmtpSink(refusing, () => {
      throw Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
    });
    const down = new Mailer(fx.tdb.db, { smtpUrl: `smtp://127.0.0.1:${refusing}`, intervalMs: 50 });
    down.start();
    for (let i = 0; i < 600; i++) {
      const run = await fx.tdb.db.selectFrom('job_runs').selectAll().executeTakeFirst();
      if ((run?.failures ?? 0) >= 1) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await down.stop();
    await stopSmtpSink(refuser);
    const failing = (await jobs()).data;
    const mail = failing.jobs.find((j: { name: string }) => j.name === 'mail');
    expect(mail.failures).toBeGreaterThanOrEqual(1);
    expect(mail.last_error).toMatch(/550/);
    expect(mail.last_ok).toBeNull();
    expect(failing.outbox).toMatchObject({ failing: 1, failed: 0 });
    expect(failing.messages).toEqual([
      expect.objectContaining({ id, to: 'late@example.com', status: 'pending', attempts: 1 }),
    ]);
    expect(failing.jobs.find((j: { name: string }) => j.name === 'payment_release')).toMatchObject({
      last_run: null,
      failures: 0,
    });

    // Send again: due now, once; then a server that takes it.
    const before = await message(id);
    expect(Date.parse(before.next_attempt_at)).toBeGreaterThan(Date.now());
    expect((await retry(id)).status).toBe(200);
    expect(Date.parse((await message(id)).next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const audit = await fx.tdb.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', 'mail')
      .where('subject_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['mail:retry']);

    const port = await freePort();
    const received: string[] = [];
    const sink = await startSmtpSink(port, (m) => void received.push(m.subject ?? ''));
    const up = new Mailer(fx.tdb.db, { smtpUrl: `smtp://127.0.0.1:${port}`, intervalMs: 50 });
    up.start();
    for (let i = 0; i < 600 && (await message(id)).status !== 'sent'; i++)
      await new Promise((r) => setTimeout(r, 25));
    for (let i = 0; i < 600; i++) {
      const run = await fx.tdb.db.selectFrom('job_runs').selectAll().executeTakeFirst();
      if (run?.failures === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await up.stop();
    await stopSmtpSink(sink);
    expect(received).toEqual(['Late']);
    const fine = (await jobs()).data;
    expect(fine.jobs.find((j: { name: string }) => j.name === 'mail')).toMatchObject({
      failures: 0,
    });
    expect(fine.messages).toEqual([]);
    expect(fine.outbox.sent_today).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('sends a given-up message again, refuses one being sent and one sent, and finds no other', async () => {
    const now = new Date();
    const given = await enqueue(
      fx.tdb.db,
      { to: 'gone@example.com', subject: 'Gone', html: '<p>x</p>', text: 'x' },
      now,
    );
    await fx.tdb.db
      .updateTable('outbox')
      .set({ status: 'failed', attempts: 50, last_error: '550 mailbox unavailable' })
      .where('id', '=', given)
      .execute();
    expect((await jobs()).data.outbox.failed).toBe(1);
    expect((await retry(given)).status).toBe(200);
    expect(await message(given)).toMatchObject({ status: 'pending', attempts: 50 });
    // Being sent by another process right now: left alone.
    await fx.tdb.db
      .updateTable('outbox')
      .set({ status: 'sending' })
      .where('id', '=', given)
      .execute();
    const busy = await retry(given);
    expect(busy.status).not.toBe(200);
    expect(busy.message).toBe('This message is not waiting to be sent again.');
    const fresh = await enqueue(
      fx.tdb.db,
      { to: 'new@example.com', subject: 'New', html: '<p>x</p>', text: 'x' },
      now,
    );
    expect((await retry(fresh)).status).not.toBe(200); // never failed: nothing to send again
    expect((await retry(2_000_000_000)).status).toBe(404);
    await recordRun(fx.tdb.db, 'payment_release', now, new Error('provider timeout'));
    await recordRun(fx.tdb.db, 'payment_release', now, new Error('provider timeout'));
    expect(
      (await jobs()).data.jobs.find((j: { name: string }) => j.name === 'payment_release'),
    ).toMatchObject({ failures: 2, last_error: 'provider timeout', last_ok: null });
  });
});
