// Demo data the first seed left in English (issue 14, item 4): two collections, the shipping options and
// the attribute values. One list, applied by the seed after it inserts the rows and by migration 0009 to
// demo databases made before: a row is found by its English title, a translation is added only where none
// exists, so a shop's own rows and own translations are never touched.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Tr } from './catalog-data.ts';
import demoTranslations from './demo-translations.json' with { type: 'json' };

/** The rows by table and English title, with their titles in the other languages (the list is data). */
const DEMO_TRANSLATIONS: { table: string; title: string; tr: Tr }[] = demoTranslations;

/** Adds the missing translations of the demo rows that exist (any database, inside or outside a transaction). */
export async function addDemoTranslations(db: Kysely<Database>): Promise<void> {
  for (const d of DEMO_TRANSLATIONS) {
    const rows = await sql<{
      id: number;
    }>`SELECT id FROM ${sql.table(d.table)} WHERE title = ${d.title}`.execute(db);
    for (const { id } of rows.rows)
      for (const [lang, value] of Object.entries(d.tr)) {
        const found =
          await sql`SELECT 1 FROM translations WHERE table_name = ${d.table} AND row_id = ${id} AND lang = ${lang} AND field = 'title'`.execute(
            db,
          );
        if (!found.rows.length)
          await sql`INSERT INTO translations (table_name, row_id, lang, field, value) VALUES (${d.table}, ${id}, ${lang}, 'title', ${value})`.execute(
            db,
          );
      }
  }
}
