// Search suggestions (docs/api-reference.md §8.7): the first products, tags, categories and sub-categories matching
// the typed text (typo-corrected, also on the caller's language's category titles).
import { PAGE_SIZE, Visibility } from '#contract/codes.ts';
import type { Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { listProducts, withSearchTerms, categoryLinks } from '../catalog/service.ts';
import { likeAll, type SearchTerms } from './terms.ts';
import { translatedTitleRows } from './translated.ts';

/** Categories whose base title, or title in the caller's language, contains every term. */
async function matchingCategories(r: Reader, terms: SearchTerms) {
  const { db, lang } = r;
  const translatedIds = lang
    ? (await translatedTitleRows(r.dialect, 'categories', lang, terms).execute(db)).rows.map(
        (row) => row.row_id,
      )
    : [];
  const cats = await db
    .selectFrom('categories')
    .select(['id', 'title', 'slug', 'image', 'parent_id'])
    .where('status', '=', Visibility.PUBLIC)
    .where((eb) =>
      eb.or([
        likeAll('title', terms),
        ...(translatedIds.length ? [eb('id', 'in', translatedIds)] : []),
      ]),
    )
    .orderBy('sort')
    .limit(PAGE_SIZE.search * 2)
    .execute();
  return translate(db, 'categories', cats, lang, ['title']);
}

export async function suggestions(r: Reader, text: string | undefined) {
  const empty = { product: [], suggested: [], category: [], sub_category: [] };
  if (!text) return empty;
  const { db } = r;
  const filter = await withSearchTerms(r, { q: text });
  const terms = filter.terms ?? [];
  if (!terms.length) return empty;
  const { items } = await listProducts(r, {
    filter,
    page: 1,
    perPage: PAGE_SIZE.search,
    withTotal: false,
  });
  const tags = await db
    .selectFrom('tags')
    .select(['id', 'title'])
    .where(likeAll('title', terms))
    .orderBy('title')
    .limit(PAGE_SIZE.search)
    .execute();
  const tCats = await matchingCategories(r, terms);
  const parents = tCats.some((k) => k.parent_id)
    ? await categoryLinks(r, { ids: tCats.map((k) => k.parent_id ?? 0) })
    : [];
  return {
    product: items,
    suggested: tags,
    category: tCats
      .filter((k) => !k.parent_id)
      .slice(0, PAGE_SIZE.search)
      .map(({ id, title, slug, image }) => ({ id, title, slug, image })),
    sub_category: tCats
      .filter((k) => k.parent_id)
      .slice(0, PAGE_SIZE.search)
      .map(({ id, title, slug, image, parent_id }) => ({
        id,
        title,
        slug,
        image,
        category: parents.find((p) => p.id === parent_id) ?? null,
      })),
  };
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { likeAll, termsFor, tokenize } from './terms.ts';
export { plainWords, translatedTitleRows } from './translated.ts';
export type { SearchTerms } from './terms.ts';
export { vocabularyOf } from './vocabulary.ts';
