// Seller applications approved by the shop, the admin's inbox, and one-time admin sign-in links (issue 17).
// - seller_applications: `store_slug` reserves the store's name while the application is alive (unique; set
//   to null when the application is rejected, so the name is free again), the applicant's language for the
//   e-mails, and the decision (reason, when, by whom).
// - contact_messages: when a message was marked handled and by whom.
// - admin_audit: the row's subject beyond orders (`seller`, `contact`, `newsletter`) and its id.
// - admin_sign_in_links: the one-time links `admin:create` prints (hashed, short-lived, single use).
import type { Migration } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId, userOwned } from '../migration-steps.ts';

export function sellersMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('seller_applications').addColumn('store_slug', 'text').execute();
      await db.schema.alterTable('seller_applications').addColumn('language', 'text').execute();
      await db.schema.alterTable('seller_applications').addColumn('reason', 'text').execute();
      await db.schema.alterTable('seller_applications').addColumn('decided_at', 'text').execute();
      await db.schema
        .alterTable('seller_applications')
        .addColumn('decided_by', 'integer')
        .execute();
      await createIndex(
        db,
        'seller_applications_store_slug_ux',
        'seller_applications',
        ['store_slug'],
        { unique: true, ifNotExists: false },
      );
      await createIndex(
        db,
        'seller_applications_status_ix',
        'seller_applications',
        ['status', 'id'],
        { ifNotExists: false },
      );
      await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute();
      await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute();
      await db.schema.alterTable('admin_audit').addColumn('subject', 'text').execute();
      await db.schema.alterTable('admin_audit').addColumn('subject_id', 'integer').execute();
      await createIndex(
        db,
        'admin_audit_subject_ix',
        'admin_audit',
        ['subject', 'subject_id', 'id'],
        { ifNotExists: false },
      );
      await tableWithId(db, dialect, 'admin_sign_in_links', { ifNotExists: false })
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', userOwned)
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('admin_sign_in_links').ifExists().execute();
      await db.schema.dropIndex('admin_audit_subject_ix').ifExists().execute();
      await db.schema.alterTable('admin_audit').dropColumn('subject_id').execute();
      await db.schema.alterTable('admin_audit').dropColumn('subject').execute();
      await db.schema.alterTable('contact_messages').dropColumn('handled_by').execute();
      await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
      await db.schema.dropIndex('seller_applications_status_ix').ifExists().execute();
      await db.schema.dropIndex('seller_applications_store_slug_ux').ifExists().execute();
      for (const c of ['decided_by', 'decided_at', 'reason', 'language', 'store_slug'])
        await db.schema.alterTable('seller_applications').dropColumn(c).execute();
    },
  };
}
