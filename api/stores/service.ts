// The store page (docs/api-reference.md §8.10): a public store, its products filtered like a listing (proposed), its
// average rating, whether the caller follows it, and with `sidebar_data` the listing sidebar.
import type { z } from '#contract/zod.ts';
import { PAGE_SIZE, Visibility } from '#contract/codes.ts';
import type { StoreQuerySchema } from '#contract/stores/schemas.ts';
import type { Page, Reader } from '../db/reader.ts';
import type { CardRow } from '../catalog/service.ts';
import { listProducts, withSearchTerms, listingFilter, sidebarLists } from '../catalog/service.ts';
import { translate } from '../db/translate.ts';
import { STORE_TEXTS } from '#contract/stores/seller.ts';

/** The store columns every answer shows (§7: Store). */
export const STORE_COLUMNS = [
  'id',
  'name',
  'slug',
  'image',
  'meta_title',
  'meta_description',
  'whatsapp_btn',
  'whatsapp_number',
  'whatsapp_default_msg',
  'created_at',
] as const;

async function follows(r: Reader, userId: number, storeId: number): Promise<boolean> {
  const row = await r.db
    .selectFrom('store_follows')
    .select('id')
    .where('user_id', '=', userId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The rounded average rating of the store's reviewed public products (0 when none). */
async function averageRating(r: Reader, storeId: number): Promise<number> {
  const row = await r.db
    .selectFrom('products')
    .select((eb) => eb.fn.avg<number>('rating').as('avg'))
    .where('store_id', '=', storeId)
    .where('status', '=', Visibility.PUBLIC)
    .where('review_count', '>', 0)
    .executeTakeFirst();
  return Math.round(Number(row?.avg ?? 0) * 100) / 100;
}

/** The store page's profile (issue 34, additive): banner, contact, and texts in the reader's language. */
const PROFILE_COLUMNS = [
  'banner_image',
  'contact_email',
  'contact_phone',
  'description',
  'shipping_policy',
  'return_policy',
] as const;

/** The page of a public store; null when there is none. `viewer` is asked only then. */
export async function storePage(
  r: Reader,
  q: z.output<typeof StoreQuerySchema>,
  viewer: () => Promise<{ id: number } | null>,
) {
  const found = await r.db
    .selectFrom('stores')
    .select([...STORE_COLUMNS, ...PROFILE_COLUMNS])
    .where('slug', '=', q.slug)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  if (!found) return null;
  // A text not written in the reader's language falls back to English (the store's row).
  const [store] = await translate(r.db, 'stores', [found], r.lang, [...STORE_TEXTS]);
  if (!store) return null;
  // (proposed) the listing filters apply to the store's products too.
  const filter = await withSearchTerms(r, { ...listingFilter(q), storeId: store.id, q: q.q });
  const perPage = PAGE_SIZE.listing;
  const { items, total } = await listProducts(r, { filter, sort: q.sortby, page: q.page, perPage });
  const review = q.required_rating ? await averageRating(r, store.id) : 0;
  const caller = await viewer();
  const result: Page<CardRow> = { items, total, page: q.page, perPage };
  return {
    store,
    result,
    following: caller ? await follows(r, caller.id, store.id) : false,
    review,
    ...(q.sidebar_data ? await sidebarLists(r, filter) : {}),
  };
}
