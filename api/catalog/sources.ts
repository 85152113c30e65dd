// What a home slider or a banner lists (`products?home_spm=` / `?banner=`, docs/api-reference.md §8.3): its source
// type picks categories (with their descendants), tags, brands or products.
import { SourceType, Visibility } from '#contract/codes.ts';
import type { Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { inSchedule } from '../db/schedule.ts';
import { categoryWithDescendants, type ListingFilter } from './queries.ts';

/** The listing filter of a public slider or banner and its `{id, title}`; null when there is none. */
export async function sourceFilter(r: Reader, owner: 'slider' | 'banner', id: number) {
  const { db } = r;
  const table = owner === 'slider' ? 'home_sliders' : 'banners';
  const source = await db
    .selectFrom(table)
    .select(['id', 'title', 'source_type', 'tags'])
    .where('id', '=', id)
    .where('status', '=', Visibility.PUBLIC)
    .where(inSchedule(r.now))
    .executeTakeFirst();
  if (!source) return null;
  const links = await db
    .selectFrom('source_links')
    .select(['target_type', 'target_id'])
    .where('owner_type', '=', owner)
    .where('owner_id', '=', id)
    .execute();
  const targets = (type: string) =>
    links.filter((l) => l.target_type === type).map((l) => l.target_id);
  const filter: ListingFilter = {};
  switch (source.source_type) {
    case SourceType.CATEGORIES:
    case SourceType.SUB_CATEGORIES: {
      const ids = (
        await Promise.all(targets('category').map((t) => categoryWithDescendants(db, t)))
      ).flat();
      filter.categoryIds = ids.length ? ids : [0];
      break;
    }
    case SourceType.TAGS:
      filter.tagsAll = (source.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      break;
    case SourceType.BRANDS:
      filter.brandIds = targets('brand').length ? targets('brand') : [0];
      break;
    case SourceType.PRODUCTS:
      filter.productIds = targets('product');
      break;
    default:
      break; // URL sources are navigated to by the client, never listed
  }
  const [t] = await translate(db, table, [source], r.lang, ['title']);
  return { filter, source: { id: t!.id, title: t!.title } };
}
