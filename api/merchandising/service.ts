// The home page and its banners run by staff (issue 35 item 1, decision 143): list, read, save and delete the
// home sliders, banners and site features, and set their pictures through the file store. Every change is one
// transaction with its audit row; the storefront's caches (5 s) bring it to shoppers.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { SourceType, Visibility } from '#contract/codes.ts';
import {
  MerchMessages,
  PAGED_BANNER_TYPES,
  PROMO_BANNER_SIZE,
  type MerchBody,
  type MerchKind,
  type MerchRecord,
} from '#contract/admin/merchandising.ts';
import { PRODUCT_IMAGE_MAX_KB } from '#contract/products/schemas.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { FileStore } from '../lib/files/index.ts';
import { removeStoredImage, storeUploadedImage } from '../lib/images.ts';
import { auditTrail, recordAudit } from '../admin/service.ts';
import {
  SUBJECT,
  TABLE,
  TARGET_TYPE,
  TEXT,
  idsOf,
  itemsOf,
  rowsOf,
  slugOf,
  writeTitles,
} from './rows.ts';

type Db = Kysely<Database>;
type Admin = Pick<AuthUser, 'id' | 'name'>;
type Result<T = object> =
  ({ ok: true; id: number } & T) | { ok: false; missing?: true; message: string };

export const merchList = async (db: Db, kind: MerchKind) =>
  itemsOf(db, kind, await rowsOf(db, kind));

export async function merchRecord(
  db: Db,
  kind: MerchKind,
  id: number,
): Promise<MerchRecord | null> {
  const [item] = await itemsOf(db, kind, await rowsOf(db, kind, [id]));
  if (!item) return null;
  return { ...item, audit: await auditTrail(db, { subject: SUBJECT[kind], subject_id: id }) };
}

/** Whether every id of an id source is in its table (a sub-category source: sub-categories only). */
async function targetsExist(db: Db, sourceType: number, ids: number[]) {
  if (!ids.length) return false;
  const type = TARGET_TYPE[sourceType];
  const table = type === 'category' ? 'categories' : type === 'brand' ? 'brands' : 'products';
  let q = db.selectFrom(table).select('id').where('id', 'in', ids);
  if (sourceType === SourceType.SUB_CATEGORIES)
    q = (q as typeof q).where('categories.parent_id' as never, 'is not', null);
  if (sourceType === SourceType.CATEGORIES)
    q = (q as typeof q).where('categories.parent_id' as never, 'is', null);
  return (await q.execute()).length === ids.length;
}

/** The row's columns from a validated body. */
function columnsOf(kind: MerchKind, b: MerchBody, nowIso: string) {
  const common = {
    status: b.status === 'public' ? Visibility.PUBLIC : Visibility.PRIVATE,
    sort: b.sort,
    starts_at: b.starts_at ?? null,
    ends_at: b.ends_at ?? null,
    updated_at: nowIso,
  };
  if (kind === 'features') return { ...common, detail: b.title };
  const source = b.source_type ?? SourceType.URL;
  const row = {
    ...common,
    title: b.title,
    slug: slugOf(b.title),
    type: b.type ?? 1,
    source_type: source,
    tags: source === SourceType.TAGS ? (b.targets ?? '') : null,
    url: source === SourceType.URL ? (b.url ?? null) : null,
  };
  if (kind === 'sliders') return row;
  const paged = PAGED_BANNER_TYPES.includes(row.type);
  return {
    ...row,
    closable: b.closable ? Visibility.PUBLIC : Visibility.PRIVATE,
    pages: paged && b.pages?.length ? b.pages.join(',') : null,
  };
}

export async function saveMerch(
  db: Db,
  by: Admin,
  kind: MerchKind,
  body: MerchBody,
  now: Date,
): Promise<Result> {
  const before = body.id ? await merchRecord(db, kind, body.id) : null;
  if (body.id && !before) return { ok: false, missing: true, message: MerchMessages.notFound };
  const source = body.source_type;
  const ids = source && TARGET_TYPE[source] ? idsOf(body.targets) : [];
  if (source && TARGET_TYPE[source] && !(await targetsExist(db, source, ids)))
    return { ok: false, message: MerchMessages.targetMissing };
  const nowIso = now.toISOString();
  const cols = columnsOf(kind, body, nowIso);
  const table = TABLE[kind];
  const id = await db.transaction().execute(async (trx) => {
    let rowId = body.id;
    if (rowId) {
      await trx
        .updateTable(table)
        .set(cols as never)
        .where('id', '=', rowId)
        .execute();
    } else {
      const row = await trx
        .insertInto(table)
        .values({ ...cols, created_at: nowIso } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      rowId = row.id;
    }
    await writeTitles(trx, kind, rowId, body);
    if (kind !== 'features') {
      await trx
        .deleteFrom('source_links')
        .where('owner_type', '=', SUBJECT[kind])
        .where('owner_id', '=', rowId)
        .execute();
      const type = source ? TARGET_TYPE[source] : undefined;
      if (type && ids.length)
        await trx
          .insertInto('source_links')
          .values(
            ids.map((t) => ({
              owner_type: SUBJECT[kind],
              owner_id: rowId!,
              target_type: type,
              target_id: t,
            })),
          )
          .execute();
    }
    const [after] = await itemsOf(trx, kind, await rowsOf(trx, kind, [rowId]));
    const { audit: _a, ...was } = before ?? { audit: [] };
    await recordAudit(
      trx,
      by,
      `${SUBJECT[kind]}:${before ? 'update' : 'create'}`,
      { subject: SUBJECT[kind], subject_id: rowId },
      before ? was : {},
      after,
      now,
    );
    return rowId;
  });
  return { ok: true, id };
}

export async function deleteMerch(
  deps: { db: Db; files: FileStore; now: Date },
  by: Admin,
  kind: MerchKind,
  id: number,
): Promise<Result> {
  const { db } = deps;
  const before = await merchRecord(db, kind, id);
  if (!before) return { ok: false, missing: true, message: MerchMessages.notFound };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(TABLE[kind]).where('id', '=', id).execute();
    await trx
      .deleteFrom('translations')
      .where('table_name', '=', TABLE[kind])
      .where('field', '=', TEXT[kind])
      .where('row_id', '=', id)
      .execute();
    if (kind !== 'features')
      await trx
        .deleteFrom('source_links')
        .where('owner_type', '=', SUBJECT[kind])
        .where('owner_id', '=', id)
        .execute();
    const { audit: _a, ...was } = before;
    await recordAudit(
      trx,
      by,
      `${SUBJECT[kind]}:delete`,
      { subject: SUBJECT[kind], subject_id: id },
      was,
      {},
      deps.now,
    );
  });
  if (before.image?.startsWith(`${kind}/`)) await removeStoredImage(deps.files, before.image);
  return { ok: true, id };
}

/** The picture's pixel size, or null when it does not decode (the store then refuses it as unreadable). */
async function pixelsOf(file: File) {
  try {
    const meta = await sharp(new Uint8Array(await file.arrayBuffer()), {
      limitInputPixels: 40_000_000,
    }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

export async function setMerchImage(
  deps: { db: Db; files: FileStore; now: Date },
  by: Admin,
  kind: MerchKind,
  id: number,
  file: unknown,
): Promise<Result<{ image: string }>> {
  const { db } = deps;
  const row = (await rowsOf(db, kind, [id]))[0];
  if (!row) return { ok: false, missing: true, message: MerchMessages.notFound };
  // The top and popup banners are drawn at 500 × 100 (docs/spec.md, Banners): another size is refused.
  if (kind === 'banners' && PAGED_BANNER_TYPES.includes(row.type ?? 0) && file instanceof File) {
    const px = file.size > 0 ? await pixelsOf(file) : null;
    if (px && (px.width !== PROMO_BANNER_SIZE.width || px.height !== PROMO_BANNER_SIZE.height))
      return { ok: false, message: MerchMessages.bannerSize };
  }
  const stored = await storeUploadedImage(deps.files, kind, file, PRODUCT_IMAGE_MAX_KB * 1024);
  if (!stored.ok) return stored;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable(TABLE[kind])
      .set({ image: stored.name, updated_at: deps.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      trx,
      by,
      `${SUBJECT[kind]}:image`,
      { subject: SUBJECT[kind], subject_id: id },
      { image: row.image },
      { image: stored.name },
      deps.now,
    );
  });
  // The seed's pictures are shared names (`banner-1.svg`…); only a picture uploaded here is ours to remove.
  if (row.image?.startsWith(`${kind}/`)) await removeStoredImage(deps.files, row.image);
  return { ok: true, id, image: stored.name };
}
