// The content screens' shared rules (issue 35 item 3), for the server and the browser: the languages a page
// is written in, the forms' messages and the API's refusals in the admin's language.
import { requiredMessage } from '#contract/messages.ts';
import { ContentMessages } from '#contract/content/schemas.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

/** A page's languages: the suffix of its fields ('' for English), its `lang` and direction. */
export const PAGE_LANGS = [
  { suffix: '', lang: 'en', dir: 'ltr' },
  { suffix: '_fr', lang: 'fr', dir: 'ltr' },
  { suffix: '_ar', lang: 'ar', dir: 'rtl' },
  { suffix: '_tr', lang: 'tr', dir: 'ltr' },
  { suffix: '_hi', lang: 'hi', dir: 'ltr' },
] as const;

const KEYS: Record<string, string> = {
  [ContentMessages.notFound]: 'content:api.notFound',
  [ContentMessages.slugTaken]: 'content:api.slugTaken',
  [ContentMessages.slug]: 'content:api.slug',
  [ContentMessages.url]: 'content:api.url',
  [ContentMessages.image]: 'content:api.image',
  [ContentMessages.page]: 'content:api.page',
  [ContentMessages.routePattern]: 'content:api.routePattern',
  [ContentMessages.scriptHtml]: 'content:api.scriptHtml',
  [ContentMessages.scriptSrc]: 'content:api.scriptSrc',
  [ContentMessages.scriptEmpty]: 'content:api.scriptEmpty',
  [ContentMessages.componentPage]: 'content:api.componentPage',
  [requiredMessage('title')]: 'content:api.title',
};

/** One of our API's refusals in the admin's language; another backend's text as it came. */
export const contentMessage = knownMessages(KEYS);

export const CONTENT_FORM_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `content:fields.${field.replace(/_(fr|ar|tr|hi)$/, '')}`,
  known: KEYS,
};

/** The field an API refusal of a save belongs to (shown next to it), or none (above the form). */
export function refusalField(message: string): 'slug' | 'page_id' | null {
  if (message === ContentMessages.slugTaken) return 'slug';
  if (message === ContentMessages.page) return 'page_id';
  return null;
}
