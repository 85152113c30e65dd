// E-mail (DESIGN.md): every message is first written to the outbox table, then sent over SMTP by a
// retrying worker, so an SMTP outage loses nothing — the message goes out once the server is back. Without
// SMTP_URL messages stay in the outbox, readable with `npm run outbox`.
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';

export type MailMessage = { to: string; subject: string; html: string; text: string };

const BATCH = 20;
const MAX_ATTEMPTS = 50;
/** A claimed message whose sender died is picked up again after this. */
const CLAIM_MS = 5 * 60_000;
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** attempts, 15 * 60_000);

export type MailerOptions = {
  smtpUrl?: string;
  from?: string;
  /** How often the worker looks for due messages (ms). */
  intervalMs?: number;
  now?: () => Date;
  log?: (entry: Record<string, unknown>) => void;
};

export class Mailer {
  private transport: Transporter | null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<number> | null = null;
  private again = false;
  readonly from: string;

  constructor(
    private db: Kysely<Database>,
    private opts: MailerOptions = {},
  ) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl, {
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 10_000,
        } as never)
      : null;
    this.from = opts.from ?? 'Bazaar <no-reply@bazaar.localhost>';
  }

  get sending() {
    return this.transport !== null;
  }

  private now() {
    return this.opts.now?.() ?? new Date();
  }

  /** Writes the message to the outbox and, when SMTP is configured, sends it right away in the background. */
  async send(msg: MailMessage): Promise<number> {
    const now = this.now().toISOString();
    const row = await this.db
      .insertInto('outbox')
      .values({
        to_address: msg.to,
        subject: msg.subject,
        html: msg.html,
        text: msg.text,
        next_attempt_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.transport) void this.flush();
    else
      this.opts.log?.({
        level: 'info',
        at: 'mail',
        msg: `no SMTP_URL: message ${row.id} kept in the outbox (npm run outbox)`,
      });
    return row.id;
  }

  /** Sends every due message; safe to call concurrently (one flush at a time, claims are conditional). */
  flush(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
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
    const now = this.now();
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
        await this.transport!.sendMail({
          from: this.from,
          to: m.to_address,
          subject: m.subject,
          html: m.html,
          text: m.text,
        });
        await this.db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: this.now().toISOString(), last_error: null })
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
            next_attempt_at: new Date(this.now().getTime() + backoffMs(attempts)).toISOString(),
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

  /** The retrying worker: looks for due messages every `intervalMs`. */
  start() {
    if (!this.transport || this.timer) return this;
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
    this.transport?.close();
  }
}

/** The latest messages of the outbox (newest first), for the CLI and tests. */
export async function latestMessages(db: Kysely<Database>, limit = 5, to?: string) {
  let q = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) q = q.where('to_address', '=', to.toLowerCase());
  return q.execute();
}
