// People and words (issue 35 item 6, decision 145). A newsletter as staff sent it (`newsletters`), named by the
// form's one-time `send_key` (unique), so a doubled submit finds the first and queues nothing again. Each
// subscriber gets a random `unsubscribe_token` (unique; written on subscribing, or when a newsletter first goes
// to an older row): their unsubscribe link names it, never their id or address. An outbox message may carry
// extra headers (`headers`, JSON: the newsletter's List-Unsubscribe).
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId } from '../migration-steps.ts';

export function peopleMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await tableWithId(db, dialect, 'newsletters', { ifNotExists: false })
        .addColumn('send_key', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('admin_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'newsletters_send_key_ux', 'newsletters', ['send_key'], {
        unique: true,
        ifNotExists: false,
      });
      await db.schema
        .alterTable('newsletter_subscribers')
        .addColumn('unsubscribe_token', 'text')
        .execute();
      await createIndex(
        db,
        'newsletter_subscribers_token_ux',
        'newsletter_subscribers',
        ['unsubscribe_token'],
        { unique: true, ifNotExists: false },
      );
      await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('outbox').dropColumn('headers').execute();
      await db.schema.dropIndex('newsletter_subscribers_token_ux').execute();
      await db.schema
        .alterTable('newsletter_subscribers')
        .dropColumn('unsubscribe_token')
        .execute();
      await db.schema.dropTable('newsletters').execute();
    },
  };
}
