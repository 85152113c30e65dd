// What a user's list or follow may point at: a product or a store that is public.
import type { Kysely } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import type { Database } from './schema.ts';

/** Whether the product or store `id` is there and public. */
export async function isPublic(db: Kysely<Database>, table: 'products' | 'stores', id: number) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  return row !== undefined;
}
