// Translated fields with fallback to the base text (docs/api-reference.md §4.2 "Ours"): one query per table per page,
// never per row.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export async function translate<T extends { id: number }>(
  db: Kysely<Database>,
  table: string,
  rows: T[],
  lang: string | null,
  fields: (keyof T & string)[],
): Promise<T[]> {
  if (!lang || rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => r.id))];
  const found = await db
    .selectFrom('translations')
    .select(['row_id', 'field', 'value'])
    .where('table_name', '=', table)
    .where('lang', '=', lang)
    .where('row_id', 'in', ids)
    .where('field', 'in', fields)
    .execute();
  if (!found.length) return rows;
  const map = new Map(found.map((t) => [`${t.row_id}:${t.field}`, t.value]));
  return rows.map((r) => {
    const copy = { ...r } as Record<string, unknown>;
    for (const f of fields) {
      const v = map.get(`${r.id}:${f}`);
      if (v) copy[f] = v;
    }
    return copy as T;
  });
}
