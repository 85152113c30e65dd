// Static pages in the admin area (issue 35 item 3): every page, one with its title and rich text in each
// language (English the base columns, the others rows of `translations`) and its audit log, save and delete.
// The rich text is cleaned with the contract's allow-list before it is kept (the storefront cleans it again
// when it renders it); a slug another page has is refused by the database's unique constraint.
import type { Kysely } from 'kysely';
import { LANGUAGE_CODES } from '#contract/codes.ts';
import { cleanPageHtml } from '#contract/content/page-html.ts';
import {
  ContentMessages,
  OTHER_LANGS,
  type ByLanguage,
  type PageBody,
  type PageItem,
  type PageRecord,
} from '#contract/content/schemas.ts';
import type { Database } from '../db/schema.ts';
import { auditTrail, recordAudit } from '../admin/service.ts';
import { isUniqueViolation, statusCode, statusName, type Admin, type Saved } from './common.ts';

type Db = Kysely<Database>;
const FIELDS = ['title', 'description'] as const;

const itemOf = (p: {
  id: number;
  slug: string;
  title: string;
  status: number;
  page_from_component: number;
}): PageItem => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  status: statusName(p.status),
  component: p.page_from_component === 1,
});

export async function pageList(db: Db): Promise<PageItem[]> {
  const rows = await db
    .selectFrom('pages')
    .select(['id', 'slug', 'title', 'status', 'page_from_component'])
    .orderBy('slug')
    .limit(1000)
    .execute();
  return rows.map(itemOf);
}

/** The page's texts in each language, as kept. */
async function stateOf(db: Db, id: number) {
  const row = await db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const tr = await db
    .selectFrom('translations')
    .select(['lang', 'field', 'value'])
    .where('table_name', '=', 'pages')
    .where('row_id', '=', id)
    .where('field', 'in', FIELDS)
    .execute();
  const by = (field: (typeof FIELDS)[number], base: string) =>
    Object.fromEntries(
      LANGUAGE_CODES.map((l) => [
        l,
        l === 'en' ? base : (tr.find((t) => t.lang === l && t.field === field)?.value ?? ''),
      ]),
    ) as ByLanguage;
  return {
    ...itemOf(row),
    titles: by('title', row.title),
    descriptions: by('description', row.description),
    meta_description: row.meta_description,
  };
}

export async function pageRecord(db: Db, id: number): Promise<PageRecord | null> {
  const state = await stateOf(db, id);
  if (!state) return null;
  return { ...state, audit: await auditTrail(db, { subject: 'page', subject_id: id }) };
}

/** A Refused save rolls its transaction back. */
class Refused extends Error {}

export async function savePage(db: Db, admin: Admin, body: PageBody, now: Date): Promise<Saved> {
  const at = now.toISOString();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const before = body.id !== undefined ? await stateOf(trx, body.id) : null;
      if (body.id !== undefined && !before) throw new Refused(ContentMessages.notFound);
      // A page the shop builds (Contact, Sitemap) keeps its component name as its text.
      const texts = !before?.component;
      const values = {
        slug: body.slug,
        title: body.title,
        status: statusCode(body.status),
        meta_description: body.meta_description ?? null,
        ...(texts ? { description: cleanPageHtml(body.description ?? '') } : {}),
        updated_at: at,
      };
      let id = body.id;
      if (id === undefined) {
        const made = await trx
          .insertInto('pages')
          .values({ ...values, description: values.description ?? '', created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = made.id;
      } else await trx.updateTable('pages').set(values).where('id', '=', id).execute();
      const fields = texts ? FIELDS : (['title'] as const);
      await trx
        .deleteFrom('translations')
        .where('table_name', '=', 'pages')
        .where('row_id', '=', id)
        .where('field', 'in', fields)
        .execute();
      const rows = OTHER_LANGS.flatMap((lang) =>
        fields.flatMap((field) => {
          const raw = body[`${field}_${lang}`];
          const value = raw && field === 'description' ? cleanPageHtml(raw) : raw;
          return value ? [{ table_name: 'pages', row_id: id, lang, field, value }] : [];
        }),
      );
      if (rows.length) await trx.insertInto('translations').values(rows).execute();
      const after = await stateOf(trx, id);
      await recordAudit(
        trx,
        admin,
        `page:${before ? 'update' : 'create'}`,
        { subject: 'page', subject_id: id },
        before,
        after,
        now,
      );
      return id;
    });
    return { ok: true, id };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: e.message, missing: true };
    // The slug's unique constraint decides, also between two saves at once.
    if (isUniqueViolation(e)) return { ok: false, message: ContentMessages.slugTaken };
    throw e;
  }
}

export async function deletePage(db: Db, admin: Admin, id: number, now: Date): Promise<Saved> {
  return db.transaction().execute(async (trx): Promise<Saved> => {
    const before = await stateOf(trx, id);
    if (!before) return { ok: false, message: ContentMessages.notFound, missing: true };
    if (before.component) return { ok: false, message: ContentMessages.componentPage };
    await trx.deleteFrom('footer_links').where('page_id', '=', id).execute();
    await trx
      .deleteFrom('translations')
      .where('table_name', '=', 'pages')
      .where('row_id', '=', id)
      .execute();
    await trx.deleteFrom('pages').where('id', '=', id).execute();
    await recordAudit(
      trx,
      admin,
      'page:delete',
      { subject: 'page', subject_id: id },
      before,
      {},
      now,
    );
    return { ok: true, id };
  });
}
