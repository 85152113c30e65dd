// Fixtures for MSW, typed and checked by contract/ (a test parses each one). They stand for *any*
// iShop-compatible backend, so they also carry iShop quirks: numeric strings, 0/1 flags.
import { buildPaginator } from '#contract/paginate.ts';
import type { CommonData } from '#contract/api/common.ts';

const IMG = 'https://api.mock.test/uploads/';

export const commonFixture = {
  languages: [
    { name: 'English', code: 'en', direction: 'ltr', default: 1, predefined: 1 },
    { name: 'Français', code: 'fr', direction: 'ltr', default: 0, predefined: 1 },
    { name: 'العربية', code: 'ar', direction: 'rtl', default: 0, predefined: 1 },
    { name: 'Türkçe', code: 'tr', direction: 'ltr', default: 0, predefined: 1 },
    { name: 'हिन्दी', code: 'hi', direction: 'ltr', default: 0, predefined: 1 },
  ],
  default_language: { name: 'English', code: 'en', direction: 'ltr', default: 1, predefined: 1 },
  img_src_url: IMG,
  thumb_prefix: 'thumb-',
  default_image: 'default-image.svg',
  header_links: { left: [], right: [] },
  site_setting: {
    site_name: 'Mock Bazaar',
    meta_title: 'Mock Bazaar',
    meta_description: 'A shop served by mocks',
    copyright_text: '© Mock Bazaar',
    header_logo: 'logo.svg',
    footer_logo: 'logo-light.svg',
    primary_color: '#0e7490',
    primary_hover_color: '#155e75',
    styling: '',
    api_base: 'https://api.mock.test',
  },
  setting: {
    currency: 'USD',
    currency_icon: '$',
    currency_position: '1', // iShop sends some integers as strings
    decimal_format: 'en-US',
    email: 'hello@mock.test',
    phone: '+1 555 0100',
    default_country: 'AF',
    default_state: 'BDS',
    guest_checkout: 1,
    vendor_registration: 1,
    cookie_banner: 1,
    google_login: 0,
    facebook_login: 0,
  },
  categories: [
    {
      id: 1,
      title: 'Electronics',
      slug: 'electronics',
      image: 'cat.svg',
      parent: 0,
      in_footer_child: [],
    },
  ],
  top_banner: null,
  popup_banner: null,
  custom_scripts: [],
  services: [{ id: 1, title: 'FAQ', slug: 'faq' }],
  about: [{ id: 2, title: 'About us', slug: 'about-us' }],
  payment: [{ id: 1, title: 'Visa', image: 'visa.svg', link: null, type: 1, status: 1 }],
  social: [
    {
      id: 2,
      title: 'Facebook',
      image: 'fb.svg',
      link: 'https://facebook.com/',
      type: 2,
      status: 1,
    },
  ],
} satisfies Record<keyof CommonData, unknown>;

export const cardFixture = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Mock Laptop ${id}`,
  slug: `mock-laptop-${id}`,
  badge: null,
  image: `p-${id}.svg`,
  selling: '1200.00', // decimal columns arrive as strings (API-REFERENCE §6.2)
  offered: id % 2 ? '999.50' : 0,
  price: null,
  end_time: null,
  review_count: 3,
  rating: '4.5',
  ...over,
});

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
};

export function productsPageFixture(page = 1, perPage = 24) {
  const total = 40;
  const items = Array.from(
    { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
    (_, i) => cardFixture((page - 1) * perPage + i + 1),
  );
  return {
    result: buildPaginator({
      items,
      total,
      page,
      perPage,
      path: 'https://api.mock.test/api/v1/products',
    }),
    source: null,
    all_categories: null,
    brands: null,
    collections: null,
    shipping: null,
    category: null,
  };
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
    store: {
      id: 1,
      name: 'Mock Store',
      slug: 'mock-store',
      created_at: '2024-01-01T00:00:00.000000Z',
    },
    bundle_deal: null,
    shipping_rule: {
      id: 1,
      title: 'Standard',
      single_price: 0,
      shipping_places: [{ id: 1, shipping_rule_id: 1, country: 'AF', state: null, price: '3.00' }],
    },
    inventory: [{ id: 10, product_id: id, quantity: 12, price: 0, inventory_attributes: [] }],
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
  };
}

const page = <T>(items: T[], total: number, p: number, perPage: number, path: string) =>
  buildPaginator({ items, total, page: p, perPage, path: `https://api.mock.test/api/v1/${path}` });

/** `reviews/{id}`: 8 reviews, 6 per page, totals per star. */
export function reviewsFixture(productId: number, p = 1) {
  const all = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    product_id: productId,
    rating: 5 - (i % 3),
    review: `Review ${i + 1}: works as described.`,
    review_images: i === 0 ? [{ id: 1, rating_review_id: 1, image: 'review-1.svg' }] : [],
    user: { id: i + 1, name: `Shopper ${i + 1}` },
    created_at: `2026-10-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`,
  }));
  return {
    all: page(all.slice((p - 1) * 6, p * 6), all.length, p, 6, `reviews/${productId}`),
    total: [
      { rating: 5, total: 3 },
      { rating: 4, total: 3 },
      { rating: 3, total: 2 },
    ],
    banner: null,
  };
}

/** `suggested-products/{id}`: two lists of 7 per page, 2 pages. */
export function suggestedFixture(productId: number, p = 1) {
  const list = (offset: number) =>
    page(
      Array.from({ length: p <= 2 ? 7 : 0 }, (_, i) => cardFixture(offset + (p - 1) * 7 + i)),
      14,
      p,
      7,
      `suggested-products/${productId}`,
    );
  return { suggestion_1: list(100), suggestion_2: list(200) };
}

export const FIXTURE_KEYS = ['common', 'home', 'products', 'product'] as const;
