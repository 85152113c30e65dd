// The home page's featured categories and brands and its collections get a window (issue 35 item 1, decision
// 151): `starts_at` and `ends_at` ('YYYY-MM-DD HH:MM:SS' UTC, the Reader's `now`), null for "from always" and
// "for ever", like the sliders and banners of migration 0024. Outside it a category or brand is not featured on
// the home page and a collection is not shown there; everywhere else it stays as it is. Brands get an order
// (`sort`) for the home page's featured brands, which were in id order.
import type { Migration } from 'kysely';

const WINDOWED = ['categories', 'brands', 'collections'] as const;

export function homeScheduleMigration(): Migration {
  return {
    async up(db) {
      for (const table of WINDOWED) {
        await db.schema.alterTable(table).addColumn('starts_at', 'text').execute();
        await db.schema.alterTable(table).addColumn('ends_at', 'text').execute();
      }
      await db.schema
        .alterTable('brands')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('brands').dropColumn('sort').execute();
      for (const table of WINDOWED) {
        await db.schema.alterTable(table).dropColumn('ends_at').execute();
        await db.schema.alterTable(table).dropColumn('starts_at').execute();
      }
    },
  };
}
