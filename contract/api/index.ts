// The registry of api/v1 endpoints served in this release: drives /api/v1/openapi.json and the contract tests.
import { z } from '../zod.ts';
import { CommonDataSchema } from './common.ts';
import { HomeDataSchema } from './home.ts';
import {
  AllDataSchema,
  AllQuerySchema,
  ProductsDataSchema,
  ProductsQuerySchema,
} from './listing.ts';
import { BrandsDataSchema, CategoriesDataSchema, PageOnlyQuerySchema } from './catalog-lists.ts';
import {
  FlashSaleProductsDataSchema,
  FlashSaleQuerySchema,
  FlashSalesDataSchema,
} from './flash-sale.ts';
import { SearchDataSchema, SearchQuerySchema } from './search.ts';
import { ProductDetailSchema, ProductParamsSchema } from './product.ts';
import { PageDataSchema, SlugParamsSchema } from './page.ts';
import { StoreDataSchema, StoreQuerySchema } from './store.ts';
import { ReviewsDataSchema, ReviewsQuerySchema } from './reviews.ts';
import { SuggestedDataSchema, SuggestedQuerySchema } from './suggested-products.ts';
import {
  SitemapChunkDataSchema,
  SitemapDataSchema,
  SitemapParamsSchema,
  SitemapQuerySchema,
} from './sitemap.ts';
import { CountriesPhonesDataSchema } from './countries-phones.ts';
import { LocalizationDataSchema, LocalizationQuerySchema } from './localization.ts';
import { PaymentGatewayDataSchema } from './payment-gateway.ts';
import { SubscribeBodySchema, SubscribeDataSchema } from './newsletter.ts';
import { ContactBodySchema, ContactDataSchema } from './contact.ts';

export type Endpoint = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Relative to api/v1/, with {param} placeholders. */
  path: string;
  summary: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** Headers the endpoint reads. */
  headers?: ('lang' | 'language')[];
};

const IdParams = z.object({ id: z.string().regex(/^\d+$/) });

export const endpoints = {
  common: {
    method: 'GET',
    path: 'common',
    summary: 'Site furniture and settings',
    data: CommonDataSchema,
    headers: ['lang'],
  },
  home: {
    method: 'GET',
    path: 'home',
    summary: 'Home page sections',
    data: HomeDataSchema,
    headers: ['language'],
  },
  all: {
    method: 'GET',
    path: 'all',
    summary: 'Category, brand and collection listings',
    query: AllQuerySchema,
    data: AllDataSchema,
    headers: ['language'],
  },
  products: {
    method: 'GET',
    path: 'products',
    summary: 'Search results, slider/banner targets, home feed',
    query: ProductsQuerySchema,
    data: ProductsDataSchema,
    headers: ['language'],
  },
  categories: {
    method: 'GET',
    path: 'categories',
    summary: 'Category list',
    query: PageOnlyQuerySchema,
    data: CategoriesDataSchema,
    headers: ['language'],
  },
  brands: {
    method: 'GET',
    path: 'brands',
    summary: 'Brand list',
    query: PageOnlyQuerySchema,
    data: BrandsDataSchema,
    headers: ['language'],
  },
  flashSales: {
    method: 'GET',
    path: 'flash-sale',
    summary: 'Active flash sales',
    data: FlashSalesDataSchema,
    headers: ['language'],
  },
  flashSale: {
    method: 'GET',
    path: 'flash-sale/{id}',
    summary: 'Products of one flash sale',
    params: IdParams,
    query: FlashSaleQuerySchema,
    data: FlashSaleProductsDataSchema,
    headers: ['language'],
  },
  search: {
    method: 'GET',
    path: 'search',
    summary: 'Search suggestions',
    query: SearchQuerySchema,
    data: SearchDataSchema,
    headers: ['language'],
  },
  product: {
    method: 'GET',
    path: 'product/{id}',
    summary: 'Product detail',
    params: ProductParamsSchema,
    data: ProductDetailSchema,
    headers: ['language'],
  },
  page: {
    method: 'GET',
    path: 'page/{slug}',
    summary: 'Static page',
    params: SlugParamsSchema,
    data: PageDataSchema,
    headers: ['language'],
  },
  store: {
    method: 'GET',
    path: 'store',
    summary: 'Store page',
    query: StoreQuerySchema,
    data: StoreDataSchema,
    headers: ['language'],
  },
  reviews: {
    method: 'GET',
    path: 'reviews/{id}',
    summary: 'Product reviews',
    params: IdParams,
    query: ReviewsQuerySchema,
    data: ReviewsDataSchema,
  },
  suggestedProducts: {
    method: 'GET',
    path: 'suggested-products/{id}',
    summary: 'Suggested products',
    params: IdParams,
    query: SuggestedQuerySchema,
    data: SuggestedDataSchema,
    headers: ['language'],
  },
  sitemap: {
    method: 'GET',
    path: 'sitemap',
    summary: '(proposed) Sitemap: public records per kind and the chunk size',
    data: SitemapDataSchema,
  },
  sitemapChunk: {
    method: 'GET',
    path: 'sitemap/{kind}',
    summary: '(proposed) Sitemap: one chunk of public records of a kind, by id',
    params: SitemapParamsSchema,
    query: SitemapQuerySchema,
    data: SitemapChunkDataSchema,
  },
  countriesPhones: {
    method: 'GET',
    path: 'countries-phones',
    summary: 'Countries, states and dial codes',
    data: CountriesPhonesDataSchema,
  },
  localization: {
    method: 'GET',
    path: 'localization',
    summary: 'UI string overrides',
    query: LocalizationQuerySchema,
    data: LocalizationDataSchema,
  },
  paymentGateway: {
    method: 'GET',
    path: 'payment-gateway',
    summary: 'Enabled payment methods and public keys',
    data: PaymentGatewayDataSchema,
  },
  emailSubscription: {
    method: 'POST',
    path: 'email-subscription',
    summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
    body: SubscribeBodySchema,
    data: SubscribeDataSchema,
  },
  contact: {
    method: 'POST',
    path: 'contact',
    summary: 'Send a message to the shop',
    body: ContactBodySchema,
    data: ContactDataSchema,
  },
} satisfies Record<string, Endpoint>;

export type EndpointKey = keyof typeof endpoints;
