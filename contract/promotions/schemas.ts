// Promotions run in the browser (issue 35 item 2, decision 142): flash sales (a title in five languages, a slug, a
// start and an end, products each at its flash price, capped or not — decision 149), vouchers (a code, flat or
// percent, minimum spend, maximum discount, validity, a total and a per-shopper limit; shop-wide or one store's)
// and bundle deals (buy X get Y free, on the products that carry it). Staff reach every one; a seller only their
// own store's vouchers. Money on these endpoints is integer minor units; times are UTC 'YYYY-MM-DD HH:MM:SS'.
import { z, int, opt, str } from '../zod.ts';
import { LANGUAGE_CODES, PriceType } from '../codes.ts';
import { requiredMessage } from '../messages.ts';
import { optionalText } from '../account/schemas.ts';
import { paginatorSchema } from '../paginate.ts';
import { AuditEntrySchema, positiveId, text } from '../admin/schemas.ts';
import { slugMessage } from '../taxonomy/schemas.ts';

export const PromotionMessages = {
  notFound: 'Not found',
  saved: 'Saved.',
  deleted: 'Deleted.',
  endBeforeStart: 'The end must be after the start.',
  slugTaken: 'This slug is already in use.',
  codeTaken: 'This voucher code is already in use.',
  codeShape: 'A code holds 3 to 40 letters, digits, hyphens or underscores.',
  percentRange: 'A percentage is between 1 and 100.',
  capOnFlat: 'Only a percentage voucher has a maximum discount.',
  unknownStore: 'There is no such store.',
  usedVoucher: 'Orders have used this voucher: end it instead of deleting it.',
  duplicateProduct: 'A product is listed twice.',
  freeOverBuy: 'The free units must be fewer than the units bought.',
  capRange: 'A cap is a whole number of units from 1 to 1000000; leave it empty for no cap.',
} as const;

/** A product of a flash sale that does not exist (or is not for sale). */
export const unknownProductMessage = (id: number) => `Product ${id} does not exist.`;
/** A flash price that is not below the product's price (offered if any, else selling). */
export const flashPriceMessage = (id: number) =>
  `The flash price of product ${id} must be below its price.`;
/** A cap below the units a sale's orders have already taken of the product (decision 149). */
export const capBelowSoldMessage = (id: number, sold: number) =>
  `The cap of product ${id} cannot be below the ${sold} units already sold.`;
/** A product already in another flash sale whose time overlaps this one's. */
export const overlapMessage = (id: number, sale: string) =>
  `Product ${id} is already in the flash sale “${sale}” at an overlapping time.`;

/** The languages a title is kept in besides English (the base column). */
const OTHER_LANGS = LANGUAGE_CODES.filter((l) => l !== 'en');

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** A whole number from a form or JSON, `min` to `max`; `fallback` when left blank (else required). */
const whole = (field: string, min: number, max: number, fallback?: number) =>
  z.preprocess(
    (v) =>
      blank(v) ? fallback : typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v) ? Number(v) : v,
    z
      .number({ error: requiredMessage(field) })
      .int({ error: requiredMessage(field) })
      .min(min, { error: requiredMessage(field) })
      .max(max, { error: requiredMessage(field) }),
  );
const MAX_MINOR = 2_000_000_000;
/** The largest cap of a flash sale's product. */
const MAX_CAP = 1_000_000;
/** An amount in minor units. */
const minorAmount = (field: string, fallback?: number) => whole(field, 0, MAX_MINOR, fallback);
const optionalMinor = (field: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), whole(field, 0, MAX_MINOR).optional());

const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?$/;
/** 'YYYY-MM-DDTHH:MM' (a datetime-local input) or 'YYYY-MM-DD HH:MM:SS', as 'YYYY-MM-DD HH:MM:SS' (UTC). */
const time = (field: string) =>
  z.preprocess(
    (v) => {
      const m = typeof v === 'string' ? TIME.exec(v.trim()) : null;
      if (!m) return blank(v) ? undefined : null;
      const out = `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
      const d = new Date(`${out.replace(' ', 'T')}Z`);
      return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 19).replace('T', ' ') !== out
        ? null
        : out;
    },
    z.string({ error: requiredMessage(field) }),
  );

const optionalId = (field: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), positiveId(field).optional());

const PROMOTION_STATUSES = ['public', 'hidden'] as const;
const status = z.preprocess(
  (v) => (blank(v) ? 'public' : v),
  z.enum(PROMOTION_STATUSES, { error: requiredMessage('status') }),
);

const titleFields = {
  title: text('title', 190),
  title_fr: optionalText('title_fr', 190),
  title_ar: optionalText('title_ar', 190),
  title_tr: optionalText('title_tr', 190),
  title_hi: optionalText('title_hi', 190),
};

/** The end after the start, said next to the end. */
const endAfterStart = (v: { start_time: string; end_time: string }, ctx: z.RefinementCtx) => {
  if (v.end_time <= v.start_time)
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: PromotionMessages.endBeforeStart });
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string().max(190).regex(SLUG, { error: slugMessage }).optional(),
);

export const FlashSaleBodySchema = z
  .object({
    id: optionalId('id'),
    ...titleFields,
    slug,
    start_time: time('start_time'),
    end_time: time('end_time'),
    status,
    products: z
      .array(
        z.object({
          product_id: positiveId('product_id'),
          price: whole('price', 1, MAX_MINOR),
          /** Units at the flash price in all; blank: no cap (decision 149). */
          quantity: z.preprocess(
            (v) =>
              blank(v)
                ? null
                : typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v)
                  ? Number(v)
                  : v,
            z
              .number({ error: PromotionMessages.capRange })
              .int({ error: PromotionMessages.capRange })
              .min(1, { error: PromotionMessages.capRange })
              .max(MAX_CAP, { error: PromotionMessages.capRange })
              .nullable(),
          ),
        }),
        { error: requiredMessage('products') },
      )
      .max(200)
      .default([]),
  })
  .superRefine(endAfterStart);
export type FlashSaleBody = z.output<typeof FlashSaleBodySchema>;

const CODE = /^[A-Z0-9_-]{3,40}$/;
/** A voucher code as shoppers type it: trimmed and upper-cased, as the cart and checkout apply it. */
const code = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: requiredMessage('code') })
    .min(1, { error: requiredMessage('code'), abort: true })
    .regex(CODE, { error: PromotionMessages.codeShape }),
);

export const VOUCHER_TYPES = ['flat', 'percent'] as const;
export const voucherTypeCode = (t: (typeof VOUCHER_TYPES)[number]) =>
  t === 'flat' ? PriceType.FLAT : PriceType.PERCENT;

const voucherFields = z.object({
  id: optionalId('id'),
  ...titleFields,
  code,
  type: z.enum(VOUCHER_TYPES, { error: requiredMessage('type') }),
  /** Flat: the amount (minor units); percent: 1 to 100. */
  price: whole('price', 1, MAX_MINOR),
  /** Percent only: the largest discount (minor units); blank: none. */
  capped_price: optionalMinor('capped_price'),
  min_spend: minorAmount('min_spend', 0),
  /** How many orders may use it in all; 0: no limit. */
  usage_limit: whole('usage_limit', 0, 1_000_000, 0),
  /** How many orders of one shopper may use it; 0: no limit. */
  limit_per_customer: whole('limit_per_customer', 0, 1_000_000, 0),
  status,
  start_time: time('start_time'),
  end_time: time('end_time'),
});
const voucherRules = (v: z.output<typeof voucherFields>, ctx: z.RefinementCtx) => {
  endAfterStart(v, ctx);
  if (v.type === 'percent' && v.price > 100)
    ctx.addIssue({ code: 'custom', path: ['price'], message: PromotionMessages.percentRange });
  if (v.type === 'flat' && v.capped_price !== undefined)
    ctx.addIssue({ code: 'custom', path: ['capped_price'], message: PromotionMessages.capOnFlat });
};
/** Staff's voucher: shop-wide (no store) or one store's. */
export const AdminVoucherBodySchema = voucherFields
  .extend({ store_id: optionalId('store_id') })
  .superRefine(voucherRules);
/** A seller's voucher: always their own store's. */
export const SellerVoucherBodySchema = voucherFields.superRefine(voucherRules);
export type VoucherBody = z.output<typeof AdminVoucherBodySchema>;

export const BundleDealBodySchema = z
  .object({
    id: optionalId('id'),
    title: text('title', 190),
    buy: whole('buy', 1, 1000),
    free: whole('free', 1, 1000),
    status,
    product_ids: z
      .array(positiveId('product_ids'), { error: requiredMessage('product_ids') })
      .max(500)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.free >= v.buy)
      ctx.addIssue({ code: 'custom', path: ['free'], message: PromotionMessages.freeOverBuy });
  });
export type BundleDealBody = z.output<typeof BundleDealBodySchema>;

export const PromotionQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 100) || undefined : undefined),
    z.string().optional(),
  ),
  page: z.unknown().optional(),
});
export const PromotionIdBodySchema = z.object({ id: positiveId('id') });
export const PromotionSavedSchema = z.object({ id: int });

const TitlesSchema = z.object({ en: str, fr: str, ar: str, tr: str, hi: str });
export type PromotionTitles = z.infer<typeof TitlesSchema>;
export const TITLE_LANGS = ['en', ...OTHER_LANGS] as const;

const statusOut = z.enum(PROMOTION_STATUSES);
const timeFields = { start_time: str, end_time: str, status: statusOut };

const FlashSaleItemSchema = z.object({
  id: int,
  title: str,
  slug: str,
  products: int,
  ...timeFields,
});
export const FlashSalePageSchema = paginatorSchema(FlashSaleItemSchema);
export const FlashSaleRecordSchema = z.object({
  id: int,
  title: str,
  titles: TitlesSchema,
  slug: str,
  ...timeFields,
  products: z.array(
    z.object({
      product_id: int,
      title: str,
      selling: int,
      offered: int,
      price: int,
      /** The cap: units at the flash price in all; null: none. */
      quantity: opt(int),
      /** Units orders have taken at the flash price. */
      sold: int,
    }),
  ),
  audit: z.array(AuditEntrySchema),
});
export type FlashSaleRecord = z.infer<typeof FlashSaleRecordSchema>;

const voucherOut = {
  id: int,
  title: str,
  code: str,
  type: z.enum(VOUCHER_TYPES),
  price: int,
  capped_price: opt(int),
  min_spend: int,
  usage_limit: int,
  limit_per_customer: int,
  /** Orders that used it. */
  used: int,
  store: opt(z.object({ id: int, name: str })),
  ...timeFields,
};
const VoucherItemSchema = z.object(voucherOut);
export type VoucherItem = z.infer<typeof VoucherItemSchema>;
export const VoucherPageSchema = paginatorSchema(VoucherItemSchema);
export const VoucherRecordSchema = z.object({
  ...voucherOut,
  titles: TitlesSchema,
  audit: z.array(AuditEntrySchema),
});
export type VoucherRecord = z.infer<typeof VoucherRecordSchema>;

const bundleOut = { id: int, title: str, buy: int, free: int, status: statusOut };
export const BundleDealPageSchema = paginatorSchema(z.object({ ...bundleOut, products: int }));
export const BundleDealRecordSchema = z.object({
  ...bundleOut,
  products: z.array(z.object({ product_id: int, title: str })),
  audit: z.array(AuditEntrySchema),
});
export type BundleDealRecord = z.infer<typeof BundleDealRecordSchema>;
