// The mail job: sends the outbox's due messages over SMTP, retrying with back-off. A batch is claimed by one
// conditional update (on PostgreSQL skipping rows another sender holds), so several processes or machines
// (or an overlapping run) never send one message twice (docs/design.md "background jobs claim rows").
import { PostgresAdapter, type Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { recordIdleRun, recordRun } from '../lib/job-runs.ts';

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

/** A transport to the SMTP server of `smtpUrl`, with short timeouts (a dead server fails within seconds). */
export const smtpTransport = (smtpUrl: string): Transporter =>
  nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  } as never);

/** A message's extra headers (outbox.headers, JSON); anything but an object of strings is left out. */
function headersOf(json: string): Record<string, string> {
  try {
    const v: unknown = JSON.parse(json);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export class MailJob {
  private transport: Transporter;
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<number> | null = null;
  private again = false;
  private postgres: boolean;
  /** Why the last batch sent nothing while some of its messages failed (SMTP down, say), for job_runs. */
  private sendError: string | null = null;
  /** Whether the run claimed anything: a run with nothing due keeps the last verdict (api/lib/job-runs.ts). */
  private worked = false;

  constructor(
    private db: Kysely<Database>,
    private opts: MailJobOptions,
  ) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    this.transport = smtpTransport(opts.smtpUrl);
  }

  /** Sends every due message; safe to call concurrently (one flush at a time, claims are conditional). */
  flush(): Promise<number> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      let sent = 0;
      // Batch after batch while they come full (a backlog drains at once), and again when asked meanwhile.
      let full = false;
      do {
        this.again = false;
        const r = await this.flushOnce();
        sent += r.sent;
        full = r.claimed === BATCH;
      } while (this.again || full);
      return sent;
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<{ sent: number; claimed: number }> {
    const now = this.opts.now();
    const due = await this.claim(now);
    let sent = 0;
    let failure: string | null = null;
    for (const m of due) {
      try {
        await this.transport.sendMail({
          from: this.opts.from,
          to: m.to_address,
          subject: m.subject,
          html: m.html,
          text: m.text,
          ...(m.headers ? { headers: headersOf(m.headers) } : {}),
        });
        await this.db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: this.opts.now().toISOString(), last_error: null })
          .where('id', '=', m.id)
          .execute();
        sent++;
      } catch (err) {
        const attempts = m.attempts + 1;
        failure = String((err as Error).message ?? err);
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
    if (due.length) {
      this.sendError = failure && sent === 0 ? failure : null;
      this.worked = true;
    }
    return { sent, claimed: due.length };
  }

  /**
   * Claims up to BATCH due messages in one statement: each is marked as being sent until CLAIM_MS from now,
   * so no other sender takes it meanwhile. On PostgreSQL the rows another sender is claiming are skipped
   * (`FOR UPDATE SKIP LOCKED`) rather than waited for; the outer conditions are checked again on the row a
   * concurrent claim has just changed, so a message is never claimed twice. SQLite runs one writer at a time.
   */
  private claim(now: Date) {
    const at = now.toISOString();
    const due = this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', at)
      .orderBy('id')
      .limit(BATCH);
    return this.db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', at)
      .where('id', 'in', this.postgres ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  /** Runs the job every `intervalMs` (and once now). */
  start() {
    if (this.timer) return this;
    this.timer = setInterval(() => void this.tick(), this.opts.intervalMs ?? 5_000);
    this.timer.unref();
    void this.tick();
    return this;
  }

  /** One run of the loop, recorded for staff (api/lib/job-runs.ts): failed when the database or SMTP fails. */
  private async tick() {
    // A run still going (a backlog, a slow server) goes on; the loop does not pile up behind it.
    if (this.flushing) return;
    try {
      this.worked = false;
      this.sendError = null;
      await this.flush();
      if (this.sendError) await recordRun(this.db, 'mail', this.opts.now(), this.sendError);
      else if (this.worked) await recordRun(this.db, 'mail', this.opts.now());
      else await recordIdleRun(this.db, 'mail', this.opts.now());
    } catch (err) {
      await recordRun(this.db, 'mail', this.opts.now(), err).catch(() => undefined);
    }
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flushing?.catch(() => undefined);
    this.transport.close();
  }
}
