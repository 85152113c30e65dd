// GET common (docs/api-reference.md §8.1): site furniture and settings.
import { z, int, flag, opt } from '../zod.ts';
import { BannerSchema, CategorySchema } from '../shapes.ts';

const LanguageSchema = z.object({
  name: z.string(),
  code: z.string(),
  direction: z.enum(['ltr', 'rtl']).catch('ltr'),
  default: opt(flag),
  predefined: opt(flag),
});

const HeaderLinkSchema = z.object({
  id: int,
  type: opt(int),
  title: opt(z.string()),
  url: opt(z.string()),
});

const SiteSettingSchema = z.object({
  site_name: opt(z.string()),
  site_url: opt(z.string()),
  meta_title: opt(z.string()),
  meta_description: opt(z.string()),
  meta_keywords: opt(z.string()),
  copyright_text: opt(z.string()),
  header_logo: opt(z.string()),
  footer_logo: opt(z.string()),
  email_logo: opt(z.string()),
  /** (proposed) favicon file name */
  favicon: opt(z.string()),
  primary_color: opt(z.string()),
  primary_hover_color: opt(z.string()),
  styling: opt(z.string()),
  api_base: opt(z.string()),
});

/** The country, sign-up and login switches a fresh shop starts with (the seed and the mocks share them). */
export const STARTER_SETTING = {
  default_country: 'AF',
  default_state: 'BDS',
  guest_checkout: 1,
  vendor_registration: 1,
  cookie_banner: 1,
  google_login: 0,
  facebook_login: 0,
} as const;

const SettingSchema = z.object({
  currency: z.string().catch('USD').default('USD'),
  currency_icon: z.string().catch('$').default('$'),
  currency_position: int.catch(1).default(1),
  decimal_format: z.string().catch('en-US').default('en-US'),
  phone: opt(z.string()),
  email: opt(z.string()),
  address_1: opt(z.string()),
  address_2: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  zip: opt(z.string()),
  country: opt(z.string()),
  default_country: z.string().catch('AF').default('AF'),
  default_state: z.string().catch('BDS').default('BDS'),
  guest_checkout: opt(flag),
  vendor_registration: opt(flag),
  cookie_banner: opt(flag),
  google_login: opt(flag),
  facebook_login: opt(flag),
  enable_ga: opt(flag),
  ga_id: opt(z.string()),
  enable_pixel: opt(flag),
  pixel_id: opt(z.string()),
});

const CustomScriptSchema = z.object({
  id: int,
  route_pattern: opt(z.string()),
  header_script: opt(flag),
  header_script_code: opt(z.string()),
  body_script: opt(flag),
  body_script_code: opt(z.string()),
  status: opt(flag),
});

const FooterLinkSchema = z.object({
  id: int,
  title: opt(z.string()),
  slug: opt(z.string()),
});
const FooterImageSchema = z.object({
  id: int,
  title: opt(z.string()),
  image: opt(z.string()),
  link: opt(z.string()),
  type: opt(int),
  status: opt(flag),
});

export const CommonDataSchema = z.object({
  languages: z.array(LanguageSchema).default([]),
  default_language: opt(LanguageSchema),
  img_src_url: z.string(),
  thumb_prefix: opt(z.string()),
  default_image: z.string().default('default-image.svg'),
  header_links: z
    .object({
      left: z.array(HeaderLinkSchema).default([]),
      right: z.array(HeaderLinkSchema).default([]),
    })
    .default({ left: [], right: [] }),
  site_setting: SiteSettingSchema.default({}),
  setting: SettingSchema.default(SettingSchema.parse({})),
  categories: z.array(CategorySchema).default([]),
  top_banner: opt(BannerSchema),
  popup_banner: opt(BannerSchema),
  custom_scripts: z.array(CustomScriptSchema).default([]),
  services: z.array(FooterLinkSchema).default([]),
  about: z.array(FooterLinkSchema).default([]),
  payment: z.array(FooterImageSchema).default([]),
  social: z.array(FooterImageSchema).default([]),
});
export type CommonData = z.infer<typeof CommonDataSchema>;
