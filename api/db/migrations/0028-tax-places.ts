// Tax rules by country and state (issue 35 item 5, decision 148): a rule's rate in a country, or in one of its
// states (null: every state of it), in the rule's own unit (minor units for a flat rule, a whole percent for a
// percent rule). One place per rule, country and state: a unique index over the state or '' for "every state",
// so two saves at once cannot both add the same place on SQLite or PostgreSQL.
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

export function taxPlacesMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('tax_rule_places')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('tax_rule_id', 'integer', (c) =>
          c.notNull().references('tax_rules.id').onDelete('cascade'),
        )
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('state', 'text')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index tax_rule_places_where on tax_rule_places (tax_rule_id, country, coalesce(state, ''))`.execute(
        db,
      );
    },
    async down(db) {
      await db.schema.dropTable('tax_rule_places').execute();
    },
  };
}
