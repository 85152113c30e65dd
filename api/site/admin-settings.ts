// Staff's side of the site settings (issue 35 item 4, decision 141): read and save the `site_setting` and
// `setting` rows, the site texts' translations and the `languages` table, each save one transaction and one
// audit row (subject `settings`) with the values before and after. The storefront reads them through
// `common`, which it keeps at most four seconds (app/lib/shop-api/site.server.ts), so a change shows within
// five on every instance without a restart.
import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS, LANGUAGE_CODES, LANGUAGES } from '#contract/codes.ts';
import { currencyDigits } from '#contract/money.ts';
import {
  SettingsMessages as M,
  SITE_TEXT_FIELDS,
  TRANSLATED_LANGUAGES,
  type AdminSiteSettings,
  type ShopSettingsBody,
  type SiteSettingsBody,
} from '#contract/site/admin-settings.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { FileStore } from '../lib/files/index.ts';
import { storeUploadedImage } from '../lib/images.ts';
import { recordAudit } from '../admin/service.ts';
import { readSetting } from './settings.ts';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;
export type SettingsDeps = { db: Kysely<Database>; now: Date };
export type Refused = { ok: false; field?: string; message: string };

const SITE_ROW = 1;
/** A logo at most 1 MB (the catalogue's limit for a picture). */
const LOGO_MAX_BYTES = 1024 * 1024;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const flagOf = (v: unknown, fallback: 0 | 1) => (v === 0 || v === 1 ? v : fallback);

export async function writeSetting(db: Db, key: string, value: Row): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

async function siteTexts(db: Db): Promise<Record<string, Record<string, string>>> {
  const rows = await db
    .selectFrom('translations')
    .select(['lang', 'field', 'value'])
    .where('table_name', '=', 'site_setting')
    .where('row_id', '=', SITE_ROW)
    .where('field', 'in', [...SITE_TEXT_FIELDS])
    .execute();
  const out: Record<string, Record<string, string>> = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((l) => [l, {}]),
  );
  for (const r of rows) if (out[r.lang]) out[r.lang]![r.field] = r.value;
  return out;
}

/** Everything the settings screens show; `social` says which sign-ins have their variables. */
export async function siteSettings(
  db: Db,
  social: { google: boolean; facebook: boolean },
): Promise<Omit<AdminSiteSettings, 'audit'>> {
  const [site, setting, languages, texts] = await Promise.all([
    readSetting<Row>(db, 'site_setting'),
    readSetting<Row>(db, 'setting'),
    db.selectFrom('languages').select(['code', 'name', 'status', 'is_default']).execute(),
    siteTexts(db),
  ]);
  const byCode = new Map(languages.map((l) => [l.code, l]));
  return {
    site: {
      site_name: text(site.site_name),
      header_logo: text(site.header_logo) || null,
      footer_logo: text(site.footer_logo) || null,
      primary_color: text(site.primary_color) || '#0e7490',
      primary_hover_color: text(site.primary_hover_color) || '#155e75',
      phone: text(setting.phone),
      email: text(setting.email),
      copyright_text: text(site.copyright_text),
      meta_title: text(site.meta_title),
      meta_description: text(site.meta_description),
    },
    texts,
    shop: {
      currency: text(setting.currency) || DEFAULT_SETTINGS.currency,
      currency_icon: text(setting.currency_icon) || DEFAULT_SETTINGS.currency_icon,
      currency_position: Number(setting.currency_position) === 2 ? 2 : 1,
      decimal_format: text(setting.decimal_format) || DEFAULT_SETTINGS.decimal_format,
      guest_checkout: flagOf(setting.guest_checkout, 1),
      vendor_registration: flagOf(setting.vendor_registration, 1),
      cookie_banner: flagOf(setting.cookie_banner, 1),
      enable_ga: flagOf(setting.enable_ga, 0),
      ga_id: text(setting.ga_id),
      enable_pixel: flagOf(setting.enable_pixel, 0),
      pixel_id: text(setting.pixel_id),
      // Staff's switch; the button shows only when the server also has the provider's variables.
      google_login: flagOf(setting.google_login, 1),
      facebook_login: flagOf(setting.facebook_login, 1),
    },
    languages: LANGUAGES.map((l) => {
      const row = byCode.get(l.code);
      return {
        code: l.code,
        name: row?.name ?? l.nativeName,
        enabled: row && row.status === 1 ? 1 : 0,
        default: row?.is_default ? 1 : 0,
      };
    }),
    social,
  };
}

const SITE_KEYS = [
  'site_name',
  'primary_color',
  'primary_hover_color',
  'copyright_text',
  'meta_title',
  'meta_description',
] as const;

export async function saveSiteSettings(
  deps: SettingsDeps,
  admin: Pick<AuthUser, 'id' | 'name'>,
  body: SiteSettingsBody,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const [site, setting, texts] = await Promise.all([
      readSetting<Row>(trx, 'site_setting'),
      readSetting<Row>(trx, 'setting'),
      siteTexts(trx),
    ]);
    const nextSite: Row = { ...site };
    for (const k of SITE_KEYS) nextSite[k] = body[k] ?? '';
    const nextSetting: Row = { ...setting, phone: body.phone ?? '', email: body.email ?? '' };
    await writeSetting(trx, 'site_setting', nextSite);
    await writeSetting(trx, 'setting', nextSetting);
    if (body.texts) {
      await trx
        .deleteFrom('translations')
        .where('table_name', '=', 'site_setting')
        .where('row_id', '=', SITE_ROW)
        .where('field', 'in', [...SITE_TEXT_FIELDS])
        .execute();
      const rows = TRANSLATED_LANGUAGES.flatMap((lang) =>
        SITE_TEXT_FIELDS.flatMap((field) => {
          const value = body.texts?.[lang]?.[field];
          return value
            ? [{ table_name: 'site_setting', row_id: SITE_ROW, lang, field, value }]
            : [];
        }),
      );
      if (rows.length) await trx.insertInto('translations').values(rows).execute();
    }
    const pick = (s: Row, t: Row) => ({
      ...Object.fromEntries(SITE_KEYS.map((k) => [k, s[k] ?? ''])),
      phone: t.phone ?? '',
      email: t.email ?? '',
    });
    await recordAudit(
      trx,
      admin,
      'settings:site',
      { subject: 'settings', subject_id: null },
      { ...pick(site, setting), texts },
      { ...pick(nextSite, nextSetting), texts: body.texts ? await siteTexts(trx) : texts },
      deps.now,
    );
  });
}

const SHOP_KEYS = [
  'currency',
  'currency_icon',
  'currency_position',
  'decimal_format',
  'guest_checkout',
  'vendor_registration',
  'cookie_banner',
  'enable_ga',
  'ga_id',
  'enable_pixel',
  'pixel_id',
  'google_login',
  'facebook_login',
] as const;

export async function saveShopSettings(
  deps: SettingsDeps,
  admin: Pick<AuthUser, 'id' | 'name'>,
  body: ShopSettingsBody,
  social: { google: boolean; facebook: boolean },
): Promise<{ ok: true } | Refused> {
  if (body.google_login === 1 && !social.google)
    return { ok: false, field: 'google_login', message: M.googleUnconfigured };
  if (body.facebook_login === 1 && !social.facebook)
    return { ok: false, field: 'facebook_login', message: M.facebookUnconfigured };
  return deps.db.transaction().execute(async (trx) => {
    const setting = await readSetting<Row>(trx, 'setting');
    const current = text(setting.currency) || DEFAULT_SETTINGS.currency;
    // Prices are stored in minor units of the shop's currency: a currency with other decimals would
    // multiply or divide every price by ten or more.
    if (currencyDigits(body.currency) !== currencyDigits(current))
      return { ok: false as const, field: 'currency', message: M.currencyDigits };
    const languagesBefore = await trx
      .selectFrom('languages')
      .select(['code', 'status', 'is_default'])
      .orderBy('sort')
      .execute();
    const next: Row = { ...setting };
    for (const k of SHOP_KEYS) next[k] = body[k];
    next.default_language = body.default_language;
    await writeSetting(trx, 'setting', next);
    for (const code of LANGUAGE_CODES) {
      const on = body.languages.includes(code) ? 1 : 2;
      const isDefault = body.default_language === code ? 1 : 0;
      const r = await trx
        .updateTable('languages')
        .set({ status: on, is_default: isDefault })
        .where('code', '=', code)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) {
        const l = LANGUAGES.find((x) => x.code === code)!;
        await trx
          .insertInto('languages')
          .values({
            code,
            name: l.nativeName,
            direction: l.dir,
            is_default: isDefault,
            status: on,
            sort: LANGUAGE_CODES.indexOf(code),
          })
          .execute();
      }
    }
    const pick = (s: Row) => Object.fromEntries(SHOP_KEYS.map((k) => [k, s[k] ?? null]));
    await recordAudit(
      trx,
      admin,
      'settings:shop',
      { subject: 'settings', subject_id: null },
      {
        ...pick(setting),
        languages: languagesBefore.filter((l) => l.status === 1).map((l) => l.code),
        default_language: languagesBefore.find((l) => l.is_default)?.code ?? null,
      },
      { ...pick(next), languages: body.languages, default_language: body.default_language },
      deps.now,
    );
    return { ok: true as const };
  });
}

/** An earlier logo by its name (the audit log's `before`), when the file store still has it. */
async function earlierLogo(
  files: FileStore,
  name: string,
): Promise<{ ok: true; name: string } | { ok: false; message: string }> {
  const unknown = { ok: false as const, message: M.logoUnknown };
  if (name.length > 200 || !/^[\w.-]+(\/[\w.-]+)*$/.test(name) || name.includes('..'))
    return unknown;
  const bytes = await files.get(name).catch(() => null);
  return bytes ? { ok: true, name } : unknown;
}

/**
 * A new logo through the file store, or an earlier one put back (`restore`). The one it replaces stays: e-mails already sent show it, and another
 * instance may serve a page naming it for a few seconds more.
 */
export async function saveLogo(
  deps: SettingsDeps & { files: FileStore },
  admin: Pick<AuthUser, 'id' | 'name'>,
  which: 'header_logo' | 'footer_logo',
  file: unknown,
  restore?: unknown,
): Promise<{ ok: true; image: string } | Refused> {
  const stored =
    typeof restore === 'string' && restore
      ? await earlierLogo(deps.files, restore)
      : await storeUploadedImage(deps.files, 'site', file, LOGO_MAX_BYTES);
  if (!stored.ok) return { ok: false, field: 'image', message: stored.message };
  await deps.db.transaction().execute(async (trx) => {
    const site = await readSetting<Row>(trx, 'site_setting');
    await writeSetting(trx, 'site_setting', { ...site, [which]: stored.name });
    await recordAudit(
      trx,
      admin,
      'settings:logo',
      { subject: 'settings', subject_id: null },
      { [which]: site[which] ?? null },
      { [which]: stored.name },
      deps.now,
    );
  });
  return { ok: true, image: stored.name };
}
