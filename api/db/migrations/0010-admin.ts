// The admin area (issue 17): every admin action on an order, who did it, when, and the order's state before
// and after (JSON), shown per order on the admin order page.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

export function adminMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('admin_audit')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('admin_id', 'integer', (c) => c.notNull())
        .addColumn('admin_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('after', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('admin_audit_order_ix')
        .ifNotExists()
        .on('admin_audit')
        .columns(['order_id', 'id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('admin_audit_order_ix').ifExists().execute();
      await db.schema.dropTable('admin_audit').ifExists().execute();
    },
  };
}
