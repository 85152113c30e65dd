// The admin area (issue 17): every admin action on an order, who did it, when, and the order's state before
// and after (JSON), shown per order on the admin order page.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId } from '../migration-steps.ts';

export function adminMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db, dialect, 'admin_audit')
        .addColumn('admin_id', 'integer', (c) => c.notNull())
        .addColumn('admin_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('after', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'admin_audit_order_ix', 'admin_audit', ['order_id', 'id']);
    },
    async down(db) {
      await db.schema.dropIndex('admin_audit_order_ix').ifExists().execute();
      await db.schema.dropTable('admin_audit').ifExists().execute();
    },
  };
}
