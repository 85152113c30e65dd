// The home page and its banners in the admin area (issue 35 item 1, decision 143): the home sliders, the banners
// of types 1–9 and the site features, each with its title (a feature: its detail) in the five languages, its
// picture, target (source type 1–6 of the code table, or a URL), status, order and schedule; the top and popup
// banners also name the page kinds they may appear on. Only administrators reach these endpoints; anyone else
// gets the envelope's 404.
import { z, int, opt, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { LANGUAGE_CODES, BannerType, SourceType } from '../codes.ts';
import { optionalText } from '../account/schemas.ts';
import { ImageUploadMessages } from '../images.ts';
import { PROMOTION_PAGES } from '../site/promotion-pages.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ScheduleMessages, checkScheduleOrder, scheduleBound } from './schedule.ts';
import { AdminIdParamsSchema, AuditEntrySchema, positiveId, text } from './schemas.ts';

export const MERCH_KINDS = ['sliders', 'banners', 'features'] as const;
export type MerchKind = (typeof MERCH_KINDS)[number];

export const MerchMessages = {
  notFound: 'Not found',
  saved: 'Saved.',
  deleted: 'Deleted.',
  imageSaved: 'The image has been saved.',
  ...ScheduleMessages,
  urlNeeded: 'A target by URL needs its URL.',
  badUrl: 'The URL must start with https://, http:// or /.',
  targetsNeeded:
    'Name the target: the ids of its categories, sub-categories, brands or products, or its tags.',
  badTargets: 'The target must be a comma-separated list of ids.',
  targetMissing: 'A target is not in the catalogue: check its ids.',
  pagesOnlyTopPopup: 'Only the top and popup banners name the pages they appear on.',
  bannerSize: 'The image must be 500 wide by 100 high.',
  ...ImageUploadMessages,
} as const;

/** The top and popup banners' picture: exactly this size (docs/spec.md, Banners). */
export const PROMO_BANNER_SIZE = { width: 500, height: 100 } as const;
/** Banner types whose picture must be PROMO_BANNER_SIZE and that name their pages. */
export const PAGED_BANNER_TYPES: readonly number[] = [BannerType.TOP, BannerType.POPUP];

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());
const yes = z.preprocess(
  (v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true',
  z.boolean(),
);
const bounded = (field: string, min: number, max: number, dflt?: number) =>
  z.preprocess(
    (v) =>
      blank(v) && dflt !== undefined
        ? dflt
        : typeof v === 'string' && /^\d{1,7}$/.test(v.trim())
          ? Number(v)
          : v,
    z
      .number({ error: requiredMessage(field) })
      .int({ error: requiredMessage(field) })
      .min(min, { error: requiredMessage(field) })
      .max(max, { error: requiredMessage(field) }),
  );
export const MERCH_STATUSES = ['public', 'private'] as const;
const status = z.preprocess(
  (v) => (blank(v) ? 'public' : v),
  z.enum(MERCH_STATUSES, { error: requiredMessage('status') }),
);

const pages = z.preprocess(
  (v) => (blank(v) ? [] : typeof v === 'string' ? [v] : v),
  z.array(z.enum(PROMOTION_PAGES, { error: requiredMessage('pages') })).max(PROMOTION_PAGES.length),
);

const titleFields = {
  title: text('title', 190),
  title_fr: optionalText('title_fr', 190),
  title_ar: optionalText('title_ar', 190),
  title_tr: optionalText('title_tr', 190),
  title_hi: optionalText('title_hi', 190),
};
const common = {
  id: z.preprocess((v) => (blank(v) ? undefined : v), positiveId('id').optional()),
  ...titleFields,
  status,
  sort: bounded('sort', 0, 1_000_000, 0),
  starts_at: scheduleBound,
  ends_at: scheduleBound,
};
const targetFields = {
  source_type: bounded('source_type', SourceType.CATEGORIES, SourceType.URL),
  targets: optionalText('targets', 500),
  url: optionalText('url', 500),
};

type Checked = {
  starts_at?: string;
  ends_at?: string;
  source_type?: number;
  targets?: string;
  url?: string;
  type?: number;
  pages?: string[];
};
/** The rules across fields: the schedule's order, a target that fits its source type, pages only where kept. */
function crossCheck(v: Checked, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  checkScheduleOrder(v, ctx);
  if (v.source_type === SourceType.URL) {
    if (!v.url) issue('url', MerchMessages.urlNeeded);
    else if (!/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(v.url))
      issue('url', MerchMessages.badUrl);
  } else if (v.source_type !== undefined) {
    if (!v.targets) issue('targets', MerchMessages.targetsNeeded);
    else if (
      v.source_type !== SourceType.TAGS &&
      !/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/.test(v.targets)
    )
      issue('targets', MerchMessages.badTargets);
  }
  if (v.pages?.length && !PAGED_BANNER_TYPES.includes(v.type ?? 0))
    issue('pages', MerchMessages.pagesOnlyTopPopup);
}

/** What `admin/{kind}/save` takes: with an id it updates that item, without one it creates. */
export const MerchBodySchemas = {
  sliders: z
    .object({ ...common, ...targetFields, type: bounded('type', 1, 3, 1) })
    .superRefine(crossCheck),
  banners: z
    .object({
      ...common,
      ...targetFields,
      type: bounded('type', BannerType.HOME_1, BannerType.POPUP),
      closable: yes,
      pages,
    })
    .superRefine(crossCheck),
  features: z.object(common).superRefine(crossCheck),
} as const;
export type MerchBody = {
  id?: number;
  title: string;
  status: (typeof MERCH_STATUSES)[number];
  sort: number;
  starts_at?: string;
  ends_at?: string;
  type?: number;
  source_type?: number;
  targets?: string;
  url?: string;
  closable?: boolean;
  pages?: string[];
} & Partial<Record<`title_${string}`, string>>;

const TitlesSchema = z.object(
  Object.fromEntries(LANGUAGE_CODES.map((l) => [l, str])) as Record<
    (typeof LANGUAGE_CODES)[number],
    typeof str
  >,
);

const MerchItemSchema = z.object({
  id: int,
  title: str,
  titles: TitlesSchema,
  image: opt(str),
  type: int.optional(),
  source_type: int.optional(),
  /** Ids (comma-separated) of the source's categories, brands or products; or its tags. */
  targets: str.optional(),
  url: opt(str),
  status: z.enum(MERCH_STATUSES),
  closable: z.boolean().optional(),
  sort: int,
  starts_at: opt(str),
  ends_at: opt(str),
  pages: z.array(str).optional(),
});
export type MerchItem = z.infer<typeof MerchItemSchema>;
const MerchRecordSchema = MerchItemSchema.extend({ audit: z.array(AuditEntrySchema) });
export type MerchRecord = z.infer<typeof MerchRecordSchema>;

const PATHS = { sliders: 'home-sliders', banners: 'banners', features: 'site-features' } as const;
const NAMES = {
  sliders: ['Sliders', 'home slider'],
  banners: ['Banners', 'banner'],
  features: ['Features', 'site feature'],
} as const;

function kindEndpoints<K extends MerchKind>(kind: K) {
  const [, one] = NAMES[kind];
  const path = `admin/${PATHS[kind]}`;
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      auth: 'admin',
      summary: `Every ${one} (at most 500), by type and order`,
      data: z.array(MerchItemSchema),
    }),
    one: defineEndpoint({
      method: 'GET',
      path: `${path}/{id}`,
      auth: 'admin',
      summary: `One ${one} with its titles in every language and its audit log`,
      params: AdminIdParamsSchema,
      data: MerchRecordSchema,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `${path}/save`,
      auth: 'admin',
      summary: `Create a ${one} (no id) or update one (id); shown to shoppers within 5 s`,
      body: MerchBodySchemas[kind],
      data: z.object({ id: int }),
    }),
    remove: defineEndpoint({
      method: 'POST',
      path: `${path}/delete`,
      auth: 'admin',
      summary: `Delete a ${one}`,
      body: z.object({ id: positiveId('id') }),
      data: z.object({ id: int }),
    }),
    image: defineEndpoint({
      method: 'POST',
      path: `${path}/image`,
      auth: 'admin',
      summary: `A ${one}’s picture (multipart \`id\`, \`image\`: JPEG, PNG or WebP, at most 3 MB${kind === 'banners' ? '; a top or popup banner’s exactly 500 × 100' : ''})`,
      multipart: true,
      data: z.object({ id: int, image: str }),
    }),
  };
}

/** Each kind's five endpoints, by kind (the API, the mocks and the storefront use this). */
export const merchandising = {
  sliders: kindEndpoints('sliders'),
  banners: kindEndpoints('banners'),
  features: kindEndpoints('features'),
};

type Flat<P extends string, S> = { [N in keyof S as `admin${P}${Capitalize<N & string>}`]: S[N] };
const flat = <K extends MerchKind>(kind: K) =>
  Object.fromEntries(
    Object.entries(merchandising[kind]).map(([n, e]) => [
      `admin${NAMES[kind][0]}${n[0]!.toUpperCase()}${n.slice(1)}`,
      e,
    ]),
  ) as Flat<(typeof NAMES)[K][0], (typeof merchandising)[K]>;

/** The same endpoints by name (adminSlidersList, adminBannersSave…), for contract/endpoints.ts. */
export const merchandisingEndpoints = {
  ...flat('sliders'),
  ...flat('banners'),
  ...flat('features'),
};
