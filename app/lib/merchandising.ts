// The home page's and banners' admin forms (issue 35 item 1), for the server's action and the browser alike:
// each kind's fields, the form's messages in the admin's language, and the API's refusals as locale keys.
import type { TFunction } from 'i18next';
import { requiredMessage } from '#contract/messages.ts';
import { MerchMessages, type MerchKind } from '#contract/admin/merchandising.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';

/** The fields each kind's form has (besides the titles, status, order and schedule). */
export const MERCH_FIELDS: Record<
  MerchKind,
  readonly ('type' | 'target' | 'closable' | 'pages')[]
> = {
  sliders: ['type', 'target'],
  banners: ['type', 'target', 'closable', 'pages'],
  features: [],
};

/** The `type` choices of a kind: the slider's three places, the nine banner types. */
export const MERCH_TYPES: Record<MerchKind, readonly number[]> = {
  sliders: [1, 2, 3],
  banners: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  features: [],
};

/** The API's English refusal → its key in `merchandising:api.*`. */
const KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(MerchMessages).map(([key, message]) => [message, `merchandising:api.${key}`]),
);

export const MERCH_FORM_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `merchandising:fields.${field}`,
  known: {
    ...KEYS,
    [requiredMessage('title')]: 'merchandising:validation.title',
    [requiredMessage('type')]: 'merchandising:validation.type',
    [requiredMessage('source_type')]: 'merchandising:validation.source_type',
    [requiredMessage('sort')]: 'merchandising:validation.sort',
    [requiredMessage('pages')]: 'merchandising:validation.pages',
    [requiredMessage('status')]: 'merchandising:validation.status',
  },
};

/** An API message in the admin's language (an unknown one as it came). */
export function merchMessage(t: TFunction, message: string): string {
  const key = KEYS[message];
  return key ? t(key) : message;
}

/** The field a refusal of the save belongs to (shown next to it), or none (above the form). */
export function merchRefusalField(message: string): 'targets' | null {
  return message === MerchMessages.targetMissing ? 'targets' : null;
}

/** 'YYYY-MM-DD HH:MM:SS' (the API's) as a datetime-local value 'YYYY-MM-DDTHH:MM'. */
export const localDateTime = (v: string | null | undefined) =>
  v ? v.slice(0, 16).replace(' ', 'T') : '';
