// Site-wide reads: common (§8.1), localization (§8.29), payment-gateway (§8.28), countries-phones (§8.30).
import { Hono } from 'hono';
import {
  Visibility,
  BannerType,
  HeaderLinkType,
  FooterLinkType,
  FooterImageType,
  DEFAULT_SETTINGS,
} from '#contract/codes.ts';
import { LocalizationQuerySchema } from '#contract/api/localization.ts';
import { Messages } from '#contract/messages.ts';
import type { Category } from '#contract/shapes.ts';
import {
  imgBase,
  languageOf,
  send,
  sendForm,
  translate,
  validateQuery,
  type ApiEnv,
} from '../lib/context.ts';
import { readSetting } from '../services/settings.ts';
import { countriesPhones } from '../services/countries.ts';

export const siteRoutes = new Hono<ApiEnv>();

siteRoutes.get('/common', async (c) => {
  const { db } = c.get('deps');
  const lang = languageOf(c, 'lang');
  const [
    siteSetting,
    setting,
    languages,
    headerLinks,
    categories,
    banners,
    scripts,
    footerLinks,
    footerImages,
  ] = await Promise.all([
    readSetting<Record<string, unknown>>(db, 'site_setting'),
    readSetting<Record<string, unknown>>(db, 'setting'),
    db
      .selectFrom('languages')
      .selectAll()
      .where('status', '=', 1)
      .orderBy('is_default', 'desc')
      .orderBy('sort')
      .execute(),
    db.selectFrom('header_links').selectAll().orderBy('sort').execute(),
    db
      .selectFrom('categories')
      .select(['id', 'title', 'slug', 'image', 'parent_id', 'in_footer', 'featured', 'status'])
      .where('status', '=', Visibility.PUBLIC)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('banners')
      .selectAll()
      .where('type', 'in', [BannerType.TOP, BannerType.POPUP])
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('custom_scripts').selectAll().where('status', '=', Visibility.PUBLIC).execute(),
    db
      .selectFrom('footer_links')
      .innerJoin('pages', 'pages.id', 'footer_links.page_id')
      .select(['pages.id', 'pages.title', 'pages.slug', 'footer_links.type', 'footer_links.sort'])
      .where('pages.status', '=', Visibility.PUBLIC)
      .orderBy('footer_links.sort')
      .execute(),
    db
      .selectFrom('footer_images')
      .selectAll()
      .where('status', '=', Visibility.PUBLIC)
      .orderBy('sort')
      .execute(),
  ]);
  const [tCats, tLinks, tPages, tBanners, tSite] = await Promise.all([
    translate(db, 'categories', categories, lang, ['title']),
    translate(db, 'header_links', headerLinks, lang, ['title']),
    translate(db, 'pages', footerLinks, lang, ['title']),
    translate(db, 'banners', banners, lang, ['title']),
    translate(
      db,
      'site_setting',
      [{ id: 1, ...siteSetting } as { id: number } & Record<string, unknown>],
      lang,
      ['site_name', 'copyright_text', 'meta_description'] as never,
    ),
  ]);
  // Footer tree (in_footer_child) and full menu tree (child) from one flat list.
  const node = (c: (typeof tCats)[number]): Category => ({
    id: c.id,
    title: c.title,
    slug: c.slug,
    image: c.image,
    parent: c.parent_id ?? 0,
    featured: c.featured,
    in_footer: c.in_footer,
    status: c.status,
  });
  const kids = (id: number) => tCats.filter((k) => k.parent_id === id);
  const tree = (c: (typeof tCats)[number]): Category => ({
    ...node(c),
    child: kids(c.id).map(tree),
    in_footer_child: kids(c.id)
      .filter((k) => k.in_footer === Visibility.PUBLIC)
      .map((k) => ({ ...node(k), in_footer_child: [] })),
  });
  const languageRows = languages.map((l) => ({
    name: l.name,
    code: l.code,
    direction: l.direction as 'ltr' | 'rtl',
    default: l.is_default ? 1 : 0,
    predefined: l.predefined,
  }));
  const banner = (type: number) => {
    const b = tBanners.find((x) => x.type === type);
    return b
      ? {
          id: b.id,
          title: b.title,
          slug: b.slug,
          image: b.image,
          type: b.type,
          source_type: b.source_type,
          tags: b.tags,
          url: b.url,
          status: b.status,
          closable: b.closable,
        }
      : null;
  };
  const { site_url: _ignored, ...site } = tSite[0] as Record<string, unknown>;
  return send(c, {
    languages: languageRows,
    default_language: languageRows[0] ?? {
      name: 'English',
      code: 'en',
      direction: 'ltr',
      default: 1,
      predefined: 1,
    },
    img_src_url: imgBase(c),
    thumb_prefix: 'thumb-',
    default_image: 'default-image.svg',
    header_links: {
      left: tLinks
        .filter((l) => l.type === HeaderLinkType.LEFT)
        .map(({ id, type, title, url }) => ({ id, type, title, url })),
      right: tLinks
        .filter((l) => l.type === HeaderLinkType.RIGHT)
        .map(({ id, type, title, url }) => ({ id, type, title, url })),
    },
    site_setting: {
      ...site,
      site_url: siteSetting.site_url || new URL(c.req.url).origin,
      api_base: new URL(c.req.url).origin,
    },
    setting: {
      ...DEFAULT_SETTINGS,
      ...setting,
      // A social button shows only when its provider is configured (client id and secret, .env.example).
      google_login: c.get('deps').oauth?.google ? 1 : 0,
      facebook_login: c.get('deps').oauth?.facebook ? 1 : 0,
    },
    categories: tCats.filter((k) => !k.parent_id).map(tree),
    top_banner: banner(BannerType.TOP),
    popup_banner: banner(BannerType.POPUP),
    custom_scripts: scripts.map((s) => ({
      id: s.id,
      route_pattern: s.route_pattern,
      header_script: s.header_script,
      header_script_code: s.header_script_code,
      body_script: s.body_script,
      body_script_code: s.body_script_code,
      status: s.status,
    })),
    services: tPages
      .filter((p) => p.type === FooterLinkType.SERVICES)
      .map(({ id, title, slug }) => ({ id, title, slug })),
    about: tPages
      .filter((p) => p.type === FooterLinkType.ABOUT)
      .map(({ id, title, slug }) => ({ id, title, slug })),
    payment: footerImages
      .filter((i) => i.type === FooterImageType.PAYMENT)
      .map(({ id, title, image, link, type, status }) => ({
        id,
        title,
        image,
        link,
        type,
        status,
      })),
    social: footerImages
      .filter((i) => i.type === FooterImageType.SOCIAL)
      .map(({ id, title, image, link, type, status }) => ({
        id,
        title,
        image,
        link,
        type,
        status,
      })),
  });
});

siteRoutes.get('/localization', async (c) => {
  const v = validateQuery(c, LocalizationQuerySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const code = v.data.locale_code.slice(0, 2).toLowerCase();
  const known = await db
    .selectFrom('languages')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!known) return sendForm(c, Messages.unknownLocale);
  // UI string overrides a shop owner stored (table_name 'ui:<section>', field = key); empty when none.
  const rows = await db
    .selectFrom('translations')
    .select(['table_name', 'field', 'value'])
    .where('lang', '=', code)
    .where('table_name', 'like', 'ui:%')
    .execute();
  const data: Record<string, Record<string, string>> = {};
  for (const r of rows) (data[r.table_name.slice(3)] ??= {})[r.field] = r.value;
  return send(c, data);
});

siteRoutes.get('/payment-gateway', async (c) => {
  const g = await readSetting<Record<string, unknown>>(c.get('deps').db, 'payment_gateway');
  const pick = [
    'default',
    'cash_on_delivery',
    'razorpay',
    'stripe',
    'paypal',
    'flutterwave',
    'iyzico_payment',
    'bank',
    'payfast',
    'razorpay_key',
    'stripe_key',
    'paypal_key',
    'fw_public_key',
    'fw_environment',
    'ip_base_url',
    'bank_name',
    'account_name',
    'account_number',
    'branch_name',
    'payfast_merchant_id',
    'payfast_sandbox',
  ];
  // Whitelist, never a blacklist: a secret added later can't leak by default.
  return send(c, Object.fromEntries(pick.filter((k) => k in g).map((k) => [k, g[k]])));
});

siteRoutes.get('/countries-phones', (c) => send(c, countriesPhones()));

siteRoutes.get('/install/configured', (c) => send(c, true));
