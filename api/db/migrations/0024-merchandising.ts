// The shop's staff run the home page and its banners (issue 35 item 1, decision 143). Sliders, banners and site
// features get a schedule: `starts_at` and `ends_at` ('YYYY-MM-DD HH:MM:SS' UTC, the Reader's `now`), null for
// "from always" and "for ever"; an item outside its window is not shown. Banners get an order (`sort`, within
// their type) and, for the top and popup banners, the storefront pages they may appear on (`pages`, a comma
// list of the page kinds of contract/site/promotion-pages.ts; null: every page that shows promotions).
import type { Migration } from 'kysely';

const SCHEDULED = ['home_sliders', 'banners', 'site_features'] as const;

export function merchandisingMigration(): Migration {
  return {
    async up(db) {
      for (const table of SCHEDULED) {
        await db.schema.alterTable(table).addColumn('starts_at', 'text').execute();
        await db.schema.alterTable(table).addColumn('ends_at', 'text').execute();
      }
      await db.schema
        .alterTable('banners')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('banners').addColumn('pages', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('banners').dropColumn('pages').execute();
      await db.schema.alterTable('banners').dropColumn('sort').execute();
      for (const table of SCHEDULED) {
        await db.schema.alterTable(table).dropColumn('ends_at').execute();
        await db.schema.alterTable(table).dropColumn('starts_at').execute();
      }
    },
  };
}
