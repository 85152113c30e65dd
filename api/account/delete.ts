// Deleting an account (docs/api-reference.md §8.14) removes what is personal (addresses, cart, wishlist, compare list,
// follows, tokens, avatar, name, e-mail, phone) and keeps orders and reviews for the shop's records, under an
// anonymous user.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { FileStore } from '../lib/files/index.ts';

/** An order keeps only the country, state and city of its address. */
function keptPlace(snapshot: string | null): string | null {
  try {
    const a = JSON.parse(snapshot ?? 'null') as Record<string, unknown> | null;
    if (!a) return null;
    return JSON.stringify({
      country: a.country ?? null,
      state: a.state ?? null,
      city: a.city ?? null,
    });
  } catch {
    return null;
  }
}

export async function deleteAccount(
  db: Kysely<Database>,
  files: FileStore,
  user: AuthUser,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [
      'addresses',
      'carts',
      'wishlists',
      'compare_lists',
      'store_follows',
      'auth_tokens',
    ] as const)
      await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'address_snapshot'])
      .where('user_id', '=', user.id)
      .execute();
    for (const o of orders)
      await trx
        .updateTable('orders')
        .set({ address_snapshot: keptPlace(o.address_snapshot), user_address_id: null })
        .where('id', '=', o.id)
        .execute();
    await trx
      .updateTable('users')
      .set({
        name: 'Deleted user',
        first_name: null,
        last_name: null,
        email: `deleted-${user.id}-${randomBytes(6).toString('hex')}@deleted.invalid`,
        password_hash: null,
        phone: null,
        avatar: null,
        google_id: null,
        facebook_id: null,
        default_address_id: null,
        pending_email: null,
        status: 0,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('verification_codes').where('email', '=', user.email).execute();
  });
  if (user.avatar) await files.delete(user.avatar).catch(() => undefined);
}
