// The shop as its e-mails present it: its name (in the reader's language) and logo, and a link to the
// storefront. Absolute addresses come from configuration (docs/design.md "API rules").
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSetting } from '../site/settings.ts';
import type { ShopIdentity } from './templates.ts';

/** Public addresses: where images are served, and the storefront's origin (no trailing slash). */
export type ShopLinks = { images: string; storefront: string };

export async function shopIdentity(
  db: Kysely<Database>,
  language: string | null,
  links: ShopLinks,
): Promise<ShopIdentity> {
  const s = await readSetting<{ site_name?: string; header_logo?: string }>(db, 'site_setting');
  let name = s.site_name || 'Bazaar';
  if (language && language !== 'en') {
    const t = await db
      .selectFrom('translations')
      .select('value')
      .where('table_name', '=', 'site_setting')
      .where('lang', '=', language)
      .where('field', '=', 'site_name')
      .executeTakeFirst();
    if (t?.value) name = t.value;
  }
  return {
    name,
    logoUrl: s.header_logo ? `${links.images}${s.header_logo}` : null,
    url: links.storefront + (language && language !== 'en' ? `/${language}` : '/'),
  };
}
