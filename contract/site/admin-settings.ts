// The site settings staff edit in the browser (issue 35 item 4): the site's name, logos, colours, contact and
// meta texts; the shop's currency, languages and switches; the payment methods offered. Stored in `settings`
// (key → JSON) and `languages`; secrets stay in the environment and never appear here (a provider or a
// social sign-in without its variables cannot be turned on). `auth: 'admin'`: anyone else gets the 404.
import { defineEndpoint } from '../endpoint.ts';
import { LANGUAGE_CODES, PaymentMethod } from '../codes.ts';
import { z, int, opt, str } from '../zod.ts';
import { requiredText, optionalText } from '../account/schemas.ts';
import { ImageUploadMessages } from '../images.ts';
import { AuditEntrySchema } from '../admin/schemas.ts';
import { contrastWithWhite, HEX_COLOUR, MIN_CONTRAST } from './contrast.ts';

export const SettingsMessages = {
  siteSaved: 'The site settings have been saved.',
  shopSaved: 'The shop settings have been saved.',
  paymentsSaved: 'The payment methods have been saved.',
  logoSaved: 'The logo has been saved.',
  logoUnknown: 'That logo is not in the shop’s file store.',
  colour: 'Enter the colour as # and six hexadecimal digits, like #0e7490.',
  currency: 'Enter a three-letter ISO 4217 currency code, like USD or EUR.',
  currencyDigits:
    'This currency has another number of decimals than the shop’s: the prices are stored in minor units and would change. Keep a currency with as many decimals.',
  currencyIcon: 'Enter the currency symbol (at most 8 characters).',
  position: 'The symbol goes before (1) or after (2) the amount.',
  numberFormat: 'Choose one of the number formats offered.',
  noLanguage: 'Enable at least one language.',
  defaultLanguageOff: 'The default language must be enabled.',
  gaId: 'Enter the analytics id (4 to 30 letters, digits or dashes, like G-AB12CD34).',
  pixelId: 'Enter the pixel id (5 to 20 digits).',
  googleUnconfigured:
    'Google sign-in cannot be turned on: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET on the server first.',
  facebookUnconfigured:
    'Facebook sign-in cannot be turned on: set FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET on the server first.',
  providerOff:
    'An online method can be turned on only when its provider runs on the server (its variables, docs/payments.md).',
  noMethod: 'Offer at least one payment method.',
  defaultMethodOff: 'The default payment method must be one of those offered.',
  bankDetails: 'Bank transfer needs the bank’s name, the account holder and the account number.',
  ...ImageUploadMessages,
} as const;

/** 'The primary colour has a contrast of 3.2:1 with white text; WCAG AA needs at least 4.5:1.' */
const contrastMessage = (which: 'primary' | 'hover', ratio: number) =>
  `The ${which === 'primary' ? 'primary' : 'hover'} colour has a contrast of ${ratio}:1 with white text; WCAG AA needs at least ${MIN_CONTRAST}:1.`;

/** The number formats (`decimal_format`, a locale) the shop may write its prices in. */
export const NUMBER_FORMATS = [
  'en-US',
  'en-GB',
  'en-IN',
  'de-DE',
  'fr-FR',
  'tr-TR',
  'ar-EG',
  'hi-IN',
] as const;

/** The fields of the site whose texts are translated (translations `site_setting`, row 1). */
export const SITE_TEXT_FIELDS = [
  'site_name',
  'copyright_text',
  'meta_title',
  'meta_description',
] as const;
type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((l) => l !== 'en');

/** A known ISO 4217 code: three capitals the runtime's currency data knows. */
function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  if (known) return known('currency').includes(code);
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

const colour = (which: 'primary' | 'hover') =>
  z
    .string({ error: SettingsMessages.colour })
    .trim()
    .regex(HEX_COLOUR, { error: SettingsMessages.colour, abort: true })
    .refine((v) => contrastWithWhite(v) >= MIN_CONTRAST, {
      error: (issue) => contrastMessage(which, contrastWithWhite(String(issue.input))),
    })
    .transform((v) => v.toLowerCase());

const onOff = z.union([z.literal(0), z.literal(1)]);

const textsOf = z
  .object(
    Object.fromEntries(
      SITE_TEXT_FIELDS.map((f) => [f, optionalText(f, f === 'meta_description' ? 320 : 200)]),
    ) as Record<SiteTextField, ReturnType<typeof optionalText>>,
  )
  .partial();

const SiteTextsSchema = z
  .object(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, textsOf.optional()])) as Record<
      (typeof TRANSLATED_LANGUAGES)[number],
      z.ZodOptional<typeof textsOf>
    >,
  )
  .partial();

export const SiteSettingsBodySchema = z.object({
  site_name: requiredText('site_name', 120),
  primary_color: colour('primary'),
  primary_hover_color: colour('hover'),
  phone: optionalText('phone', 40),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.email({ error: 'The email must be a valid email address.' }).max(190).optional(),
  ),
  copyright_text: optionalText('copyright_text', 200),
  meta_title: optionalText('meta_title', 200),
  meta_description: optionalText('meta_description', 320),
  texts: SiteTextsSchema.optional(),
});
export type SiteSettingsBody = z.output<typeof SiteSettingsBodySchema>;

export const ShopSettingsBodySchema = z
  .object({
    currency: z
      .string({ error: SettingsMessages.currency })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(isCurrencyCode, { error: SettingsMessages.currency }),
    currency_icon: z
      .string({ error: SettingsMessages.currencyIcon })
      .trim()
      .min(1, { error: SettingsMessages.currencyIcon })
      .max(8, { error: SettingsMessages.currencyIcon }),
    currency_position: z.union([z.literal(1), z.literal(2)], { error: SettingsMessages.position }),
    decimal_format: z.enum(NUMBER_FORMATS, { error: SettingsMessages.numberFormat }),
    languages: z
      .array(z.enum(LANGUAGE_CODES), { error: SettingsMessages.noLanguage })
      .min(1, { error: SettingsMessages.noLanguage })
      .max(LANGUAGE_CODES.length)
      .transform((l) => [...new Set(l)]),
    default_language: z.enum(LANGUAGE_CODES, { error: SettingsMessages.defaultLanguageOff }),
    guest_checkout: onOff,
    vendor_registration: onOff,
    cookie_banner: onOff,
    enable_ga: onOff,
    ga_id: z.string().trim().max(30).optional().default(''),
    enable_pixel: onOff,
    pixel_id: z.string().trim().max(20).optional().default(''),
    google_login: onOff,
    facebook_login: onOff,
  })
  .superRefine((v, ctx) => {
    if (!v.languages.includes(v.default_language))
      ctx.addIssue({
        code: 'custom',
        path: ['default_language'],
        message: SettingsMessages.defaultLanguageOff,
      });
    if ((v.enable_ga || v.ga_id) && !/^[A-Z0-9-]{4,30}$/i.test(v.ga_id))
      ctx.addIssue({ code: 'custom', path: ['ga_id'], message: SettingsMessages.gaId });
    if ((v.enable_pixel || v.pixel_id) && !/^\d{5,20}$/.test(v.pixel_id))
      ctx.addIssue({ code: 'custom', path: ['pixel_id'], message: SettingsMessages.pixelId });
  });
export type ShopSettingsBody = z.output<typeof ShopSettingsBodySchema>;

const METHODS = Object.values(PaymentMethod);
const methodCode = z
  .number()
  .int()
  .refine((m) => (METHODS as number[]).includes(m), { error: SettingsMessages.noMethod });

export const PaymentSettingsBodySchema = z
  .object({
    enabled: z
      .array(methodCode, { error: SettingsMessages.noMethod })
      .min(1, { error: SettingsMessages.noMethod })
      .max(METHODS.length)
      .transform((l) => [...new Set(l)]),
    default: methodCode,
    bank_name: optionalText('bank_name', 120),
    account_name: optionalText('account_name', 120),
    account_number: optionalText('account_number', 60),
    branch_name: optionalText('branch_name', 120),
  })
  .superRefine((v, ctx) => {
    if (!v.enabled.includes(v.default))
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: SettingsMessages.defaultMethodOff,
      });
    if (
      v.enabled.includes(PaymentMethod.BANK_TRANSFER) &&
      (!v.bank_name || !v.account_name || !v.account_number)
    )
      ctx.addIssue({ code: 'custom', path: ['bank_name'], message: SettingsMessages.bankDetails });
  });
export type PaymentSettingsBody = z.output<typeof PaymentSettingsBodySchema>;

const SiteTextsDataSchema = z.record(z.string(), z.record(z.string(), str));

const AdminSiteSettingsSchema = z.object({
  site: z.object({
    site_name: str,
    header_logo: opt(str),
    footer_logo: opt(str),
    primary_color: str,
    primary_hover_color: str,
    phone: str,
    email: str,
    copyright_text: str,
    meta_title: str,
    meta_description: str,
  }),
  texts: SiteTextsDataSchema,
  shop: z.object({
    currency: str,
    currency_icon: str,
    currency_position: int,
    decimal_format: str,
    guest_checkout: int,
    vendor_registration: int,
    cookie_banner: int,
    enable_ga: int,
    ga_id: str,
    enable_pixel: int,
    pixel_id: str,
    google_login: int,
    facebook_login: int,
  }),
  languages: z.array(z.object({ code: str, name: str, enabled: int, default: int })),
  /** Which social sign-ins have their variables on the server (only those can be turned on). */
  social: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** The latest changes of each screen, oldest first: the site's (and its logos') and the shop's. */
  audit: z.object({ site: z.array(AuditEntrySchema), shop: z.array(AuditEntrySchema) }),
});
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsSchema>;

/** How a method runs: offline (cash, bank transfer), or its provider's mode from the environment. */
const METHOD_MODES = ['offline', 'live', 'sandbox', 'off'] as const;

const AdminPaymentSettingsSchema = z.object({
  methods: z.array(z.object({ method: int, enabled: int, mode: z.enum(METHOD_MODES) })),
  default: int,
  bank_name: str,
  account_name: str,
  account_number: str,
  branch_name: str,
  /** The latest changes of the payment settings, oldest first. */
  audit: z.array(AuditEntrySchema),
});
export type AdminPaymentSettings = z.infer<typeof AdminPaymentSettingsSchema>;

export const LOGO_SLOTS = ['header_logo', 'footer_logo'] as const;
const LogoDataSchema = z.object({ which: z.enum(LOGO_SLOTS), image: str });

export const settingsEndpoints = {
  adminSiteSettings: defineEndpoint({
    method: 'GET',
    path: 'admin/settings',
    auth: 'admin',
    summary:
      "The site's settings: name, logos, colours, contact, meta texts (with their translations), currency, languages, switches, and which social sign-ins the server has the variables for",
    data: AdminSiteSettingsSchema,
  }),
  adminSiteSettingsSave: defineEndpoint({
    method: 'POST',
    path: 'admin/settings/site',
    auth: 'admin',
    summary:
      'Save the site: name, primary and hover colours (each at least 4.5:1 against white text), contact, copyright, meta texts and their translations; audited',
    body: SiteSettingsBodySchema,
    data: AdminSiteSettingsSchema,
  }),
  adminShopSettingsSave: defineEndpoint({
    method: 'POST',
    path: 'admin/settings/shop',
    auth: 'admin',
    summary:
      'Save the currency (ISO 4217, as many decimals as before), number format, languages enabled and the default, the shop’s switches, analytics and pixel ids, social sign-in on/off; audited',
    body: ShopSettingsBodySchema,
    data: AdminSiteSettingsSchema,
  }),
  adminSiteLogo: defineEndpoint({
    method: 'POST',
    path: 'admin/settings/logo',
    auth: 'admin',
    summary:
      'A logo (multipart `which`: header_logo or footer_logo, `image`: JPEG, PNG or WebP, at most 1 MB, stored as WebP — or `restore`: the name of an earlier logo still in the file store); audited',
    multipart: true,
    data: LogoDataSchema,
  }),
  adminPaymentSettings: defineEndpoint({
    method: 'GET',
    path: 'admin/settings/payments',
    auth: 'admin',
    summary:
      'The eight payment methods: offered or not, how each runs (offline, or its provider live, in its sandbox or off, from the environment), the default and the bank-transfer details',
    data: AdminPaymentSettingsSchema,
  }),
  adminPaymentSettingsSave: defineEndpoint({
    method: 'POST',
    path: 'admin/settings/payments',
    auth: 'admin',
    summary:
      'Offer or withdraw each payment method (an online one only while its provider runs), the default and the bank-transfer details; audited',
    body: PaymentSettingsBodySchema,
    data: AdminPaymentSettingsSchema,
  }),
};
