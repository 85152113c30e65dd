// The header links (left and right), footer links (services and about, each a page) and the footer's payment
// and social icons in the admin area (issue 35 item 3): all of them in order, save and delete by kind. Each
// write is audited with the row before and after; `common` (cached five seconds by the storefront) shows it.
import type { Kysely } from 'kysely';
import { FooterImageType, FooterLinkType, HeaderLinkType } from '#contract/codes.ts';
import {
  ContentMessages,
  LINK_KINDS,
  LINK_TABLE,
  type LinkBody,
  type LinkItem,
  type LinkKind,
} from '#contract/content/schemas.ts';
import type { AuditSubjectKind } from '../admin/service.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../admin/service.ts';
import { statusCode, statusName, type Admin, type Saved } from './common.ts';

type Db = Kysely<Database>;

const TYPE: Record<LinkKind, number> = {
  header_left: HeaderLinkType.LEFT,
  header_right: HeaderLinkType.RIGHT,
  services: FooterLinkType.SERVICES,
  about: FooterLinkType.ABOUT,
  payment: FooterImageType.PAYMENT,
  social: FooterImageType.SOCIAL,
};
const SUBJECT: Record<(typeof LINK_TABLE)[LinkKind], AuditSubjectKind> = {
  header_links: 'header_link',
  footer_links: 'footer_link',
  footer_images: 'footer_image',
};
const kindOf = (table: (typeof LINK_TABLE)[LinkKind], type: number) =>
  LINK_KINDS.find((k) => LINK_TABLE[k] === table && TYPE[k] === type);

/** One row of a kind's table as the screen shows it (null when there is none of that kind). */
async function itemOf(db: Db, kind: LinkKind, id: number): Promise<LinkItem | null> {
  const table = LINK_TABLE[kind];
  const type = TYPE[kind];
  if (table === 'header_links') {
    const r = await db
      .selectFrom('header_links')
      .selectAll()
      .where('id', '=', id)
      .where('type', '=', type)
      .executeTakeFirst();
    return r ? header(r) : null;
  }
  if (table === 'footer_links') {
    const r = await footerLinks(db)
      .where('footer_links.id', '=', id)
      .where('type', '=', type)
      .executeTakeFirst();
    return r ? footer(r) : null;
  }
  const r = await db
    .selectFrom('footer_images')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', type)
    .executeTakeFirst();
  return r ? icon(r) : null;
}

type HeaderRow = {
  id: number;
  type: number;
  title: string;
  url: string;
  sort: number;
  status: number;
};
const header = (r: HeaderRow): LinkItem => ({
  id: r.id,
  kind: kindOf('header_links', r.type)!,
  title: r.title,
  url: r.url,
  page_id: null,
  image: null,
  sort: r.sort,
  status: statusName(r.status),
});
const footerLinks = (db: Db) =>
  db
    .selectFrom('footer_links')
    .innerJoin('pages', 'pages.id', 'footer_links.page_id')
    .select([
      'footer_links.id',
      'footer_links.type',
      'footer_links.page_id',
      'footer_links.sort',
      'footer_links.status',
      'pages.title',
    ]);
type FooterRow = {
  id: number;
  type: number;
  page_id: number;
  sort: number;
  status: number;
  title: string;
};
const footer = (r: FooterRow): LinkItem => ({
  id: r.id,
  kind: kindOf('footer_links', r.type)!,
  title: r.title,
  url: null,
  page_id: r.page_id,
  image: null,
  sort: r.sort,
  status: statusName(r.status),
});
type IconRow = {
  id: number;
  type: number;
  title: string;
  image: string | null;
  link: string | null;
  sort: number;
  status: number;
};
const icon = (r: IconRow): LinkItem => ({
  id: r.id,
  kind: kindOf('footer_images', r.type)!,
  title: r.title,
  url: r.link,
  page_id: null,
  image: r.image,
  sort: r.sort,
  status: statusName(r.status),
});

export async function linkList(db: Db) {
  const [headers, footers, icons, pages] = await Promise.all([
    db.selectFrom('header_links').selectAll().orderBy('sort').orderBy('id').execute(),
    footerLinks(db).orderBy('footer_links.sort').orderBy('footer_links.id').execute(),
    db.selectFrom('footer_images').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('pages').select(['id', 'slug', 'title']).orderBy('title').limit(1000).execute(),
  ]);
  const links = [...headers.map(header), ...footers.map(footer), ...icons.map(icon)].filter(
    (l) => l.kind !== undefined,
  );
  return { links, pages };
}

export async function saveLink(db: Db, admin: Admin, body: LinkBody, now: Date): Promise<Saved> {
  return db.transaction().execute(async (trx): Promise<Saved> => {
    const { kind } = body;
    const table = LINK_TABLE[kind];
    const before = body.id !== undefined ? await itemOf(trx, kind, body.id) : null;
    if (body.id !== undefined && !before)
      return { ok: false, message: ContentMessages.notFound, missing: true };
    const common = { type: TYPE[kind], sort: body.sort, status: statusCode(body.status) };
    let id = body.id;
    if ('page_id' in body) {
      const page = await trx
        .selectFrom('pages')
        .select('id')
        .where('id', '=', body.page_id)
        .executeTakeFirst();
      if (!page) return { ok: false, message: ContentMessages.page };
      const values = { ...common, page_id: body.page_id };
      if (id === undefined)
        id = (
          await trx
            .insertInto('footer_links')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      else await trx.updateTable('footer_links').set(values).where('id', '=', id).execute();
    } else if ('image' in body) {
      const values = { ...common, title: body.title, image: body.image, link: body.url };
      if (id === undefined)
        id = (
          await trx
            .insertInto('footer_images')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      else await trx.updateTable('footer_images').set(values).where('id', '=', id).execute();
    } else {
      const values = { ...common, title: body.title, url: body.url };
      if (id === undefined)
        id = (
          await trx
            .insertInto('header_links')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      else await trx.updateTable('header_links').set(values).where('id', '=', id).execute();
    }
    const after = await itemOf(trx, kind, id);
    await recordAudit(
      trx,
      admin,
      `${SUBJECT[table]}:${before ? 'update' : 'create'}`,
      { subject: SUBJECT[table], subject_id: id },
      before,
      after,
      now,
    );
    return { ok: true, id };
  });
}

export async function deleteLink(
  db: Db,
  admin: Admin,
  kind: LinkKind,
  id: number,
  now: Date,
): Promise<Saved> {
  return db.transaction().execute(async (trx): Promise<Saved> => {
    const table = LINK_TABLE[kind];
    const before = await itemOf(trx, kind, id);
    if (!before) return { ok: false, message: ContentMessages.notFound, missing: true };
    await trx.deleteFrom(table).where('id', '=', id).execute();
    if (table === 'header_links')
      await trx
        .deleteFrom('translations')
        .where('table_name', '=', 'header_links')
        .where('row_id', '=', id)
        .execute();
    await recordAudit(
      trx,
      admin,
      `${SUBJECT[table]}:delete`,
      { subject: SUBJECT[table], subject_id: id },
      before,
      {},
      now,
    );
    return { ok: true, id };
  });
}
