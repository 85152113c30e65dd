// The settings screens' forms (issue 35 item 4), for the server's action and the browser alike: each a zod
// schema of what the form posts (texts, checkboxes "on"), turned by the action into the contract's body; the
// API's fixed messages in the reader's language. The contrast rule needs its ratio in the message, so the
// action judges it (contrastRefusals) and the API judges it again.
import { z } from '#contract/zod.ts';
import { LANGUAGE_CODES } from '#contract/codes.ts';
import { requiredText, optionalText } from '#contract/account/schemas.ts';
import {
  NUMBER_FORMATS,
  SettingsMessages as M,
  SITE_TEXT_FIELDS,
  TRANSLATED_LANGUAGES,
  type PaymentSettingsBodySchema,
  type ShopSettingsBodySchema,
  type SiteSettingsBodySchema,
} from '#contract/site/admin-settings.ts';
import { contrastWithWhite, HEX_COLOUR, MIN_CONTRAST } from '#contract/site/contrast.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

/** The API's messages and their keys in `settings`. */
const API_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(M).map(([k, message]) => [message, `settings:api.${k}`]),
);

export const SETTINGS_FORM_MESSAGES: FormMessages = {
  required: 'settings:validation.required',
  tooLong: 'settings:validation.tooLong',
  label: (field) => `settings:fields.${field.replace(/_(fr|ar|tr|hi)$/, '')}`,
  known: { ...API_KEYS, 'The email must be a valid email address.': 'settings:validation.email' },
};

/** The API's fixed messages in the reader's language (toasts, form errors). */
export const settingsMessage = knownMessages(API_KEYS);

/** A translated text's input: `site_name_ar`. */
export const textInput = (field: string, lang: string) => `${field}_${lang}`;

const colour = z.string({ error: M.colour }).trim().regex(HEX_COLOUR, { error: M.colour });

const textShape = Object.fromEntries(
  TRANSLATED_LANGUAGES.flatMap((l) =>
    SITE_TEXT_FIELDS.map((f) => [
      textInput(f, l),
      optionalText(f, f === 'meta_description' ? 320 : 200),
    ]),
  ),
);

export const SiteFormSchema = z.object({
  site_name: requiredText('site_name', 120),
  primary_color: colour,
  primary_hover_color: colour,
  phone: optionalText('phone', 40),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.email({ error: 'The email must be a valid email address.' }).max(190).optional(),
  ),
  copyright_text: optionalText('copyright_text', 200),
  meta_title: optionalText('meta_title', 200),
  meta_description: optionalText('meta_description', 320),
  ...textShape,
});
type SiteForm = z.output<typeof SiteFormSchema>;

/** The colours below WCAG AA against white text, with their ratio. */
export function contrastRefusals(v: { primary_color: string; primary_hover_color: string }) {
  return (['primary_color', 'primary_hover_color'] as const).flatMap((field) => {
    const ratio = contrastWithWhite(v[field]);
    return ratio < MIN_CONTRAST ? [{ field, ratio }] : [];
  });
}

export function siteBodyOf(v: SiteForm): z.input<typeof SiteSettingsBodySchema> {
  const value = v as Record<string, string | undefined>;
  return {
    site_name: v.site_name,
    primary_color: v.primary_color.toLowerCase(),
    primary_hover_color: v.primary_hover_color.toLowerCase(),
    phone: v.phone,
    email: v.email,
    copyright_text: v.copyright_text,
    meta_title: v.meta_title,
    meta_description: v.meta_description,
    texts: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((l) => [
        l,
        Object.fromEntries(SITE_TEXT_FIELDS.map((f) => [f, value[textInput(f, l)]])),
      ]),
    ),
  };
}

const check = z.preprocess(
  (v) => (v === 'on' || v === '1' ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
);

export const ShopFormSchema = z
  .object({
    currency: z
      .string({ error: M.currency })
      .trim()
      .regex(/^[A-Za-z]{3}$/, { error: M.currency }),
    currency_icon: z
      .string({ error: M.currencyIcon })
      .trim()
      .min(1, { error: M.currencyIcon })
      .max(8, { error: M.currencyIcon }),
    currency_position: z.enum(['1', '2'], { error: M.position }),
    decimal_format: z.enum(NUMBER_FORMATS, { error: M.numberFormat }),
    languages: z
      .array(z.enum(LANGUAGE_CODES), { error: M.noLanguage })
      .min(1, { error: M.noLanguage }),
    default_language: z.enum(LANGUAGE_CODES, { error: M.defaultLanguageOff }),
    guest_checkout: check,
    vendor_registration: check,
    cookie_banner: check,
    enable_ga: check,
    ga_id: z.string().trim().max(30, { error: M.gaId }).optional(),
    enable_pixel: check,
    pixel_id: z.string().trim().max(20, { error: M.pixelId }).optional(),
    google_login: check,
    facebook_login: check,
  })
  .superRefine((v, ctx) => {
    if (!v.languages.includes(v.default_language))
      ctx.addIssue({ code: 'custom', path: ['default_language'], message: M.defaultLanguageOff });
    if ((v.enable_ga || v.ga_id) && !/^[A-Z0-9-]{4,30}$/i.test(v.ga_id ?? ''))
      ctx.addIssue({ code: 'custom', path: ['ga_id'], message: M.gaId });
    if ((v.enable_pixel || v.pixel_id) && !/^\d{5,20}$/.test(v.pixel_id ?? ''))
      ctx.addIssue({ code: 'custom', path: ['pixel_id'], message: M.pixelId });
  });

export function shopBodyOf(
  v: z.output<typeof ShopFormSchema>,
): z.input<typeof ShopSettingsBodySchema> {
  return {
    ...v,
    currency: v.currency.toUpperCase(),
    currency_position: v.currency_position === '2' ? 2 : 1,
    ga_id: v.ga_id ?? '',
    pixel_id: v.pixel_id ?? '',
  };
}

const method = z.enum(['1', '2', '3', '4', '5', '6', '7', '8'], { error: M.noMethod });
export const PaymentFormSchema = z
  .object({
    enabled: z.array(method, { error: M.noMethod }).min(1, { error: M.noMethod }),
    default: method,
    bank_name: optionalText('bank_name', 120),
    account_name: optionalText('account_name', 120),
    account_number: optionalText('account_number', 60),
    branch_name: optionalText('branch_name', 120),
  })
  .superRefine((v, ctx) => {
    if (!v.enabled.includes(v.default))
      ctx.addIssue({ code: 'custom', path: ['default'], message: M.defaultMethodOff });
    if (v.enabled.includes('7') && (!v.bank_name || !v.account_name || !v.account_number))
      ctx.addIssue({ code: 'custom', path: ['bank_name'], message: M.bankDetails });
  });

export function paymentBodyOf(
  v: z.output<typeof PaymentFormSchema>,
): z.input<typeof PaymentSettingsBodySchema> {
  return {
    enabled: v.enabled.map(Number),
    default: Number(v.default),
    bank_name: v.bank_name,
    account_name: v.account_name,
    account_number: v.account_number,
    branch_name: v.branch_name,
  };
}
