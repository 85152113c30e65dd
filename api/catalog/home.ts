// The home page (docs/api-reference.md §8.2): sliders, site features, banners, featured categories and brands, the
// running flash sales and the collections with their products. Each of the staff's items shows within its
// window (inSchedule: migrations 0024 and 0030, decisions 143 and 151); a category or brand outside its window
// only loses its featured place here.
import { PAGE_SIZE, SliderType, Visibility } from '#contract/codes.ts';
import type { Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { BANNER_COLUMNS } from '../site/service.ts';
import { productCards } from './cards.ts';
import { ofLiveStore } from '../db/live-store.ts';
import { inSchedule } from '../db/schedule.ts';
import { activeFlashSales } from './flash-sales.ts';
import { categoryItem } from './service.ts';

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

function publicRows(r: Reader) {
  const { db } = r;
  return Promise.all([
    db
      .selectFrom('home_sliders')
      .selectAll()
      .where('status', '=', Visibility.PUBLIC)
      .where(inSchedule(r.now))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('site_features')
      .selectAll()
      .where('status', '=', Visibility.PUBLIC)
      .where(inSchedule(r.now))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('banners')
      .select(BANNER_COLUMNS)
      .where('status', '=', Visibility.PUBLIC)
      .where(inSchedule(r.now))
      .orderBy('type')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'title', 'slug', 'image', 'parent_id', 'status', 'featured', 'in_footer'])
      .where('status', '=', Visibility.PUBLIC)
      .where('featured', '=', 1)
      .where(inSchedule(r.now))
      .orderBy('sort')
      .orderBy('id')
      .limit(PAGE_SIZE.homeCategories)
      .execute(),
    db
      .selectFrom('brands')
      .select(['id', 'title', 'slug', 'image', 'status', 'featured'])
      .where('status', '=', Visibility.PUBLIC)
      .where('featured', '=', 1)
      .where(inSchedule(r.now))
      .orderBy('sort')
      .orderBy('id')
      .limit(PAGE_SIZE.homeBrands)
      .execute(),
    activeFlashSales(r),
    db
      .selectFrom('collections')
      .select(['id', 'title', 'slug', 'status'])
      .where('status', '=', Visibility.PUBLIC)
      .where(inSchedule(r.now))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
}

/** A collection with its first public products as cards. */
async function withProducts<C extends { id: number }>(r: Reader, col: C) {
  const ids = (
    await r.db
      .selectFrom('product_collections as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select('p.id')
      .where('pc.collection_id', '=', col.id)
      .where('p.status', '=', Visibility.PUBLIC)
      .where(ofLiveStore())
      .orderBy('pc.sort')
      .limit(PAGE_SIZE.homeCollection)
      .execute()
  ).map((row) => row.id);
  const cards = await productCards(r.db, ids, { lang: r.lang, now: r.now, withShippingRule: true });
  return {
    ...col,
    product_collections: cards.map((p) => ({
      ...p,
      product_collection_id: col.id,
      product_id: p.id,
    })),
  };
}

export async function homeSections(r: Reader) {
  const { db, lang } = r;
  const [sliders, features, banners, featuredCats, featuredBrands, sales, collections] =
    await publicRows(r);
  const [tSliders, tFeatures, tBanners, tCats, tBrands, tCollections] = await Promise.all([
    translate(db, 'home_sliders', sliders, lang, ['title']),
    translate(db, 'site_features', features, lang, ['detail']),
    translate(db, 'banners', banners, lang, ['title']),
    translate(db, 'categories', featuredCats, lang, ['title']),
    translate(db, 'brands', featuredBrands, lang, ['title']),
    translate(db, 'collections', collections, lang, ['title']),
  ]);
  const collectionProducts = await Promise.all(tCollections.map((col) => withProducts(r, col)));
  const slider = (s: (typeof tSliders)[number]) =>
    pick(s, ['id', 'title', 'slug', 'image', 'type', 'source_type', 'tags', 'url', 'status']);
  const rightTop = tSliders.find((s) => s.type === SliderType.RIGHT_TOP);
  const rightBottom = tSliders.find((s) => s.type === SliderType.RIGHT_BOTTOM);
  return {
    slider: {
      main: tSliders.filter((s) => s.type === SliderType.MAIN).map(slider),
      ...(rightTop ? { right_top: slider(rightTop) } : {}),
      ...(rightBottom ? { right_bottom: slider(rightBottom) } : {}),
    },
    site_features: tFeatures.map((f) => pick(f, ['id', 'image', 'detail', 'status'])),
    banners: tBanners,
    // Category records (§7.2), as [P] sends them.
    featured_categories: tCats.map((k) => ({
      ...categoryItem(k),
      status: k.status,
      featured: k.featured,
      in_footer: k.in_footer,
    })),
    featured_brands: tBrands,
    flash_sales: sales.filter((s) => s.public_products.length > 0),
    collections: collectionProducts.filter((col) => col.product_collections.length > 0),
    time_zone: 'UTC',
  };
}
