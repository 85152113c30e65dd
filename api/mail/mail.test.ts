// E-mail over real SMTP (issue 5): a local `smtp-server` receives what the outbox worker sends. SMTP down at
// registration loses nothing: the code arrives once the server is back, and it verifies the account.
import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOver, useTestDatabase } from '../test-api.ts';
import { freePort, startSmtpSink, stopSmtpSink } from '../testing/smtp.ts';
import { backoffMs } from '../jobs/mail.ts';
import { Mailer } from './mailer.ts';

describe('outbox over SMTP', () => {
  const fx = useTestDatabase('sqlite', { seed: 10 });
  let sink: SMTPServer | undefined;
  let clock = new Date('2026-11-23T10:00:00Z');
  afterAll(() => stopSmtpSink(sink));

  it('keeps a code while SMTP is down and delivers it (HTML + text, shop name) once it is back', async () => {
    const port = await freePort();
    const mail = new Mailer(fx.tdb.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Bazaar <no-reply@bazaar.test>',
      now: () => clock,
    });
    const api = apiOver(fx.tdb, { mail, now: () => clock });
    const post = async (path: string, body: unknown) =>
      (await (
        await api.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { status: number; data: { token?: string } };

    const email = 'smtp@example.com';
    expect(
      (await post('/user/signup', { first_name: 'Sam', email, password: 'secret12' })).status,
    ).toBe(200);
    await mail.flush(); // SMTP is down: the attempt fails and is scheduled again
    const pending = await fx.tdb.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.last_error).toBeTruthy();

    const inbox: ParsedMail[] = [];
    sink = await startSmtpSink(port, (m) => void inbox.push(m));
    expect(await mail.flush()).toBe(0); // not due yet: the back-off is respected
    clock = new Date(clock.getTime() + backoffMs(1) + 1000);
    expect(await mail.flush()).toBe(1);
    expect(inbox).toHaveLength(1);
    const [message] = inbox;
    expect(message!.to && 'text' in message!.to ? message!.to.text : '').toBe(email);
    expect(message!.from?.text).toContain('no-reply@bazaar.test');
    expect(message!.html).toContain('Bazaar');
    const code = /: (\d{6})\s*$/m.exec(message!.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const sent = await fx.tdb.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
    // The delivered code verifies the account.
    const verified = await post('/user/verify', { email, code });
    expect(verified.status).toBe(200);
    expect(verified.data.token).toBeTruthy();
    await mail.stop();
  });
});
