// Refunds through the payment provider (issue 17): one row per provider payment refunded (unique provider +
// payment id). The row is claimed ('claimed') before the provider is called, so two admins refunding at once
// cannot both call it; the provider's refund id is written when it says the refund went through
// ('refunded'), and the claim is deleted when it did not (the admin may try again).
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

export function refundsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('payment_refunds')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('refund_id', 'text')
        .addColumn('admin_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_refunds_payment_ux', ['provider', 'payment_id'])
        .execute();
      await db.schema
        .createIndex('payment_refunds_order_ix')
        .on('payment_refunds')
        .columns(['order_id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('payment_refunds_order_ix').ifExists().execute();
      await db.schema.dropTable('payment_refunds').ifExists().execute();
    },
  };
}
