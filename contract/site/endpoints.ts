// api/v1 endpoints of the site domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import { z } from '../zod.ts';
import { CommonDataSchema } from './common.ts';
import { ContactBodySchema, ContactDataSchema } from './contact.ts';
import { CountriesPhonesDataSchema } from './countries.ts';
import { LocalizationDataSchema, LocalizationQuerySchema } from './localization.ts';
import { SubscribeBodySchema, SubscribeDataSchema } from './newsletter.ts';
import { PageDataSchema, SlugParamsSchema } from './page.ts';
import { PaymentGatewayDataSchema } from './payment-gateway.ts';
import { SitemapChunkDataSchema, SitemapDataSchema, SitemapParamsSchema } from './sitemap.ts';
import { PageQuerySchema } from '../query.ts';

export const siteEndpoints = {
  installConfigured: defineEndpoint({
    method: 'GET',
    path: 'install/configured',
    auth: 'none',
    summary: "(proposed) The installer's probe (§8.32): true once the shop is set up",
    data: z.literal(true),
  }),
  common: defineEndpoint({
    method: 'GET',
    path: 'common',
    auth: 'none',
    summary: 'Site furniture and settings',
    data: CommonDataSchema,
    header: 'lang',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: 'page/{slug}',
    auth: 'none',
    summary: 'Static page',
    params: SlugParamsSchema,
    data: PageDataSchema,
    header: 'language',
  }),
  sitemap: defineEndpoint({
    method: 'GET',
    path: 'sitemap',
    auth: 'none',
    summary: '(proposed) Sitemap: public records per kind and the chunk size',
    data: SitemapDataSchema,
  }),
  sitemapChunk: defineEndpoint({
    method: 'GET',
    path: 'sitemap/{kind}',
    auth: 'none',
    summary: '(proposed) Sitemap: one chunk of public records of a kind, by id',
    params: SitemapParamsSchema,
    query: PageQuerySchema,
    data: SitemapChunkDataSchema,
  }),
  countriesPhones: defineEndpoint({
    method: 'GET',
    path: 'countries-phones',
    auth: 'none',
    summary: 'Countries, states and dial codes',
    data: CountriesPhonesDataSchema,
  }),
  localization: defineEndpoint({
    method: 'GET',
    path: 'localization',
    auth: 'none',
    summary: 'UI string overrides',
    query: LocalizationQuerySchema,
    data: LocalizationDataSchema,
  }),
  paymentGateway: defineEndpoint({
    method: 'GET',
    path: 'payment-gateway',
    auth: 'none',
    summary: 'Enabled payment methods and public keys',
    data: PaymentGatewayDataSchema,
  }),
  emailSubscription: defineEndpoint({
    method: 'POST',
    path: 'email-subscription',
    auth: 'none',
    summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
    body: SubscribeBodySchema,
    data: SubscribeDataSchema,
  }),
  contact: defineEndpoint({
    method: 'POST',
    path: 'contact',
    auth: 'none',
    summary: 'Send a message to the shop',
    body: ContactBodySchema,
    data: ContactDataSchema,
  }),
};
