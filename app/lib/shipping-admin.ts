// The shipping and tax screens' forms (issue 35 item 5), for the server's action and the browser alike: the
// contract's request schemas with amounts typed as decimals (the action turns them into minor units, as the
// payouts screens do), the API's fixed messages in the reader's language.
import { z } from '#contract/zod.ts';
import { requiredText } from '#contract/account/schemas.ts';
import {
  ShippingMessages as M,
  pickupRule,
  shippingPlaceFields,
} from '#contract/shipping/schemas.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

const API_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(M).map(([k, message]) => [message, `shipping:api.${k}`]),
);
const DECIMAL = 'shipping:validation.amount';
const PERCENT = 'shipping:validation.percent';

export const SHIPPING_FORM_MESSAGES: FormMessages = {
  required: 'shipping:validation.required',
  tooLong: 'shipping:validation.tooLong',
  label: (field) => `shipping:fields.${field}`,
  known: Object.fromEntries([
    ...Object.entries(API_KEYS),
    ...[DECIMAL, PERCENT].map((k) => [k, k]),
  ]),
};

const USED = /^This rule is used by (\d+) products?/;
const api = knownMessages(API_KEYS);
/** The API's message in the reader's language (a rule in use names its number of products). */
export function shippingMessage(t: Parameters<typeof api>[0], message: string) {
  const used = USED.exec(message);
  return used ? t('shipping:api.used', { n: Number(used[1]) }) : api(t, message);
}

const decimal = z
  .string({ error: DECIMAL })
  .trim()
  .regex(/^\d{1,9}([.,]\d{0,3})?$/, { error: DECIMAL });
const checkbox = z.preprocess((v) => v === 'on' || v === '1' || v === true, z.boolean());

export const RuleFormSchema = z.object({
  title: requiredText('title', 190),
  single_price: checkbox,
});

const {
  id: _id,
  shipping_rule_id: _rule,
  price: _price,
  pickup_price: _pickupPrice,
  ...placeFields
} = shippingPlaceFields;
export const PlaceFormSchema = z
  .object({
    ...placeFields,
    pickup_point: checkbox,
    price: decimal,
    pickup_price: z.preprocess((v) => (v === '' ? undefined : v), decimal.optional()),
  })
  .superRefine(pickupRule);

export const TaxFormSchema = z
  .object({
    title: requiredText('title', 190),
    type: z.enum(['1', '2'], { error: 'type is required' }),
    price: decimal,
  })
  .superRefine((v, ctx) => {
    if (v.type === '2' && !(/^\d{1,3}$/.test(v.price) && Number(v.price) <= 100))
      ctx.addIssue({ code: 'custom', path: ['price'], message: PERCENT });
  });

/** A tax rule's rate for a place: where, and the rate (a percent) or amount (a decimal of the currency). */
export const TaxPlaceFormSchema = z.object({
  country: shippingPlaceFields.country,
  state: shippingPlaceFields.state,
  price: decimal,
});

/** The place's fields as the form shows them again (amounts as decimals). */
export const placeFormValues = (
  p: {
    country: string;
    state?: string | null;
    price: number;
    pickup_price: number;
    pickup_point: number;
    day_needed: number;
  } & Partial<Record<string, unknown>>,
  amountText: (minor: number) => string,
): Record<string, string> => ({
  country: p.country,
  state: p.state ?? '',
  price: amountText(p.price),
  day_needed: String(p.day_needed),
  pickup_point: p.pickup_point === 1 ? 'on' : '',
  pickup_price: p.pickup_point === 1 ? amountText(p.pickup_price) : '',
  ...Object.fromEntries(
    [
      'pickup_phone',
      'pickup_address_line_1',
      'pickup_address_line_2',
      'pickup_city',
      'pickup_state',
      'pickup_zip',
      'pickup_country',
    ].map((k) => [k, typeof p[k] === 'string' ? p[k] : '']),
  ),
});
