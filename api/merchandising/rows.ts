// The merchandising tables as the admin endpoints see them (issue 35 item 1): which table and text column a kind
// keeps, its titles in every language (English in the row, the others in `translations`), and a row as the
// contract's item.
import type { Kysely } from 'kysely';
import { LANGUAGE_CODES, SourceType, Visibility } from '#contract/codes.ts';
import type { MerchBody, MerchItem, MerchKind } from '#contract/admin/merchandising.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
export const TABLE = {
  sliders: 'home_sliders',
  banners: 'banners',
  features: 'site_features',
} as const;
/** The translated text column: a feature's detail, the others' title. */
export const TEXT = { sliders: 'title', banners: 'title', features: 'detail' } as const;
export const SUBJECT = { sliders: 'slider', banners: 'banner', features: 'feature' } as const;
/** `source_links.target_type` of an id source type (the tags and URL types keep their own column). */
export const TARGET_TYPE: Partial<Record<number, 'category' | 'brand' | 'product'>> = {
  [SourceType.CATEGORIES]: 'category',
  [SourceType.SUB_CATEGORIES]: 'category',
  [SourceType.BRANDS]: 'brand',
  [SourceType.PRODUCTS]: 'product',
};
const OTHER_LANGS = LANGUAGE_CODES.filter((l) => l !== 'en');

export type MerchRow = {
  id: number;
  title?: string;
  detail?: string;
  image: string | null;
  type?: number;
  source_type?: number;
  tags?: string | null;
  url?: string | null;
  status: number;
  closable?: number;
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
  pages?: string | null;
};

export async function rowsOf(db: Db, kind: MerchKind, ids?: number[]): Promise<MerchRow[]> {
  const table = TABLE[kind];
  let q = db.selectFrom(table).selectAll();
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
  if (kind !== 'features') q = q.orderBy('type');
  return (await q.orderBy('sort').orderBy('id').limit(500).execute()) as MerchRow[];
}

/** The rows' items: titles in every language, and the ids of an id source as the comma list staff typed. */
export async function itemsOf(db: Db, kind: MerchKind, rows: MerchRow[]): Promise<MerchItem[]> {
  const ids = rows.map((r) => r.id);
  const [translations, links] = await Promise.all([
    ids.length
      ? db
          .selectFrom('translations')
          .select(['row_id', 'lang', 'value'])
          .where('table_name', '=', TABLE[kind])
          .where('field', '=', TEXT[kind])
          .where('row_id', 'in', ids)
          .execute()
      : [],
    ids.length && kind !== 'features'
      ? db
          .selectFrom('source_links')
          .select(['owner_id', 'target_id'])
          .where('owner_type', '=', SUBJECT[kind])
          .where('owner_id', 'in', ids)
          .orderBy('id')
          .execute()
      : [],
  ]);
  return rows.map((r) => {
    const title = (kind === 'features' ? r.detail : r.title) ?? '';
    const titles = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, l === 'en' ? title : '']));
    for (const t of translations) if (t.row_id === r.id) titles[t.lang] = t.value;
    const item: MerchItem = {
      id: r.id,
      title,
      titles: titles as MerchItem['titles'],
      image: r.image,
      status: r.status === Visibility.PUBLIC ? 'public' : 'private',
      sort: r.sort,
      starts_at: r.starts_at,
      ends_at: r.ends_at,
    };
    if (kind === 'features') return item;
    const targets =
      r.source_type === SourceType.TAGS
        ? (r.tags ?? '')
        : links
            .filter((l) => l.owner_id === r.id)
            .map((l) => l.target_id)
            .join(', ');
    return {
      ...item,
      type: r.type,
      source_type: r.source_type,
      targets,
      url: r.url ?? null,
      ...(kind === 'banners'
        ? {
            closable: r.closable === Visibility.PUBLIC,
            pages: r.pages ? r.pages.split(',').filter(Boolean) : [],
          }
        : {}),
    };
  });
}

/** Writes the body's other-language titles of one row: a given one replaces, a blank one goes. */
export async function writeTitles(db: Db, kind: MerchKind, rowId: number, body: MerchBody) {
  const base = db
    .deleteFrom('translations')
    .where('table_name', '=', TABLE[kind])
    .where('field', '=', TEXT[kind])
    .where('row_id', '=', rowId);
  await base.execute();
  const rows = OTHER_LANGS.flatMap((lang) => {
    const value = body[`title_${lang}`];
    return value
      ? [{ table_name: TABLE[kind], row_id: rowId, lang, field: TEXT[kind], value }]
      : [];
  });
  if (rows.length) await db.insertInto('translations').values(rows).execute();
}

/** The ids of a comma list ('12, 14' → [12, 14]), each once. */
export const idsOf = (targets: string | undefined) => [
  ...new Set(
    (targets ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isSafeInteger(n) && n > 0),
  ),
];

/** A title as a slug (the slider's or banner's listing path): ASCII letters and digits, 'all' when none. */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/, '') || 'all';
