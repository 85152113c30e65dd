// The catalogue's taxonomy in the admin area (issue 33 item 6), one implementation for the five kinds
// (kinds.ts says what differs): a page of rows searched by title or slug, one record with its titles in every
// language and audit log, save (create or update; a unique slug made from the title when left empty) and
// delete (refused while products use the row, or a category has sub-categories). Each write is one
// transaction with its audit row and the catalogue's new version (search vocabulary, caches).
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  TaxonomyMessages,
  slugOf,
  usedByMessage,
  type TaxonomyBody,
  type TaxonomyKind,
} from '#contract/taxonomy/schemas.ts';
import type { Database } from '../db/schema.ts';
import { countOf, readPage } from '../db/reader.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import type { AuthUser } from '../lib/auth.ts';
import { pageAt } from '../lib/paginate.ts';
import { auditTrail, recordAudit } from '../admin/service.ts';
import { KINDS, taggedRows, tagsOf, type Row } from './kinds.ts';
import { dropTitles, titlesOf, writeTitles } from './translations.ts';
import { attributeValues, dropValues, saveValues } from './values.ts';

type Db = Kysely<Database>;
type Admin = Pick<AuthUser, 'id' | 'name'>;
export type SaveResult =
  { ok: true; id: number; slug?: string } | { ok: false; message: string; missing?: true };

const PER_PAGE = 25;
const TOP_PER_PAGE = 200;

/** A refusal found inside a transaction: it rolls the transaction back. */
class Refused extends Error {}

// One table per kind; the generic code reads and writes the columns every kind has (id, title) and what the
// kind's config gives it, so the table is named as one of them for Kysely.
const tableOf = (kind: TaxonomyKind) => KINDS[kind].table as 'categories';

const rowOf = (db: Db, kind: TaxonomyKind, id: number) =>
  db.selectFrom(tableOf(kind)).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    Row | undefined
  >;

/** `lower(column)` contains `q` (LIKE's wildcards in `q` taken literally). */
const contains = (column: string, q: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`} escape '\\'`;

async function parentTitles(db: Db, rows: Row[]) {
  const ids = [
    ...new Set(
      rows
        .map((r) => r.parent_id)
        .filter((v) => v != null)
        .map(Number),
    ),
  ];
  const parents = ids.length
    ? await db.selectFrom('categories').select(['id', 'title']).where('id', 'in', ids).execute()
    : [];
  return new Map(parents.map((p) => [p.id, p.title]));
}

/** How many rows of `table` point at each of `ids` through `column` (sub-categories, values). */
async function pointing(
  db: Db,
  table: 'categories' | 'attribute_values',
  column: 'parent_id' | 'attribute_id',
  ids: number[],
) {
  const rows = ids.length
    ? await db
        .selectFrom(table as 'categories')
        .select((eb) => [sql<number>`${sql.ref(column)}`.as('k'), eb.fn.countAll<number>().as('n')])
        .where(sql.ref(column), 'in', ids)
        .groupBy(sql.ref(column))
        .execute()
    : [];
  return new Map(rows.map((r) => [Number(r.k), Number(r.n)]));
}

/** What a list row and a record share: the kind's fields, its use, and its parent, children or values. */
async function summaries(db: Db, kind: TaxonomyKind, rows: Row[]) {
  const k = KINDS[kind];
  const ids = rows.map((r) => r.id);
  const [usage, parents, children, values] = await Promise.all([
    k.usage(db, rows),
    kind === 'categories' ? parentTitles(db, rows) : new Map<number, string>(),
    kind === 'categories'
      ? pointing(db, 'categories', 'parent_id', ids)
      : new Map<number, number>(),
    kind === 'attributes'
      ? pointing(db, 'attribute_values', 'attribute_id', ids)
      : new Map<number, number>(),
  ]);
  return (r: Row) => {
    const fields = k.view(r);
    return {
      id: r.id,
      title: r.title,
      products: usage.get(r.id) ?? 0,
      ...fields,
      ...(kind === 'categories'
        ? {
            parent: fields.parent_id != null ? (parents.get(fields.parent_id) ?? null) : null,
            children: children.get(r.id) ?? 0,
          }
        : {}),
      ...(kind === 'attributes' ? { values: values.get(r.id) ?? 0 } : {}),
    };
  };
}

export async function taxonomyPage(
  db: Db,
  kind: TaxonomyKind,
  query: { q?: string; page?: unknown; top?: boolean },
  path: string,
) {
  let base = db.selectFrom(tableOf(kind));
  const top = kind === 'categories' && query.top === true;
  if (top) base = base.where('parent_id', 'is', null);
  const q = query.q;
  if (q)
    base = base.where((eb) =>
      KINDS[kind].slugged
        ? eb.or([contains('title', q), contains('slug', q)])
        : contains('title', q),
    );
  const page = await readPage(
    query.page,
    top ? TOP_PER_PAGE : PER_PAGE,
    () => countOf(base),
    (limit, offset) =>
      base
        .selectAll()
        .orderBy('title')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute() as Promise<Row[]>,
  );
  const view = await summaries(db, kind, page.items);
  return pageAt(page, view, path, { ...(q ? { q } : {}), ...(top ? { top: '1' } : {}) });
}

export async function taxonomyRecord(db: Db, kind: TaxonomyKind, id: number) {
  const row = await rowOf(db, kind, id);
  if (!row) return null;
  const [view, titles, values, audit] = await Promise.all([
    summaries(db, kind, [row]),
    titlesOf(db, kind, [row]),
    kind === 'attributes' ? attributeValues(db, id) : undefined,
    auditTrail(db, { subject: KINDS[kind].subject, subject_id: id }),
  ]);
  return { ...view(row), titles: titles.get(id)!, values, audit };
}

/** The record as the audit log keeps it: its columns (no stamps), its titles and an attribute's values. */
async function stateOf(db: Db, kind: TaxonomyKind, id: number) {
  const row = await rowOf(db, kind, id);
  if (!row) return null;
  const { created_at: _c, updated_at: _u, ...columns } = row;
  const titles = (await titlesOf(db, kind, [row])).get(id)!;
  const values =
    kind === 'attributes'
      ? (await attributeValues(db, id)).map((v) => ({ id: v.id, titles: v.titles }))
      : undefined;
  return { ...columns, titles, ...(values ? { values } : {}) };
}

/** A slug no other row of the kind has: `wanted` as given (else refused), or the title's with -2, -3… */
async function freeSlug(
  db: Db,
  kind: TaxonomyKind,
  body: { id?: number; title: string; slug?: string },
) {
  const taken = async (slug: string) =>
    !!(await db
      .selectFrom(tableOf(kind))
      .select('id')
      .where('slug', '=', slug)
      .where('id', '!=', body.id ?? 0)
      .executeTakeFirst());
  if (body.slug) {
    if (await taken(body.slug)) throw new Refused(TaxonomyMessages.slugTaken);
    return body.slug;
  }
  const stem = slugOf(body.title) || `${KINDS[kind].subject}-${Date.now().toString(36)}`;
  for (let n = 1; ; n++) {
    const slug = n === 1 ? stem : `${stem}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/** A renamed tag is renamed where tags are listed by title: products, and home sliders and banners. */
async function renameTag(db: Db, from: string, to: string) {
  for (const table of ['products', 'home_sliders', 'banners'] as const)
    for (const r of await taggedRows(db, from, table))
      await db
        .updateTable(table as 'products')
        .set({
          tags: tagsOf(r.tags)
            .map((t) => (t === from ? to : t))
            .join(','),
        })
        .where('id', '=', r.id)
        .execute();
}

const isUniqueViolation = (e: unknown) =>
  e instanceof Error &&
  /unique|duplicate key/i.test(`${e.message} ${String((e as { code?: unknown }).code)}`);

async function inTransaction<T>(db: Db, run: (trx: Db) => Promise<T>, onUnique: string) {
  try {
    return { ok: true as const, value: await catalogueWrite(db, run) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false as const, message: e.message };
    // Two saves of the same slug or tag at once: the database's constraint decides.
    if (isUniqueViolation(e)) return { ok: false as const, message: onUnique };
    throw e;
  }
}

export async function saveTaxonomy<K extends TaxonomyKind>(
  db: Db,
  admin: Admin,
  kind: K,
  body: TaxonomyBody<K>,
  now: Date,
): Promise<SaveResult> {
  const k = KINDS[kind];
  const before = body.id !== undefined ? await stateOf(db, kind, body.id) : null;
  if (body.id !== undefined && !before)
    return { ok: false, message: TaxonomyMessages.notFound, missing: true };
  const refusal = await k.check?.(db, body);
  if (refusal) return { ok: false, message: refusal };
  const at = now.toISOString();
  const r = await inTransaction(
    db,
    async (trx) => {
      const slug = k.slugged ? await freeSlug(trx, kind, body) : undefined;
      if (kind === 'tags') {
        const same = await trx
          .selectFrom('tags')
          .select('id')
          .where('title', '=', body.title)
          .where('id', '!=', body.id ?? 0)
          .executeTakeFirst();
        if (same) throw new Refused(TaxonomyMessages.titleTaken);
      }
      const values = {
        title: body.title,
        ...(slug !== undefined ? { slug } : {}),
        ...k.columns(body),
        ...(k.stamped ? { updated_at: at } : {}),
      };
      let id = body.id;
      if (id === undefined) {
        const made = await trx
          .insertInto(tableOf(kind))
          .values({ ...values, ...(k.stamped ? { created_at: at } : {}) } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        id = made.id;
      } else await trx.updateTable(tableOf(kind)).set(values).where('id', '=', id).execute();
      await writeTitles(trx, kind, id, body);
      if (kind === 'attributes') {
        const refused = await saveValues(trx, id, (body as TaxonomyBody<'attributes'>).values);
        if (refused) throw new Refused(refused);
      }
      if (kind === 'tags' && before && before.title !== body.title)
        await renameTag(trx, String(before.title), body.title);
      const after = await stateOf(trx, kind, id);
      const action = `${k.subject}:${before ? 'update' : 'create'}`;
      await recordAudit(
        trx,
        admin,
        action,
        { subject: k.subject, subject_id: id },
        before,
        after,
        now,
      );
      return { id, slug };
    },
    kind === 'tags' ? TaxonomyMessages.titleTaken : TaxonomyMessages.slugTaken,
  );
  if (!r.ok) return r;
  return { ok: true, id: r.value.id, ...(r.value.slug ? { slug: r.value.slug } : {}) };
}

export async function deleteTaxonomy(
  db: Db,
  admin: Admin,
  kind: TaxonomyKind,
  id: number,
  now: Date,
): Promise<SaveResult> {
  const k = KINDS[kind];
  const r = await inTransaction(
    db,
    async (trx) => {
      const row = await rowOf(trx, kind, id);
      if (!row) throw new Refused(TaxonomyMessages.notFound);
      const used = (await k.usage(trx, [row])).get(id) ?? 0;
      if (used > 0) throw new Refused(usedByMessage(used));
      const blocked = await k.blocks?.(trx, id);
      if (blocked) throw new Refused(blocked);
      const before = await stateOf(trx, kind, id);
      if (kind === 'attributes') await dropValues(trx, id);
      await dropTitles(trx, kind, [id]);
      // A home slider's or banner's link to a deleted category or brand points at nothing (and could
      // point at a later row given the same id): it goes.
      if (kind === 'categories' || kind === 'brands')
        await trx
          .deleteFrom('source_links')
          .where('target_type', '=', k.subject)
          .where('target_id', '=', id)
          .execute();
      await trx.deleteFrom(tableOf(kind)).where('id', '=', id).execute();
      await recordAudit(
        trx,
        admin,
        `${k.subject}:delete`,
        { subject: k.subject, subject_id: id },
        before,
        {},
        now,
      );
      return id;
    },
    TaxonomyMessages.notFound,
  );
  if (!r.ok) return r.message === TaxonomyMessages.notFound ? { ...r, missing: true } : r;
  return { ok: true, id };
}
