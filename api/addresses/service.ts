// The address book (docs/api-reference.md §8.15), hybrid: a user's (token) or a guest's (user_token) addresses.
// Every read and write goes through the owner: another owner's address is "not found", never shown.
import type { Kysely, Selectable } from 'kysely';
import type { AddressBody } from '#contract/addresses/schemas.ts';
import { optionalAddressFields } from '#contract/addresses/stored.ts';
import type { AddressesTable, Database } from '../db/schema.ts';
import type { Owner } from '../lib/auth.ts';
import { defaultAddressId, setDefaultAddress } from '../db/owner.ts';

export const ADDRESS_PAGE = 25;

const ownAddresses = (db: Kysely<Database>, owner: Owner) => {
  const q = db.selectFrom('addresses');
  return 'userId' in owner
    ? q.where('user_id', '=', owner.userId)
    : q.where('user_token', '=', owner.userToken).where('user_id', 'is', null);
};

function addressView(a: Selectable<AddressesTable>, defaultId: number | null) {
  return {
    id: a.id,
    label: a.label,
    name: a.name,
    email: a.email,
    phone: a.phone,
    country: a.country,
    state: a.state,
    city: a.city,
    zip: a.zip,
    address_1: a.address_1,
    address_2: a.address_2,
    delivery_instruction: a.delivery_instruction,
    default: a.id === defaultId || a.is_default === 1 ? 1 : 2,
    created: a.created_at,
  };
}

/** One page of the owner's addresses, newest first. */
export async function addressPage(db: Kysely<Database>, owner: Owner, page: number) {
  const [rows, total, def] = await Promise.all([
    ownAddresses(db, owner)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(ADDRESS_PAGE)
      .offset((page - 1) * ADDRESS_PAGE)
      .execute(),
    ownAddresses(db, owner)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    defaultAddressId(db, owner),
  ]);
  return { items: rows.map((a) => addressView(a, def)), total: Number(total?.n ?? 0) };
}

/** One of the owner's addresses, or null. */
export async function findAddress(db: Kysely<Database>, owner: Owner, id: number) {
  const row = await ownAddresses(db, owner).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? addressView(row, await defaultAddressId(db, owner)) : null;
}

/** Points the owner's default address at `addressId` (or at none). */
/** A guest's name and e-mail come from their address (§8.15). */
async function rememberGuest(
  db: Kysely<Database>,
  userToken: string,
  who: { name: string; email: string },
  now: string,
) {
  const guest = await db
    .selectFrom('guest_users')
    .select('id')
    .where('user_token', '=', userToken)
    .executeTakeFirst();
  if (guest)
    await db
      .updateTable('guest_users')
      .set({ name: who.name, email: who.email, updated_at: now })
      .where('id', '=', guest.id)
      .execute();
  else
    await db
      .insertInto('guest_users')
      .values({ user_token: userToken, ...who, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_token').doNothing())
      .execute();
}

/**
 * Creates an address, or updates one of the owner's (`id`); the first address, or one marked default,
 * becomes the default. Null when `id` is not one of the owner's.
 */
export async function saveAddress(
  db: Kysely<Database>,
  owner: Owner,
  id: number | undefined,
  body: AddressBody,
  now: string,
) {
  const { id: _id, user_token: _t, default: makeDefault, ...fields } = body;
  const values = { ...fields, ...optionalAddressFields(fields), updated_at: now };
  let addressId: number;
  if (id !== undefined) {
    // Ours: only an address the caller owns can be updated (iShop does not check, §8.15).
    const mine = await ownAddresses(db, owner).select('id').where('id', '=', id).executeTakeFirst();
    if (!mine) return null;
    await db.updateTable('addresses').set(values).where('id', '=', id).execute();
    addressId = id;
  } else {
    if ('userToken' in owner)
      await rememberGuest(db, owner.userToken, { name: values.name, email: values.email }, now);
    const row = await db
      .insertInto('addresses')
      .values({
        ...values,
        user_id: 'userId' in owner ? owner.userId : null,
        user_token: 'userToken' in owner ? owner.userToken : null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addressId = row.id;
  }
  const current = await defaultAddressId(db, owner);
  if (makeDefault === 1 || current === null) await setDefaultAddress(db, owner, addressId);
  const saved = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .executeTakeFirstOrThrow();
  return addressView(saved, await defaultAddressId(db, owner));
}

/**
 * Deletes one of the owner's addresses unless an order uses it; when it was the default, the newest
 * remaining address becomes the default.
 */
export async function deleteAddress(db: Kysely<Database>, owner: Owner, id: number) {
  const row = await ownAddresses(db, owner).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false as const, reason: 'not-found' as const };
  const used = await db
    .selectFrom('orders')
    .select('id')
    .where('user_address_id', '=', id)
    .executeTakeFirst();
  if (used) return { ok: false as const, reason: 'in-use' as const };
  await db.deleteFrom('addresses').where('id', '=', id).execute();
  if ((await defaultAddressId(db, owner)) === id) {
    const next = await ownAddresses(db, owner)
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    await setDefaultAddress(db, owner, next?.id ?? null);
  }
  return { ok: true as const, address: addressView(row, null) };
}
