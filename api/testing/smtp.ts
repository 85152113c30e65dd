// A local SMTP server for the mail tests: it hands each message it receives, parsed, to the test.
import { createServer as createNetServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * An SMTP server (no TLS, no auth) listening on `port`; `received` gets each message with the addresses it
 * was delivered to (the envelope's), and may take its time (the message is accepted when it resolves).
 */
export async function startSmtpSink(
  port: number,
  received: (mail: ParsedMail, recipients: string[]) => void | Promise<void>,
): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) =>
          received(
            mail,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        .then(() => done())
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Stops the server, if one was started. */
export const stopSmtpSink = (server: SMTPServer | undefined) =>
  new Promise<void>((r) => (server ? server.close(() => r()) : r()));
