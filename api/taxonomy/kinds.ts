// What differs between the taxonomy's five kinds (issue 33 item 6): the table, the columns a save writes, the
// fields a record shows, how many products use each row, and the checks of a category's parent and children.
// service.ts does the rest once for all of them.
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  TaxonomyMessages,
  type TaxonomyBody,
  type TaxonomyItem,
  type TaxonomyKind,
} from '#contract/taxonomy/schemas.ts';
import { Visibility } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import type { AuditSubjectKind } from '../admin/service.ts';

type Db = Kysely<Database>;
export type Row = Record<string, unknown> & { id: number; title: string };
type Counts = Map<number, number>;

export type KindConfig<K extends TaxonomyKind> = {
  table: K;
  subject: AuditSubjectKind;
  /** Has a unique slug made from the title when left empty. */
  slugged: boolean;
  /** Has created_at / updated_at. */
  stamped: boolean;
  /** The columns a save writes (besides title, slug and the stamps). */
  columns: (body: TaxonomyBody<K>) => Record<string, unknown>;
  /** The kind's fields of a list row or record. */
  view: (row: Row) => Partial<TaxonomyItem>;
  /** How many products use each row. */
  usage: (db: Db, rows: Row[]) => Promise<Counts>;
  /** A refusal of the save before anything is written (a category's parent), else null. */
  check?: (db: Db, body: TaxonomyBody<K>) => Promise<string | null>;
  /** A refusal of the delete besides use by products (a category's sub-categories), else null. */
  blocks?: (db: Db, id: number) => Promise<string | null>;
};

const yesNo = (v: boolean) => (v ? Visibility.PUBLIC : Visibility.PRIVATE);
const isYes = (v: unknown) => Number(v) === Visibility.PUBLIC;
const statusOf = (v: unknown) => (isYes(v) ? ('public' as const) : ('hidden' as const));

/** A category's, brand's or collection's window on the home page (migration 0030): null is no bound. */
const windowColumns = (b: { starts_at?: string; ends_at?: string }) => ({
  starts_at: b.starts_at ?? null,
  ends_at: b.ends_at ?? null,
});
const windowView = (r: Row) => ({
  starts_at: (r.starts_at as string | null) ?? null,
  ends_at: (r.ends_at as string | null) ?? null,
});

const counted = (rows: { k: number | null; n: number | string | bigint }[]): Counts =>
  new Map(rows.filter((r) => r.k != null).map((r) => [Number(r.k), Number(r.n)]));

/** Products using each of `ids` through `column` of `table` (a product counted once). */
async function countBy(
  db: Db,
  table: 'products' | 'product_collections',
  column: 'brand_id' | 'collection_id',
  ids: number[],
): Promise<Counts> {
  if (!ids.length) return new Map();
  const product = table === 'products' ? 'id' : 'product_id';
  const rows = await db
    .selectFrom(table as 'product_collections')
    .select((eb) => [
      sql<number>`${sql.ref(column)}`.as('k'),
      eb.fn.count(sql.ref(product)).distinct().as('n'),
    ])
    .where(sql.ref(column), 'in', ids)
    .groupBy(sql.ref(column))
    .execute();
  return counted(rows);
}

/** Products using each category: as their category or in product_categories. */
async function categoryUsage(db: Db, ids: number[]): Promise<Counts> {
  if (!ids.length) return new Map();
  const both = db
    .selectFrom('products')
    .select(['category_id as k', 'id as p'])
    .where('category_id', 'in', ids)
    .union(
      db
        .selectFrom('product_categories')
        .select(['category_id as k', 'product_id as p'])
        .where('category_id', 'in', ids),
    )
    .as('u');
  const rows = await db
    .selectFrom(both)
    .select((eb) => ['u.k', eb.fn.count('u.p').distinct().as('n')])
    .groupBy('u.k')
    .execute();
  return counted(rows);
}

/** A product's tags column holds its tags' titles, comma-separated. */
export const tagsOf = (column: string | null) =>
  (column ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The rows of `table` whose tags column holds `title` (exactly): products, home sliders, banners. */
export async function taggedRows(
  db: Db,
  title: string,
  table: 'products' | 'home_sliders' | 'banners' = 'products',
) {
  const rows = await db
    .selectFrom(table as 'products')
    .select(['id', 'tags'])
    .where(sql<SqlBool>`(',' || coalesce(tags, '') || ',') like ${`%${title}%`}`)
    .execute();
  return rows.filter((r) => tagsOf(r.tags).includes(title));
}

/** Products whose variants use each attribute value (`by` 'value') or any value of each attribute. */
export async function attributeUsage(db: Db, ids: number[], by: 'value' | 'attribute') {
  if (!ids.length) return new Map<number, number>();
  const key = by === 'value' ? 'v.id' : 'v.attribute_id';
  const rows = await db
    .selectFrom('inventory_attributes as ia')
    .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
    .innerJoin('inventories as i', 'i.id', 'ia.inventory_id')
    .select((eb) => [`${key} as k` as 'v.id as k', eb.fn.count('i.product_id').distinct().as('n')])
    .where(key, 'in', ids)
    .groupBy(key)
    .execute();
  return counted(rows);
}

const ids = (rows: Row[]) => rows.map((r) => r.id);

const categories: KindConfig<'categories'> = {
  table: 'categories',
  subject: 'category',
  slugged: true,
  stamped: true,
  columns: (b) => ({
    parent_id: b.parent_id ?? null,
    sort: b.sort,
    in_footer: yesNo(b.in_footer),
    featured: yesNo(b.featured),
    status: yesNo(b.status === 'public'),
    meta_title: b.meta_title ?? null,
    meta_description: b.meta_description ?? null,
    ...windowColumns(b),
  }),
  view: (r) => ({
    slug: String(r.slug),
    status: statusOf(r.status),
    featured: isYes(r.featured),
    in_footer: isYes(r.in_footer),
    sort: Number(r.sort),
    parent_id: r.parent_id == null ? null : Number(r.parent_id),
    image: (r.image as string | null) ?? null,
    meta_title: (r.meta_title as string | null) ?? null,
    meta_description: (r.meta_description as string | null) ?? null,
    ...windowView(r),
  }),
  usage: (db, rows) => categoryUsage(db, ids(rows)),
  async check(db, b) {
    if (b.parent_id === undefined) {
      return null;
    }
    const parent = await db
      .selectFrom('categories')
      .select(['id', 'parent_id'])
      .where('id', '=', b.parent_id)
      .executeTakeFirst();
    if (!parent || parent.parent_id != null || parent.id === b.id)
      return TaxonomyMessages.badParent;
    if (b.id === undefined) return null;
    const child = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', b.id)
      .executeTakeFirst();
    return child ? TaxonomyMessages.parentWithChildren : null;
  },
  async blocks(db, id) {
    const child = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    return child ? TaxonomyMessages.hasChildren : null;
  },
};

const brands: KindConfig<'brands'> = {
  table: 'brands',
  subject: 'brand',
  slugged: true,
  stamped: true,
  columns: (b) => ({
    status: yesNo(b.status === 'public'),
    featured: yesNo(b.featured),
    sort: b.sort,
    ...windowColumns(b),
  }),
  view: (r) => ({
    slug: String(r.slug),
    status: statusOf(r.status),
    featured: isYes(r.featured),
    sort: Number(r.sort),
    image: (r.image as string | null) ?? null,
    ...windowView(r),
  }),
  usage: (db, rows) => countBy(db, 'products', 'brand_id', ids(rows)),
};

const collections: KindConfig<'collections'> = {
  table: 'collections',
  subject: 'collection',
  slugged: true,
  stamped: true,
  columns: (b) => ({ status: yesNo(b.status === 'public'), sort: b.sort, ...windowColumns(b) }),
  view: (r) => ({
    slug: String(r.slug),
    status: statusOf(r.status),
    sort: Number(r.sort),
    ...windowView(r),
  }),
  usage: (db, rows) => countBy(db, 'product_collections', 'collection_id', ids(rows)),
};

const tags: KindConfig<'tags'> = {
  table: 'tags',
  subject: 'tag',
  slugged: false,
  stamped: false,
  columns: () => ({}),
  view: () => ({}),
  async usage(db, rows) {
    const counts = await Promise.all(
      rows.map(async (r) => [r.id, (await taggedRows(db, r.title)).length] as const),
    );
    return new Map(counts);
  },
  check: async (_db, b) => (b.title.includes(',') ? TaxonomyMessages.tagComma : null),
};

const attributes: KindConfig<'attributes'> = {
  table: 'attributes',
  subject: 'attribute',
  slugged: false,
  stamped: true,
  columns: () => ({}),
  view: () => ({}),
  usage: (db, rows) => attributeUsage(db, ids(rows), 'attribute'),
};

export const KINDS: { [K in TaxonomyKind]: KindConfig<K> } = {
  categories,
  brands,
  collections,
  tags,
  attributes,
};
