// A new e-mail address waits in `pending_email` until the code sent to it is confirmed (issue 13 item 7);
// until then the old address stays the sign-in address.
import type { Migration } from 'kysely';

export function pendingEmailMigration(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('pending_email').execute();
    },
  };
}
