// Header and footer links get a status (issue 35 item 3): staff hide one without deleting it, like the footer's
// icons already. Every link there is stays public.
import type { Migration } from 'kysely';

export function linkStatusMigration(): Migration {
  return {
    async up(db) {
      for (const table of ['header_links', 'footer_links'])
        await db.schema
          .alterTable(table)
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
    },
    async down(db) {
      for (const table of ['header_links', 'footer_links'])
        await db.schema.alterTable(table).dropColumn('status').execute();
    },
  };
}
