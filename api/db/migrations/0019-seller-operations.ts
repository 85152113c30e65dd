// Sellers run their store (issue 34). An order has one part per store (`order_parts`): the seller moves their
// part along the tracker or cancels it; the order's own status follows its parts (decision 137). Each store has
// an append-only ledger (`store_ledger`): a sale credited when its part is delivered (available after the
// holding period), a refund or cancellation debited, a withdrawal debited when asked for (and credited back if
// rejected), a staff adjustment with its reason. `source` names what a row records, unique per store, so the
// same event is never booked twice. Withdrawal accounts and requests; the store's public profile.
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId } from '../migration-steps.ts';

export function sellerOperationsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db, dialect, 'order_parts', { ifNotExists: false })
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        // Null: lines of no store (the shop's own), moved by staff.
        .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cancel_reason', 'text')
        .addColumn('carrier', 'text')
        .addColumn('tracking_number', 'text')
        // What the buyer is owed back for this part once it was cancelled after payment (minor units).
        .addColumn('refund_due', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delivered_at', 'text')
        // A delivered part returned and refunded by staff (or a cancelled part's refund due paid back).
        .addColumn('refunded_at', 'text')
        .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'order_parts_order_store_ux', 'order_parts', ['order_id', 'store_id'], {
        unique: true,
        ifNotExists: false,
      });
      await createIndex(db, 'order_parts_store_ix', 'order_parts', ['store_id', 'status', 'id']);
      // Every order placed before: one part per store of its lines, at the order's own status.
      await sql`INSERT INTO order_parts (order_id, store_id, status, cancelled, created_at, updated_at)
        SELECT DISTINCT o.id, op.store_id, o.status, o.cancelled, o.created_at, o.updated_at
        FROM orders o JOIN ordered_products op ON op.order_id = o.id`.execute(db);

      await tableWithId(db, dialect, 'store_ledger', { ifNotExists: false })
        .addColumn('store_id', 'integer', (c) =>
          c.notNull().references('stores.id').onDelete('cascade'),
        )
        // sale, refund, cancellation, withdrawal, withdrawal_reversed, adjustment
        .addColumn('kind', 'text', (c) => c.notNull())
        // What the row books, unique in its store (e.g. `sale:line:12`, `withdrawal:3`).
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('part_id', 'integer')
        .addColumn('ordered_product_id', 'integer')
        .addColumn('withdrawal_id', 'integer')
        // Minor units, signed: gross = commission + amount (amount is the store's net).
        .addColumn('gross', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('commission', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('available_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'store_ledger_source_ux', 'store_ledger', ['store_id', 'source'], {
        unique: true,
        ifNotExists: false,
      });
      await createIndex(db, 'store_ledger_store_ix', 'store_ledger', ['store_id', 'id']);

      await tableWithId(db, dialect, 'withdrawal_accounts', { ifNotExists: false })
        .addColumn('store_id', 'integer', (c) =>
          c.notNull().references('stores.id').onDelete('cascade'),
        )
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('iban', 'text', (c) => c.notNull())
        .addColumn('bic', 'text')
        .addColumn('country', 'text', (c) => c.notNull())
        // A request keeps naming the account it was paid to: an account is removed by stamping it.
        .addColumn('deleted_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'withdrawal_accounts_store_ix', 'withdrawal_accounts', ['store_id']);

      await tableWithId(db, dialect, 'withdrawal_requests', { ifNotExists: false })
        .addColumn('store_id', 'integer', (c) =>
          c.notNull().references('stores.id').onDelete('cascade'),
        )
        .addColumn('account_id', 'integer', (c) => c.notNull().references('withdrawal_accounts.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        // requested, approved, rejected, paid
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
        .addColumn('reason', 'text')
        .addColumn('reference', 'text')
        .addColumn('decided_by', 'integer')
        .addColumn('decided_at', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'withdrawal_requests_store_ix', 'withdrawal_requests', [
        'store_id',
        'id',
      ]);
      await createIndex(db, 'withdrawal_requests_status_ix', 'withdrawal_requests', [
        'status',
        'id',
      ]);

      // The store's public profile; its description and policies in other languages are translations
      // (table_name 'stores'). commission_bp: the store's own rate in basis points (null: the shop's default).
      for (const column of [
        'banner_image',
        'description',
        'contact_email',
        'contact_phone',
        'shipping_policy',
        'return_policy',
        'suspended_at',
        'suspended_reason',
      ])
        await db.schema.alterTable('stores').addColumn(column, 'text').execute();
      await db.schema.alterTable('stores').addColumn('commission_bp', 'integer').execute();
    },
    async down(db) {
      for (const column of [
        'commission_bp',
        'suspended_reason',
        'suspended_at',
        'return_policy',
        'shipping_policy',
        'contact_phone',
        'contact_email',
        'description',
        'banner_image',
      ])
        await db.schema.alterTable('stores').dropColumn(column).execute();
      for (const table of [
        'withdrawal_requests',
        'withdrawal_accounts',
        'store_ledger',
        'order_parts',
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
