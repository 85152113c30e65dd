// Security (issue 13): social sign-in ends in a one-time code bound to the browser that started it (the
// binding hash kept with the OAuth state, then with the code); one cart line per owner and variant (a
// unique index per kind of owner, so adds are upserts that concurrent requests cannot duplicate); the
// table rate limits are counted in when several processes share a database without Redis.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId, userOwned } from '../migration-steps.ts';

export function securityMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('oauth_states').addColumn('binding_hash', 'text').execute();
      await tableWithId(db, dialect, 'social_codes')
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('binding_hash', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', userOwned)
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // Duplicate lines made before the constraint: the oldest line keeps the sum, the others go.
      const dupes = await db
        .selectFrom('carts')
        .select([
          'user_id',
          'user_token',
          'inventory_id',
          (eb) => eb.fn.min<number>('id').as('keep'),
          (eb) => eb.fn.sum<number>('quantity').as('total'),
        ])
        .groupBy(['user_id', 'user_token', 'inventory_id'])
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      for (const d of dupes) {
        let del = db.deleteFrom('carts').where('inventory_id', '=', d.inventory_id);
        del =
          d.user_id != null
            ? del.where('user_id', '=', d.user_id)
            : del.where('user_id', 'is', null).where('user_token', '=', d.user_token);
        await del.where('id', '!=', d.keep).execute();
        await db
          .updateTable('carts')
          .set({ quantity: Math.min(Number(d.total), 100) })
          .where('id', '=', d.keep)
          .execute();
      }
      // NULLs are distinct in unique indexes on both databases: a user's lines (no user_token) and a guest's
      // (no user_id) each meet only their own kind.
      await createIndex(db, 'carts_user_inventory_uq', 'carts', ['user_id', 'inventory_id'], {
        unique: true,
        ifNotExists: false,
      });
      await createIndex(db, 'carts_guest_inventory_uq', 'carts', ['user_token', 'inventory_id'], {
        unique: true,
        ifNotExists: false,
      });
      // rate-limiter-flexible's table (RATE_LIMIT_STORE=database, decision 023), in the library's own shape.
      await db.schema
        .createTable('rate_limits')
        .ifNotExists()
        .addColumn('key', dialect === 'postgres' ? 'varchar(255)' : 'text', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', dialect === 'postgres' ? 'bigint' : 'integer')
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('rate_limits').ifExists().execute();
      await db.schema.dropIndex('carts_guest_inventory_uq').ifExists().execute();
      await db.schema.dropIndex('carts_user_inventory_uq').ifExists().execute();
      await db.schema.dropTable('social_codes').ifExists().execute();
      await db.schema.alterTable('oauth_states').dropColumn('binding_hash').execute();
    },
  };
}
