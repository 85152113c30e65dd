// Site endpoints of the mock API (docs/api-reference.md §8.1, §8.9, §8.24, §8.26, §8.28–§8.30, sitemap): the
// furniture of a small shop, three static pages (one of each kind: HTML, the contact form, the sitemap),
// what the sitemap lists, and the forms that answer `true`.
import { endpoints } from '#contract/endpoints.ts';
import { notFound, ok } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { SITEMAP_CHUNK } from '#contract/site/sitemap.ts';
import { STARTER_SETTING } from '#contract/site/common.ts';
import { mock, type Fixture } from './mock.ts';
import {
  BRANDS,
  CATEGORY_COUNT,
  PRODUCT_COUNT,
  STORE,
  SUB_CATEGORIES,
} from './catalog.fixtures.ts';

const IMG = 'https://api.mock.test/uploads/';
const language = (name: string, code: string, direction: 'ltr' | 'rtl', isDefault = 0) => ({
  name,
  code,
  direction,
  default: isDefault,
  predefined: 1,
});

export const commonFixture = {
  languages: [
    language('English', 'en', 'ltr', 1),
    language('Français', 'fr', 'ltr'),
    language('العربية', 'ar', 'rtl'),
    language('Türkçe', 'tr', 'ltr'),
    language('हिन्दी', 'hi', 'ltr'),
  ],
  default_language: language('English', 'en', 'ltr', 1),
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
    ...STARTER_SETTING,
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
} satisfies Required<Fixture<'common'>>;

export const countriesFixture = {
  countries: {
    AF: { code2: 'AF', name: 'Afghanistan', states: { BDS: { code: 'BDS', name: 'Badakhshan' } } },
    FR: { code2: 'FR', name: 'France', states: {} },
    US: {
      code2: 'US',
      name: 'United States',
      states: { NY: { code: 'NY', name: 'New York' }, CA: { code: 'CA', name: 'California' } },
    },
  },
  phones: { AF: '93', FR: '33', US: '1' },
} satisfies Fixture<'countriesPhones'>;

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
} as const satisfies Record<string, Fixture<'page'>>;

export const paymentGatewayFixture = {
  default: 2,
  cash_on_delivery: 1,
  bank: 1,
  stripe: 0,
  razorpay: 0,
  paypal: 0,
  flutterwave: 0,
  iyzico_payment: 0,
  bank_name: 'Mock Bank',
  account_name: 'Mock Bazaar Ltd',
  account_number: '0001 2345 6789',
  branch_name: 'Main Street',
} satisfies Fixture<'paymentGateway'>;

const UPDATED = '2024-01-01T00:00:00.000000Z';
/** What the sitemap lists, by kind: every record the other mocks serve. */
const sitemapEntries = {
  products: Array.from({ length: PRODUCT_COUNT }, (_, i) => ({
    id: i + 1,
    slug: `mock-laptop-${i + 1}`,
    updated_at: UPDATED,
  })),
  categories: [
    ...Array.from({ length: CATEGORY_COUNT }, (_, i) => ({ id: i + 1, slug: `category-${i + 1}` })),
    ...SUB_CATEGORIES.map((c) => ({ id: c.id, slug: c.slug, parent: 'category-1' })),
  ],
  brands: BRANDS.map((b) => ({ id: b.id, slug: b.slug })),
  stores: [{ id: STORE.id, slug: STORE.slug, updated_at: STORE.created_at }],
  pages: Object.values(pageFixtures).map((p, i) => ({ id: i + 1, slug: p.slug })),
} satisfies Record<string, Fixture<'sitemapChunk'>>;

export const siteHandlers = [
  ...mock(endpoints.common, () => ok(commonFixture)),
  ...mock(endpoints.installConfigured, () => ok(true as const)),
  ...mock(
    endpoints.page,
    ({ params }) => {
      // Own keys only: 'valueOf' or 'constructor' is an unknown page, not Object.prototype's.
      const fixture = Object.hasOwn(pageFixtures, params.slug)
        ? pageFixtures[params.slug as keyof typeof pageFixtures]
        : undefined;
      return fixture ? ok(fixture) : notFound(Messages.pageNotFound);
    },
    { onInvalid: () => notFound(Messages.pageNotFound) },
  ),
  ...mock(endpoints.sitemap, () =>
    ok({
      chunk: SITEMAP_CHUNK,
      counts: Object.fromEntries(
        Object.entries(sitemapEntries).map(([kind, list]) => [kind, list.length]),
      ) as Record<keyof typeof sitemapEntries, number>,
    }),
  ),
  ...mock(endpoints.sitemapChunk, ({ params, query }) =>
    ok(
      sitemapEntries[params.kind].slice(
        (query.page - 1) * SITEMAP_CHUNK,
        query.page * SITEMAP_CHUNK,
      ),
    ),
  ),
  ...mock(endpoints.countriesPhones, () => ok(countriesFixture)),
  // Like stock iShop for most languages: no UI string overrides.
  ...mock(endpoints.localization, () => ok({})),
  ...mock(endpoints.paymentGateway, () => ok(paymentGatewayFixture)),
  ...mock(endpoints.emailSubscription, () => ({ ...ok(true), token: '' })),
  ...mock(endpoints.contact, () => ({ ...ok(true), token: '' })),
];
