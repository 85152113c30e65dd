// One outbox worker in its own process on DATABASE_URL, sending over SMTP_URL (tests that run two workers on
// one database). Prints "READY", flushes the outbox when a line arrives on stdin, prints "SENT <n>", exits.
import { createInterface } from 'node:readline';
import { createDatabase } from '../db/connection.ts';
import { Mailer } from '../mail/mailer.ts';

const { db, close } = createDatabase(process.env.DATABASE_URL);
const mail = new Mailer(db, {
  smtpUrl: process.env.SMTP_URL,
  from: 'Bazaar <no-reply@bazaar.test>',
});
process.stdout.write('READY\n');
createInterface({ input: process.stdin }).once('line', () => {
  void (async () => {
    let sent = 0;
    for (let n = await mail.flush(); n > 0; n = await mail.flush()) sent += n;
    process.stdout.write(`SENT ${sent}\n`);
    await mail.stop();
    await close();
    process.exit(0);
  })();
});
