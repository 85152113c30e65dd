// Site-wide endpoints (docs/api-reference.md §8.1, §8.9, §8.24, §8.26, §8.28–§8.30, sitemap): registered from their
// definitions in contract/site/endpoints.ts.
import { Hono } from 'hono';
import { siteEndpoints } from '#contract/site/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { PeopleMessages, peopleEndpoints } from '#contract/admin/people.ts';
import { imgBase, languageOf, originOf, type ApiEnv } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { limit } from '../lib/rate-limit.ts';
import { readerOf } from '../lib/reader.ts';
import { formReply, notFoundReply, ok, okBlankToken, passThrough } from '../lib/reply.ts';
import { commonData } from './common.ts';
import { countriesPhones } from './countries.ts';
import { pageBySlug, saveContactMessage, subscribe, uiOverrides } from './service.ts';
import { methodFlags, offeredNow, publicPaymentGateway } from './settings.ts';
import { sitemapChunk, sitemapCounts } from './sitemap.ts';
import { unsubscribe, unsubscribeCheck } from './unsubscribe.ts';

export const siteRoutes = new Hono<ApiEnv>();

handle(siteRoutes, siteEndpoints.common, async (c) => {
  const { oauth } = c.get('deps');
  const origin = originOf(c); // PUBLIC_URL, never the Host header
  return ok(
    c,
    await commonData(readerOf(c, 'lang'), {
      imgSrcUrl: imgBase(c),
      apiOrigin: origin,
      social: { google: Boolean(oauth?.google), facebook: Boolean(oauth?.facebook) },
    }),
  );
});

handle(
  siteRoutes,
  siteEndpoints.page,
  async (c, { params }) => {
    const page = await pageBySlug(readerOf(c), params.slug);
    return page ? ok(c, page) : notFoundReply(c, Messages.pageNotFound);
  },
  { onInvalid: (c) => notFoundReply(c, Messages.pageNotFound) },
);

handle(siteRoutes, siteEndpoints.sitemap, async (c) =>
  ok(c, await sitemapCounts(c.get('deps').db)),
);

handle(siteRoutes, siteEndpoints.sitemapChunk, async (c, { params, query }) =>
  ok(c, await sitemapChunk(c.get('deps').db, params.kind, query.page)),
);

handle(siteRoutes, siteEndpoints.countriesPhones, (c) => ok(c, countriesPhones()));

handle(siteRoutes, siteEndpoints.localization, async (c, { query }) => {
  const overrides = await uiOverrides(c.get('deps').db, query.locale_code);
  return overrides ? ok(c, overrides) : formReply(c, Messages.unknownLocale);
});

handle(siteRoutes, siteEndpoints.paymentGateway, async (c) => {
  const { db, payments } = c.get('deps');
  const online = payments?.gateway() ?? { sandbox_methods: [] };
  const running = payments?.list().map((r) => r.definition.method) ?? [];
  const offered = await offeredNow(db, running);
  return ok(c, {
    ...(await publicPaymentGateway(db)),
    // The online methods' public settings (issue 16); a method is on when staff offer it and, online,
    // its provider runs (issue 35).
    ...online,
    ...methodFlags(offered),
    sandbox_methods: online.sandbox_methods.filter((m) => offered.includes(m)),
  });
});

handle(siteRoutes, siteEndpoints.emailSubscription, async (c, { body }) => {
  const limited = await limit(c, 'newsletter', body.email);
  if (limited) return passThrough(limited);
  await subscribe(c.get('deps').db, body.email, languageOf(c));
  return okBlankToken(c, true);
});

// A newsletter's unsubscribe link (decision 145): looking it up reads only; the POST removes that subscriber.
handle(siteRoutes, peopleEndpoints.newsletterUnsubscribeCheck, async (c, { query }) => {
  const s = await unsubscribeCheck(c.get('deps').db, query.token);
  return s ? ok(c, s) : notFoundReply(c, PeopleMessages.unsubscribeNotFound);
});

handle(siteRoutes, peopleEndpoints.newsletterUnsubscribe, async (c, { body }) =>
  (await unsubscribe(c.get('deps').db, body.token))
    ? ok(c, { unsubscribed: true as const }, PeopleMessages.unsubscribed)
    : notFoundReply(c, PeopleMessages.unsubscribeNotFound),
);

// Ours validates (iShop answers 500 with a database message for missing fields).
handle(siteRoutes, siteEndpoints.contact, async (c, { body }) => {
  const limited = await limit(c, 'contact', body.email);
  if (limited) return passThrough(limited);
  await saveContactMessage(c.get('deps').db, body);
  return okBlankToken(c, true);
});

// (proposed) The installer's probe (§8.32).
handle(siteRoutes, siteEndpoints.installConfigured, (c) => ok(c, true as const));
