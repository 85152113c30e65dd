// The background jobs for staff (issue 36, decision 140): what the outbox holds, the messages that keep failing,
// and each job's last run (api/lib/job-runs.ts). "Send again" makes a failing or given-up message due now, once
// (a conditional update), with an audit row; the mail job then claims it like any other.
import type { Kysely } from 'kysely';
import type { z } from '#contract/zod.ts';
import type { AdminJobsSchema } from '#contract/admin/jobs.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import { JOB_NAMES } from '../lib/job-runs.ts';
import { recordAudit } from './audit.ts';

type AdminJobs = z.infer<typeof AdminJobsSchema>;

export async function jobsOverview(
  db: Kysely<Database>,
  now: Date,
  smtp: boolean,
): Promise<AdminJobs> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const counts = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when('status', 'in', ['pending', 'sending']).then(1).else(0).end())
        .as('waiting'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', 'in', ['pending', 'sending']), eb('attempts', '>', 0)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('failing'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'sent'), eb('sent_at', '>=', dayAgo)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('sent_today'),
    ])
    .executeTakeFirstOrThrow();
  const runs = await db.selectFrom('job_runs').selectAll().execute();
  const messages = await db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at'])
    .select('created_at')
    .where('status', '!=', 'sent')
    .where('attempts', '>', 0)
    .orderBy('id')
    .limit(50)
    .execute();
  return {
    smtp: smtp ? 1 : 0,
    outbox: {
      waiting: Number(counts.waiting ?? 0),
      failing: Number(counts.failing ?? 0),
      failed: Number(counts.failed ?? 0),
      sent_today: Number(counts.sent_today ?? 0),
    },
    jobs: JOB_NAMES.map((name) => {
      const r = runs.find((x) => x.name === name);
      return {
        name,
        last_run: r?.last_run_at ?? null,
        last_ok: r?.last_ok_at ?? null,
        failures: r?.failures ?? 0,
        last_error: r?.last_error ?? null,
      };
    }),
    messages: messages.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      status: m.status as 'pending' | 'sending' | 'failed',
      attempts: m.attempts,
      last_error: m.last_error,
      next_attempt: m.status === 'failed' ? null : m.next_attempt_at,
      created: m.created_at,
    })),
  };
}

/** Makes a message that failed at least once (or was given up) due now. */
export async function retryMessage(
  db: Kysely<Database>,
  admin: Pick<AuthUser, 'id' | 'name'>,
  id: number,
  now: Date,
): Promise<'done' | 'missing' | 'not-failing'> {
  const before = await db
    .selectFrom('outbox')
    .select(['status', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) return 'missing';
  const r = await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('attempts', '>', 0)
    // 'sending': another process holds it right now; it is not touched.
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return 'not-failing';
  await recordAudit(
    db,
    admin,
    'mail:retry',
    { subject: 'mail', subject_id: id },
    { status: before.status, attempts: before.attempts },
    { status: 'pending', due: now.toISOString() },
    now,
  );
  return 'done';
}
