// PostgreSQL's `simple` parser reads a SKU like `ORB-000001` as `orb` + `-000001` (a signed number) and
// `16GB/512GB` as one file-path token, so searches for those words found nothing. Punctuation becomes
// spaces in the indexed text, as SQLite's FTS5 unicode61 tokenizer already does.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

const PUNCTUATION = `-_/.,:;()[]{}+&|!*'"#@%=<>?\\~^$`;
const searchColumn = (split: boolean) => {
  const text = `coalesce(title, '') || ' ' || replace(coalesce(tags, ''), ',', ' ') || ' ' || coalesce(sku, '')`;
  const spaces = ' '.repeat(PUNCTUATION.length);
  return sql.raw(
    split
      ? `to_tsvector('simple', translate(${text}, '${PUNCTUATION.replace(/'/g, "''")}', '${spaces}'))`
      : `to_tsvector('simple', ${text})`,
  );
};

export function searchSkuMigration(dialect: Dialect): Migration {
  const swap = async (db: Kysely<unknown>, split: boolean) => {
    if (dialect !== 'postgres') return;
    await sql`ALTER TABLE products DROP COLUMN IF EXISTS search`.execute(db);
    await sql`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (${searchColumn(split)}) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX IF NOT EXISTS products_search_ix ON products USING gin (search)`.execute(
      db,
    );
  };
  return {
    up: (db) => swap(db, true),
    down: (db) => swap(db, false),
  };
}
