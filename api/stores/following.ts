// Followed stores (docs/api-reference.md §8.18): a user follows or unfollows a store (a toggle) and lists the stores
// they follow.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isPublic } from '../db/public-row.ts';

export const FOLLOW_PAGE = 14;

/** Follows the store, or unfollows it when already followed; null when there is no such open store. */
export async function toggleFollow(
  db: Kysely<Database>,
  userId: number,
  storeId: number,
  now: string,
): Promise<'followed' | 'unfollowed' | null> {
  if (!(await isPublic(db, 'stores', storeId))) return null;
  const deleted = await db
    .deleteFrom('store_follows')
    .where('user_id', '=', userId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return 'unfollowed';
  await db
    .insertInto('store_follows')
    .values({ user_id: userId, store_id: storeId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'store_id']).doNothing())
    .execute();
  return 'followed';
}

/** One page of the stores the user follows, by follow date. */
export async function followingPage(
  db: Kysely<Database>,
  userId: number,
  page: number,
  asc: boolean,
) {
  const base = db
    .selectFrom('store_follows as f')
    .innerJoin('stores as s', 's.id', 'f.store_id')
    .where('f.user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base
      .select([
        'f.id',
        'f.user_id',
        'f.store_id',
        'f.created_at',
        's.name',
        's.slug',
        's.image',
        's.created_at as store_created',
      ])
      .orderBy('f.created_at', asc ? 'asc' : 'desc')
      .orderBy('f.id', asc ? 'asc' : 'desc')
      .limit(FOLLOW_PAGE)
      .offset((page - 1) * FOLLOW_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      store_id: r.store_id,
      created: r.created_at,
      store: {
        id: r.store_id,
        name: r.name,
        slug: r.slug,
        logo: r.image,
        created_at: r.store_created,
      },
    })),
    total: Number(total?.n ?? 0),
  };
}
