// Catalogue at scale (issue 36 item 6, decision 138): search and listings through indexes.
// - Translated titles (what a search in a language also matches, and category suggestions): SQLite gets an FTS5
//   table with the trigram tokenizer over the title rows of `translations` (kept by triggers), which answers
//   `LIKE '%word%'` from its index; PostgreSQL a GIN trigram index (pg_trgm) on `lower(value)` of the same rows,
//   which answers the same LIKE. Both had scanned every title translation of the language.
// - Listings on PostgreSQL: the covering listing index (migration 0003) gains `store_id`, which the live-store
//   condition (issue 34) reads, so a filtered listing is again an index-only scan instead of a scan of the heap.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

const sqliteUp = [
  `CREATE VIRTUAL TABLE translations_fts USING fts5(value, content='translations', content_rowid='id', tokenize='trigram')`,
  `CREATE TRIGGER translations_fts_ai AFTER INSERT ON translations WHEN new.field = 'title' BEGIN
     INSERT INTO translations_fts(rowid, value) VALUES (new.id, new.value); END`,
  `CREATE TRIGGER translations_fts_ad AFTER DELETE ON translations WHEN old.field = 'title' BEGIN
     INSERT INTO translations_fts(translations_fts, rowid, value) VALUES ('delete', old.id, old.value); END`,
  // One trigger for both halves of an update, so the old text leaves the index before the new one enters.
  `CREATE TRIGGER translations_fts_au AFTER UPDATE ON translations WHEN old.field = 'title' OR new.field = 'title' BEGIN
     INSERT INTO translations_fts(translations_fts, rowid, value) SELECT 'delete', old.id, old.value WHERE old.field = 'title';
     INSERT INTO translations_fts(rowid, value) SELECT new.id, new.value WHERE new.field = 'title'; END`,
  `INSERT INTO translations_fts(rowid, value) SELECT id, value FROM translations WHERE field = 'title'`,
];

const sqliteDown = [
  'DROP TRIGGER IF EXISTS translations_fts_au',
  'DROP TRIGGER IF EXISTS translations_fts_ad',
  'DROP TRIGGER IF EXISTS translations_fts_ai',
  'DROP TABLE IF EXISTS translations_fts',
];

const postgresUp = [
  // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE INDEX translations_title_trgm_ix ON translations USING gin (lower(value) gin_trgm_ops) WHERE field = 'title'`,
  'CREATE INDEX products_listing_live_ix ON products (status, rating) INCLUDE (id, brand_id, store_id, offered, selling, created_at, updated_at, review_count)',
  'DROP INDEX IF EXISTS products_listing_cover_ix',
];

const postgresDown = [
  'CREATE INDEX IF NOT EXISTS products_listing_cover_ix ON products (status, rating) INCLUDE (id, brand_id, offered, selling, created_at, updated_at, review_count)',
  'DROP INDEX IF EXISTS products_listing_live_ix',
  'DROP INDEX IF EXISTS translations_title_trgm_ix',
];

const run = async (db: Kysely<unknown>, statements: string[]) => {
  for (const s of statements) await sql.raw(s).execute(db);
};

export function catalogueSearchIndexesMigration(dialect: Dialect): Migration {
  return {
    up: (db) => run(db, dialect === 'postgres' ? postgresUp : sqliteUp),
    down: (db) => run(db, dialect === 'postgres' ? postgresDown : sqliteDown),
  };
}
