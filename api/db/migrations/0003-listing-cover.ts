// PostgreSQL: a covering index for listings. Filtering a category by rating/price/brand otherwise reads the
// wide product heap (descriptions and all: ~70 ms at 100,000 products); with the listing columns in the
// index the scan is index-only (~14 ms) and the filtered listing drops from 125 to ~30 ms (docs/performance.md,
// Performance). SQLite reads its narrower rows fast enough without it.
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

export function listingCoverMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      if (dialect !== 'postgres') return;
      await sql`CREATE INDEX IF NOT EXISTS products_listing_cover_ix ON products (status, rating) INCLUDE (id, brand_id, offered, selling, created_at, updated_at, review_count)`.execute(
        db,
      );
    },
    async down(db) {
      if (dialect !== 'postgres') return;
      await sql`DROP INDEX IF EXISTS products_listing_cover_ix`.execute(db);
    },
  };
}
