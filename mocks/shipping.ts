// The shipping and tax rules of the mock API (issue 35 item 5): one rule with a delivery place and a pickup
// point in the United Arab Emirates, two tax rules. Saves and deletes change this state, as the API would.
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { ShippingMessages as M, ruleUsedMessage } from '#contract/shipping/schemas.ts';
import { mockCell } from './identity.ts';
import { mock, type Fixture } from './mock.ts';

type Rules = Fixture<'adminShippingRules'>['rules'];
type Taxes = Fixture<'adminTaxRules'>['rules'];
const state = mockCell(() => ({
  nextId: 100,
  rules: [
    {
      id: 1,
      title: 'Standard delivery',
      single_price: 0,
      products: 12,
      stores: 3,
      places: [
        {
          id: 1,
          shipping_rule_id: 1,
          country: 'AE',
          state: null,
          price: 600,
          pickup_price: 200,
          pickup_point: 1,
          day_needed: 2,
          pickup_phone: '+971 4 000 0102',
          pickup_address_line_1: 'Unit 12, Al Quoz Industrial Area 3',
          pickup_address_line_2: null,
          pickup_city: 'Dubai',
          pickup_state: null,
          pickup_zip: null,
          pickup_country: 'AE',
        },
      ],
    },
  ] as Rules,
  taxes: [
    {
      id: 1,
      title: 'VAT 5%',
      type: 2,
      price: 5,
      products: 30,
      stores: 4,
      places: [{ id: 900, tax_rule_id: 1, country: 'AE', state: null, price: 5 }],
    },
    { id: 2, title: 'Eco fee', type: 1, price: 50, products: 0, stores: 0, places: [] },
  ] as Taxes,
}));

export const shippingHandlers = [
  ...mock(endpoints.adminShippingRules, () => ok({ rules: state.get().rules })),
  ...mock(endpoints.adminShippingRuleSave, ({ body }) => {
    const s = state.get();
    const single_price = body.single_price ? 1 : 0;
    if (body.id === undefined) {
      const id = s.nextId++;
      s.rules.push({ id, title: body.title, single_price, products: 0, stores: 0, places: [] });
      return ok({ id }, M.ruleSaved);
    }
    const rule = s.rules.find((r) => r.id === body.id);
    if (!rule) return notFound(M.notFound);
    Object.assign(rule, { title: body.title, single_price });
    return ok({ id: rule.id }, M.ruleSaved);
  }),
  ...mock(endpoints.adminShippingRuleDelete, ({ body }) => {
    const s = state.get();
    const rule = s.rules.find((r) => r.id === body.id);
    if (!rule) return notFound(M.notFound);
    if (Number(rule.products) > 0) return formError(ruleUsedMessage(Number(rule.products)));
    s.rules = s.rules.filter((r) => r.id !== body.id);
    return ok({ id: body.id }, M.ruleDeleted);
  }),
  ...mock(endpoints.adminShippingPlaceSave, ({ body }) => {
    const s = state.get();
    const rule = s.rules.find((r) => r.id === body.shipping_rule_id);
    if (!rule) return notFound(M.notFound);
    const pickup = body.pickup_point;
    const place = {
      id: body.id ?? s.nextId++,
      shipping_rule_id: rule.id,
      country: body.country,
      state: body.state ?? null,
      price: body.price,
      pickup_price: pickup ? body.pickup_price : 0,
      pickup_point: pickup ? 1 : 0,
      day_needed: body.day_needed,
      pickup_phone: pickup ? (body.pickup_phone ?? null) : null,
      pickup_address_line_1: pickup ? (body.pickup_address_line_1 ?? null) : null,
      pickup_address_line_2: pickup ? (body.pickup_address_line_2 ?? null) : null,
      pickup_city: pickup ? (body.pickup_city ?? null) : null,
      pickup_state: pickup ? (body.pickup_state ?? null) : null,
      pickup_zip: pickup ? (body.pickup_zip ?? null) : null,
      pickup_country: pickup ? (body.pickup_country ?? null) : null,
    };
    if (body.id !== undefined) {
      const i = rule.places.findIndex((p) => p.id === body.id);
      if (i < 0) return notFound(M.notFound);
      rule.places[i] = place;
    } else rule.places.push(place);
    return ok({ id: place.id }, M.placeSaved);
  }),
  ...mock(endpoints.adminShippingPlaceDelete, ({ body }) => {
    const rule = state.get().rules.find((r) => r.places.some((p) => p.id === body.id));
    if (!rule) return notFound(M.notFound);
    rule.places = rule.places.filter((p) => p.id !== body.id);
    return ok({ id: body.id }, M.placeDeleted);
  }),
  ...mock(endpoints.adminTaxRules, () => ok({ rules: state.get().taxes })),
  ...mock(endpoints.adminTaxRuleSave, ({ body }) => {
    const s = state.get();
    const values = { title: body.title, type: body.type, price: body.price };
    if (body.id === undefined) {
      const id = s.nextId++;
      s.taxes.push({ id, ...values, products: 0, stores: 0, places: [] });
      return ok({ id }, M.taxSaved);
    }
    const tax = s.taxes.find((r) => r.id === body.id);
    if (!tax) return notFound(M.notFound);
    Object.assign(tax, values);
    return ok({ id: tax.id }, M.taxSaved);
  }),
  ...mock(endpoints.adminTaxRuleDelete, ({ body }) => {
    const s = state.get();
    const tax = s.taxes.find((r) => r.id === body.id);
    if (!tax) return notFound(M.notFound);
    if (Number(tax.products) > 0) return formError(ruleUsedMessage(Number(tax.products)));
    s.taxes = s.taxes.filter((r) => r.id !== body.id);
    return ok({ id: body.id }, M.taxDeleted);
  }),
  ...mock(endpoints.adminTaxPlaceSave, ({ body }) => {
    const s = state.get();
    const tax = s.taxes.find((r) => r.id === body.tax_rule_id);
    if (!tax) return notFound(M.notFound);
    if (Number(tax.type) === 2 && body.price > 100) return formError(M.badPercent);
    const state_ = body.state ?? null;
    if (tax.places.some((p) => p.country === body.country && (p.state ?? null) === state_))
      return formError(M.taxPlaceTaken);
    const id = s.nextId++;
    tax.places.push({
      id,
      tax_rule_id: tax.id,
      country: body.country,
      state: state_,
      price: body.price,
    });
    return ok({ id }, M.taxPlaceSaved);
  }),
  ...mock(endpoints.adminTaxPlaceDelete, ({ body }) => {
    const tax = state.get().taxes.find((r) => r.places.some((p) => p.id === body.id));
    if (!tax) return notFound(M.notFound);
    tax.places = tax.places.filter((p) => p.id !== body.id);
    return ok({ id: tax.id }, M.taxPlaceDeleted);
  }),
];
