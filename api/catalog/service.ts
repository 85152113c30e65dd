// Catalogue listings (docs/api-reference.md §8.3–§8.5): `all` (category, brand, collection), `products` (search,
// slider/banner targets, home feed), the category and brand lists, and the sidebar every listing shares.
import { PAGE_SIZE, Visibility } from '#contract/codes.ts';
import type { AllQuery, ProductsQuery } from '#contract/catalog/listing.ts';
import { toMinor } from '#contract/money.ts';
import type { Category } from '#contract/shapes.ts';
import { countOf, type Page, type Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { baseQuery, categoryWithDescendants, type ListingFilter } from './queries.ts';
import { listProducts, listWithBrandFacet, withSearchTerms } from './listing.ts';
import { sourceFilter } from './sources.ts';

/** The sidebar: brands occurring in the filtered products (`known` when already found), collections, shipping. */
export async function sidebarLists(r: Reader, filter: ListingFilter, known?: number[]) {
  const { db, lang } = r;
  // Brands occurring in the filtered products, before the brand filter itself (docs/api-reference.md §8.3).
  const withoutBrand = { ...filter, brandIds: undefined };
  const brandIds =
    known ??
    (await baseQuery(db, r.dialect, withoutBrand, r.now).select('p.brand_id').distinct().execute())
      .map((row) => row.brand_id)
      .filter((x): x is number => x != null);
  const brands = brandIds.length
    ? await translate(
        db,
        'brands',
        await db
          .selectFrom('brands')
          .select(['id', 'title'])
          .where('id', 'in', brandIds)
          .where('status', '=', Visibility.PUBLIC)
          .orderBy('title')
          .execute(),
        lang,
        ['title'],
      )
    : [];
  const collections = await translate(
    db,
    'collections',
    await db
      .selectFrom('collections')
      .select(['id', 'title'])
      .where('status', '=', Visibility.PUBLIC)
      .orderBy('sort')
      .execute(),
    lang,
    ['title'],
  );
  const shipping = await translate(
    db,
    'shipping_rules',
    await db.selectFrom('shipping_rules').select(['id', 'title']).orderBy('id').execute(),
    lang,
    ['title'],
  );
  return { brands, collections, shipping };
}

/** The filters every listing shares (brand, collection, shipping, rating, price in major units). */
export function listingFilter(q: {
  brand?: number[];
  collection?: number[];
  shipping?: number[];
  rating?: number;
  min?: number;
  max?: number;
}): ListingFilter {
  return {
    brandIds: q.brand,
    collectionIds: q.collection,
    shippingIds: q.shipping,
    minRating: q.rating || undefined,
    min: q.min !== undefined ? toMinor(q.min) : undefined,
    max: q.max !== undefined ? toMinor(q.max) : undefined,
  };
}

/** A category as a list item: its parent is an id, 0 at the top. */
export const categoryItem = (k: {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  parent_id: number | null;
}) => ({ id: k.id, title: k.title, slug: k.slug, image: k.image, parent: k.parent_id ?? 0 });

async function categoryBySlug(r: Reader, slug: string): Promise<Category | null> {
  const { db, lang } = r;
  const row = await db
    .selectFrom('categories')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  if (!row) return null;
  const [cat] = await translate(db, 'categories', [row], lang, [
    'title',
    'meta_title',
    'meta_description',
  ]);
  const children = await translate(
    db,
    'categories',
    await db
      .selectFrom('categories')
      .select(['id', 'title', 'slug', 'image', 'parent_id'])
      .where('parent_id', '=', row.id)
      .where('status', '=', Visibility.PUBLIC)
      .orderBy('sort')
      .execute(),
    lang,
    ['title'],
  );
  return {
    id: cat!.id,
    title: cat!.title,
    slug: cat!.slug,
    image: cat!.image,
    banner_image: cat!.banner_image,
    meta_title: cat!.meta_title,
    meta_description: cat!.meta_description,
    meta_keywords: cat!.meta_keywords,
    status: cat!.status,
    parent: cat!.parent_id ?? 0,
    featured: cat!.featured,
    in_footer: cat!.in_footer,
    child: children.map(categoryItem),
  };
}

/** `all`: a category (with its descendants), brand or collection listing. */
export async function allListing(r: Reader, q: AllQuery) {
  const { db, lang } = r;
  const filter = listingFilter(q);
  // sub_category (proposed) takes precedence over category; an unknown slug ignores the filter (§8.3).
  const slug = q.sub_category ?? q.category;
  const category = slug ? await categoryBySlug(r, slug) : null;
  if (category) filter.categoryIds = await categoryWithDescendants(db, category.id);
  const options = {
    filter,
    sort: q.sortby,
    page: q.page,
    perPage: PAGE_SIZE.listing,
    withBrandId: true,
  };
  // A category is a bounded set: one scan gives the page, the total and the brand facet.
  const { items, total, brandIds } = filter.categoryIds?.length
    ? await listWithBrandFacet(r, options)
    : { ...(await listProducts(r, options)), brandIds: undefined };
  const side = await sidebarLists(r, filter, brandIds);
  let brand = null;
  if (q.brand?.length) {
    const b = await db
      .selectFrom('brands')
      .select(['id', 'title', 'image', 'banner_image'])
      .where('id', '=', q.brand[0]!)
      .executeTakeFirst();
    brand = b ? (await translate(db, 'brands', [b], lang, ['title']))[0]! : null;
  }
  const result: Page<(typeof items)[number]> = {
    items,
    total,
    page: q.page,
    perPage: PAGE_SIZE.listing,
  };
  return {
    result,
    category,
    brand,
    brands: side.brands,
    collections: q.sidebar_data ? side.collections : null,
    shipping: q.sidebar_data ? side.shipping : null,
  };
}

/** `products`: search results, a slider's or banner's products, the home feed; null for an unknown source. */
export async function productsListing(r: Reader, q: ProductsQuery) {
  let filter = listingFilter(q);
  let source = null;
  if (q.q) {
    filter = await withSearchTerms(r, { ...filter, q: q.q }); // q wins over home_spm/banner
  } else if (q.home_spm || q.banner) {
    const resolved = await sourceFilter(
      r,
      q.home_spm ? 'slider' : 'banner',
      (q.home_spm ?? q.banner)!,
    );
    if (!resolved) return null;
    filter = {
      ...resolved.filter,
      ...Object.fromEntries(Object.entries(filter).filter(([, x]) => x !== undefined)),
    };
    source = resolved.source;
  }
  const perPage = q.is_home_page ? PAGE_SIZE.homeProduct : PAGE_SIZE.listing;
  const { items, total } = await listProducts(r, { filter, sort: q.sortby, page: q.page, perPage });
  const side = q.sidebar_data ? await sidebarLists(r, filter) : null;
  const allCategories = q.all_categories ? await categoryLinks(r, 'top') : null;
  const result: Page<(typeof items)[number]> = { items, total, page: q.page, perPage };
  return {
    result,
    source,
    all_categories: allCategories,
    brands: side?.brands ?? null,
    collections: side?.collections ?? null,
    shipping: side?.shipping ?? null,
    category: null,
  };
}

/** `{id, title, slug}` in the caller's language: of the public top-level categories, or of the given ids. */
export async function categoryLinks(r: Reader, which: 'top' | { ids: number[] }) {
  let q = r.db.selectFrom('categories').select(['id', 'title', 'slug']);
  q =
    which === 'top'
      ? q.where('status', '=', Visibility.PUBLIC).where('parent_id', 'is', null).orderBy('sort')
      : q.where('id', 'in', which.ids);
  return translate(r.db, 'categories', await q.execute(), r.lang, ['title']);
}

/** `categories`: top-level categories with their public children, a page at a time. */
export async function categoriesPage(r: Reader, page: number) {
  const { db, lang } = r;
  const perPage = PAGE_SIZE.frontend;
  const base = db
    .selectFrom('categories')
    .where('status', '=', Visibility.PUBLIC)
    .where('parent_id', 'is', null);
  const total = await countOf(base);
  const rows = await translate(
    db,
    'categories',
    await base
      .select(['id', 'title', 'slug', 'image', 'meta_title', 'meta_description'])
      .orderBy('sort')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    lang,
    ['title', 'meta_title', 'meta_description'],
  );
  const kids = rows.length
    ? await translate(
        db,
        'categories',
        await db
          .selectFrom('categories')
          .select(['id', 'title', 'slug', 'image', 'parent_id'])
          .where(
            'parent_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('status', '=', Visibility.PUBLIC)
          .orderBy('sort')
          .execute(),
        lang,
        ['title'],
      )
    : [];
  const items = rows.map((row) => ({
    ...row,
    child: kids.filter((k) => k.parent_id === row.id).map(categoryItem),
  }));
  return { items, total, page, perPage };
}

/** `brands`: public brands by title, a page at a time. */
export async function brandsPage(r: Reader, page: number) {
  const perPage = PAGE_SIZE.frontend;
  const base = r.db.selectFrom('brands').where('status', '=', Visibility.PUBLIC);
  const total = await countOf(base);
  const items = await translate(
    r.db,
    'brands',
    await base
      .select(['id', 'title', 'slug', 'image'])
      .orderBy('title')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    r.lang,
    ['title'],
  );
  return { items, total, page, perPage };
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { flashPrices, productCards } from './cards.ts';
export type { CardRow, FlashPrice } from './cards.ts';
export { listProducts, withSearchTerms } from './listing.ts';
export { variantAttributes } from './variant-attributes.ts';
