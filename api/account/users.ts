// Users as the account domain reads and shows them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';

const userColumns = [
  'id',
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'avatar',
  'verified',
  'default_address_id',
  'language',
  'password_hash',
] as const;

/** A live (not deleted) account by its e-mail, in any case. */
export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('users')
    .select([...userColumns])
    .where('email', '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst() as Promise<AuthUser | undefined>;

/** The user as the API shows it (UserSchema). */
export function userView(u: AuthUser) {
  return {
    id: u.id,
    name: u.name,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone: u.phone,
    avatar: u.avatar,
    default_address: u.default_address_id,
    verified: u.verified,
  };
}

export const displayName = (first: string, last?: string | null) =>
  [first.trim(), (last ?? '').trim()].filter(Boolean).join(' ');
