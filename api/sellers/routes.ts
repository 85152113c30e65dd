// Seller application (docs/api-reference.md §8.27): both calls are the envelope's 404 while vendor registration is
// off (docs/spec.md §6); rate limited like the account's sign-up and code checks; the code is never in an answer.
import { Hono } from 'hono';
import { sellersEndpoints as E } from '#contract/sellers/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { SellerMessages } from '#contract/sellers/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { languageOf, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { limit } from '../lib/rate-limit.ts';
import { failureReply, formReply, notFoundReply, ok, passThrough } from '../lib/reply.ts';
import { linksOf } from '../orders/service.ts';
import { applyToSell, vendorRegistrationOn, verifyApplication } from './service.ts';

export const sellersRoutes = new Hono<ApiEnv>();

const deps = (c: Ctx) => {
  const { db, mail } = c.get('deps');
  return { db, mail, now: nowOf(c), links: linksOf(c) };
};

handle(sellersRoutes, E.sellerSignup, async (c, { body }) => {
  if (!(await vendorRegistrationOn(c.get('deps').db)))
    return notFoundReply(c, Messages.routeNotFound);
  const limited = await limit(c, 'signup', body.email);
  if (limited) return passThrough(limited);
  const r = await applyToSell(deps(c), body, languageOf(c) ?? 'en');
  return r.ok ? ok(c, r.email, Messages.codeSent) : formReply(c, r.message);
});

handle(sellersRoutes, E.sellerVerify, async (c, { body }) => {
  if (!(await vendorRegistrationOn(c.get('deps').db)))
    return notFoundReply(c, Messages.routeNotFound);
  const limited = await limit(c, 'verify', body.email);
  if (limited) return passThrough(limited);
  const r = await verifyApplication(deps(c), body);
  return r.ok ? ok(c, r.data, SellerMessages.received) : failureReply(c, r.message);
});
