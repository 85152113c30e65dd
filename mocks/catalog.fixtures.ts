// Catalogue fixtures (docs/api-reference.md §7.1–§7.2, §8.2–§8.6, §8.8, §8.12), each checked against its endpoint's
// `data` at compile time (`satisfies Fixture<…>`) and parsed by the tests. They stand for *any*
// iShop-compatible backend, so they carry iShop quirks: numeric strings, 0/1 flags. Sizes make real second
// pages: 40 products, 30 categories, 30 products in the running flash sale.
import { fillPath } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { buildPaginator } from '#contract/paginate.ts';
import type { Inventory } from '#contract/shapes.ts';
import type { Fixture } from './mock.ts';

const ORIGIN = 'https://api.mock.test/api/v1';
export const PRODUCT_COUNT = 40;
/** Product ids the mock API knows (any listing id resolves to a product page). */
export const isProductId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 1000;

/** A Laravel page of `items` whose URLs are the endpoint's (`path` relative to api/v1, `query` kept). */
export const page = <T>(
  items: T[],
  total: number,
  p: number,
  perPage: number,
  path: string,
  query?: Record<string, string>,
) => buildPaginator({ items, total, page: p, perPage, path: `${ORIGIN}/${path}`, query });

/** The items of page `p` out of `total`, each made by `item(index)`. */
export const slice = <T>(total: number, p: number, per: number, item: (index: number) => T) =>
  Array.from({ length: Math.max(0, Math.min(per, total - (p - 1) * per)) }, (_, i) =>
    item((p - 1) * per + i),
  );

/** An inventory row (a variant): its stock, its own price (0: the product's) and its attribute values. */
export const inventoryFixture = (id: number, quantity: number, price: number, values: number[]) =>
  ({
    id,
    quantity,
    price,
    inventory_attributes: values.map((v) => ({ attribute_value_id: v })),
  }) as Inventory;

export const cardFixture = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Mock Laptop ${id}`,
  slug: `mock-laptop-${id}`,
  badge: null,
  image: `p-${id}.svg`,
  selling: '1200.00', // decimal columns arrive as strings (docs/api-reference.md §6.2)
  offered: id % 2 ? '999.50' : 0,
  price: null,
  end_time: null,
  review_count: 3,
  rating: '4.5',
  ...over,
});

/** A product page's running voucher: 10 % off from $50, until the end of January 2099. */
export const voucherFixture = {
  code: 'SAVE10',
  type: 2,
  price: 10,
  min_spend: 50,
  title: null,
  usage_limit: null,
  limit_per_customer: null,
  end_time: '2099-01-31 00:00:00',
};

export const STORE = {
  id: 1,
  name: 'Mock Store',
  slug: 'mock-store',
  image: 'store.svg',
  created_at: '2024-01-01T00:00:00.000000Z',
};
export const BRANDS = ['Kestrel', 'Lumina', 'Orbis', 'Zephyr'].map((title, i) => ({
  id: i + 1,
  title,
  slug: title.toLowerCase(),
  image: `${title.toLowerCase()}.svg`,
}));
export const COLLECTIONS = [{ id: 1, title: 'Mock collection' }];
export const SHIPPING_RULES = [{ id: 1, title: 'Standard' }];

export const homeFixture = {
  slider: {
    main: [
      {
        id: 1,
        title: 'Mock slide',
        slug: 'mock-slide',
        image: 's.svg',
        type: 1,
        source_type: 1,
        tags: null,
        url: null,
        status: 1,
      },
    ],
  },
  site_features: [{ id: 1, image: 'f.svg', detail: 'Free delivery', status: 1 }],
  banners: [
    {
      id: 1,
      title: 'Mock banner',
      slug: 'mock-banner',
      image: 'b.svg',
      type: 1,
      source_type: 6,
      tags: null,
      url: '/page/faq',
      status: 1,
      closable: 1,
    },
  ],
  featured_categories: [{ id: 1, title: 'Electronics', slug: 'electronics', image: 'cat.svg' }],
  featured_brands: [
    { id: 1, title: 'Kestrel', slug: 'kestrel', image: 'k.svg', status: 1, featured: 1 },
  ],
  flash_sales: [
    {
      id: 1,
      title: 'Mock flash sale',
      start_time: '2020-01-01 00:00:00',
      end_time: '2099-01-01 00:00:00',
      status: 1,
      public_products: [{ ...cardFixture(5), product_id: 5, flash_sale_id: 1, price: '800.00' }],
    },
  ],
  collections: [
    {
      id: 1,
      title: 'Mock collection',
      slug: 'mock-collection',
      status: 1,
      product_collections: [cardFixture(7)],
    },
  ],
  time_zone: 'UTC',
} satisfies Fixture<'home'>;

/** `products`: 40 cards (those whose title holds `q`), 30 a page (24 for the home feed). */
export function productsPageFixture(p = 1, perPage = 24, q?: string) {
  const cards = Array.from({ length: PRODUCT_COUNT }, (_, i) => cardFixture(i + 1)).filter(
    (card) => !q || card.title.toLowerCase().includes(q.toLowerCase()),
  );
  return {
    result: page(
      cards.slice((p - 1) * perPage, p * perPage),
      cards.length,
      p,
      perPage,
      endpoints.products.path,
    ),
    source: null,
    all_categories: null,
    brands: null,
    collections: null,
    shipping: null,
    category: null,
  } satisfies Fixture<'products'>;
}

export function productFixture(id: number) {
  return {
    ...cardFixture(id, { title: `Mock Laptop ${id} 16GB/512GB` }),
    description: '<p>A mock product.</p>',
    meta_title: `Mock Laptop ${id}`,
    meta_description: 'A mock product',
    sku: `MOCK-${id}`,
    stock: 12,
    status: 1,
    brand: { id: 1, title: 'Kestrel' },
    store: STORE,
    bundle_deal: null,
    shipping_rule: {
      id: 1,
      title: 'Standard',
      single_price: 0,
      shipping_places: [
        {
          id: 1,
          shipping_rule_id: 1,
          country: 'AF',
          state: null,
          price: '3.00',
          pickup_price: '1.00',
          pickup_point: 1,
          pickup_phone: '+93 20 210 0000',
          pickup_address_line_1: '12 Chicken Street',
          pickup_address_line_2: null as string | null,
          pickup_city: 'Kabul',
          pickup_state: null as string | null,
          pickup_zip: '1001',
        },
      ],
    },
    inventory: [{ id: id * 10, product_id: id, quantity: 12, price: 0, inventory_attributes: [] }],
    attribute: [],
    in_stock: true,
    images: [],
    vouchers: [],
    category_data: [
      { id: 2, title: 'Laptops', slug: 'laptops' },
      { id: 1, title: 'Electronics', slug: 'electronics' },
    ],
    current_categories: [],
    wishlisted: null,
    time_zone: 'UTC',
  } satisfies Fixture<'product'>;
}

/** `suggested-products/{id}`: two lists of 7 per page, 2 pages. */
export function suggestedFixture(productId: number, p = 1) {
  const list = (offset: number) =>
    page(
      Array.from({ length: p <= 2 ? 7 : 0 }, (_, i) => cardFixture(offset + (p - 1) * 7 + i)),
      14,
      p,
      7,
      fillPath(endpoints.suggestedProducts.path, { id: productId }),
    );
  return {
    suggestion_1: list(100),
    suggestion_2: list(200),
  } satisfies Fixture<'suggestedProducts'>;
}

export const FLASH_SALE_GONE = 'Flash sale not found or ended';
const SALE_PRODUCTS = 30;

const flashProduct = (id: number, saleId: number) => ({
  ...cardFixture(id, { title: `Mock Deal ${id}` }),
  product_id: id,
  flash_sale_id: saleId,
  price: '600.00',
});

export const flashSalesFixture = [
  {
    id: 1,
    title: 'Mock Mega Sale',
    slug: 'mock-mega-sale',
    image: 'sale.svg',
    start_time: '2020-01-01 00:00:00',
    end_time: '2099-01-01 00:00:00',
    status: 1,
    public_products: Array.from({ length: 9 }, (_, i) => flashProduct(i + 101, 1)),
  },
  {
    id: 2,
    title: 'Mock Coming Sale',
    slug: 'mock-coming-sale',
    image: 'sale2.svg',
    start_time: '2098-01-01 00:00:00',
    end_time: '2099-06-01 00:00:00',
    status: 1,
    public_products: [flashProduct(201, 2)],
  },
] satisfies Fixture<'flashSales'>;

export function flashSaleProductsFixture(p: number) {
  const items = slice(SALE_PRODUCTS, p, 25, (i) => flashProduct(101 + i, 1));
  return page(
    items,
    SALE_PRODUCTS,
    p,
    25,
    fillPath(endpoints.flashSale.path, { id: 1 }),
  ) satisfies Fixture<'flashSale'>;
}

export const CATEGORY_COUNT = 30;
export const SUB_CATEGORIES = [
  { id: 101, title: 'Laptops', slug: 'laptops', image: 'l.svg', parent: 1 },
  { id: 102, title: 'Phones', slug: 'phones', image: 'p.svg', parent: 1 },
];
export const categoryFixture = (id: number) => ({
  id,
  title: `Category ${id}`,
  slug: `category-${id}`,
  image: `c-${id}.svg`,
  child: id === 1 ? SUB_CATEGORIES : [],
});

export function categoriesFixture(p: number) {
  const items = slice(CATEGORY_COUNT, p, 25, (i) => categoryFixture(i + 1));
  return page(
    items,
    CATEGORY_COUNT,
    p,
    25,
    endpoints.categories.path,
  ) satisfies Fixture<'categories'>;
}

export function brandsFixture(p: number) {
  const items = p === 1 ? BRANDS : [];
  return page(items, BRANDS.length, p, 25, endpoints.brands.path) satisfies Fixture<'brands'>;
}

/** The category of an `all` listing by slug (a top-level one or a child), else none. */
export function categoryBySlug(slug: string | undefined) {
  if (!slug) return null;
  const sub = SUB_CATEGORIES.find((c) => c.slug === slug);
  if (sub) return { ...sub, child: [] };
  const id = /^category-(\d+)$/.exec(slug)?.[1];
  return id && Number(id) <= CATEGORY_COUNT ? categoryFixture(Number(id)) : null;
}
