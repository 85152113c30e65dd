// Cart issue (6): collected vouchers (a shopper keeps a voucher to use later) and the lookups of the
// wishlist, compare list and voucher limits.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId, userOwned } from '../migration-steps.ts';

export function cartMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db, dialect, 'voucher_collections')
        .addColumn('user_id', 'integer', userOwned)
        .addColumn('voucher_id', 'integer', (c) =>
          c.notNull().references('vouchers.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('voucher_collections_user_voucher_uq', ['user_id', 'voucher_id'])
        .execute();
      for (const [name, table, cols] of [
        ['wishlists_user_product_ix', 'wishlists', ['user_id', 'product_id']],
        ['compare_lists_user_product_ix', 'compare_lists', ['user_id', 'product_id']],
        ['voucher_usages_voucher_ix', 'voucher_usages', ['voucher_id']],
      ] as const)
        await createIndex(db, name, table, [...cols]);
    },
    async down(db) {
      for (const name of [
        'voucher_usages_voucher_ix',
        'compare_lists_user_product_ix',
        'wishlists_user_product_ix',
      ])
        await db.schema.dropIndex(name).ifExists().execute();
      await db.schema.dropTable('voucher_collections').ifExists().execute();
    },
  };
}
