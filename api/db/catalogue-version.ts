// The catalogue's version: a settings row that every catalogue write replaces (the seed today; product,
// category, tag and translation edits when they come). Caches built from the catalogue — the search
// vocabulary (api/search/vocabulary.ts) — compare it on each use, so a write from any process (another web
// process on the same PostgreSQL, `npm run db:seed -- --reset`) reaches them on their next read.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
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

/**
 * A catalogue write in one transaction whose first statement replaces the version. On SQLite that makes it
 * a writer from its start, so it waits its turn (busy_timeout) behind another process's write instead of
 * failing to turn a read into a write ("database is locked"); and the new version commits with the write,
 * or not at all.
 */
export function catalogueWrite<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await touchCatalogue(trx);
    return work(trx);
  });
}
