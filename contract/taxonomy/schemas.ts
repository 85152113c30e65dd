// The catalogue's taxonomy in the admin area (issue 33 item 6): categories and sub-categories, brands,
// collections, tags, attributes and their values. One shape for the five kinds: a record carries the fields
// its kind has (the others are absent), its title in the five languages (English is the base column, the
// others rows of `translations`), how many products use it and its audit log. Only administrators reach them.
import { z, int, opt, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { LANGUAGE_CODES } from '../codes.ts';
import { optionalText } from '../account/schemas.ts';
import { paginatorSchema } from '../paginate.ts';
import { AuditEntrySchema, positiveId, text } from '../admin/schemas.ts';
import { checkScheduleOrder, scheduleBound } from '../admin/schedule.ts';

export const TAXONOMY_KINDS = [
  'categories',
  'brands',
  'collections',
  'tags',
  'attributes',
] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** The languages a title is kept in besides English (the base column). */
export const TRANSLATED_LANGS = LANGUAGE_CODES.filter((l) => l !== 'en');

export const TaxonomyMessages = {
  notFound: 'Not found',
  saved: 'Saved.',
  deleted: 'Deleted.',
  slugTaken: 'This slug is already in use.',
  titleTaken: 'This title is already in use.',
  hasChildren: 'This category has sub-categories.',
  badParent: 'The parent must be another top-level category.',
  parentWithChildren: 'A category with sub-categories cannot become a sub-category.',
  badValue: 'A value of this attribute is not there any more.',
  tagComma: 'A tag may not contain a comma.',
} as const;

/** "Used by 12 products." — the reason a delete is refused (the storefront reads the number back). */
export const usedByMessage = (n: number) => `Used by ${n} ${n === 1 ? 'product' : 'products'}.`;
/** A used attribute value that the save would remove. */
export const valueUsedMessage = (title: string, n: number) =>
  `The value “${title}” is used by ${n} ${n === 1 ? 'product' : 'products'}.`;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMessage = 'slug may hold lower-case letters, digits and single hyphens';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** Left empty, the slug is made from the title. */
const slug = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string().max(190).regex(SLUG_PATTERN, { error: slugMessage }).optional(),
);
/** A form's checkbox or a JSON boolean: checked, 1, "1", "on", "true" mean yes; anything else no. */
const yes = z.preprocess(
  (v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true',
  z.boolean(),
);
const sort = z.preprocess(
  (v) => (blank(v) ? 0 : typeof v === 'string' && /^\d{1,7}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: requiredMessage('sort') })
    .int({ error: requiredMessage('sort') })
    .min(0, { error: requiredMessage('sort') })
    .max(1_000_000, { error: requiredMessage('sort') }),
);
const optionalId = (field: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), positiveId(field).optional());
export const TAXONOMY_STATUSES = ['public', 'hidden'] as const;
const status = z.preprocess(
  (v) => (blank(v) ? 'public' : v),
  z.enum(TAXONOMY_STATUSES, { error: requiredMessage('status') }),
);

/** The title in every language: `title` (English, required) and `title_fr`, `title_ar`… (optional). */
const titleFields = {
  title: text('title', 190),
  title_fr: optionalText('title_fr', 190),
  title_ar: optionalText('title_ar', 190),
  title_tr: optionalText('title_tr', 190),
  title_hi: optionalText('title_hi', 190),
};
const base = z.object({ id: optionalId('id'), ...titleFields });

/**
 * A category's, brand's or collection's window on the home page (migration 0030, decision 151): a featured
 * category or brand is featured there, and a collection shown there, only from `starts_at` until before
 * `ends_at` ('YYYY-MM-DD HH:MM:SS' UTC; empty: no bound). Elsewhere in the shop the window changes nothing.
 */
const homeWindow = { starts_at: scheduleBound, ends_at: scheduleBound };

const AttributeValueBodySchema = z.object({ id: optionalId('value_id'), ...titleFields });

/** What `admin/{kind}/save` takes: with an id it updates that record, without one it creates. */
export const TaxonomyBodySchemas = {
  categories: base
    .extend({
      slug,
      parent_id: optionalId('parent_id'),
      sort,
      in_footer: yes,
      featured: yes,
      status,
      meta_title: optionalText('meta_title', 190),
      meta_description: optionalText('meta_description', 500),
      ...homeWindow,
    })
    .superRefine(checkScheduleOrder),
  brands: base
    .extend({ slug, status, featured: yes, sort, ...homeWindow })
    .superRefine(checkScheduleOrder),
  collections: base.extend({ slug, status, sort, ...homeWindow }).superRefine(checkScheduleOrder),
  tags: base,
  attributes: base.extend({
    values: z
      .array(AttributeValueBodySchema, { error: requiredMessage('values') })
      .max(200)
      .default([]),
  }),
} as const;
export type TaxonomyBody<K extends TaxonomyKind> = z.output<(typeof TaxonomyBodySchemas)[K]>;

export const TaxonomyQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 100) || undefined : undefined),
    z.string().optional(),
  ),
  page: z.unknown().optional(),
  /** Categories only: just the top-level ones, up to 200 a page (a sub-category's parent to choose). */
  top: z.preprocess((v) => v === '1' || v === 1 || v === true, z.boolean()).optional(),
});

export const TaxonomyDeleteBodySchema = z.object({ id: positiveId('id') });

/** A title in each language ('' where there is none). */
const TitlesSchema = z.object(
  Object.fromEntries(LANGUAGE_CODES.map((l) => [l, str])) as Record<
    (typeof LANGUAGE_CODES)[number],
    typeof str
  >,
);
export type Titles = z.infer<typeof TitlesSchema>;

const statusOut = z.enum(TAXONOMY_STATUSES);
/** The fields a kind has; absent on the kinds without them. */
const kindFields = {
  slug: str.optional(),
  status: statusOut.optional(),
  featured: z.boolean().optional(),
  sort: int.optional(),
  in_footer: z.boolean().optional(),
  parent_id: opt(int),
  parent: opt(str),
  image: opt(str),
  meta_title: opt(str),
  meta_description: opt(str),
  /** Categories, brands and collections: their window on the home page (null: no bound). */
  starts_at: opt(str),
  ends_at: opt(str),
  /** A top-level category's sub-categories. */
  children: int.optional(),
};

const TaxonomyItemSchema = z.object({
  id: int,
  title: str,
  /** How many products use it. */
  products: int,
  /** An attribute's number of values. */
  values: int.optional(),
  ...kindFields,
});
export type TaxonomyItem = z.infer<typeof TaxonomyItemSchema>;
export const TaxonomyPageSchema = paginatorSchema(TaxonomyItemSchema);

const AttributeValueSchema = z.object({ id: int, title: str, titles: TitlesSchema, products: int });

export const TaxonomyRecordSchema = z.object({
  id: int,
  title: str,
  titles: TitlesSchema,
  products: int,
  ...kindFields,
  /** An attribute's values, each with its titles and how many products use it. */
  values: z.array(AttributeValueSchema).optional(),
  audit: z.array(AuditEntrySchema),
});
export type TaxonomyRecord = z.infer<typeof TaxonomyRecordSchema>;

export const TaxonomySavedSchema = z.object({ id: int, slug: str.optional() });
export const TaxonomyDeletedSchema = z.object({ id: int });

/** A title as a slug: lower-case ASCII letters and digits, hyphens between ('' when none are left). */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/, '');
