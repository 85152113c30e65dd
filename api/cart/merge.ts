// The cart's side of signing in (docs/api-reference.md §8.13): a guest's cart, orders, addresses, cancellations and reviews
// become the user's; and the item count the profile and sign-in show.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Owner } from '../lib/auth.ts';
import { MAX_LINE_QUANTITY } from '#contract/codes.ts';

/** A merged line whose quantity was cut to the variant's stock or the line maximum (issue 13 item 4). */
export type ReducedLine = {
  id: number;
  product_id: number;
  inventory_id: number;
  quantity: number;
  requested: number;
};

/**
 * Moves a guest's cart lines (merging same variants), orders, addresses and cancellations to the user.
 * A merged line holds at most the variant's stock and MAX_LINE_QUANTITY (at least 1: a sold-out line stays
 * for the cart to flag); the lines that were cut are returned so the shopper can be told.
 */
export async function mergeGuest(
  db: Kysely<Database>,
  userId: number,
  userToken: string,
  now: string,
): Promise<ReducedLine[]> {
  return db.transaction().execute(async (trx) => {
    const reduced: ReducedLine[] = [];
    const guestLines = await trx
      .selectFrom('carts as c')
      .innerJoin('inventories as i', 'i.id', 'c.inventory_id')
      .select(['c.id', 'c.product_id', 'c.inventory_id', 'c.quantity', 'i.quantity as stock'])
      .where('c.user_token', '=', userToken)
      .where('c.user_id', 'is', null)
      .execute();
    for (const line of guestLines) {
      const mine = await trx
        .selectFrom('carts')
        .select(['id', 'quantity'])
        .where('user_id', '=', userId)
        .where('inventory_id', '=', line.inventory_id)
        .executeTakeFirst();
      const requested = (mine?.quantity ?? 0) + line.quantity;
      const quantity = Math.max(1, Math.min(requested, MAX_LINE_QUANTITY, line.stock));
      const kept = mine?.id ?? line.id;
      if (mine) {
        await trx.deleteFrom('carts').where('id', '=', line.id).execute();
        await trx
          .updateTable('carts')
          .set({ quantity, updated_at: now })
          .where('id', '=', mine.id)
          .execute();
      } else {
        await trx
          .updateTable('carts')
          .set({ user_id: userId, user_token: null, quantity, updated_at: now })
          .where('id', '=', line.id)
          .execute();
      }
      if (quantity < requested)
        reduced.push({
          id: kept,
          product_id: line.product_id,
          inventory_id: line.inventory_id,
          quantity,
          requested,
        });
    }
    for (const table of ['orders', 'addresses', 'cancellations', 'rating_reviews'] as const) {
      await trx
        .updateTable(table)
        .set({ user_id: userId, user_token: null } as never)
        .where('user_token', '=', userToken)
        .where('user_id', 'is', null)
        .execute();
    }
    await trx.deleteFrom('guest_users').where('user_token', '=', userToken).execute();
    return reduced;
  });
}

/** The number of items (sum of quantities) in the owner's cart. */
export async function cartCount(db: Kysely<Database>, owner: Owner): Promise<number> {
  let q = db.selectFrom('carts').select((eb) => eb.fn.sum<number>('quantity').as('n'));
  q =
    'userId' in owner
      ? q.where('user_id', '=', owner.userId)
      : q.where('user_token', '=', owner.userToken);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
