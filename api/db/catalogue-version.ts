// The catalogue's version: a settings row that every catalogue write replaces (the seed today; product,
// category, tag and translation edits when they come). Caches built from the catalogue — the search
// vocabulary (api/search/vocabulary.ts) — compare it on each use, so a write from any process (another web
// process on the same PostgreSQL, `npm run db:seed -- --reset`) reaches them on their next read.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

const KEY = 'catalog_version';

/** The current version ('' before the first catalogue write). */
export async function catalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  return row?.value ?? '';
}

/** Call after (or inside the transaction of) every catalogue write. */
export async function touchCatalogue(db: Kysely<Database>): Promise<void> {
  const value = JSON.stringify(randomUUID());
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
