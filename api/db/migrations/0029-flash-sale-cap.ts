// A flash sale's cap per product (issue 35 item 2, decision 149): `quantity` units at the flash price in all
// (null: no cap), `sold` of them taken by orders so far; and each ordered line remembers the sale row whose
// flash price it was sold at (null: not at a flash price), so a cancellation gives those units back.
import type { Migration } from 'kysely';

export function flashSaleCapMigration(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('flash_sale_products').addColumn('quantity', 'integer').execute();
      await db.schema
        .alterTable('flash_sale_products')
        .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('ordered_products')
        .addColumn('flash_sale_product_id', 'integer')
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('ordered_products').dropColumn('flash_sale_product_id').execute();
      await db.schema.alterTable('flash_sale_products').dropColumn('sold').execute();
      await db.schema.alterTable('flash_sale_products').dropColumn('quantity').execute();
    },
  };
}
