// Rows of a hybrid owner (docs/api-reference.md §4.3): a signed-in user's (user_id), or a guest's (user_token with no
// user_id). Every cart line, guest address and voucher usage is reached only through these.
import type { Kysely } from 'kysely';
import type { Owner } from '../lib/auth.ts';
import type { Database } from './schema.ts';

type Where<T> = (column: string, op: string, value: unknown) => T;

/** `q` narrowed to the owner's rows; `prefix` is the table alias ('c.') when the query joins. */
export const ownerWhere = <T extends { where: (...a: never[]) => T }>(
  q: T,
  owner: Owner,
  prefix = '',
): T =>
  'userId' in owner
    ? (q.where as Where<T>)(`${prefix}user_id`, '=', owner.userId)
    : ((q.where as Where<T>)(`${prefix}user_token`, '=', owner.userToken).where as Where<T>)(
        `${prefix}user_id`,
        'is',
        null,
      );

/** The owner's default address id (a user's or a guest's), or null. */
export async function defaultAddressId(db: Kysely<Database>, owner: Owner): Promise<number | null> {
  const row =
    'userId' in owner
      ? await db
          .selectFrom('users')
          .select('default_address_id as d')
          .where('id', '=', owner.userId)
          .executeTakeFirst()
      : await db
          .selectFrom('guest_users')
          .select('default_address_id as d')
          .where('user_token', '=', owner.userToken)
          .executeTakeFirst();
  return row?.d ?? null;
}

/** Makes `addressId` the owner's default address. */
export async function setDefaultAddress(
  db: Kysely<Database>,
  owner: Owner,
  addressId: number | null,
) {
  if ('userId' in owner)
    await db
      .updateTable('users')
      .set({ default_address_id: addressId })
      .where('id', '=', owner.userId)
      .execute();
  else
    await db
      .updateTable('guest_users')
      .set({ default_address_id: addressId })
      .where('user_token', '=', owner.userToken)
      .execute();
}

/** Where the owner ships to: the country and state of their default address, or null without one. */
export async function defaultDestination(
  db: Kysely<Database>,
  owner: Owner,
): Promise<{ country: string; state: string | null } | null> {
  const id = await defaultAddressId(db, owner);
  if (!id) return null;
  const a = await ownerWhere(
    db.selectFrom('addresses').select(['country', 'state']).where('id', '=', id),
    owner,
  ).executeTakeFirst();
  return a ? { country: a.country, state: a.state } : null;
}
