// Sitemap data (proposed extension, contract/api/sitemap.ts): counts per kind, then id-ordered chunks of
// public records. Keyset-friendly: every chunk is an indexed range scan by primary key.
import { Hono } from 'hono';
import { sql } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import {
  SITEMAP_CHUNK,
  SitemapParamsSchema,
  SitemapQuerySchema,
  type SitemapKind,
} from '#contract/api/sitemap.ts';
import { parseQuery } from '#contract/query.ts';
import { send, sendForm, validateQuery, type ApiEnv } from '../lib/context.ts';

export const sitemapRoutes = new Hono<ApiEnv>();

type Db = ApiEnv['Variables']['deps']['db'];
type Plain = 'products' | 'brands' | 'stores' | 'pages';

type Entry = { id: number; slug: string | null; updated_at: string | null; parent: string | null };

/** Public records of a kind, by id: categories carry their parent's slug (sub-category URLs need it). */
function chunk(db: Db, kind: SitemapKind, page: number): Promise<Entry[]> {
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

sitemapRoutes.get('/sitemap', async (c) => {
  const { db } = c.get('deps');
  const kinds = ['products', 'categories', 'brands', 'stores', 'pages'] as const;
  const counts = Object.fromEntries(
    await Promise.all(kinds.map(async (k) => [k, await count(db, k)] as const)),
  );
  return send(c, { chunk: SITEMAP_CHUNK, counts });
});

sitemapRoutes.get('/sitemap/:kind', async (c) => {
  const p = parseQuery(SitemapParamsSchema, { kind: c.req.param('kind') });
  if (!p.success) return sendForm(c, p.messages);
  const v = validateQuery(c, SitemapQuerySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const kind = p.data.kind;
  return send(c, await chunk(db, kind, v.data.page));
});
