// The signed-in user's product lists (docs/api-reference.md §8.16 wishlist, §8.17 compare list): pages of public
// products, toggles, at most COMPARE_MAX products to compare.
import type { Kysely } from 'kysely';
import { buildPaginator, normalisePage, type ListQuerySchema } from '#contract/paginate.ts';
import { Messages } from '#contract/messages.ts';
import type { z } from '#contract/zod.ts';
import type { Database } from '../db/schema.ts';
import { isPublic } from '../db/public-row.ts';
import { ofLiveStore } from '../db/live-store.ts';
import { sqlNow } from '../db/values.ts';
import { productCards } from '../catalog/service.ts';
import { productExtras } from './extras.ts';

type Db = Kysely<Database>;
export type ListTable = 'wishlists' | 'compare_lists';

const LIST_PAGE = 14;
const COMPARE_MAX = 4;

/** A page of the user's list, its products as cards with brand, stock and attributes. */
export async function listPage(
  db: Db,
  table: ListTable,
  userId: number,
  opts: {
    query: z.output<typeof ListQuerySchema>;
    lang: string | null;
    now: Date;
    /** The endpoint's URL and query, for the paginator's links. */
    path: string;
    params: Record<string, string>;
  },
) {
  const page = normalisePage(opts.query.page);
  const asc = opts.query.type === 'asc';
  const [rows, total] = await Promise.all([
    db
      .selectFrom(`${table} as w` as 'wishlists as w')
      .innerJoin('products as p', 'p.id', 'w.product_id')
      .select(['w.id', 'w.product_id', 'w.created_at'])
      .where('w.user_id', '=', userId)
      .where('p.status', '=', 1)
      .where(ofLiveStore('p'))
      .orderBy('w.created_at', asc ? 'asc' : 'desc')
      .orderBy('w.id', asc ? 'asc' : 'desc')
      .limit(LIST_PAGE)
      .offset((page - 1) * LIST_PAGE)
      .execute(),
    db
      .selectFrom(`${table} as w` as 'wishlists as w')
      .innerJoin('products as p', 'p.id', 'w.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('w.user_id', '=', userId)
      .where('p.status', '=', 1)
      .where(ofLiveStore('p'))
      .executeTakeFirst(),
  ]);
  const ids = rows.map((r) => r.product_id);
  const cards = await productCards(db, ids, {
    lang: opts.lang,
    now: sqlNow(opts.now),
    withBrandId: true,
  });
  const extras = await productExtras(db, ids, opts.lang);
  const items = rows.flatMap((r) => {
    const card = cards.find((x) => x.id === r.product_id);
    return card
      ? [
          {
            id: r.id,
            user_id: userId,
            product_id: r.product_id,
            created: r.created_at,
            product: { ...card, ...extras.get(r.product_id) },
          },
        ]
      : [];
  });
  return buildPaginator({
    items,
    total: Number(total?.n ?? 0),
    page,
    perPage: LIST_PAGE,
    path: opts.path,
    query: opts.params,
  });
}

type Toggled =
  | {
      ok: true;
      row: { id: number; user_id: number; product_id: number; created_at: string } | null;
    }
  | { ok: false; notFound?: true; message: string };

/** Adds a public product to the list, or removes it when it is there; the new row, or null when removed. */
export async function toggle(
  db: Db,
  table: ListTable,
  userId: number,
  productId: number,
  now: Date,
): Promise<Toggled> {
  if (!(await isPublic(db, 'products', productId)))
    return { ok: false, notFound: true, message: Messages.productNotFound };
  // Idempotent under concurrency (issue 13 item 5): a delete that finds the row removes it; else an insert
  // that a concurrent twin may have beaten (the unique user+product key) answers the row that is there.
  const removed = await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return { ok: true, row: null };
  if (table === 'compare_lists') {
    const n = await db
      .selectFrom('compare_lists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(n?.n ?? 0) >= COMPARE_MAX) return { ok: false, message: Messages.compareFull };
  }
  const inserted = await db
    .insertInto(table)
    .values({ user_id: userId, product_id: productId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  const row =
    inserted ??
    (await db
      .selectFrom(table)
      .selectAll()
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst()) ??
    null;
  return { ok: true, row };
}

/** The product ids in the user's wishlist, newest first (at most 1000), for hearts on product cards. */
export async function wishlistIds(db: Db, userId: number) {
  const rows = await db
    .selectFrom('wishlists')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  return rows.map((r) => r.product_id);
}
