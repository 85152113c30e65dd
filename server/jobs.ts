// The background jobs (decision 140): the outbox's sender and the payment release. Started by the one process
// of an instance that runs them (RUN_JOBS, and under `npm start` its first worker) or by `npm run worker`
// (server/worker.ts). Each job claims its rows with conditional updates (on PostgreSQL `FOR UPDATE SKIP
// LOCKED`), so two instances that both run them still send a message once and release an order once.
import type { DatabaseHandle } from '#api/db/connection.ts';
import type { FileStore } from '#api/lib/files/index.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import type { PaymentRegistry } from '#api/payments/registry.ts';
import { PaymentReleaseJob } from '#api/jobs/payments.ts';
import { linksFor } from '#api/orders/emails.ts';
import type { LogEntry } from './process.ts';

export type Jobs = {
  /** Lets the job that is running finish, then stops them all. */
  stop(): Promise<void>;
  /** Which jobs run here, for the boot log. */
  names: string[];
};

export function startJobs(opts: {
  database: DatabaseHandle;
  mail: Mailer | undefined;
  payments: PaymentRegistry | undefined;
  releaseMinutes: number;
  publicUrl: string;
  storefrontUrl: string;
  files: FileStore;
  log: (e: LogEntry) => void;
}): Jobs {
  const names: string[] = [];
  if (opts.mail?.sending) {
    opts.mail.start();
    names.push('mail');
  }
  let release: PaymentReleaseJob | undefined;
  if (opts.payments) {
    const registry = opts.payments;
    release = new PaymentReleaseJob({
      releaseMinutes: opts.releaseMinutes,
      deps: () => ({
        db: opts.database.db,
        mail: opts.mail,
        payments: registry,
        links: linksFor(opts.publicUrl, opts.storefrontUrl, opts.files),
        now: new Date(),
      }),
      log: (entry) => opts.log({ level: 'info', ...entry } as LogEntry),
    });
    release.start();
    names.push('payment release');
  }
  return {
    names,
    async stop() {
      await release?.stop();
      await opts.mail?.stop();
    },
  };
}
