// The promotion screens' shared rules (issue 35 item 2): the API's messages in the reader's language (the fixed
// ones by key, the ones naming a product by pattern), a validation issue's message, and the times and amounts
// as the forms show them.
import type { TFunction } from 'i18next';
import { PromotionMessages } from '#contract/promotions/schemas.ts';
import { Messages, requiredMessage } from '#contract/messages.ts';
import { slugMessage } from '#contract/taxonomy/schemas.ts';

const KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(PromotionMessages).map(([k, m]) => [m, `promotions:api.${k}`]),
);

/** One of the API's messages in the reader's language; another backend's text as it came. */
export function promotionMessage(t: TFunction, message: string): string {
  const key = KEYS[message];
  if (key) return t(key);
  if (message === slugMessage) return t('promotions:validation.slug');
  if (message === Messages.routeNotFound) return t('promotions:api.notFound');
  let m = /^Product (\d+) does not exist\.$/.exec(message);
  if (m) return t('promotions:api.unknownProduct', { id: m[1] });
  m = /^The flash price of product (\d+) must be below its price\.$/.exec(message);
  if (m) return t('promotions:api.flashPrice', { id: m[1] });
  m = /^Product (\d+) is already in the flash sale “(.*)” at an overlapping time\.$/.exec(message);
  if (m) return t('promotions:api.overlap', { id: m[1], sale: m[2] });
  m = /^The cap of product (\d+) cannot be below the (\d+) units already sold\.$/.exec(message);
  if (m) return t('promotions:api.capBelowSold', { id: m[1], sold: m[2] });
  return message;
}

/** A refusal of the body's schema: "{{field}} is required" with the field's label, else the message. */
export function issueMessage(t: TFunction, field: string, message: string): string {
  if (message === requiredMessage(field) || /^[\w.]+ is required$/.test(message))
    return t('promotions:validation.required', { field: t(`promotions:fields.${field}`) });
  if (/may not be longer than/.test(message))
    return t('promotions:validation.tooLong', { field: t(`promotions:fields.${field}`) });
  return promotionMessage(t, message);
}

/** 'YYYY-MM-DD HH:MM:SS' as a datetime-local input's value. */
export const inputTime = (time: string) => time.slice(0, 16).replace(' ', 'T');

/** The rows of products a flash sale's form offers beyond the ones it has. */
export const NEW_PRODUCT_ROWS = 3;
