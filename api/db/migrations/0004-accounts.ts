// Accounts (issue 5): pending social sign-ins (OAuth state + PKCE verifier, single use, 10 minutes), and
// indexes for the lookups sign-in and the address book make.
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId } from '../migration-steps.ts';

export function accountsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db, dialect, 'oauth_states')
        .addColumn('state_hash', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('language', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'auth_tokens_expires_at_ix', 'auth_tokens', ['expires_at']);
      await createIndex(db, 'users_google_id_ix', 'users', ['google_id']);
      await createIndex(db, 'users_facebook_id_ix', 'users', ['facebook_id']);
    },
    async down(db) {
      await db.schema.dropIndex('users_facebook_id_ix').ifExists().execute();
      await db.schema.dropIndex('users_google_id_ix').ifExists().execute();
      await db.schema.dropIndex('auth_tokens_expires_at_ix').ifExists().execute();
      await db.schema.dropTable('oauth_states').ifExists().execute();
    },
  };
}
