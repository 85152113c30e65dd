// Online payments (issue 16): one payment attempt per order (payments, now unique per order), each provider
// notification processed once (payment_events: unique provider + event id; a late one for a released order
// is kept there as 'refund_due' for the shop), and the local sandboxes' state (payment_sandbox), shared by
// every worker because it lives in the shop's database.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId } from '../migration-steps.ts';

export function paymentsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await createIndex(db, 'payments_order_ux', 'payments', ['order_id'], { unique: true });
      await tableWithId(db, dialect, 'payment_events')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer')
        .addColumn('detail', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_events_provider_event_ux', ['provider', 'event_id'])
        .execute();
      await createIndex(db, 'payment_events_order_ix', 'payment_events', ['order_id']);
      await db.schema
        .createTable('payment_sandbox')
        .ifNotExists()
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('object_id', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_sandbox_pk', ['provider', 'object_id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('payment_sandbox').ifExists().execute();
      await db.schema.dropIndex('payment_events_order_ix').ifExists().execute();
      await db.schema.dropTable('payment_events').ifExists().execute();
      await db.schema.dropIndex('payments_order_ux').ifExists().execute();
    },
  };
}
