// Rows of a table whose title in a language contains every group of alternatives (`likeAll`'s meaning:
// any word of each group, anywhere in the title, ASCII letters in any case), answered from the title
// index of migration 0020 instead of a scan of the language's translations (decision 138): the FTS5 trigram
// table on SQLite, the pg_trgm GIN index on PostgreSQL. Both recheck the LIKE itself, so the answer is the
// LIKE's; a word under three letters has no trigram and reads the whole index (still no scan of the table).
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/connection.ts';
import { likeAll, type SearchTerms } from './terms.ts';

/** The words of each group as LIKE can take them: letters, marks and digits only (never `%`, `_`, `\`). */
export const plainWords = (terms: SearchTerms): SearchTerms =>
  terms
    .map((alts) => alts.map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, '')).filter(Boolean))
    .filter((alts) => alts.length);

/** `select row_id from translations …` of the matching titles (an empty select when no word is left). */
export function translatedTitleRows(
  dialect: Dialect,
  table: string,
  lang: string,
  terms: SearchTerms,
): RawBuilder<{ row_id: number }> {
  const groups = plainWords(terms);
  const of = sql`t.table_name = ${table} and t.field = 'title' and t.lang = ${lang}`;
  if (!groups.length) return sql`select t.row_id from translations t where 1 = 0`;
  // The LIKE alone in its own look-up: beside the table and language, the planner would rather read all of
  // a language's titles through the (table_name, lang) index and filter them.
  if (dialect === 'postgres')
    return sql`select t.row_id from translations t where ${of} and t.id = any(array(select x.id from translations x where x.field = 'title' and ${likeAll('x.value', groups)}))`;
  // FTS5 answers a LIKE on its column from the trigram index; an OR of LIKEs it would scan, so each
  // alternative is its own look-up.
  const group = (alts: string[]) =>
    sql`t.id in (${sql.join(
      alts.map((w) => sql`select rowid from translations_fts where value like ${`%${w}%`}`),
      sql` union `,
    )})`;
  return sql`select t.row_id from translations t where ${of} and ${sql.join(groups.map(group), sql` and `)}`;
}
