// `common` (docs/api-reference.md §8.1): languages, header and footer links, the category tree, top and popup
// banners, custom scripts, footer images and the site settings — translated with the `lang` header.
import {
  BannerType,
  DEFAULT_SETTINGS,
  FooterImageType,
  FooterLinkType,
  HeaderLinkType,
  Visibility,
} from '#contract/codes.ts';
import type { Category } from '#contract/shapes.ts';
import type { Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { inSchedule } from '../db/schedule.ts';
import { readSetting } from './settings.ts';

/** The banner columns every answer shows (§7: Banner). */
export const BANNER_COLUMNS = [
  'id',
  'title',
  'slug',
  'image',
  'type',
  'source_type',
  'tags',
  'url',
  'status',
  'closable',
] as const;

/** What `common` takes from the request rather than the database. */
export type CommonRequest = {
  /** Absolute URL of the uploads (the configured public origin). */
  imgSrcUrl: string;
  /** The API's own origin: `api_base`, and `site_url` when none is configured. */
  apiOrigin: string;
  /** Social sign-in providers that are configured (a button shows only for those). */
  social: { google: boolean; facebook: boolean };
};

function siteRows(r: Reader) {
  const { db } = r;
  return Promise.all([
    readSetting<Record<string, unknown>>(db, 'site_setting'),
    readSetting<Record<string, unknown>>(db, 'setting'),
    db
      .selectFrom('languages')
      .selectAll()
      .where('status', '=', 1)
      .orderBy('is_default', 'desc')
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('header_links')
      .selectAll()
      .where('status', '=', Visibility.PUBLIC)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'title', 'slug', 'image', 'parent_id', 'in_footer', 'featured', 'status'])
      .where('status', '=', Visibility.PUBLIC)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('banners')
      .select([...BANNER_COLUMNS, 'pages'])
      .where('type', 'in', [BannerType.TOP, BannerType.POPUP])
      .where(inSchedule(r.now))
      // The shown one of its type: a public one before a private one, then by order, the newest first.
      .orderBy('status')
      .orderBy('sort')
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('custom_scripts').selectAll().where('status', '=', Visibility.PUBLIC).execute(),
    db
      .selectFrom('footer_links')
      .innerJoin('pages', 'pages.id', 'footer_links.page_id')
      .select(['pages.id', 'pages.title', 'pages.slug', 'footer_links.type', 'footer_links.sort'])
      .where('pages.status', '=', Visibility.PUBLIC)
      .where('footer_links.status', '=', Visibility.PUBLIC)
      .orderBy('footer_links.sort')
      .orderBy('footer_links.id')
      .execute(),
    db
      .selectFrom('footer_images')
      .selectAll()
      .where('status', '=', Visibility.PUBLIC)
      .orderBy('sort')
      .execute(),
  ]);
}

type CategoryRow = {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  parent_id: number | null;
  featured: number;
  in_footer: number;
  status: number;
};

/** The menu tree (child) and the footer tree (in_footer_child) of the top-level categories. */
function categoryTrees(rows: CategoryRow[]): Category[] {
  const node = (c: CategoryRow): Category => ({
    id: c.id,
    title: c.title,
    slug: c.slug,
    image: c.image,
    parent: c.parent_id ?? 0,
    featured: c.featured,
    in_footer: c.in_footer,
    status: c.status,
  });
  const kids = (id: number) => rows.filter((k) => k.parent_id === id);
  const tree = (c: CategoryRow): Category => ({
    ...node(c),
    child: kids(c.id).map(tree),
    in_footer_child: kids(c.id)
      .filter((k) => k.in_footer === Visibility.PUBLIC)
      .map((k) => ({ ...node(k), in_footer_child: [] })),
  });
  return rows.filter((k) => !k.parent_id).map(tree);
}

export async function commonData(r: Reader, req: CommonRequest) {
  const { db, lang } = r;
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
  ] = await siteRows(r);
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
      ['site_name', 'copyright_text', 'meta_title', 'meta_description'] as never,
    ),
  ]);
  const languageRows = languages.map((l) => ({
    name: l.name,
    code: l.code,
    direction: l.direction as 'ltr' | 'rtl',
    default: l.is_default ? 1 : 0,
    predefined: l.predefined,
  }));
  // The page kinds it may appear on (none named: every page that shows promotions; decision 143).
  const banner = (type: number) => {
    const found = tBanners.find((x) => x.type === type);
    if (!found) return null;
    const { pages, ...rest } = found;
    return { ...rest, pages: pages ? pages.split(',').filter(Boolean) : [] };
  };
  const links = (type: number) =>
    tLinks
      .filter((l) => l.type === type)
      .map(({ id, type, title, url }) => ({ id, type, title, url }));
  const pages = (type: number) =>
    tPages.filter((p) => p.type === type).map(({ id, title, slug }) => ({ id, title, slug }));
  const images = (type: number) =>
    footerImages
      .filter((i) => i.type === type)
      .map(({ id, title, image, link, type, status }) => ({
        id,
        title,
        image,
        link,
        type,
        status,
      }));
  const { site_url: _ignored, ...site } = tSite[0] as Record<string, unknown>;
  return {
    languages: languageRows,
    default_language: languageRows[0] ?? {
      name: 'English',
      code: 'en',
      direction: 'ltr' as const,
      default: 1,
      predefined: 1,
    },
    img_src_url: req.imgSrcUrl,
    thumb_prefix: 'thumb-',
    default_image: 'default-image.svg',
    header_links: { left: links(HeaderLinkType.LEFT), right: links(HeaderLinkType.RIGHT) },
    site_setting: {
      ...site,
      site_url: (siteSetting.site_url as string | undefined) || req.apiOrigin,
      api_base: req.apiOrigin,
    },
    setting: {
      ...DEFAULT_SETTINGS,
      ...setting,
      // A social button shows only when its provider is configured (client id and secret, .env.example)
      // and staff have not turned it off (issue 35).
      google_login: req.social.google && setting.google_login !== 0 ? 1 : 0,
      facebook_login: req.social.facebook && setting.facebook_login !== 0 ? 1 : 0,
    },
    categories: categoryTrees(tCats),
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
    services: pages(FooterLinkType.SERVICES),
    about: pages(FooterLinkType.ABOUT),
    payment: images(FooterImageType.PAYMENT),
    social: images(FooterImageType.SOCIAL),
  };
}
