// MSW fixtures and handlers of the flash-sale, static page, categories, brands and contact endpoints
// (API-REFERENCE §8.4–8.6, §8.9, §8.24). Sizes make real second pages: 30 sale products, 30 categories.
import { http, HttpResponse } from 'msw';
import { buildPaginator, normalisePage } from '#contract/paginate.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { cardFixture } from './fixtures.ts';

const API = '*/api/v1';
const ORIGIN = 'https://api.mock.test/api/v1';

export const FLASH_SALE_GONE = 'Flash sale not found or ended';
export const PAGE_NOT_FOUND = 'Page not found';
export const SALE_PRODUCTS = 30;

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
];

export function flashSaleProductsFixture(page: number) {
  const per = 25;
  const items = Array.from(
    { length: Math.max(0, Math.min(per, SALE_PRODUCTS - (page - 1) * per)) },
    (_, i) => flashProduct(101 + (page - 1) * per + i, 1),
  );
  return buildPaginator({
    items,
    total: SALE_PRODUCTS,
    page,
    perPage: per,
    path: `${ORIGIN}/flash-sale/1`,
  });
}

export const pageFixtures = {
  'about-us': {
    slug: 'about-us',
    title: 'About us',
    meta_title: 'About us | Mock Shop',
    meta_description: 'Who we are',
    description:
      '<h2>Our promise</h2><p onclick="alert(1)">Fair prices<script>alert(1)</script></p>' +
      '<ul><li>Secure payments</li></ul><a href="javascript:alert(1)">bad</a>' +
      '<a href="https://example.test/">good</a><iframe src="https://evil.test"></iframe>',
    page_from_component: 2,
  },
  contact: {
    slug: 'contact',
    title: 'Contact us',
    meta_title: 'Contact us',
    meta_description: 'Write to us',
    description: 'Contact',
    page_from_component: 1,
  },
  sitemap: {
    slug: 'sitemap',
    title: 'Sitemap',
    meta_title: 'Sitemap',
    meta_description: 'Everything in the shop',
    description: 'Sitemap',
    page_from_component: 1,
    categories: [
      { id: 1, title: 'Electronics', slug: 'electronics', updated_at: '2024-01-01T00:00:00Z' },
    ],
    products: [{ id: 3, title: 'Mock Laptop 3', slug: 'mock-laptop-3', updated_at: null }],
    client_base: 'https://shop.mock.test',
  },
} as const;

export const CATEGORY_COUNT = 30;
export function categoriesFixture(page: number) {
  const per = 25;
  const items = Array.from(
    { length: Math.max(0, Math.min(per, CATEGORY_COUNT - (page - 1) * per)) },
    (_, i) => {
      const id = (page - 1) * per + i + 1;
      return {
        id,
        title: `Category ${id}`,
        slug: `category-${id}`,
        image: `c-${id}.svg`,
        child:
          id === 1
            ? [
                { id: 101, title: 'Laptops', slug: 'laptops', image: 'l.svg', parent: 1 },
                { id: 102, title: 'Phones', slug: 'phones', image: 'p.svg', parent: 1 },
              ]
            : [],
      };
    },
  );
  return buildPaginator({
    items,
    total: CATEGORY_COUNT,
    page,
    perPage: per,
    path: `${ORIGIN}/categories`,
  });
}

export function brandsFixture(page: number) {
  const all = ['Kestrel', 'Lumina', 'Orbis', 'Zephyr'].map((title, i) => ({
    id: i + 1,
    title,
    slug: title.toLowerCase(),
    image: `${title.toLowerCase()}.svg`,
  }));
  return buildPaginator({
    items: page === 1 ? all : [],
    total: all.length,
    page,
    perPage: 25,
    path: `${ORIGIN}/brands`,
  });
}

const pageOf = (request: Request) => normalisePage(new URL(request.url).searchParams.get('page'));

export const pagesHandlers = [
  http.get(`${API}/flash-sale`, () => HttpResponse.json(ok(flashSalesFixture))),
  http.get(`${API}/flash-sale/:id`, ({ params, request }) =>
    // Unknown, private or ended: 201 with the message (ours: form; iShop: a bare array).
    params.id === '1'
      ? HttpResponse.json(ok(flashSaleProductsFixture(pageOf(request))))
      : HttpResponse.json(formError(FLASH_SALE_GONE)),
  ),
  http.get(`${API}/page/:slug`, ({ params }) => {
    // Own keys only: 'valueOf' or 'constructor' is an unknown page, not Object.prototype's.
    const slug = String(params.slug);
    const page = Object.hasOwn(pageFixtures, slug)
      ? pageFixtures[slug as keyof typeof pageFixtures]
      : undefined;
    return HttpResponse.json(page ? ok(page) : notFound(PAGE_NOT_FOUND));
  }),
  http.get(`${API}/categories`, ({ request }) =>
    HttpResponse.json(ok(categoriesFixture(pageOf(request)))),
  ),
  http.get(`${API}/brands`, ({ request }) => HttpResponse.json(ok(brandsFixture(pageOf(request))))),
  http.post(`${API}/contact`, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const missing = ['name', 'email', 'subject', 'message'].filter(
      (k) => typeof body?.[k] !== 'string' || !(body[k] as string).trim(),
    );
    return HttpResponse.json(
      missing.length
        ? formError(missing.map((k) => `${k} is required`))
        : { ...ok(true), token: '' },
    );
  }),
];
