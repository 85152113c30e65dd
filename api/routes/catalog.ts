// Catalogue reads (API-REFERENCE §8.2–§8.12).
import { Hono } from 'hono';

import { BannerType, PAGE_SIZE, SliderType, SourceType, Visibility } from '#contract/codes.ts';
import { AllQuerySchema, ProductsQuerySchema } from '#contract/api/listing.ts';
import { PageOnlyQuerySchema } from '#contract/api/catalog-lists.ts';
import { FlashSaleQuerySchema } from '#contract/api/flash-sale.ts';
import { SearchQuerySchema } from '#contract/api/search.ts';
import { ProductParamsSchema } from '#contract/api/product.ts';
import { SlugParamsSchema } from '#contract/api/page.ts';
import { StoreQuerySchema } from '#contract/api/store.ts';
import { ReviewsQuerySchema } from '#contract/api/reviews.ts';
import { SuggestedQuerySchema } from '#contract/api/suggested-products.ts';
import { buildPaginator } from '#contract/paginate.ts';
import { toMinor } from '#contract/money.ts';
import { Messages } from '#contract/messages.ts';
import type { Category } from '#contract/shapes.ts';
import {
  endpointPath,
  languageOf,
  major,
  nowOf,
  queryOf,
  send,
  sendForm,
  sendNotFound,
  sqlNow,
  translate,
  validateQuery,
  type ApiEnv,
  type Ctx,
} from '../lib/context.ts';
import {
  baseQuery,
  withSearchTerms,
  listWithBrandFacet,
  categoryWithDescendants,
  listProducts,
  productCards,
  type ListingFilter,
} from '../services/catalog.ts';
import { likeAll } from '../services/search.ts';
import { currentUser } from '../lib/auth.ts';

export const catalogRoutes = new Hono<ApiEnv>();

/** Whether the signed-in caller (if any) follows the store (§8.10 `following`). */
async function isFollowing(c: Ctx, storeId: number): Promise<boolean> {
  const user = await currentUser(c);
  if (!user) return false;
  const row = await c
    .get('deps')
    .db.selectFrom('store_follows')
    .select('id')
    .where('user_id', '=', user.id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Boolean(row);
}

const paginate = <T>(c: Ctx, items: T[], total: number, page: number, perPage: number) =>
  buildPaginator({ items, total, page, perPage, path: endpointPath(c), query: queryOf(c) });

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

// ---------- home ----------
catalogRoutes.get('/home', async (c) => {
  const { db } = c.get('deps');
  const lang = languageOf(c);
  const now = sqlNow(nowOf(c));
  const [sliders, features, banners, featuredCats, featuredBrands, sales, collections] =
    await Promise.all([
      db
        .selectFrom('home_sliders')
        .selectAll()
        .where('status', '=', Visibility.PUBLIC)
        .orderBy('sort')
        .execute(),
      db
        .selectFrom('site_features')
        .selectAll()
        .where('status', '=', Visibility.PUBLIC)
        .orderBy('sort')
        .execute(),
      db
        .selectFrom('banners')
        .selectAll()
        .where('status', '=', Visibility.PUBLIC)
        .orderBy('type')
        .execute(),
      db
        .selectFrom('categories')
        .select(['id', 'title', 'slug', 'image', 'parent_id'])
        .where('status', '=', Visibility.PUBLIC)
        .where('featured', '=', 1)
        .orderBy('sort')
        .limit(PAGE_SIZE.homeCategories)
        .execute(),
      db
        .selectFrom('brands')
        .select(['id', 'title', 'slug', 'image', 'status', 'featured'])
        .where('status', '=', Visibility.PUBLIC)
        .where('featured', '=', 1)
        .orderBy('id')
        .limit(PAGE_SIZE.homeBrands)
        .execute(),
      activeFlashSales(c, now),
      db
        .selectFrom('collections')
        .select(['id', 'title', 'slug', 'status'])
        .where('status', '=', Visibility.PUBLIC)
        .orderBy('sort')
        .execute(),
    ]);
  const [tSliders, tFeatures, tBanners, tCats, tCollections] = await Promise.all([
    translate(db, 'home_sliders', sliders, lang, ['title']),
    translate(db, 'site_features', features, lang, ['detail']),
    translate(db, 'banners', banners, lang, ['title']),
    translate(db, 'categories', featuredCats, lang, ['title']),
    translate(db, 'collections', collections, lang, ['title']),
  ]);
  const collectionProducts = await Promise.all(
    tCollections.map(async (col) => {
      const ids = (
        await db
          .selectFrom('product_collections as pc')
          .innerJoin('products as p', 'p.id', 'pc.product_id')
          .select('p.id')
          .where('pc.collection_id', '=', col.id)
          .where('p.status', '=', Visibility.PUBLIC)
          .orderBy('pc.sort')
          .limit(PAGE_SIZE.homeCollection)
          .execute()
      ).map((r) => r.id);
      const cards = await productCards(db, ids, { lang, now, withShippingRule: true });
      return {
        ...col,
        product_collections: cards.map((p) => ({
          ...p,
          product_collection_id: col.id,
          product_id: p.id,
        })),
      };
    }),
  );
  const slider = (s: (typeof tSliders)[number]) =>
    pick(s, ['id', 'title', 'slug', 'image', 'type', 'source_type', 'tags', 'url', 'status']);
  const rightTop = tSliders.find((s) => s.type === SliderType.RIGHT_TOP);
  const rightBottom = tSliders.find((s) => s.type === SliderType.RIGHT_BOTTOM);
  return send(c, {
    slider: {
      main: tSliders.filter((s) => s.type === SliderType.MAIN).map(slider),
      ...(rightTop ? { right_top: slider(rightTop) } : {}),
      ...(rightBottom ? { right_bottom: slider(rightBottom) } : {}),
    },
    site_features: tFeatures.map((f) => pick(f, ['id', 'image', 'detail', 'status'])),
    banners: tBanners.map((b) =>
      pick(b, [
        'id',
        'title',
        'slug',
        'image',
        'type',
        'source_type',
        'tags',
        'url',
        'status',
        'closable',
      ]),
    ),
    featured_categories: tCats.map((k) => ({
      id: k.id,
      title: k.title,
      slug: k.slug,
      image: k.image,
      parent: k.parent_id ?? 0,
    })),
    featured_brands: featuredBrands,
    flash_sales: sales.filter((s) => s.public_products.length > 0),
    collections: collectionProducts.filter((col) => col.product_collections.length > 0),
    time_zone: 'UTC',
  });
});

async function activeFlashSales(c: Ctx, now: string) {
  const { db } = c.get('deps');
  const lang = languageOf(c);
  const sales = await translate(
    db,
    'flash_sales',
    await db
      .selectFrom('flash_sales')
      .select(['id', 'title', 'slug', 'image', 'start_time', 'end_time', 'status'])
      .where('status', '=', Visibility.PUBLIC)
      .where('start_time', '<=', now)
      .where('end_time', '>=', now)
      .orderBy('end_time')
      .execute(),
    lang,
    ['title'],
  );
  return Promise.all(
    sales.map(async (s) => {
      const rows = await db
        .selectFrom('flash_sale_products as fsp')
        .innerJoin('products as p', 'p.id', 'fsp.product_id')
        .select(['fsp.id as fsp_id', 'p.id', 'fsp.price'])
        .where('fsp.flash_sale_id', '=', s.id)
        .where('p.status', '=', Visibility.PUBLIC)
        .orderBy('fsp.id')
        .limit(PAGE_SIZE.search)
        .execute();
      return { ...s, public_products: await flashProducts(c, s.id, rows) };
    }),
  );
}

async function flashProducts(c: Ctx, saleId: number, rows: { id: number; price: number }[]) {
  const { db } = c.get('deps');
  const cards = await productCards(
    db,
    rows.map((r) => r.id),
    { lang: languageOf(c), now: '0000' },
  );
  const priceOf = new Map(rows.map((r) => [r.id, r.price]));
  return cards.map((p) => ({
    id: p.id,
    product_id: p.id,
    flash_sale_id: saleId,
    price: major(priceOf.get(p.id)),
    title: p.title,
    slug: p.slug,
    badge: p.badge,
    image: p.image,
    selling: p.selling,
    offered: p.offered,
    review_count: p.review_count,
    rating: p.rating,
  }));
}

// ---------- listings ----------
async function sidebarLists(c: Ctx, filter: ListingFilter, now: string, known?: number[]) {
  const { db, dialect } = c.get('deps');
  const lang = languageOf(c);
  // Brands occurring in the filtered products, before the brand filter itself (API-REFERENCE §8.3).
  const withoutBrand = { ...filter, brandIds: undefined };
  const brandIds =
    known ??
    (await baseQuery(db, dialect, withoutBrand, now).select('p.brand_id').distinct().execute())
      .map((r) => r.brand_id)
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

function commonFilter(q: {
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

async function categoryBySlug(c: Ctx, slug: string) {
  const { db } = c.get('deps');
  const row = await db
    .selectFrom('categories')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  if (!row) return null;
  const lang = languageOf(c);
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
  const category: Category = {
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
    child: children.map((k) => ({
      id: k.id,
      title: k.title,
      slug: k.slug,
      image: k.image,
      parent: k.parent_id ?? 0,
    })),
  };
  return category;
}

catalogRoutes.get('/all', async (c) => {
  const v = validateQuery(c, AllQuerySchema);
  if (!v.ok) return v.response;
  const q = v.data;
  const { db, dialect } = c.get('deps');
  const lang = languageOf(c);
  const now = sqlNow(nowOf(c));
  const filter = commonFilter(q);
  // sub_category (proposed) takes precedence over category; an unknown slug ignores the filter (§8.3).
  const slug = q.sub_category ?? q.category;
  const category = slug ? await categoryBySlug(c, slug) : null;
  if (category) filter.categoryIds = await categoryWithDescendants(db, category.id);
  const options = {
    filter,
    sort: q.sortby,
    page: q.page,
    perPage: PAGE_SIZE.listing,
    lang,
    now,
    withBrandId: true,
  };
  // A category is a bounded set: one scan gives the page, the total and the brand facet.
  const { items, total, brandIds } = filter.categoryIds?.length
    ? await listWithBrandFacet(db, dialect, options)
    : { ...(await listProducts(db, dialect, options)), brandIds: undefined };
  const side = await sidebarLists(c, filter, now, brandIds);
  let brand = null;
  if (q.brand?.length) {
    const b = await db
      .selectFrom('brands')
      .select(['id', 'title', 'image', 'banner_image'])
      .where('id', '=', q.brand[0]!)
      .executeTakeFirst();
    brand = b ? (await translate(db, 'brands', [b], lang, ['title']))[0]! : null;
  }
  return send(c, {
    result: paginate(c, items, total, q.page, PAGE_SIZE.listing),
    category,
    brand,
    brands: side.brands,
    collections: q.sidebar_data ? side.collections : null,
    shipping: q.sidebar_data ? side.shipping : null,
  });
});

/** home_spm / banner source resolution (API-REFERENCE §8.3). */
async function sourceFilter(c: Ctx, owner: 'slider' | 'banner', id: number) {
  const { db } = c.get('deps');
  const table = owner === 'slider' ? 'home_sliders' : 'banners';
  const source = await db
    .selectFrom(table)
    .select(['id', 'title', 'source_type', 'tags'])
    .where('id', '=', id)
    .where('status', '=', Visibility.PUBLIC)
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
  const [t] = await translate(db, table, [source], languageOf(c), ['title']);
  return { filter, source: { id: t!.id, title: t!.title } };
}

catalogRoutes.get('/products', async (c) => {
  const v = validateQuery(c, ProductsQuerySchema);
  if (!v.ok) return v.response;
  const q = v.data;
  const { db, dialect } = c.get('deps');
  const lang = languageOf(c);
  const now = sqlNow(nowOf(c));
  let filter = commonFilter(q);
  let source = null;
  if (q.q) {
    filter = await withSearchTerms(db, { ...filter, q: q.q }, lang); // q wins over home_spm/banner
  } else if (q.home_spm || q.banner) {
    const resolved = await sourceFilter(
      c,
      q.home_spm ? 'slider' : 'banner',
      (q.home_spm ?? q.banner)!,
    );
    if (!resolved) return sendNotFound(c, Messages.routeNotFound);
    filter = {
      ...resolved.filter,
      ...Object.fromEntries(Object.entries(filter).filter(([, x]) => x !== undefined)),
    };
    source = resolved.source;
  }
  const perPage = q.is_home_page ? PAGE_SIZE.homeProduct : PAGE_SIZE.listing;
  const { items, total } = await listProducts(db, dialect, {
    filter,
    sort: q.sortby,
    page: q.page,
    perPage,
    lang,
    now,
  });
  const side = q.sidebar_data ? await sidebarLists(c, filter, now) : null;
  const allCategories = q.all_categories
    ? await translate(
        db,
        'categories',
        await db
          .selectFrom('categories')
          .select(['id', 'title', 'slug'])
          .where('status', '=', Visibility.PUBLIC)
          .where('parent_id', 'is', null)
          .orderBy('sort')
          .execute(),
        lang,
        ['title'],
      )
    : null;
  return send(c, {
    result: paginate(c, items, total, q.page, perPage),
    source,
    all_categories: allCategories,
    brands: side?.brands ?? null,
    collections: side?.collections ?? null,
    shipping: side?.shipping ?? null,
    category: null,
  });
});

catalogRoutes.get('/categories', async (c) => {
  const v = validateQuery(c, PageOnlyQuerySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const lang = languageOf(c);
  const page = v.data.page;
  const per = PAGE_SIZE.frontend;
  const base = db
    .selectFrom('categories')
    .where('status', '=', Visibility.PUBLIC)
    .where('parent_id', 'is', null);
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const rows = await translate(
    db,
    'categories',
    await base
      .select(['id', 'title', 'slug', 'image', 'meta_title', 'meta_description'])
      .orderBy('sort')
      .limit(per)
      .offset((page - 1) * per)
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
            rows.map((r) => r.id),
          )
          .where('status', '=', Visibility.PUBLIC)
          .orderBy('sort')
          .execute(),
        lang,
        ['title'],
      )
    : [];
  const items = rows.map((r) => ({
    ...r,
    child: kids
      .filter((k) => k.parent_id === r.id)
      .map((k) => ({ id: k.id, title: k.title, slug: k.slug, image: k.image, parent: r.id })),
  }));
  return send(c, paginate(c, items, total, page, per));
});

catalogRoutes.get('/brands', async (c) => {
  const v = validateQuery(c, PageOnlyQuerySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const page = v.data.page;
  const per = PAGE_SIZE.frontend;
  const base = db.selectFrom('brands').where('status', '=', Visibility.PUBLIC);
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const rows = await translate(
    db,
    'brands',
    await base
      .select(['id', 'title', 'slug', 'image'])
      .orderBy('title')
      .limit(per)
      .offset((page - 1) * per)
      .execute(),
    languageOf(c),
    ['title'],
  );
  return send(c, paginate(c, rows, total, page, per));
});

// ---------- flash sales ----------
catalogRoutes.get('/flash-sale', async (c) => send(c, await activeFlashSales(c, sqlNow(nowOf(c)))));

catalogRoutes.get('/flash-sale/:id', async (c) => {
  const v = validateQuery(c, FlashSaleQuerySchema);
  if (!v.ok) return v.response;
  const id = Number(c.req.param('id'));
  const { db } = c.get('deps');
  const now = sqlNow(nowOf(c));
  const sale = Number.isSafeInteger(id)
    ? await db
        .selectFrom('flash_sales')
        .select(['id', 'end_time', 'start_time'])
        .where('id', '=', id)
        .where('status', '=', Visibility.PUBLIC)
        .executeTakeFirst()
    : undefined;
  // Unknown, private or ended ⇒ 201 with a form message (ours; iShop sends a bare array).
  if (!sale || sale.end_time < now) return sendForm(c, Messages.flashSaleNotFound);
  const per = PAGE_SIZE.frontend;
  const page = v.data.page;
  const base = db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('products as p', 'p.id', 'fsp.product_id')
    .where('fsp.flash_sale_id', '=', id)
    .where('p.status', '=', Visibility.PUBLIC);
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const rows = await base
    .select(['p.id', 'fsp.price'])
    .orderBy('fsp.id')
    .limit(per)
    .offset((page - 1) * per)
    .execute();
  return send(c, paginate(c, await flashProducts(c, id, rows), total, page, per));
});

// ---------- search suggestions ----------
catalogRoutes.get('/search', async (c) => {
  const v = validateQuery(c, SearchQuerySchema);
  if (!v.ok) return v.response;
  const text = v.data.q;
  const empty = { product: [], suggested: [], category: [], sub_category: [] };
  if (!text) return send(c, empty);
  const { db, dialect } = c.get('deps');
  const lang = languageOf(c);
  const now = sqlNow(nowOf(c));
  const filter = await withSearchTerms(db, { q: text }, lang);
  const terms = filter.terms ?? [];
  if (!terms.length) return send(c, empty);
  const { items } = await listProducts(db, dialect, {
    filter,
    page: 1,
    perPage: PAGE_SIZE.search,
    lang,
    now,
  });
  const tags = await db
    .selectFrom('tags')
    .select(['id', 'title'])
    .where(likeAll('title', terms))
    .orderBy('title')
    .limit(PAGE_SIZE.search)
    .execute();
  // Categories match on the base title or the current language's title.
  const translatedIds = lang
    ? (
        await db
          .selectFrom('translations')
          .select('row_id')
          .where('table_name', '=', 'categories')
          .where('lang', '=', lang)
          .where('field', '=', 'title')
          .where(likeAll('value', terms))
          .execute()
      ).map((r) => r.row_id)
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
  const tCats = await translate(db, 'categories', cats, lang, ['title']);
  const parents = tCats.some((k) => k.parent_id)
    ? await translate(
        db,
        'categories',
        await db
          .selectFrom('categories')
          .select(['id', 'title', 'slug'])
          .where(
            'id',
            'in',
            tCats.map((k) => k.parent_id ?? 0),
          )
          .execute(),
        lang,
        ['title'],
      )
    : [];
  return send(c, {
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
  });
});

// ---------- product detail ----------
catalogRoutes.get('/product/:id', async (c) => {
  const params = ProductParamsSchema.safeParse({ id: c.req.param('id') });
  if (!params.success) return sendNotFound(c, Messages.productNotFound);
  const id = params.data.id;
  const { db } = c.get('deps');
  const lang = languageOf(c);
  const now = sqlNow(nowOf(c));
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  if (!row) return sendNotFound(c, Messages.productNotFound);
  const [p] = await translate(db, 'products', [row], lang, [
    'title',
    'description',
    'overview',
    'unit',
    'badge',
    'meta_title',
    'meta_description',
  ]);
  const [card] = await productCards(db, [id], { lang, now });
  const [brand, store, bundle, rule, inventories, images, vouchers, categories] = await Promise.all(
    [
      row.brand_id
        ? db
            .selectFrom('brands')
            .select(['id', 'title', 'slug'])
            .where('id', '=', row.brand_id)
            .executeTakeFirst()
        : undefined,
      row.store_id
        ? db
            .selectFrom('stores')
            .select([
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
            ])
            .where('id', '=', row.store_id)
            .where('status', '=', Visibility.PUBLIC)
            .executeTakeFirst()
        : undefined,
      row.bundle_deal_id
        ? db
            .selectFrom('bundle_deals')
            .select(['id', 'title', 'buy', 'free'])
            .where('id', '=', row.bundle_deal_id)
            .where('status', '=', Visibility.PUBLIC)
            .executeTakeFirst()
        : undefined,
      row.shipping_rule_id
        ? db
            .selectFrom('shipping_rules')
            .select(['id', 'title', 'single_price'])
            .where('id', '=', row.shipping_rule_id)
            .executeTakeFirst()
        : undefined,
      db
        .selectFrom('inventories')
        .select(['id', 'product_id', 'quantity', 'price', 'sku'])
        .where('product_id', '=', id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('product_images')
        .select(['id', 'image', 'product_id'])
        .where('product_id', '=', id)
        .orderBy('sort')
        .execute(),
      db
        .selectFrom('vouchers')
        .select([
          'id',
          'title',
          'code',
          'type',
          'price',
          'min_spend',
          'usage_limit',
          'limit_per_customer',
          'end_time',
        ])
        .where('status', '=', Visibility.PUBLIC)
        .where('start_time', '<=', now)
        .where('end_time', '>=', now)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('categories')
        .select(['id', 'title', 'slug', 'parent_id'])
        .where('status', '=', Visibility.PUBLIC)
        .execute(),
    ],
  );
  const invIds = inventories.map((i) => i.id);
  const invAttrs = invIds.length
    ? await db
        .selectFrom('inventory_attributes')
        .select(['inventory_id', 'attribute_value_id'])
        .where('inventory_id', 'in', invIds)
        .execute()
    : [];
  const valueIds = [...new Set(invAttrs.map((a) => a.attribute_value_id))];
  const values = valueIds.length
    ? await db
        .selectFrom('attribute_values as av')
        .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
        .select(['av.id', 'av.title', 'av.attribute_id', 'a.title as attribute_title'])
        .where('av.id', 'in', valueIds)
        .orderBy('a.id')
        .orderBy('av.id')
        .execute()
    : [];
  const attrTitles = await translate(
    db,
    'attributes',
    [
      ...new Map(
        values.map((v) => [v.attribute_id, { id: v.attribute_id, title: v.attribute_title }]),
      ).values(),
    ],
    lang,
    ['title'],
  );
  const imageAttrs = images.length
    ? await db
        .selectFrom('product_image_attributes')
        .select(['product_image_id', 'attribute_value_id'])
        .where(
          'product_image_id',
          'in',
          images.map((i) => i.id),
        )
        .execute()
    : [];
  const places = rule
    ? await db
        .selectFrom('shipping_places')
        .selectAll()
        .where('shipping_rule_id', '=', rule.id)
        .orderBy('id')
        .execute()
    : [];
  // Breadcrumb: primary category up to the root (API-REFERENCE §8.8).
  const catById = new Map(categories.map((k) => [k.id, k]));
  const trail: { id: number; title: string; slug: string }[] = [];
  for (
    let k = row.category_id ? catById.get(row.category_id) : undefined;
    k;
    k = k.parent_id ? catById.get(k.parent_id) : undefined
  ) {
    trail.push({ id: k.id, title: k.title, slug: k.slug });
    if (trail.length > 10) break;
  }
  const related = row.category_id
    ? categories
        .filter(
          (k) => k.parent_id === catById.get(row.category_id!)?.parent_id && k.parent_id != null,
        )
        .slice(0, 10)
    : [];
  const [tTrail, tRelated] = await Promise.all([
    translate(db, 'categories', trail, lang, ['title']),
    translate(
      db,
      'categories',
      related.map(({ id, title, slug }) => ({ id, title, slug })),
      lang,
      ['title'],
    ),
  ]);
  const valueInventories = (valueId: number) =>
    invAttrs
      .filter((a) => a.attribute_value_id === valueId)
      .map((a) => inventories.find((i) => i.id === a.inventory_id)!);
  const attribute = attrTitles.map((a) => ({
    id: a.id,
    title: a.title,
    values: values
      .filter((v) => v.attribute_id === a.id)
      .map((v) => {
        const inv = valueInventories(v.id)[0];
        return {
          attribute_value_id: v.id,
          attribute_id: a.id,
          title: v.title,
          inventory_id: inv?.id ?? null,
          product_id: id,
          quantity: valueInventories(v.id).reduce((n, i) => n + i.quantity, 0),
          price: major(inv?.price ?? 0),
          sku: inv?.sku ?? null,
        };
      }),
  }));
  // The caller's own lists (token): wishlisted is 1 or null (spec §3), compared (ours) likewise.
  const viewer = await currentUser(c);
  const [inWishlist, inCompare] = viewer
    ? await Promise.all([
        db
          .selectFrom('wishlists')
          .select('id')
          .where('user_id', '=', viewer.id)
          .where('product_id', '=', id)
          .executeTakeFirst(),
        db
          .selectFrom('compare_lists')
          .select('id')
          .where('user_id', '=', viewer.id)
          .where('product_id', '=', id)
          .executeTakeFirst(),
      ])
    : [undefined, undefined];
  const wishlisted = inWishlist ? 1 : null;
  const compared = inCompare ? 1 : null;
  return send(c, {
    ...p,
    selling: card!.selling,
    offered: card!.offered,
    price: card!.price,
    end_time: card!.end_time,
    rating: Number(row.rating),
    review_count: Number(row.review_count),
    stock: Number(row.stock),
    brand: brand ? (await translate(db, 'brands', [brand], lang, ['title']))[0] : null,
    store: store ?? null,
    bundle_deal: bundle ?? null,
    shipping_rule: rule
      ? {
          ...rule,
          shipping_places: places.map((pl) => ({
            ...pl,
            price: major(pl.price),
            pickup_price: major(pl.pickup_price),
          })),
        }
      : null,
    inventory: inventories.map((i) => ({
      ...i,
      price: major(i.price),
      inventory_attributes: invAttrs.filter((a) => a.inventory_id === i.id),
    })),
    attribute,
    in_stock: inventories.some((i) => i.quantity > 0),
    images: images.map((img) => ({
      ...img,
      attributes: imageAttrs.filter((a) => a.product_image_id === img.id),
    })),
    product_image_names: images.map((img) => img.image),
    vouchers: vouchers.map((vo) => ({
      ...vo,
      price: vo.type === 1 ? major(vo.price) : vo.price,
      min_spend: major(vo.min_spend),
    })),
    category_data: tTrail,
    current_categories: tRelated,
    wishlisted,
    compared,
    time_zone: 'UTC',
  });
});

// ---------- static page ----------
catalogRoutes.get('/page/:slug', async (c) => {
  const params = SlugParamsSchema.safeParse({ slug: c.req.param('slug') });
  if (!params.success) return sendNotFound(c, Messages.pageNotFound);
  const { db } = c.get('deps');
  const row = await db
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
    .where('slug', '=', params.data.slug)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  if (!row) return sendNotFound(c, Messages.pageNotFound);
  const [page] = await translate(db, 'pages', [row], languageOf(c), [
    'title',
    'description',
    'meta_title',
    'meta_description',
  ]);
  const { id: _id, ...rest } = page!;
  return send(c, rest);
});

// ---------- store ----------
catalogRoutes.get('/store', async (c) => {
  const v = validateQuery(c, StoreQuerySchema);
  if (!v.ok) return v.response;
  const q = v.data;
  const { db, dialect } = c.get('deps');
  const store = await db
    .selectFrom('stores')
    .select([
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
    ])
    .where('slug', '=', q.slug)
    .where('status', '=', Visibility.PUBLIC)
    .executeTakeFirst();
  if (!store) return sendNotFound(c, Messages.storeNotFound);
  const now = sqlNow(nowOf(c));
  // (proposed) the listing filters apply to the store's products too.
  const filter = await withSearchTerms(
    db,
    { ...commonFilter(q), storeId: store.id, q: q.q },
    languageOf(c),
  );
  const { items, total } = await listProducts(db, dialect, {
    filter,
    sort: q.sortby,
    page: q.page,
    perPage: PAGE_SIZE.listing,
    lang: languageOf(c),
    now,
  });
  let review = 0;
  if (q.required_rating) {
    const r = await db
      .selectFrom('products')
      .select((eb) => eb.fn.avg<number>('rating').as('avg'))
      .where('store_id', '=', store.id)
      .where('status', '=', Visibility.PUBLIC)
      .where('review_count', '>', 0)
      .executeTakeFirst();
    review = Math.round(Number(r?.avg ?? 0) * 100) / 100;
  }
  return send(c, {
    store,
    result: paginate(c, items, total, q.page, PAGE_SIZE.listing),
    following: await isFollowing(c, store.id),
    review,
    ...(q.sidebar_data ? await sidebarLists(c, filter, now) : {}),
  });
});

// ---------- reviews ----------
catalogRoutes.get('/reviews/:id', async (c) => {
  const v = validateQuery(c, ReviewsQuerySchema);
  if (!v.ok) return v.response;
  const q = v.data;
  const id = Number(c.req.param('id'));
  const { db } = c.get('deps');
  const per = PAGE_SIZE.rating;
  if (!Number.isSafeInteger(id) || id <= 0)
    return send(c, { all: paginate(c, [], 0, 1, per), total: [], banner: null });
  let base = db
    .selectFrom('rating_reviews')
    .where('product_id', '=', id)
    .where('status', '=', Visibility.PUBLIC);
  if (q.rating) base = base.where('rating', '=', Number(q.rating));
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const rows = await base
    .select(['id', 'product_id', 'order_id', 'user_id', 'rating', 'review', 'created_at'])
    .orderBy(q.order_by, q.type)
    .orderBy('id', q.type)
    .limit(per)
    .offset((q.page - 1) * per)
    .execute();
  const users = rows.length
    ? await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          rows.map((r) => r.user_id ?? 0),
        )
        .execute()
    : [];
  const imgs = rows.length
    ? await db
        .selectFrom('review_images')
        .select(['id', 'rating_review_id', 'image'])
        .where(
          'rating_review_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const fmt = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: '2-digit',
    timeZone: safeZone(q.time_zone),
  });
  const items = rows.map((r) => ({
    ...r,
    user: users.find((u) => u.id === r.user_id) ?? null, // reviewers as {id, name} only (§11.2)
    review_images: imgs.filter((i) => i.rating_review_id === r.id),
    created: fmt.format(new Date(r.created_at)),
  }));
  let totals: { rating: number; total: number }[] | undefined;
  let banner = null;
  if (q.get_total) {
    totals = (
      await db
        .selectFrom('rating_reviews')
        .select(['rating', (eb) => eb.fn.countAll<number>().as('total')])
        .where('product_id', '=', id)
        .where('status', '=', Visibility.PUBLIC)
        .groupBy('rating')
        .orderBy('rating', 'desc')
        .execute()
    ).map((t) => ({ rating: Number(t.rating), total: Number(t.total) }));
    const b = await db
      .selectFrom('banners')
      .select([
        'id',
        'title',
        'slug',
        'image',
        'type',
        'source_type',
        'tags',
        'url',
        'status',
        'closable',
      ])
      .where('type', '=', BannerType.REVIEW)
      .where('status', '=', Visibility.PUBLIC)
      .executeTakeFirst();
    banner = b ? (await translate(db, 'banners', [b], languageOf(c), ['title']))[0]! : null;
  }
  return send(c, {
    all: paginate(c, items, total, q.page, per),
    ...(q.get_total ? { total: totals, banner } : {}),
  });
});

function safeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

// ---------- suggested products ----------
catalogRoutes.get('/suggested-products/:id', async (c) => {
  const v = validateQuery(c, SuggestedQuerySchema);
  if (!v.ok) return v.response;
  const id = Number(c.req.param('id'));
  const page = v.data.page;
  const per = PAGE_SIZE.slider;
  const { db, dialect } = c.get('deps');
  const lang = languageOf(c);
  const now = sqlNow(nowOf(c));
  const none = () => paginate(c, [], 0, page, per);
  const product = Number.isSafeInteger(id)
    ? await db
        .selectFrom('products')
        .select(['id', 'category_id'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!product?.category_id) return send(c, { suggestion_1: none(), suggestion_2: none() });
  const cat = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('id', '=', product.category_id)
    .executeTakeFirst();
  const siblings = cat?.parent_id
    ? (
        await db
          .selectFrom('categories')
          .select('id')
          .where('parent_id', '=', cat.parent_id)
          .where('id', '!=', cat.id)
          .execute()
      ).map((r) => r.id)
    : [];
  // 1: same parent, other sub-categories; 2: same category without the product. Page 1 is topped up.
  const lists = await Promise.all([
    listProducts(db, dialect, {
      filter: { categoryIds: siblings.length ? siblings : [0], excludeIds: [id] },
      sort: 'avg_customer_review',
      page,
      perPage: per,
      lang,
      now,
    }),
    listProducts(db, dialect, {
      filter: { categoryIds: [product.category_id], excludeIds: [id] },
      sort: 'avg_customer_review',
      page,
      perPage: per,
      lang,
      now,
    }),
  ]);
  const out = await Promise.all(
    lists.map(async ({ items, total }, k) => {
      if (page === 1 && items.length < per) {
        const exclude = [id, ...items.map((i) => i.id)];
        const others = await listProducts(db, dialect, {
          filter: { excludeIds: exclude, categoryIds: undefined },
          sort: k === 0 ? 'avg_customer_review' : 'newest',
          page: 1,
          perPage: per - items.length,
          lang,
          now,
        });
        return paginate(c, [...items, ...others.items], Math.max(total, per), page, per);
      }
      return paginate(c, items, total, page, per);
    }),
  );
  return send(c, { suggestion_1: out[0]!, suggestion_2: out[1]! });
});
