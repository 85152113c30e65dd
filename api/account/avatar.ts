// Avatars (docs/spec.md §5, §9): JPEG or PNG judged by their bytes (never the client's word), at most 1000 KB, stored
// through the file store as avatars/<user>-<random>; the previous file is removed.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AVATAR_MAX_BYTES } from '#contract/account/schemas.ts';
import { Messages } from '#contract/messages.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { FileStore } from '../lib/files/index.ts';
import { imageContentType, imageKind } from '../lib/images.ts';

/** Stores `file` as the user's avatar; a refusal is the spec's message. */
export async function setAvatar(
  db: Kysely<Database>,
  files: FileStore,
  user: AuthUser,
  file: unknown,
  now: string,
): Promise<{ ok: true; avatar: string } | { ok: false; message: string }> {
  if (!(file instanceof File) || file.size === 0)
    return { ok: false, message: Messages.avatarMissing };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, message: Messages.avatarSize };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (kind !== 'jpg' && kind !== 'png') return { ok: false, message: Messages.avatarType };
  const name = `avatars/${user.id}-${randomBytes(8).toString('hex')}.${kind}`;
  await files.put(name, bytes, imageContentType(kind));
  await db
    .updateTable('users')
    .set({ avatar: name, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  if (user.avatar) await files.delete(user.avatar).catch(() => undefined);
  return { ok: true, avatar: name };
}
