// A taxonomy row's title in every language: English is the row's own column, the others rows of
// `translations` (table_name, row_id, lang, field 'title', value), as the seed writes them.
import type { Kysely } from 'kysely';
import { LANGUAGE_CODES } from '#contract/codes.ts';
import { TRANSLATED_LANGS, type Titles } from '#contract/taxonomy/schemas.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
type TitleBody = { title: string } & Partial<Record<`title_${string}`, string | undefined>>;

/** The titles of `rows` of `table` by id, each in every language ('' where there is none). */
export async function titlesOf(
  db: Db,
  table: string,
  rows: { id: number; title: string }[],
): Promise<Map<number, Titles>> {
  const found = rows.length
    ? await db
        .selectFrom('translations')
        .select(['row_id', 'lang', 'value'])
        .where('table_name', '=', table)
        .where('field', '=', 'title')
        .where(
          'row_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const out = new Map<number, Titles>();
  for (const r of rows)
    out.set(
      r.id,
      Object.fromEntries(LANGUAGE_CODES.map((l) => [l, l === 'en' ? r.title : ''])) as Titles,
    );
  for (const t of found) {
    const titles = out.get(t.row_id);
    if (titles && t.lang !== 'en' && t.lang in titles) titles[t.lang as keyof Titles] = t.value;
  }
  return out;
}

/** Writes the body's other-language titles of one row: a given one replaces, a blank one goes. */
export async function writeTitles(db: Db, table: string, rowId: number, body: TitleBody) {
  await dropTitles(db, table, [rowId]);
  const rows = TRANSLATED_LANGS.flatMap((lang) => {
    const value = body[`title_${lang}`];
    return value ? [{ table_name: table, row_id: rowId, lang, field: 'title', value }] : [];
  });
  if (rows.length) await db.insertInto('translations').values(rows).execute();
}

/** Removes every title translation of the rows. */
export async function dropTitles(db: Db, table: string, rowIds: number[]) {
  if (!rowIds.length) return;
  await db
    .deleteFrom('translations')
    .where('table_name', '=', table)
    .where('field', '=', 'title')
    .where('row_id', 'in', rowIds)
    .execute();
}
