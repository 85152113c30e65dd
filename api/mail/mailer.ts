// E-mail (docs/design.md): `send` writes the message to the outbox (api/mail/outbox.ts); with SMTP_URL the mail job
// (api/jobs/mail.ts) sends it right away in the background and retries until the server takes it. Without
// SMTP_URL messages stay in the outbox, readable with `npm run outbox`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MailJob, smtpTransport } from '../jobs/mail.ts';
import { enqueue, type MailMessage } from './outbox.ts';

type MailerOptions = {
  smtpUrl?: string;
  from?: string;
  /** How often the job looks for due messages (ms). */
  intervalMs?: number;
  /**
   * Whether this process sends (default true). False where jobs are off (RUN_JOBS=false): messages are only
   * written to the outbox, and the instance that runs the jobs (or `npm run worker`) sends them.
   */
  sends?: boolean;
  now?: () => Date;
  log?: (entry: Record<string, unknown>) => void;
};

export class Mailer {
  private job: MailJob | null;
  readonly from: string;

  constructor(
    private db: Kysely<Database>,
    private opts: MailerOptions = {},
  ) {
    this.from = opts.from ?? 'Bazaar <no-reply@bazaar.localhost>';
    this.job =
      opts.smtpUrl && opts.sends !== false
        ? new MailJob(db, {
            smtpUrl: opts.smtpUrl,
            from: this.from,
            intervalMs: opts.intervalMs,
            now: () => this.now(),
            log: opts.log,
          })
        : null;
  }

  /** Whether this process sends messages (SMTP configured and jobs not off), not only keeps them. */
  get sending() {
    return this.job !== null;
  }

  /** Whether the shop sends e-mail at all (SMTP configured), whichever process sends it. */
  get configured() {
    return Boolean(this.opts.smtpUrl);
  }

  /** Sends what is due now, in the background, when this process sends (a message made due again). */
  kick() {
    if (this.job) void this.job.flush().catch(() => undefined);
  }

  private now() {
    return this.opts.now?.() ?? new Date();
  }

  /**
   * Writes the message to the outbox and, when SMTP is configured and this process sends, sends it right away
   * in the background.
   */
  async send(msg: MailMessage): Promise<number> {
    const id = await enqueue(this.db, msg, this.now());
    if (this.job) void this.job.flush();
    else if (!this.opts.smtpUrl)
      this.opts.log?.({
        level: 'info',
        at: 'mail',
        msg: `no SMTP_URL: message ${id} kept in the outbox (npm run outbox)`,
      });
    return id;
  }

  /**
   * Sends one message straight to the configured SMTP server, not through the outbox (staff checking the SMTP
   * settings, decision 145): the server's answer, or its error, at once. Null without SMTP_URL.
   */
  async sendTest(msg: MailMessage): Promise<{ ok: true } | { ok: false; error: string } | null> {
    if (!this.opts.smtpUrl) return null;
    const transport = smtpTransport(this.opts.smtpUrl);
    try {
      await transport.sendMail({ from: this.from, ...msg });
      return { ok: true };
    } catch (err) {
      return { ok: false, error: String((err as Error).message ?? err).slice(0, 500) };
    } finally {
      transport.close();
    }
  }

  /** Sends every due message now (0 without SMTP). */
  flush(): Promise<number> {
    return this.job ? this.job.flush() : Promise.resolve(0);
  }

  /** Starts the retrying job (when SMTP is configured). */
  start() {
    this.job?.start();
    return this;
  }

  async stop() {
    await this.job?.stop();
  }
}
