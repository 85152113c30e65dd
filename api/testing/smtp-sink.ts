// The tests' slow SMTP server as a vitest fixture (tests in several processes that send over SMTP).
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { freePort, startSmtpSink, stopSmtpSink } from './smtp.ts';

/**
 * A slow SMTP server for one describe block (started before its tests, stopped after): the subjects it
 * received, and its `url()`. Each message takes `delayMs`, so senders in several processes overlap.
 */
export function useSlowSmtpSink(delayMs: number) {
  let server: SMTPServer | undefined;
  let port = 0;
  const received: string[] = [];
  beforeAll(async () => {
    port = await freePort();
    server = await startSmtpSink(port, async (mail) => {
      received.push(mail.subject ?? '');
      await new Promise((r) => setTimeout(r, delayMs));
    });
  }, 60_000);
  afterAll(() => stopSmtpSink(server));
  return { received, url: () => `smtp://127.0.0.1:${port}` };
}
