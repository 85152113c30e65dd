// The taxonomy screens' shared rules (issue 33 item 6), for the server and the browser: which fields each kind
// has, the form's messages, the attribute form's value rows made ready to parse, and the API's refusals in
// the admin's language (with the field they belong to).
import { TaxonomyImageMessages } from '#contract/taxonomy/images.ts';
import type { TFunction } from 'i18next';
import { requiredMessage } from '#contract/messages.ts';
import { TaxonomyMessages, slugMessage, type TaxonomyKind } from '#contract/taxonomy/schemas.ts';
import { ScheduleMessages } from '#contract/admin/schedule.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';

export type TaxonomyField =
  | 'slug'
  | 'parent_id'
  | 'sort'
  | 'status'
  | 'featured'
  | 'in_footer'
  | 'meta_title'
  | 'meta_description'
  | 'image'
  | 'window'
  | 'values';

/**
 * The fields of each kind's form, besides the title in five languages; `window` is the home page's
 * "Featured from" / "Featured until" (a collection's "Shown on the home page from/until").
 */
export const KIND_FIELDS: Record<TaxonomyKind, readonly TaxonomyField[]> = {
  categories: [
    'slug',
    'parent_id',
    'sort',
    'status',
    'featured',
    'in_footer',
    'meta_title',
    'meta_description',
    'window',
    'image',
  ],
  brands: ['slug', 'status', 'featured', 'sort', 'window', 'image'],
  collections: ['slug', 'status', 'sort', 'window'],
  tags: [],
  attributes: ['values'],
};

/** The five title inputs: their field, language and direction. */
export const TITLE_INPUTS = [
  { name: 'title', lang: 'en', dir: 'ltr' },
  { name: 'title_fr', lang: 'fr', dir: 'ltr' },
  { name: 'title_ar', lang: 'ar', dir: 'rtl' },
  { name: 'title_tr', lang: 'tr', dir: 'ltr' },
  { name: 'title_hi', lang: 'hi', dir: 'ltr' },
] as const;

export const TAXONOMY_FORM_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `taxonomy:fields.${field}`,
  known: {
    [requiredMessage('title')]: 'taxonomy:validation.title',
    [slugMessage]: 'taxonomy:validation.slug',
    [ScheduleMessages.endBeforeStart]: 'taxonomy:validation.endBeforeStart',
    [ScheduleMessages.badDate]: 'taxonomy:validation.badDate',
  },
};

/**
 * The form as the API takes it: an attribute's value rows renumbered, without the ones marked removed and
 * the new ones left blank (the form offers a few empty rows, so it works without JavaScript).
 */
export function cleanTaxonomyForm(form: FormData): FormData {
  const out = new FormData();
  const rows = new Map<string, Map<string, string>>();
  for (const [key, value] of form) {
    const m = /^values\[(\d{1,3})\]\.(\w+)$/.exec(key);
    if (!m) out.append(key, value);
    else if (typeof value === 'string')
      (rows.get(m[1]!) ?? rows.set(m[1]!, new Map()).get(m[1]!)!).set(m[2]!, value);
  }
  let n = 0;
  for (const [, row] of [...rows].sort((a, b) => Number(a[0]) - Number(b[0]))) {
    const blank = !row.get('id') && TITLE_INPUTS.every((i) => !row.get(i.name)?.trim());
    if (row.get('remove') || blank) continue;
    for (const [field, value] of row)
      if (field !== 'remove') out.append(`values[${n}].${field}`, value);
    n++;
  }
  return out;
}

const KEYS: Record<string, string> = {
  [TaxonomyMessages.slugTaken]: 'api.slugTaken',
  [TaxonomyMessages.titleTaken]: 'api.titleTaken',
  [TaxonomyMessages.hasChildren]: 'api.hasChildren',
  [TaxonomyMessages.badParent]: 'api.badParent',
  [TaxonomyMessages.parentWithChildren]: 'api.parentWithChildren',
  [TaxonomyMessages.badValue]: 'api.badValue',
  [TaxonomyMessages.tagComma]: 'api.tagComma',
  [TaxonomyMessages.notFound]: 'api.notFound',
  [TaxonomyImageMessages.type]: 'picture.type',
  [TaxonomyImageMessages.size]: 'picture.size',
  [TaxonomyImageMessages.broken]: 'picture.broken',
  [TaxonomyImageMessages.missing]: 'picture.missing',
};

/** One of our API's refusals in the admin's language; another backend's text as it came. */
export function taxonomyMessage(t: TFunction, message: string): string {
  const key = KEYS[message];
  if (key) return t(`taxonomy:${key}`);
  const used = /^Used by (\d+) products?\.$/.exec(message);
  if (used) return t('taxonomy:api.usedBy', { count: Number(used[1]) });
  const value = /^The value “(.*)” is used by (\d+) products?\.$/.exec(message);
  if (value) return t('taxonomy:api.valueUsed', { value: value[1], count: Number(value[2]) });
  return message;
}

/** The field a refusal of the save belongs to (shown next to it), or none (above the form). */
export function refusalField(message: string): 'slug' | 'title' | 'parent_id' | null {
  if (message === TaxonomyMessages.slugTaken) return 'slug';
  if (message === TaxonomyMessages.titleTaken || message === TaxonomyMessages.tagComma)
    return 'title';
  if (message === TaxonomyMessages.badParent || message === TaxonomyMessages.parentWithChildren)
    return 'parent_id';
  return null;
}
