// The newsletter and the SMTP check (issue 35 item 6, decision 145) on SQLite and PostgreSQL: a newsletter to
// 100 subscribers is 100 outbox messages, one each, even when the request comes twice at once; each has its own
// unguessable unsubscribe link (not an id, not an address) and a List-Unsubscribe header; looking a link up
// changes nothing, using it removes exactly that subscriber, once; bad tokens are 404. Through an SMTP server,
// the 100 arrive once each. The SMTP check reports the server's acceptance or its error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SMTPServer } from 'smtp-server';
import { PeopleMessages } from '#contract/admin/people.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { Mailer } from '../mail/mailer.ts';
import { apiOver, callApi, demoAdminToken, useApiOver } from '../test-api.ts';
import { freePort, startSmtpSink, stopSmtpSink } from '../testing/smtp.ts';

const dialects = await dialectsUnderTest();

const subscribe = async (db: Parameters<typeof enqueueSubscribers>[0], n: number, prefix: string) =>
  enqueueSubscribers(db, n, prefix);

async function enqueueSubscribers(
  db: ReturnType<typeof useApiOver>['tdb']['db'],
  n: number,
  prefix: string,
) {
  await db.deleteFrom('newsletter_subscribers').execute();
  const at = new Date().toISOString();
  // Rows as they were before unsubscribe tokens (null): the first newsletter gives them one.
  await db
    .insertInto('newsletter_subscribers')
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${prefix}${i}@example.com`,
        language: i % 2 ? 'ar' : 'en',
        created_at: at,
      })),
    )
    .execute();
}

const tokenOf = (text: string) => /\/unsubscribe\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];

describe.each(dialects)('the newsletter on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 5 });
  let admin = '';
  const send = (
    send_key: string,
    subject = 'November news',
    body = 'Hello <b>all</b>\n\nNew things.',
  ) =>
    callApi(fx.api, 'POST', '/admin/newsletter/send', {
      token: admin,
      body: { send_key, subject, body },
    });

  beforeAll(async () => {
    admin = await demoAdminToken(fx.api);
  }, 60_000);

  it('queues 100 messages once each, even for a doubled request, each with its own unsubscribe link', async () => {
    const db = fx.tdb.db;
    await subscribe(db, 100, `news-${dialect}-`);
    const key = 'send-key-0123456789-a';
    const [a, b] = await Promise.all([send(key), send(key)]);
    expect(a).toMatchObject({
      status: 200,
      message: PeopleMessages.newsletterQueued,
      data: { recipients: 100 },
    });
    expect(b.data).toEqual(a.data);
    expect((await send(key)).data).toEqual(a.data);
    const rows = await db
      .selectFrom('outbox')
      .selectAll()
      .where('subject', '=', 'November news')
      .execute();
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.to_address)).size).toBe(100);
    const subs = await db.selectFrom('newsletter_subscribers').selectAll().execute();
    const tokens = new Set(subs.map((s) => s.unsubscribe_token));
    expect(tokens.size).toBe(100);
    for (const r of rows) {
      const s = subs.find((x) => x.email === r.to_address)!;
      const token = tokenOf(r.text);
      expect(token).toBe(s.unsubscribe_token);
      expect(r.html).toContain(`/unsubscribe/${token}`);
      expect(r.html).toContain('Hello &#60;b&#62;all&#60;/b&#62;');
      expect(r.html).not.toContain('<b>all');
      expect(token).not.toContain(s.email.split('@')[0]);
      expect(r.text).toContain(s.language === 'ar' ? '/ar/unsubscribe/' : '/unsubscribe/');
      expect(JSON.parse(r.headers!)).toEqual({
        'List-Unsubscribe': expect.stringContaining(`/unsubscribe/${token}>`),
      });
    }
    expect(await db.selectFrom('newsletters').selectAll().execute()).toHaveLength(1);
    const audit = await db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'newsletter:send')
      .execute();
    expect(audit).toHaveLength(1);
    await db.deleteFrom('outbox').execute();
  });

  it('unsubscribes exactly the link’s subscriber; a look changes nothing; bad tokens are 404', async () => {
    const db = fx.tdb.db;
    const subs = await db.selectFrom('newsletter_subscribers').selectAll().orderBy('id').execute();
    expect(subs.length).toBe(100);
    const one = subs[7]!;
    const look = await callApi(
      fx.api,
      'GET',
      `/newsletter/unsubscribe?token=${one.unsubscribe_token}`,
    );
    expect(look.data.email).toBe(`${one.email[0]}***@example.com`);
    expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toHaveLength(100);
    const done = await callApi(fx.api, 'POST', '/newsletter/unsubscribe', {
      body: { token: one.unsubscribe_token },
    });
    expect(done).toMatchObject({ status: 200, message: PeopleMessages.unsubscribed });
    const left = await db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(left).toHaveLength(99);
    expect(left.map((l) => l.email)).not.toContain(one.email);
    const again = await callApi(fx.api, 'POST', '/newsletter/unsubscribe', {
      body: { token: one.unsubscribe_token },
    });
    expect(again.status).toBe(404);
    const bad = [
      '',
      String(subs[8]!.id),
      subs[8]!.email,
      `${subs[8]!.unsubscribe_token!.slice(0, 42)}A`.replace(subs[8]!.unsubscribe_token!, 'x'),
      "' OR 1=1 --",
      'A'.repeat(43),
      'A'.repeat(5000),
    ];
    for (const token of bad) {
      expect(
        (await callApi(fx.api, 'POST', '/newsletter/unsubscribe', { body: { token } })).status,
      ).toBe(404);
      expect(
        (await callApi(fx.api, 'GET', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`))
          .status,
      ).toBe(404);
    }
    expect(
      (await callApi(fx.api, 'POST', '/newsletter/unsubscribe', { body: { token: ['x'] } })).status,
    ).toBe(404);
    expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toHaveLength(99);
  });

  it('validates the newsletter: subject, body and key required; nobody to send to is said so', async () => {
    const r = await callApi(fx.api, 'POST', '/admin/newsletter/send', {
      token: admin,
      body: { send_key: 'short', subject: ' ', body: '' },
    });
    expect(r.status).toBe(201);
    expect(JSON.stringify(r)).toContain('subject is required');
    await fx.tdb.db.deleteFrom('newsletter_subscribers').execute();
    const empty = await send('send-key-0123456789-empty');
    expect(empty.message).toBe(PeopleMessages.noSubscribers);
    expect(await fx.tdb.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('reports the SMTP check: not configured, accepted, or the server’s error', async () => {
    const none = await callApi(fx.api, 'POST', '/admin/mail/test', {
      token: admin,
      body: { to: 'me@example.com' },
    });
    expect(none.message).toBe(PeopleMessages.noSmtp);
    const bad = await callApi(fx.api, 'POST', '/admin/mail/test', {
      token: admin,
      body: { to: 'not an address' },
    });
    expect(bad.status).toBe(201);

    const got: string[] = [];
    const okPort = await freePort();
    const okSink = await startSmtpSink(okPort, (_m, to) => void got.push(...to));
    const badPort = await freePort();
    const refuser = await startSmtpSink(badPort, () => {
      throw Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
    });
    try {
      const good = apiOver(fx.tdb, {
        mail: new Mailer(fx.tdb.db, { smtpUrl: `smtp://127.0.0.1:${okPort}`, sends: false }),
      });
      const token = await demoAdminToken(good);
      const r = await callApi(good, 'POST', '/admin/mail/test', {
        token,
        body: { to: 'me@example.com' },
      });
      expect(r).toMatchObject({ status: 200, message: PeopleMessages.testSent });
      expect(got).toEqual(['me@example.com']);
      const refusing = apiOver(fx.tdb, {
        mail: new Mailer(fx.tdb.db, { smtpUrl: `smtp://127.0.0.1:${badPort}`, sends: false }),
      });
      const f = await callApi(refusing, 'POST', '/admin/mail/test', {
        token,
        body: { to: 'me@example.com' },
      });
      expect(f.status).toBe(500);
      expect(f.message ?? JSON.stringify(f)).toContain(PeopleMessages.testFailed);
      expect(JSON.stringify(f)).toMatch(/550/);
      const audit = await fx.tdb.db
        .selectFrom('admin_audit')
        .select('after')
        .where('action', '=', 'mail:test')
        .execute();
      expect(audit.map((a) => JSON.parse(a.after).ok)).toEqual([true, false]);
    } finally {
      await stopSmtpSink(okSink);
      await stopSmtpSink(refuser);
    }
  });
});

describe.each(dialects)('a newsletter through SMTP on %s', (dialect) => {
  let server: SMTPServer | undefined;
  let port = 0;
  const received: string[] = [];
  let mailer: Mailer | undefined;
  beforeAll(async () => {
    port = await freePort();
    server = await startSmtpSink(port, (mail, to) => {
      if (mail.subject === 'Arrives once') received.push(...to);
    });
  }, 60_000);
  afterAll(async () => {
    await mailer?.stop();
    await stopSmtpSink(server);
  });
  const fx = useApiOver(dialect, {
    seed: 5,
    api: (tdb) =>
      apiOver(tdb, {
        mail: (mailer = new Mailer(tdb.db, {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          intervalMs: 100,
        }).start()),
      }),
  });

  it('delivers a newsletter to 100 subscribers once each, a doubled submit included', async () => {
    await subscribe(fx.tdb.db, 100, `smtp-${dialect}-`);
    const token = await demoAdminToken(fx.api);
    const body = { send_key: 'smtp-key-0123456789ab', subject: 'Arrives once', body: 'Once.' };
    await Promise.all([
      callApi(fx.api, 'POST', '/admin/newsletter/send', { token, body }),
      callApi(fx.api, 'POST', '/admin/newsletter/send', { token, body }),
    ]);
    for (let i = 0; i < 600 && received.length < 100; i++)
      await new Promise((r) => setTimeout(r, 50));
    // A little longer: nothing comes twice.
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(100);
    expect(new Set(received).size).toBe(100);
    expect([...received].sort()).toEqual(
      Array.from({ length: 100 }, (_, i) => `smtp-${dialect}-${i}@example.com`).sort(),
    );
  }, 60_000);
});
