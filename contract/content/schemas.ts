// The shop's content in the admin area (issue 35 item 3, decision 146): static pages (title and rich text in
// five languages, slug, status), the header and footer links, the footer's payment and social icons, and the
// custom scripts that run after the shopper's consent. Only administrators reach them.
import { z, int, opt, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { LANGUAGE_CODES } from '../codes.ts';
import { optionalText } from '../account/schemas.ts';
import { AuditEntrySchema, positiveId, text } from '../admin/schemas.ts';

export const ContentMessages = {
  notFound: 'Not found',
  saved: 'Saved.',
  deleted: 'Deleted.',
  slugTaken: 'This slug is already in use.',
  slug: 'slug may hold lower-case letters, digits and single hyphens',
  url: 'The link must be a path on this site (/…) or an http(s) address.',
  image: 'The picture must be a file name of the uploads (.svg, .png, .jpg or .webp).',
  page: 'Choose a page.',
  routePattern: 'The pages may hold a path with * as a wildcard, or * for every page.',
  scriptHtml: 'The code may hold JavaScript only: no HTML tags, and no script tag inside it.',
  scriptSrc: 'A script tag with a src is not loaded: paste the code itself.',
  scriptEmpty: 'Give the code for the place you turned on.',
  componentPage: 'This page is built by the shop: its text cannot be changed here.',
} as const;

/** A static page's languages besides English (the base columns). */
export const OTHER_LANGS = LANGUAGE_CODES.filter((l) => l !== 'en');

/** Where a link or icon goes: the kind names its table and its type there. */
export const LINK_KINDS = [
  'header_left',
  'header_right',
  'services',
  'about',
  'payment',
  'social',
] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const LINK_TABLE = {
  header_left: 'header_links',
  header_right: 'header_links',
  services: 'footer_links',
  about: 'footer_links',
  payment: 'footer_images',
  social: 'footer_images',
} as const satisfies Record<LinkKind, string>;

export const CONTENT_STATUSES = ['public', 'hidden'] as const;
const PAGE_TEXT_MAX = 50_000;
export const SCRIPT_MAX = 20_000;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());
const optionalId = (field: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), positiveId(field).optional());
const status = z.preprocess(
  (v) => (blank(v) ? 'public' : v),
  z.enum(CONTENT_STATUSES, { error: requiredMessage('status') }),
);
/** A form's checkbox or a JSON boolean. */
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
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: requiredMessage('slug') })
    .min(1, { error: requiredMessage('slug'), abort: true })
    .max(190, { error: ContentMessages.slug })
    .regex(SLUG_PATTERN, { error: ContentMessages.slug }),
);
const pageText = (field: string) => optionalText(field, PAGE_TEXT_MAX);

/** What `admin/pages/save` takes: with an id it updates that page, without one it creates it. */
export const PageBodySchema = z.object({
  id: optionalId('id'),
  slug,
  status,
  title: text('title', 190),
  title_fr: optionalText('title_fr', 190),
  title_ar: optionalText('title_ar', 190),
  title_tr: optionalText('title_tr', 190),
  title_hi: optionalText('title_hi', 190),
  description: pageText('description'),
  description_fr: pageText('description_fr'),
  description_ar: pageText('description_ar'),
  description_tr: pageText('description_tr'),
  description_hi: pageText('description_hi'),
  meta_description: optionalText('meta_description', 500),
});
export type PageBody = z.output<typeof PageBodySchema>;

/** A text in each language ('' where there is none). */
const ByLanguageSchema = z.object(
  Object.fromEntries(LANGUAGE_CODES.map((l) => [l, str])) as Record<
    (typeof LANGUAGE_CODES)[number],
    typeof str
  >,
);
export type ByLanguage = z.infer<typeof ByLanguageSchema>;

const PageItemSchema = z.object({
  id: int,
  slug: str,
  title: str,
  status: z.enum(CONTENT_STATUSES),
  /** Built by the shop (Contact, Sitemap): its text is not edited here. */
  component: z.boolean(),
});
export type PageItem = z.infer<typeof PageItemSchema>;
export const PageListSchema = z.array(PageItemSchema);

export const PageRecordSchema = PageItemSchema.extend({
  titles: ByLanguageSchema,
  /** The rich text in each language, as saved (cleaned). */
  descriptions: ByLanguageSchema,
  meta_description: opt(str),
  audit: z.array(AuditEntrySchema),
});
export type PageRecord = z.infer<typeof PageRecordSchema>;

/** A path on this site or an http(s) address; never another scheme. */
const url = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: requiredMessage('url') })
    .min(1, { error: requiredMessage('url'), abort: true })
    .max(500, { error: ContentMessages.url })
    .refine((u) => /^\/(?![/\\])[^\s"'<>]*$/.test(u) || /^https?:\/\/[^\s"'<>]+$/i.test(u), {
      error: ContentMessages.url,
    }),
);
const optionalUrl = z.preprocess((v) => (blank(v) ? undefined : v), url.optional());
const IMAGE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,100}(?:\.[a-z0-9_-]{1,40})*\.(?:svg|png|jpe?g|webp)$/i;

/**
 * What `admin/links/save` takes: one header link (title, url), footer link (a page) or footer icon (title,
 * picture, link), by `kind`; the fields another kind has are ignored.
 */
export const LinkBodySchema = z
  .object({
    id: optionalId('id'),
    kind: z.enum(LINK_KINDS, { error: requiredMessage('kind') }),
    title: optionalText('title', 190),
    url: z.unknown().optional(),
    page_id: z.unknown().optional(),
    image: z.unknown().optional(),
    sort,
    status,
  })
  .transform((b, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const table = LINK_TABLE[b.kind];
    const base = { id: b.id, kind: b.kind, sort: b.sort, status: b.status };
    if (table === 'footer_links') {
      const page = optionalId('page_id').safeParse(b.page_id);
      if (!page.success || page.data === undefined) return issue('page_id', ContentMessages.page);
      return { ...base, page_id: page.data };
    }
    if (!b.title) return issue('title', requiredMessage('title'));
    const target = (table === 'header_links' ? url : optionalUrl).safeParse(b.url);
    if (!target.success) return issue('url', target.error.issues[0]!.message);
    if (table === 'header_links') return { ...base, title: b.title, url: target.data as string };
    const image = typeof b.image === 'string' ? b.image.trim() : '';
    if (!IMAGE_PATTERN.test(image)) return issue('image', ContentMessages.image);
    return { ...base, title: b.title, url: target.data ?? null, image };
  });
export type LinkBody = z.output<typeof LinkBodySchema>;

const LinkItemSchema = z.object({
  id: int,
  kind: z.enum(LINK_KINDS),
  title: str,
  url: opt(str),
  page_id: opt(int),
  image: opt(str),
  sort: int,
  status: z.enum(CONTENT_STATUSES),
});
export type LinkItem = z.infer<typeof LinkItemSchema>;
export const LinksSchema = z.object({
  links: z.array(LinkItemSchema),
  /** Every page a footer link may point at. */
  pages: z.array(z.object({ id: int, slug: str, title: str })),
});

const routePattern = z.preprocess(
  (v) => (blank(v) ? '*' : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .max(200, { error: ContentMessages.routePattern })
    .regex(/^(?:\*|\/[\w\-./*]*)$/, { error: ContentMessages.routePattern }),
);
const code = (field: string) => optionalText(field, SCRIPT_MAX);

/** A script's code as the storefront runs it: without one wrapping <script> element. */
function scriptProblem(source: string | undefined): string | null {
  if (!source) return null;
  const open = /^\s*<script\b([^>]*)>/i.exec(source);
  if (open && /\bsrc\s*=/i.test(open[1] ?? '')) return ContentMessages.scriptSrc;
  const inner = source.replace(/^\s*<script\b[^>]*>/i, '').replace(/<\/script\s*>\s*$/i, '');
  return /<\/?script|<!--|<\/?(?:style|iframe|img|svg|link|meta|object|embed)\b/i.test(inner)
    ? ContentMessages.scriptHtml
    : null;
}

/** What `admin/scripts/save` takes: a custom script for the page head and/or body, on the pages it names. */
export const ScriptBodySchema = z
  .object({
    id: optionalId('id'),
    route_pattern: routePattern,
    header_script: yes,
    header_script_code: code('header_script_code'),
    body_script: yes,
    body_script_code: code('body_script_code'),
    status,
  })
  .superRefine((b, ctx) => {
    for (const place of ['header', 'body'] as const) {
      const field = `${place}_script_code` as const;
      const problem = scriptProblem(b[field]);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
      else if (b[`${place}_script`] && !b[field])
        ctx.addIssue({ code: 'custom', path: [field], message: ContentMessages.scriptEmpty });
    }
  });
export type ScriptBody = z.output<typeof ScriptBodySchema>;

const ScriptSchema = z.object({
  id: int,
  route_pattern: str,
  header_script: z.boolean(),
  header_script_code: opt(str),
  body_script: z.boolean(),
  body_script_code: opt(str),
  status: z.enum(CONTENT_STATUSES),
});
export type ScriptItem = z.infer<typeof ScriptSchema>;
export const ScriptListSchema = z.array(ScriptSchema);

export const ContentDeleteBodySchema = z.object({ id: positiveId('id') });
export const LinkDeleteBodySchema = z.object({
  id: positiveId('id'),
  kind: z.enum(LINK_KINDS, { error: requiredMessage('kind') }),
});
export const ContentSavedSchema = z.object({ id: int });
