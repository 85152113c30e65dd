// Promotions run by staff and sellers (issue 35, decision 142): a voucher may belong to one store
// (`store_id`), when it discounts only that store's lines and its seller runs it; null is a shop-wide voucher.
import type { Migration } from 'kysely';
import { createIndex } from '../migration-steps.ts';

export function storeVouchersMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('vouchers')
        .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
        .execute();
      await createIndex(db, 'vouchers_store_ix', 'vouchers', ['store_id', 'id'], {
        ifNotExists: false,
      });
    },
    async down(db) {
      await db.schema.dropIndex('vouchers_store_ix').execute();
      await db.schema.alterTable('vouchers').dropColumn('store_id').execute();
    },
  };
}
