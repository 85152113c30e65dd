// Accounts (issue 5): pending social sign-ins (OAuth state + PKCE verifier, single use, 10 minutes), and
// indexes for the lookups sign-in and the address book make.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

export function accountsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('oauth_states')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('state_hash', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('language', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('auth_tokens_expires_at_ix')
        .ifNotExists()
        .on('auth_tokens')
        .column('expires_at')
        .execute();
      await db.schema
        .createIndex('users_google_id_ix')
        .ifNotExists()
        .on('users')
        .column('google_id')
        .execute();
      await db.schema
        .createIndex('users_facebook_id_ix')
        .ifNotExists()
        .on('users')
        .column('facebook_id')
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('users_facebook_id_ix').ifExists().execute();
      await db.schema.dropIndex('users_google_id_ix').ifExists().execute();
      await db.schema.dropIndex('auth_tokens_expires_at_ix').ifExists().execute();
      await db.schema.dropTable('oauth_states').ifExists().execute();
    },
  };
}
