// A category's or a brand's picture (issue 33 items 5–6): judged by its bytes, decoded and stored again as
// WebP without metadata with its thumbnail through the file store; the row names it, the one it replaces
// leaves the store, and the change is an audit row and a new catalogue version.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { FileStore } from '../lib/files/index.ts';
import { removeStoredImage, storeUploadedImage } from '../lib/images.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import { recordAudit } from '../admin/service.ts';
import { PRODUCT_IMAGE_MAX_KB } from '#contract/products/schemas.ts';
import { TaxonomyMessages } from '#contract/taxonomy/schemas.ts';

type Result =
  { ok: true; id: number; image: string } | { ok: false; missing?: true; message: string };

export async function setTaxonomyImage(
  deps: { db: Kysely<Database>; files: FileStore; now: Date },
  by: Pick<AuthUser, 'id' | 'name'>,
  kind: 'categories' | 'brands',
  id: number,
  file: unknown,
): Promise<Result> {
  const row = await deps.db
    .selectFrom(kind)
    .select(['id', 'image'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { ok: false, missing: true, message: TaxonomyMessages.notFound };
  const stored = await storeUploadedImage(deps.files, kind, file, PRODUCT_IMAGE_MAX_KB * 1024);
  if (!stored.ok) return stored;
  await catalogueWrite(deps.db, async (trx) => {
    await trx
      .updateTable(kind)
      .set({ image: stored.name, updated_at: deps.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      trx,
      by,
      `${kind === 'categories' ? 'category' : 'brand'}:image`,
      { subject: kind === 'categories' ? 'category' : 'brand', subject_id: id },
      { image: row.image },
      { image: stored.name },
      deps.now,
    );
  });
  // The seed's pictures are shared names (`c-…`, `b-…`); only a picture uploaded here is ours to remove.
  if (row.image && row.image.startsWith(`${kind}/`)) await removeStoredImage(deps.files, row.image);
  return { ok: true, id, image: stored.name };
}
