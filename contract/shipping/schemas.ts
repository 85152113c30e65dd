// Shipping and tax rules in the admin area (issue 35 item 5): a shipping rule (title, one charge per order or
// one per line) with its places — a country and maybe one of its states, the delivery price, the days needed
// and, only at a pickup point with its full address and phone, the pickup price — and tax rules (title, type
// 1 flat: an amount added per unit; 2 percent: a rate included in the price, docs/api-reference.md §10).
// Amounts are integer minor units on the wire. Only administrators reach these endpoints.
import { z, int, opt, str } from '../zod.ts';
import { Messages, requiredMessage } from '../messages.ts';
import { optionalText } from '../account/schemas.ts';
import { positiveId, text } from '../admin/schemas.ts';

export const ShippingMessages = {
  notFound: 'Not found',
  ruleSaved: 'The shipping rule is saved.',
  ruleDeleted: 'The shipping rule is deleted.',
  placeSaved: 'The place is saved.',
  placeDeleted: 'The place is deleted.',
  taxSaved: 'The tax rule is saved.',
  taxDeleted: 'The tax rule is deleted.',
  taxPlaceSaved: 'The rate for this place is saved.',
  taxPlaceDeleted: 'The rate for this place is deleted.',
  taxPlaceTaken: 'This tax rule already has a rate for this country and state.',
  pickupAddress: 'A pickup point needs its address line 1, city, country and phone.',
  badCountry: 'Choose a country from the list.',
  badState: 'Choose one of the country’s states, or every state.',
  placeTaken: 'This rule already has a place for this country and state.',
  badPercent: 'A percent rate is a whole number from 0 to 100.',
  badAmount: 'An amount is a whole number of minor units from 0 to 100000000.',
  badDays: 'The days needed are a whole number from 0 to 365.',
} as const;

/** "Used by 3 products." — why a rule still in use cannot be deleted. */
export const ruleUsedMessage = (n: number) =>
  `This rule is used by ${n} ${n === 1 ? 'product' : 'products'}: link them to another rule first.`;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** A form's checkbox or a JSON boolean: checked, 1, "1", "on", "true" mean yes; anything else no. */
const yes = z.preprocess(
  (v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true',
  z.boolean(),
);

/** A whole number from 0 to `max` (a form's digits or JSON's number), else `message`. */
const whole = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message }),
  );

const MAX_AMOUNT = 100_000_000;
const amount = whole(MAX_AMOUNT, ShippingMessages.badAmount);
const optionalId = (field: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), positiveId(field).optional());

/** An ISO 3166-1 alpha-2 code (upper-cased); whether it is one of the list is the API's check. */
const countryCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: requiredMessage('country') }).regex(/^[A-Z]{2}$/, {
    error: ShippingMessages.badCountry,
  }),
);
/** A state code of the country, or blank for every state. */
const stateCode = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, { error: ShippingMessages.badState })
    .optional(),
);

export const ShippingRuleBodySchema = z.object({
  id: optionalId('id'),
  title: text('title', 190),
  single_price: yes,
});

const PICKUP_REQUIRED = [
  'pickup_address_line_1',
  'pickup_city',
  'pickup_country',
  'pickup_phone',
] as const;
const PHONE_PATTERN = /^[\d\s()+-]{6,20}$/;

/** A place's fields (amounts in minor units); the storefront's form types decimals for the amounts. */
export const shippingPlaceFields = {
  id: optionalId('id'),
  shipping_rule_id: positiveId('shipping_rule_id'),
  country: countryCode,
  state: stateCode,
  price: amount,
  day_needed: whole(365, ShippingMessages.badDays),
  pickup_point: yes,
  pickup_price: z.preprocess((v) => (blank(v) ? 0 : v), amount),
  pickup_phone: optionalText('pickup_phone', 20),
  pickup_address_line_1: optionalText('pickup_address_line_1', 190),
  pickup_address_line_2: optionalText('pickup_address_line_2', 190),
  pickup_city: optionalText('pickup_city', 120),
  pickup_state: optionalText('pickup_state', 120),
  pickup_zip: optionalText('pickup_zip', 20),
  pickup_country: z.preprocess((v) => (blank(v) ? undefined : v), countryCode.optional()),
};

type PickupFields = { pickup_point: boolean } & Partial<
  Record<(typeof PICKUP_REQUIRED)[number], string>
>;
/** Pickup is offered only at a pickup point with somewhere to pick up from and someone to call. */
export function pickupRule(v: PickupFields, ctx: z.RefinementCtx) {
  if (!v.pickup_point) return;
  for (const field of PICKUP_REQUIRED)
    if (!v[field])
      ctx.addIssue({ code: 'custom', path: [field], message: ShippingMessages.pickupAddress });
  const phone = v.pickup_phone;
  if (phone && !(PHONE_PATTERN.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 6))
    ctx.addIssue({ code: 'custom', path: ['pickup_phone'], message: Messages.invalidNumber });
}

export const ShippingPlaceBodySchema = z.object(shippingPlaceFields).superRefine(pickupRule);
export type ShippingPlaceBody = z.output<typeof ShippingPlaceBodySchema>;

export const TaxRuleBodySchema = z
  .object({
    id: optionalId('id'),
    title: text('title', 190),
    type: z.preprocess(
      (v) => (v === '1' || v === 1 ? 1 : v === '2' || v === 2 ? 2 : v),
      z.union([z.literal(1), z.literal(2)], { error: requiredMessage('type') }),
    ),
    price: amount,
  })
  .superRefine((v, ctx) => {
    if (v.type === 2 && v.price > 100)
      ctx.addIssue({ code: 'custom', path: ['price'], message: ShippingMessages.badPercent });
  });
export type TaxRuleBody = z.output<typeof TaxRuleBodySchema>;

/** A tax rule's rate in a country, or one of its states (blank: every state), in the rule's own unit. */
export const TaxPlaceBodySchema = z.object({
  tax_rule_id: positiveId('tax_rule_id'),
  country: countryCode,
  state: stateCode,
  price: amount,
});
export type TaxPlaceBody = z.output<typeof TaxPlaceBodySchema>;

export const DeleteBodySchema = z.object({ id: positiveId('id') });

const ShippingPlaceSchema = z.object({
  id: int,
  shipping_rule_id: int,
  country: str,
  state: opt(str),
  price: int,
  pickup_price: int,
  pickup_point: int,
  day_needed: int,
  pickup_phone: opt(str),
  pickup_address_line_1: opt(str),
  pickup_address_line_2: opt(str),
  pickup_city: opt(str),
  pickup_state: opt(str),
  pickup_zip: opt(str),
  pickup_country: opt(str),
});
export type ShippingPlace = z.output<typeof ShippingPlaceSchema>;

/** A rule with its places and what uses it: how many products, of how many stores. */
const AdminShippingRuleSchema = z.object({
  id: int,
  title: str,
  single_price: int,
  products: int,
  stores: int,
  places: z.array(ShippingPlaceSchema),
});
export type AdminShippingRule = z.output<typeof AdminShippingRuleSchema>;
export const AdminShippingRulesSchema = z.object({ rules: z.array(AdminShippingRuleSchema) });

const TaxPlaceSchema = z.object({
  id: int,
  tax_rule_id: int,
  country: str,
  state: opt(str),
  price: int,
});

/** A tax rule, its rates by country and state (the rule's own rate elsewhere) and what uses it. */
const AdminTaxRuleSchema = z.object({
  id: int,
  title: str,
  type: int,
  price: int,
  products: int,
  stores: int,
  places: z.array(TaxPlaceSchema),
});
export type AdminTaxRule = z.output<typeof AdminTaxRuleSchema>;
export const AdminTaxRulesSchema = z.object({ rules: z.array(AdminTaxRuleSchema) });

export const SavedSchema = z.object({ id: int });
