// A large seed on PostgreSQL (issue 36 item 6): the secondary indexes of the tables it fills are dropped
// before the rows go in and built again after, in the seed's transaction. PostgreSQL builds an index over a
// loaded table (GIN above all: products' full-text vector, the translations' trigrams) many times faster than
// it keeps it up a row at a time, and the seed updates every product once more after inserting it. The
// indexes come back exactly as the migrations made them (their own definitions, read from pg_indexes);
// indexes behind constraints (primary keys, unique constraints) stay. SQLite keeps its indexes.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import type { Database } from '../schema.ts';

/** The tables a seed fills with rows per product. */
const BULK_TABLES = [
  'products',
  'product_categories',
  'inventories',
  'inventory_attributes',
  'rating_reviews',
  'translations',
];

/** From this many products the index rebuild pays for itself. */
const BULK_FROM = 5_000;

export async function withIndexesAfterLoad<T>(
  db: Kysely<Database>,
  dialect: Dialect | undefined,
  products: number,
  load: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres' || products < BULK_FROM) return load();
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(BULK_TABLES)})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.indexname`.execute(db);
  for (const { indexname } of rows) await sql`DROP INDEX ${sql.id(indexname)}`.execute(db);
  const out = await load();
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  for (const { indexdef } of rows) await sql.raw(indexdef).execute(db);
  return out;
}
