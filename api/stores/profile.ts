// A seller's store profile (issue 34 item 1): English in the store's row, fr/ar/tr/hi as translations
// (table_name 'stores'); the name is unique as a slug among stores and live applications, while the store's
// own slug never changes (links, followers and search engines keep finding it). Each save and each picture
// is one transaction with its audit row (the seller as the actor, subject 'store'), as catalogue writes are.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { FileStore } from '../lib/files/index.ts';
import { removeStoredImage, storeUploadedImage } from '../lib/images.ts';
import { recordAudit } from '../admin/service.ts';
import { isUniqueViolation } from '../orders/service.ts';
import { PRODUCT_IMAGE_MAX_KB } from '#contract/products/schemas.ts';
import { storeSlug } from '#contract/sellers/schemas.ts';
import {
  STORE_LANGUAGES,
  STORE_TEXTS,
  StoreProfileMessages as M,
  type StoreProfileBody,
} from '#contract/stores/seller.ts';

type Db = Kysely<Database>;
type Actor = Pick<AuthUser, 'id' | 'name'>;
type Deps = { db: Db; now: Date };
type Refusal = { ok: false; message: string };

const PROFILE_COLUMNS = [
  'id',
  'name',
  'slug',
  'image',
  'banner_image',
  'contact_email',
  'contact_phone',
  'description',
  'shipping_policy',
  'return_policy',
] as const;

async function profileRow(db: Db, storeId: number) {
  return db
    .selectFrom('stores')
    .select(PROFILE_COLUMNS)
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
}

/** The profile as the seller's form shows it: every language's texts. */
export async function storeProfile(db: Db, storeId: number) {
  const s = await profileRow(db, storeId);
  const found = await db
    .selectFrom('translations')
    .select(['lang', 'field', 'value'])
    .where('table_name', '=', 'stores')
    .where('row_id', '=', storeId)
    .where('field', 'in', [...STORE_TEXTS])
    .execute();
  const translations: Record<string, Partial<Record<(typeof STORE_TEXTS)[number], string>>> = {};
  for (const lang of STORE_LANGUAGES) translations[lang] = {};
  for (const t of found)
    if (translations[t.lang]) translations[t.lang]![t.field as 'description'] = t.value;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    logo: s.image,
    banner: s.banner_image,
    contact_email: s.contact_email,
    contact_phone: s.contact_phone,
    description: s.description,
    shipping_policy: s.shipping_policy,
    return_policy: s.return_policy,
    translations,
  };
}

/**
 * Whether another store or a live application holds the name: a store's slug, a store's name, or an
 * application's reserved slug (the seller's own application of this store excepted).
 */
async function nameTaken(db: Db, storeId: number, name: string) {
  const slug = storeSlug(name);
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'name', 'slug'])
    .where('id', '!=', storeId)
    .where((eb) =>
      eb.or([eb('slug', '=', slug), eb(eb.fn('lower', ['name']), '=', name.toLowerCase())]),
    )
    .execute();
  if (stores.length) return true;
  const held = await db
    .selectFrom('seller_applications')
    .select('id')
    .where('store_slug', '=', slug)
    .where('status', '!=', 'rejected')
    .where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', '!=', storeId)]))
    .executeTakeFirst();
  return Boolean(held);
}

export async function saveStoreProfile(
  deps: Deps,
  storeId: number,
  by: Actor,
  body: StoreProfileBody,
): Promise<{ ok: true } | Refusal> {
  if (await nameTaken(deps.db, storeId, body.name)) return { ok: false, message: M.nameTaken };
  const before = await storeProfile(deps.db, storeId);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('stores')
        .set({
          name: body.name,
          contact_email: body.contact_email ?? null,
          contact_phone: body.contact_phone ?? null,
          description: body.description ?? null,
          shipping_policy: body.shipping_policy ?? null,
          return_policy: body.return_policy ?? null,
          updated_at: deps.now.toISOString(),
        })
        .where('id', '=', storeId)
        .execute();
      await trx
        .deleteFrom('translations')
        .where('table_name', '=', 'stores')
        .where('row_id', '=', storeId)
        .where('field', 'in', [...STORE_TEXTS])
        .execute();
      const rows = STORE_LANGUAGES.flatMap((lang) =>
        STORE_TEXTS.flatMap((field) => {
          const value = body.translations[lang]?.[field];
          return value ? [{ table_name: 'stores', row_id: storeId, lang, field, value }] : [];
        }),
      );
      if (rows.length) await trx.insertInto('translations').values(rows).execute();
      await recordAudit(
        trx,
        by,
        'store:update',
        { subject: 'store', subject_id: storeId },
        before,
        await storeProfile(trx, storeId),
        deps.now,
      );
    });
  } catch (e) {
    // Another store took the same name in between: the name is the refusal, not a 500.
    if (isUniqueViolation(e)) return { ok: false, message: M.nameTaken };
    throw e;
  }
  return { ok: true };
}

const COLUMN = { logo: 'image', banner: 'banner_image' } as const;
type Picture = keyof typeof COLUMN;

/** Only a picture uploaded here is ours to remove; the seed's pictures are shared names. */
const removeOurs = async (files: FileStore, name: string | null) => {
  if (name && name.startsWith('stores/')) await removeStoredImage(files, name);
};

async function setPicture(
  deps: Deps & { files: FileStore },
  storeId: number,
  by: Actor,
  picture: Picture,
  name: string | null,
) {
  const column = COLUMN[picture];
  const before = (await profileRow(deps.db, storeId))[column];
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('stores')
      .set({ [column]: name, updated_at: deps.now.toISOString() })
      .where('id', '=', storeId)
      .execute();
    await recordAudit(
      trx,
      by,
      `store:${picture}${name ? '' : ':remove'}`,
      { subject: 'store', subject_id: storeId },
      { [picture]: before },
      { [picture]: name },
      deps.now,
    );
  });
  await removeOurs(deps.files, before);
}

/** A new logo or banner: judged by its bytes, stored as WebP with its thumbnail; the old one leaves the store. */
export async function uploadStorePicture(
  deps: Deps & { files: FileStore },
  storeId: number,
  by: Actor,
  picture: Picture,
  file: unknown,
): Promise<{ ok: true; image: string } | Refusal> {
  const stored = await storeUploadedImage(deps.files, 'stores', file, PRODUCT_IMAGE_MAX_KB * 1024);
  if (!stored.ok) return stored;
  await setPicture(deps, storeId, by, picture, stored.name);
  return { ok: true, image: stored.name };
}

export async function removeStorePicture(
  deps: Deps & { files: FileStore },
  storeId: number,
  by: Actor,
  picture: Picture,
): Promise<{ ok: true } | Refusal> {
  if (!(await profileRow(deps.db, storeId))[COLUMN[picture]])
    return { ok: false, message: M.noPicture };
  await setPicture(deps, storeId, by, picture, null);
  return { ok: true };
}
