// Sitemap data (proposed extension, contract/site/sitemap.ts): counts per kind, then id-ordered chunks of
// public records. Keyset-friendly: every chunk is an indexed range scan by primary key.
import { sql, type Kysely } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import { SITEMAP_CHUNK, type SitemapKind } from '#contract/site/sitemap.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
type Plain = 'products' | 'brands' | 'stores' | 'pages';

type Entry = { id: number; slug: string | null; updated_at: string | null; parent: string | null };

/** Public records of a kind, by id: categories carry their parent's slug (sub-category URLs need it). */
export function sitemapChunk(db: Db, kind: SitemapKind, page: number): Promise<Entry[]> {
  if (kind === 'categories')
    return db
      .selectFrom('categories as c')
      .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
      .select([
        'c.id as id',
        'c.slug as slug',
        'c.updated_at as updated_at',
        'parent.slug as parent',
      ])
      .where('c.status', '=', Visibility.PUBLIC)
      .orderBy('c.id')
      .limit(SITEMAP_CHUNK)
      .offset((page - 1) * SITEMAP_CHUNK)
      .execute();
  return db
    .selectFrom(kind as Plain)
    .select(['id', 'slug', 'updated_at', sql<string | null>`null`.as('parent')])
    .where('status', '=', Visibility.PUBLIC)
    .orderBy('id')
    .limit(SITEMAP_CHUNK)
    .offset((page - 1) * SITEMAP_CHUNK)
    .execute();
}

async function count(db: Db, kind: SitemapKind): Promise<number> {
  const table = kind === 'categories' ? 'categories' : (kind as Plain);
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** How many public records of each kind there are, and the chunk size. */
export async function sitemapCounts(db: Db) {
  const kinds = ['products', 'categories', 'brands', 'stores', 'pages'] as const;
  const counts = Object.fromEntries(
    await Promise.all(kinds.map(async (k) => [k, await count(db, k)] as const)),
  ) as Record<SitemapKind, number>;
  return { chunk: SITEMAP_CHUNK, counts };
}
