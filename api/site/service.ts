// Static pages (§8.9), UI string overrides (§8.29) and the anonymous forms: newsletter (§8.26), contact (§8.24).
import type { Kysely } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import type { ContactBody } from '#contract/site/contact.ts';
import type { Database } from '../db/schema.ts';
import type { Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { newUnsubscribeToken } from './unsubscribe.ts';

/** A public page by slug (without its id); null when there is none. */
export async function pageBySlug(r: Reader, slug: string) {
  const row = await r.db
    .selectFrom('pages')
    .select([
      'id',
      'slug',
      'title',
      'meta_title',
      'meta_description',
      'description',
      'page_from_component',
    ])
    .where('slug', '=', slug)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  if (!row) return null;
  const [page] = await translate(r.db, 'pages', [row], r.lang, [
    'title',
    'description',
    'meta_title',
    'meta_description',
  ]);
  const { id: _id, ...translated } = page!;
  // Always strings (§8.9): a page without its own SEO title or description is described by its title.
  const rest = {
    ...translated,
    meta_title: translated.meta_title || translated.title,
    meta_description: translated.meta_description ?? '',
  };
  if (rest.page_from_component === 1 && rest.description?.trim() === 'Sitemap')
    return { ...rest, ...(await sitemapLinks(r)) };
  return rest;
}

/** How many products the human sitemap page lists (the newest; the XML sitemaps list them all). */
const SITEMAP_PAGE_PRODUCTS = 100;

/**
 * What the human sitemap page (`Sitemap` component, docs/api-reference.md §8.9) carries: the public top-level
 * categories in their order and the newest public products, titles in the reader's language.
 */
async function sitemapLinks(r: Reader) {
  const categories = await r.db
    .selectFrom('categories')
    .select(['id', 'title', 'slug', 'updated_at'])
    .where('status', '=', Visibility.PUBLIC)
    .where('parent_id', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const products = await r.db
    .selectFrom('products')
    .select(['id', 'title', 'slug', 'updated_at'])
    .where('status', '=', Visibility.PUBLIC)
    .orderBy('id', 'desc')
    .limit(SITEMAP_PAGE_PRODUCTS)
    .execute();
  return {
    categories: await translate(r.db, 'categories', categories, r.lang, ['title']),
    products: await translate(r.db, 'products', products, r.lang, ['title']),
  };
}

/**
 * The UI string overrides a shop owner stored for a language (table_name 'ui:<section>', field = key), by
 * section; empty when none, null for a language the shop does not have.
 */
export async function uiOverrides(
  db: Kysely<Database>,
  localeCode: string,
): Promise<Record<string, Record<string, string>> | null> {
  const code = localeCode.slice(0, 2).toLowerCase();
  const known = await db
    .selectFrom('languages')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!known) return null;
  const rows = await db
    .selectFrom('translations')
    .select(['table_name', 'field', 'value'])
    .where('lang', '=', code)
    .where('table_name', 'like', 'ui:%')
    .execute();
  const data: Record<string, Record<string, string>> = {};
  for (const row of rows) (data[row.table_name.slice(3)] ??= {})[row.field] = row.value;
  return data;
}

/** Idempotent: subscribing twice is still a success, and says nothing about who is subscribed. */
export async function subscribe(db: Kysely<Database>, email: string, language: string | null) {
  await db
    .insertInto('newsletter_subscribers')
    .values({
      email: email.toLowerCase(),
      language: language ?? 'en',
      unsubscribe_token: newUnsubscribeToken(),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** Every message is kept in contact_messages for the shop to read. */
export async function saveContactMessage(db: Kysely<Database>, message: ContactBody) {
  await db
    .insertInto('contact_messages')
    .values({ ...message, created_at: new Date().toISOString() })
    .execute();
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { BANNER_COLUMNS } from './common.ts';
export { offeredNow, readSetting, socialSwitchOn } from './settings.ts';
export { countriesPhones } from './countries.ts';
export { ensureUnsubscribeTokens } from './unsubscribe.ts';
