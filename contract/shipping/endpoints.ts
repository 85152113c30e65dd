// api/v1 endpoints of the shop's shipping and tax rules (issue 35 item 5). `auth: 'admin'`: anyone but an
// administrator gets the envelope's 404, as if the path did not exist. Amounts are minor units.
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminShippingRulesSchema,
  AdminTaxRulesSchema,
  DeleteBodySchema,
  SavedSchema,
  ShippingPlaceBodySchema,
  ShippingRuleBodySchema,
  TaxRuleBodySchema,
  TaxPlaceBodySchema,
} from './schemas.ts';

export const shippingEndpoints = {
  adminShippingRules: defineEndpoint({
    method: 'GET',
    path: 'admin/shipping-rules',
    auth: 'admin',
    summary:
      'Every shipping rule with its places and how many products (of how many stores) use it',
    data: AdminShippingRulesSchema,
  }),
  adminShippingRuleSave: defineEndpoint({
    method: 'POST',
    path: 'admin/shipping-rules/save',
    auth: 'admin',
    summary: 'Create a shipping rule (no id) or rename it and set its single price (id)',
    body: ShippingRuleBodySchema,
    data: SavedSchema,
  }),
  adminShippingRuleDelete: defineEndpoint({
    method: 'POST',
    path: 'admin/shipping-rules/delete',
    auth: 'admin',
    summary: 'Delete a shipping rule and its places; refused while products use it',
    body: DeleteBodySchema,
    data: SavedSchema,
  }),
  adminShippingPlaceSave: defineEndpoint({
    method: 'POST',
    path: 'admin/shipping-places/save',
    auth: 'admin',
    summary:
      'Add a place to a rule (no id) or change one (id); a pickup point needs its address and phone',
    body: ShippingPlaceBodySchema,
    data: SavedSchema,
  }),
  adminShippingPlaceDelete: defineEndpoint({
    method: 'POST',
    path: 'admin/shipping-places/delete',
    auth: 'admin',
    summary: 'Delete one place of a shipping rule',
    body: DeleteBodySchema,
    data: SavedSchema,
  }),
  adminTaxRules: defineEndpoint({
    method: 'GET',
    path: 'admin/tax-rules',
    auth: 'admin',
    summary: 'Every tax rule and how many products (of how many stores) use it',
    data: AdminTaxRulesSchema,
  }),
  adminTaxRuleSave: defineEndpoint({
    method: 'POST',
    path: 'admin/tax-rules/save',
    auth: 'admin',
    summary:
      'Create a tax rule (no id) or change one (id): type 1 flat amount added, 2 percent included',
    body: TaxRuleBodySchema,
    data: SavedSchema,
  }),
  adminTaxRuleDelete: defineEndpoint({
    method: 'POST',
    path: 'admin/tax-rules/delete',
    auth: 'admin',
    summary: 'Delete a tax rule; refused while products use it',
    body: DeleteBodySchema,
    data: SavedSchema,
  }),
  adminTaxPlaceSave: defineEndpoint({
    method: 'POST',
    path: 'admin/tax-rules/places/save',
    auth: 'admin',
    summary:
      "Set a tax rule's rate in a country or one of its states (blank: every state), in the rule's unit; an address there is taxed at it",
    body: TaxPlaceBodySchema,
    data: SavedSchema,
  }),
  adminTaxPlaceDelete: defineEndpoint({
    method: 'POST',
    path: 'admin/tax-rules/places/delete',
    auth: 'admin',
    summary: "Delete a tax rule's rate for a place (the rule's own rate applies there again)",
    body: DeleteBodySchema,
    data: SavedSchema,
  }),
};
