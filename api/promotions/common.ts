// What the promotions' services share (issue 35 item 2): a row's title in five languages (English is the row's
// column, the others rows of `translations`), a title search, a write in one transaction whose refusals and
// unique-constraint losses come back as messages, and the audit of each change.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { TITLE_LANGS, type PromotionTitles } from '#contract/promotions/schemas.ts';
import type { Database } from '../db/schema.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import type { AuthUser } from '../lib/auth.ts';

export type Db = Kysely<Database>;
export type Staff = Pick<AuthUser, 'id' | 'name'>;
export type Saved = { ok: true; id: number } | { ok: false; message: string; missing?: true };

export const PER_PAGE = 25;

/** A refusal thrown inside a write's transaction (everything it did is rolled back). */
export class Refused extends Error {}

const isUniqueViolation = (e: unknown) =>
  e instanceof Error &&
  /unique|duplicate key/i.test(`${e.message} ${String((e as { code?: unknown }).code)}`);

/** `work` in one catalogue write; a `Refused` or the loss of a race on a unique column is its message. */
export async function promotionWrite(
  db: Db,
  work: (trx: Db) => Promise<number>,
  onUnique: string,
): Promise<Saved> {
  try {
    return { ok: true, id: await catalogueWrite(db, work) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: e.message };
    if (isUniqueViolation(e)) return { ok: false, message: onUnique };
    throw e;
  }
}

/** `lower(column)` contains `q` (LIKE's wildcards in `q` taken literally). */
export const contains = (column: string, q: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`} escape '\\'`;

type TitleBody = { title: string } & Partial<Record<`title_${string}`, string | undefined>>;

/** One row's title in every language ('' where there is none). */
export async function titlesOf(
  db: Db,
  table: string,
  row: { id: number; title: string },
): Promise<PromotionTitles> {
  const found = await db
    .selectFrom('translations')
    .select(['lang', 'value'])
    .where('table_name', '=', table)
    .where('field', '=', 'title')
    .where('row_id', '=', row.id)
    .execute();
  const titles = Object.fromEntries(TITLE_LANGS.map((l) => [l, ''])) as PromotionTitles;
  titles.en = row.title;
  for (const t of found) if (t.lang !== 'en' && t.lang in titles) titles[t.lang as 'fr'] = t.value;
  return titles;
}

/** Writes the body's other-language titles of one row: a given one replaces, a blank one goes. */
export async function writeTitles(db: Db, table: string, rowId: number, body: TitleBody) {
  await dropTitles(db, table, rowId);
  const rows = TITLE_LANGS.filter((l) => l !== 'en').flatMap((lang) => {
    const value = body[`title_${lang}`];
    return value ? [{ table_name: table, row_id: rowId, lang, field: 'title', value }] : [];
  });
  if (rows.length) await db.insertInto('translations').values(rows).execute();
}

export const dropTitles = (db: Db, table: string, rowId: number) =>
  db
    .deleteFrom('translations')
    .where('table_name', '=', table)
    .where('field', '=', 'title')
    .where('row_id', '=', rowId)
    .execute();

/** 1 (public) or 2 (hidden), the status columns' codes. */
export const statusCode = (s: 'public' | 'hidden') => (s === 'public' ? 1 : 2);
export const statusName = (n: number) => (n === 1 ? ('public' as const) : ('hidden' as const));
