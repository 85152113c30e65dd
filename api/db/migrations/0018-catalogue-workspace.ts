// The catalogue workspaces (issue 33). A variant knows its store (`inventories.store_id`, copied from its
// product), so "a SKU is unique in its store" is a database constraint; a product that an order names is
// archived (`archived_at`) instead of deleted; a picture has an alt text (`product_images.alt`); every stock change is a row of `stock_history` (who, when,
// why: order, cancellation, edit, import), written in the transaction that changed the stock.
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId } from '../migration-steps.ts';

export function catalogueWorkspaceMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('products').addColumn('archived_at', 'text').execute();
      // A picture's alt text in English; the other languages are translations (product_images, alt).
      await db.schema.alterTable('product_images').addColumn('alt', 'text').execute();
      await db.schema
        .alterTable('inventories')
        .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
        .execute();
      await sql`UPDATE inventories SET store_id = (SELECT store_id FROM products WHERE products.id = inventories.product_id)`.execute(
        db,
      );
      await db.schema
        .createIndex('inventories_store_sku_ux')
        .unique()
        .on('inventories')
        .columns(['store_id', 'sku'])
        .where(sql.ref('sku'), 'is not', null)
        .execute();
      await tableWithId(db, dialect, 'stock_history', { ifNotExists: false })
        .addColumn('inventory_id', 'integer', (c) =>
          c.notNull().references('inventories.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('store_id', 'integer')
        .addColumn('change', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('note', 'text')
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'stock_history_product_ix', 'stock_history', ['product_id', 'id']);
      await createIndex(db, 'stock_history_store_ix', 'stock_history', ['store_id', 'id']);
      await createIndex(db, 'inventories_store_quantity_ix', 'inventories', [
        'store_id',
        'quantity',
      ]);
    },
    async down(db) {
      await db.schema.dropTable('stock_history').ifExists().execute();
      await db.schema.dropIndex('inventories_store_quantity_ix').ifExists().execute();
      await db.schema.dropIndex('inventories_store_sku_ux').ifExists().execute();
      await db.schema.alterTable('inventories').dropColumn('store_id').execute();
      await db.schema.alterTable('product_images').dropColumn('alt').execute();
      await db.schema.alterTable('products').dropColumn('archived_at').execute();
    },
  };
}
