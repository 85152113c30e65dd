// The mail job: sends the outbox's due messages over SMTP, retrying with back-off. Claims are conditional
// updates, so several processes (or an overlapping run) never send one message twice (docs/design.md "background
// jobs claim rows").
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 50;
/** A claimed message whose sender died is picked up again after this. */
const CLAIM_MS = 5 * 60_000;
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** attempts, 15 * 60_000);

type MailJobOptions = {
  smtpUrl: string;
  from: string;
  /** How often the job looks for due messages (ms). */
  intervalMs?: number;
  now: () => Date;
  log?: (entry: Record<string, unknown>) => void;
};

export class MailJob {
  private transport: Transporter;
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<number> | null = null;
  private again = false;

  constructor(
    private db: Kysely<Database>,
    private opts: MailJobOptions,
  ) {
    this.transport = nodemailer.createTransport(opts.smtpUrl, {
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    } as never);
  }

  /** Sends every due message; safe to call concurrently (one flush at a time, claims are conditional). */
  flush(): Promise<number> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      let sent = 0;
      do {
        this.again = false;
        sent += await this.flushOnce();
      } while (this.again);
      return sent;
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<number> {
    const now = this.opts.now();
    const due = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let sent = 0;
    for (const m of due) {
      const claimed = await this.db
        .updateTable('outbox')
        .set({
          status: 'sending',
          next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString(),
        })
        .where('id', '=', m.id)
        .where('next_attempt_at', '=', m.next_attempt_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue; // another worker has it
      try {
        await this.transport.sendMail({
          from: this.opts.from,
          to: m.to_address,
          subject: m.subject,
          html: m.html,
          text: m.text,
        });
        await this.db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: this.opts.now().toISOString(), last_error: null })
          .where('id', '=', m.id)
          .execute();
        sent++;
      } catch (err) {
        const attempts = m.attempts + 1;
        await this.db
          .updateTable('outbox')
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            attempts,
            last_error: String((err as Error).message ?? err).slice(0, 500),
            next_attempt_at: new Date(
              this.opts.now().getTime() + backoffMs(attempts),
            ).toISOString(),
          })
          .where('id', '=', m.id)
          .execute();
        this.opts.log?.({
          level: 'warn',
          at: 'mail',
          msg: `sending message ${m.id} failed (attempt ${attempts}); retrying later`,
          error: (err as Error).message,
        });
      }
    }
    return sent;
  }

  /** Runs the job every `intervalMs` (and once now). */
  start() {
    if (this.timer) return this;
    this.timer = setInterval(
      () => void this.flush().catch(() => undefined),
      this.opts.intervalMs ?? 5_000,
    );
    this.timer.unref();
    void this.flush().catch(() => undefined);
    return this;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flushing?.catch(() => undefined);
    this.transport.close();
  }
}
