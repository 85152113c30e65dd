// The background jobs' health (issue 36, decision 140): one row per job, written by whichever process runs it,
// so staff see at /admin/jobs when a job last ran, when it last succeeded, and how often it has failed since.
import type { Migration } from 'kysely';

export function jobRunsMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('job_runs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('last_run_at', 'text', (c) => c.notNull())
        .addColumn('last_ok_at', 'text')
        // Runs that failed one after another since the last success.
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('job_runs').execute();
    },
  };
}
