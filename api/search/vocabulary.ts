// The shop's vocabulary for typo-tolerant search (terms.ts): the words of public product titles and tags,
// category names, tags and translated titles, with how often each occurs. Kept in memory per database on
// lru-cache and reloaded when the catalogue's version changes (every catalogue write replaces it:
// api/db/catalogue-version.ts), else refreshed in the background once older than five minutes.
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { Visibility } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import { catalogueVersion } from '../db/catalogue-version.ts';
import { buildVocabulary, type Vocabulary } from './terms.ts';

async function loadVocabulary(db: Kysely<Database>): Promise<Vocabulary> {
  const texts: string[] = [];
  const products = await db
    .selectFrom('products')
    .select(['title', 'tags'])
    .where('status', '=', Visibility.PUBLIC)
    .execute();
  for (const p of products) texts.push(p.title ?? '', (p.tags ?? '').replace(/,/g, ' '));
  const cats = await db.selectFrom('categories').select('title').execute();
  for (const c of cats) texts.push(c.title ?? '');
  const tags = await db.selectFrom('tags').select('title').execute();
  for (const t of tags) texts.push(t.title ?? '');
  const translated = await db
    .selectFrom('translations')
    .select('value')
    .where('table_name', 'in', ['products', 'categories'])
    .where('field', '=', 'title')
    .execute();
  for (const t of translated) texts.push(t.value);
  return buildVocabulary(texts);
}

type Entry = { version: string; vocabulary: Vocabulary };

// One entry per database handle (a process has one; tests have a few). `context` is the catalogue version
// the load starts from.
const vocabularies = new LRUCache<Kysely<Database>, Entry, string>({
  max: 16,
  ttl: 5 * 60_000,
  allowStale: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: async (db, _stale, { context }) => ({
    version: context,
    vocabulary: await loadVocabulary(db),
  }),
});

/**
 * The vocabulary of this database. The first call loads it (135–190 ms at 10,000 products); later calls
 * answer from memory. After a catalogue write (its version changed) the call waits for the new vocabulary;
 * one older than five minutes is refreshed in the background (edits made outside the API).
 */
export async function vocabularyOf(db: Kysely<Database>): Promise<Vocabulary> {
  const version = await catalogueVersion(db);
  let entry = await vocabularies.fetch(db, { context: version });
  if (entry && entry.version !== version)
    entry = await vocabularies.fetch(db, {
      context: version,
      forceRefresh: true,
      allowStale: false,
    });
  if (!entry) throw new Error('search vocabulary unavailable');
  return entry.vocabulary;
}
