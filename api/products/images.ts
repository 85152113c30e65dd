// A product's pictures (issue 33 item 4): several per product, in order (the first is the product's cover,
// `products.image`), each with an alt text per language. An upload is judged by its bytes (JPEG, PNG or
// WebP), at most the shop's size, decoded and stored again as WebP without metadata with its thumbnail —
// through the one file store (api/lib/files), never a path of ours.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../lib/files/index.ts';
import { removeStoredImage, storeUploadedImage } from '../lib/images.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import { recordAudit } from '../admin/service.ts';
import { readSetting } from '../site/service.ts';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_MAX_KB,
  PRODUCT_LANGUAGES,
  ProductMessages as M,
} from '#contract/products/schemas.ts';
import type { Scope } from './scope.ts';
import type { Actor } from './save.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Result = { ok: true; image_id: number } | { ok: false; missing?: true; message: string };
type Deps = { db: Kysely<Database>; files: FileStore; now: Date };

/** The largest picture the shop takes: its `image_max_kb` setting, never above the built-in bound. */
async function maxBytes(db: Kysely<Database>) {
  const s = await readSetting<{ image_max_kb?: unknown }>(db, 'setting');
  const kb = Number(s.image_max_kb);
  return (
    (Number.isInteger(kb) && kb > 0 ? Math.min(kb, PRODUCT_IMAGE_MAX_KB) : PRODUCT_IMAGE_MAX_KB) *
    1024
  );
}

/** The product's cover follows its first picture. */
async function syncCover(db: Db, productId: number) {
  const first = await db
    .selectFrom('product_images')
    .select('image')
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (first)
    await db
      .updateTable('products')
      .set({ image: first.image })
      .where('id', '=', productId)
      .execute();
}

/** A picture of the scope's products, or undefined. */
const pictureOf = (db: Db, scope: Scope, imageId: number) =>
  scope
    .products(db)
    .innerJoin('product_images as pi', 'pi.product_id', 'p.id')
    .select(['pi.id', 'pi.image', 'pi.sort', 'pi.alt', 'p.id as product_id'])
    .where('pi.id', '=', imageId)
    .executeTakeFirst();

/** Adds the uploaded `file` to a product of the scope, last. */
export async function addImage(
  deps: Deps,
  scope: Scope,
  by: Actor,
  productId: number,
  file: unknown,
  alt: string | null,
): Promise<Result> {
  const p = await scope
    .products(deps.db)
    .select(['p.id', 'p.archived_at'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!p) return { ok: false, missing: true, message: M.notFound };
  if (p.archived_at) return { ok: false, message: M.isArchived };
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: M.imageMissing };
  const count = await deps.db
    .selectFrom('product_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_PRODUCT_IMAGES) return { ok: false, message: M.tooManyImages };
  const stored = await storeUploadedImage(deps.files, 'products', file, await maxBytes(deps.db));
  if (!stored.ok) return stored;
  try {
    const id = await catalogueWrite(deps.db, async (trx) => {
      const last = await trx
        .selectFrom('product_images')
        .select((eb) => eb.fn.max('sort').as('s'))
        .where('product_id', '=', productId)
        .executeTakeFirst();
      const made = await trx
        .insertInto('product_images')
        .values({ product_id: productId, image: stored.name, sort: Number(last?.s ?? 0) + 1, alt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await syncCover(trx, productId);
      await recordAudit(
        trx,
        by,
        'image:add',
        { subject: 'product', subject_id: productId },
        {},
        { image: stored.name },
        deps.now,
      );
      return made.id;
    });
    return { ok: true, image_id: id };
  } catch (e) {
    await removeStoredImage(deps.files, stored.name);
    throw e;
  }
}

/** A picture's alt texts: English in its row, the other languages as translations. */
export async function setImageAlt(
  deps: Deps,
  scope: Scope,
  by: Actor,
  imageId: number,
  alt: Partial<Record<string, string | undefined>>,
  valueIds: number[] = [],
): Promise<Result> {
  const pic = await pictureOf(deps.db, scope, imageId);
  if (!pic) return { ok: false, missing: true, message: M.imageNotFound };
  const wanted = [...new Set(valueIds)];
  if (wanted.length) {
    // Only values the product's variants have: a picture of "Red" for a product sold in red.
    const known = await deps.db
      .selectFrom('inventory_attributes as ia')
      .innerJoin('inventories as i', 'i.id', 'ia.inventory_id')
      .select('ia.attribute_value_id')
      .distinct()
      .where('i.product_id', '=', pic.product_id)
      .where('ia.attribute_value_id', 'in', wanted)
      .execute();
    if (known.length !== wanted.length) return { ok: false, message: M.badChoice };
  }
  await catalogueWrite(deps.db, async (trx) => {
    await trx
      .deleteFrom('product_image_attributes')
      .where('product_image_id', '=', imageId)
      .execute();
    if (wanted.length)
      await trx
        .insertInto('product_image_attributes')
        .values(
          wanted.map((attribute_value_id) => ({ product_image_id: imageId, attribute_value_id })),
        )
        .execute();
    await trx
      .updateTable('product_images')
      .set({ alt: alt.en ?? null })
      .where('id', '=', imageId)
      .execute();
    await trx
      .deleteFrom('translations')
      .where('table_name', '=', 'product_images')
      .where('row_id', '=', imageId)
      .execute();
    const rows = PRODUCT_LANGUAGES.flatMap((lang) =>
      alt[lang]
        ? [{ table_name: 'product_images', row_id: imageId, lang, field: 'alt', value: alt[lang]! }]
        : [],
    );
    if (rows.length) await trx.insertInto('translations').values(rows).execute();
    await recordAudit(
      trx,
      by,
      'image:alt',
      { subject: 'product', subject_id: pic.product_id },
      { alt: pic.alt },
      { alt: alt.en ?? null },
      deps.now,
    );
  });
  return { ok: true, image_id: imageId };
}

/** Swaps a picture with its neighbour above or below (the first one is the cover). */
export async function moveImage(
  deps: Deps,
  scope: Scope,
  by: Actor,
  imageId: number,
  direction: 'up' | 'down',
): Promise<Result> {
  const pic = await pictureOf(deps.db, scope, imageId);
  if (!pic) return { ok: false, missing: true, message: M.imageNotFound };
  await catalogueWrite(deps.db, async (trx) => {
    const all = await trx
      .selectFrom('product_images')
      .select(['id', 'sort'])
      .where('product_id', '=', pic.product_id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const i = all.findIndex((x) => x.id === imageId);
    const j = direction === 'up' ? i - 1 : i + 1;
    if (j < 0 || j >= all.length) return;
    [all[i], all[j]] = [all[j]!, all[i]!];
    for (const [k, x] of all.entries())
      await trx
        .updateTable('product_images')
        .set({ sort: k + 1 })
        .where('id', '=', x.id)
        .execute();
    await syncCover(trx, pic.product_id);
    await recordAudit(
      trx,
      by,
      `image:${direction}`,
      { subject: 'product', subject_id: pic.product_id },
      { position: i + 1 },
      { position: j + 1 },
      deps.now,
    );
  });
  return { ok: true, image_id: imageId };
}

/** Deletes a picture and its files; the cover follows the new first picture (or goes). */
export async function deleteImage(
  deps: Deps,
  scope: Scope,
  by: Actor,
  imageId: number,
): Promise<Result> {
  const pic = await pictureOf(deps.db, scope, imageId);
  if (!pic) return { ok: false, missing: true, message: M.imageNotFound };
  await catalogueWrite(deps.db, async (trx) => {
    await trx
      .deleteFrom('translations')
      .where('table_name', '=', 'product_images')
      .where('row_id', '=', imageId)
      .execute();
    await trx.deleteFrom('product_images').where('id', '=', imageId).execute();
    const left = await trx
      .selectFrom('product_images')
      .select('id')
      .where('product_id', '=', pic.product_id)
      .executeTakeFirst();
    if (left) await syncCover(trx, pic.product_id);
    else
      await trx
        .updateTable('products')
        .set({ image: null })
        .where('id', '=', pic.product_id)
        .where('image', '=', pic.image)
        .execute();
    await recordAudit(
      trx,
      by,
      'image:delete',
      { subject: 'product', subject_id: pic.product_id },
      { image: pic.image },
      {},
      deps.now,
    );
  });
  // Files another product still shows (a duplicate's), or that the product's order lines show, are kept.
  const [still, ordered] = await Promise.all([
    deps.db
      .selectFrom('product_images')
      .select('id')
      .where('image', '=', pic.image)
      .unionAll(deps.db.selectFrom('products').select('id').where('image', '=', pic.image))
      .executeTakeFirst(),
    deps.db
      .selectFrom('ordered_products')
      .select('id')
      .where('product_id', '=', pic.product_id)
      .executeTakeFirst(),
  ]);
  if (!still && !ordered) await removeStoredImage(deps.files, pic.image);
  return { ok: true, image_id: imageId };
}

/** A product's pictures in order, with their alt texts per language. */
export async function picturesOf(db: Kysely<Database>, productId: number) {
  const pics = await db
    .selectFrom('product_images')
    .select(['id', 'image', 'sort', 'alt'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const links = pics.length
    ? await db
        .selectFrom('product_image_attributes')
        .select(['product_image_id', 'attribute_value_id'])
        .where(
          'product_image_id',
          'in',
          pics.map((p) => p.id),
        )
        .execute()
    : [];
  const alts = pics.length
    ? await db
        .selectFrom('translations')
        .select(['row_id', 'lang', 'value'])
        .where('table_name', '=', 'product_images')
        .where('field', '=', 'alt')
        .where(
          'row_id',
          'in',
          pics.map((p) => p.id),
        )
        .execute()
    : [];
  return pics.map((p) => ({
    id: p.id,
    image: p.image,
    sort: Number(p.sort),
    alt: Object.fromEntries([
      ...(p.alt ? [['en', p.alt]] : []),
      ...alts.filter((a) => a.row_id === p.id).map((a) => [a.lang, a.value]),
    ]) as Record<string, string>,
    value_ids: links.filter((l) => l.product_image_id === p.id).map((l) => l.attribute_value_id),
  }));
}
