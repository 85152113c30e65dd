// Checkout and orders (issue 15): what the order keeps of the checkout (the cart signature the shopper saw,
// their language for e-mails, when the confirmation went out) and each ordered line's variant and image as
// they were.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

export function ordersMigration(_dialect: Dialect): Migration {
  return {
    async up(db) {
      for (const [column, type] of [
        ['cart_signature', 'text'],
        ['language', 'text'],
        ['confirmation_sent_at', 'text'],
      ] as const)
        await db.schema.alterTable('orders').addColumn(column, type).execute();
      for (const column of ['attributes', 'image'])
        await db.schema.alterTable('ordered_products').addColumn(column, 'text').execute();
      await db.schema
        .createIndex('ordered_products_store_ix')
        .ifNotExists()
        .on('ordered_products')
        .columns(['store_id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('ordered_products_store_ix').ifExists().execute();
      for (const column of ['attributes', 'image'])
        await db.schema.alterTable('ordered_products').dropColumn(column).execute();
      for (const column of ['confirmation_sent_at', 'language', 'cart_signature'])
        await db.schema.alterTable('orders').dropColumn(column).execute();
    },
  };
}
