// Each background job's health (decision 140): a run records when it happened and, if it failed, why and how
// many runs in a row have failed. Staff read it at /admin/jobs (api/admin/jobs.ts); one upsert per run.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const JOB_NAMES = ['mail', 'payment_release'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export async function recordRun(
  db: Kysely<Database>,
  name: JobName,
  at: Date,
  error?: unknown,
): Promise<void> {
  const when = at.toISOString();
  const message =
    error === undefined
      ? null
      : String(error instanceof Error ? error.message : error).slice(0, 500);
  await db
    .insertInto('job_runs')
    .values({
      name,
      last_run_at: when,
      last_ok_at: message ? null : when,
      failures: message ? 1 : 0,
      last_error: message,
    })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet(
        message
          ? {
              last_run_at: when,
              failures: sql<number>`job_runs.failures + 1`,
              last_error: message,
            }
          : { last_run_at: when, last_ok_at: when, failures: 0 },
      ),
    )
    .execute();
}

/** A run that found nothing to do: it ran (its time is kept), and says nothing of success or failure. */
export async function recordIdleRun(db: Kysely<Database>, name: JobName, at: Date): Promise<void> {
  const when = at.toISOString();
  await db
    .insertInto('job_runs')
    .values({ name, last_run_at: when, last_ok_at: null, failures: 0, last_error: null })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: when }))
    .execute();
}
