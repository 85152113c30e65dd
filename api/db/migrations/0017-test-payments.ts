// An order paid through a local payment sandbox is a test (issue 37, decision 132): `test_payment` 1 says so
// to the staff, the seller and the e-mails, and keeps it out of any earnings or payout. Written by the same
// update that marks the order paid; 0 for every order before.
import type { Migration } from 'kysely';

export function testPaymentsMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('orders')
        .addColumn('test_payment', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('orders').dropColumn('test_payment').execute();
    },
  };
}
