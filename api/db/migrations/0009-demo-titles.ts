// Issue 14 (item 4): demo shops made before it titled every category, product and page "X | Bazaar" in
// English, so titles read "Electronics | Bazaar | Bazaar" and stayed English in every language. A meta
// title that is only the record's own title plus " | Bazaar" says nothing the storefront does not add: it
// is cleared (the translated title is used). The demo home title gets its translations. Real shops' own
// meta titles (anything else) are left alone; a fresh database (seeded after migrating) has nothing to do.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Database } from '../schema.ts';
import { SITE_META_TITLE, SITE_META_TITLE_TR } from '../seed/catalog-data.ts';
import { addDemoTranslations } from '../seed/demo-translations.ts';

export function demoTitlesMigration(): Migration {
  return {
    async up(db) {
      for (const table of ['categories', 'products', 'pages'] as const)
        await sql`UPDATE ${sql.table(table)} SET meta_title = NULL WHERE meta_title = title || ' | Bazaar'`.execute(
          db,
        );
      // The demo top-bar link read "يع على بازار" in Arabic: its leading letter with a kasra was lost in
      // rendering. The plain wording ("Selling on Bazaar") has no diacritic to lose.
      await sql`UPDATE translations SET value = ${'البيع على بازار'} WHERE table_name = 'header_links' AND lang = 'ar' AND value = ${'بِع على بازار'}`.execute(
        db,
      );
      await addDemoTranslations(db as Kysely<Database>);
      const setting = await sql<{
        value: string;
      }>`SELECT value FROM settings WHERE key = 'site_setting'`.execute(db);
      const value = setting.rows[0]?.value;
      let metaTitle: unknown = null;
      try {
        metaTitle = value ? (JSON.parse(value) as { meta_title?: unknown }).meta_title : null;
      } catch {
        metaTitle = null;
      }
      if (metaTitle !== SITE_META_TITLE) return;
      for (const [lang, text] of Object.entries(SITE_META_TITLE_TR)) {
        const found =
          await sql`SELECT 1 FROM translations WHERE table_name = 'site_setting' AND row_id = 1 AND lang = ${lang} AND field = 'meta_title'`.execute(
            db,
          );
        if (!found.rows.length)
          await sql`INSERT INTO translations (table_name, row_id, lang, field, value) VALUES ('site_setting', 1, ${lang}, 'meta_title', ${text})`.execute(
            db,
          );
      }
    },
    async down() {
      // Nothing to undo: cleared meta titles were redundant, and the translations are data.
    },
  };
}
