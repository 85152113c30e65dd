// The shipping and tax rules' admin endpoints (issue 35 item 5), registered from contract/shipping/endpoints.ts.
// `auth: 'admin'` in handle() answers the envelope's 404 to anyone else first.
import { Hono } from 'hono';
import { shippingEndpoints as E } from '#contract/shipping/endpoints.ts';
import { ShippingMessages as M } from '#contract/shipping/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import {
  deleteShippingPlace,
  deleteShippingRule,
  deleteTaxPlace,
  deleteTaxRule,
  saveShippingPlace,
  saveShippingRule,
  saveTaxPlace,
  saveTaxRule,
  shippingRules,
  taxRules,
  type WriteResult,
} from './service.ts';

export const shippingRoutes = new Hono<ApiEnv>();
const db = (c: Ctx) => c.get('deps').db;

/** A write's answer: its id and `done`; a missing record the envelope's 404; a refusal status 201. */
const answer = (c: Ctx, r: WriteResult, done: string) =>
  r.ok
    ? ok(c, { id: r.id }, done)
    : r.missing
      ? notFoundReply(c, r.message)
      : formReply(c, r.message);

handle(shippingRoutes, E.adminShippingRules, async (c) => ok(c, await shippingRules(db(c))));
handle(shippingRoutes, E.adminShippingRuleSave, async (c, { body, user }) =>
  answer(c, await saveShippingRule(db(c), user, body, nowOf(c)), M.ruleSaved),
);
handle(shippingRoutes, E.adminShippingRuleDelete, async (c, { body, user }) =>
  answer(c, await deleteShippingRule(db(c), user, body.id, nowOf(c)), M.ruleDeleted),
);
handle(shippingRoutes, E.adminShippingPlaceSave, async (c, { body, user }) =>
  answer(c, await saveShippingPlace(db(c), user, body, nowOf(c)), M.placeSaved),
);
handle(shippingRoutes, E.adminShippingPlaceDelete, async (c, { body, user }) =>
  answer(c, await deleteShippingPlace(db(c), user, body.id, nowOf(c)), M.placeDeleted),
);
handle(shippingRoutes, E.adminTaxRules, async (c) => ok(c, await taxRules(db(c))));
handle(shippingRoutes, E.adminTaxRuleSave, async (c, { body, user }) =>
  answer(c, await saveTaxRule(db(c), user, body, nowOf(c)), M.taxSaved),
);
handle(shippingRoutes, E.adminTaxRuleDelete, async (c, { body, user }) =>
  answer(c, await deleteTaxRule(db(c), user, body.id, nowOf(c)), M.taxDeleted),
);
handle(shippingRoutes, E.adminTaxPlaceSave, async (c, { body, user }) =>
  answer(c, await saveTaxPlace(db(c), user, body, nowOf(c)), M.taxPlaceSaved),
);
handle(shippingRoutes, E.adminTaxPlaceDelete, async (c, { body, user }) =>
  answer(c, await deleteTaxPlace(db(c), user, body.id, nowOf(c)), M.taxPlaceDeleted),
);
