// What the catalogue workspaces write (issue 33), each in one transaction, each in the audit log (who,
// what, before → after) and each followed by a new catalogue version so caches built from the catalogue
// (the search vocabulary) refresh on every instance. A product is created hidden; one an order names is
// archived instead of deleted; a variant matrix change keeps the stock of the combinations that stay.
import { recordAudit } from '../admin/service.ts';
import { isUniqueViolation } from '../orders/service.ts';
import {
  PRODUCT_LANGUAGES,
  ProductMessages as M,
  TRANSLATED_FIELDS,
  type ProductSaveBody,
} from '#contract/products/schemas.ts';
import type { Scope } from './scope.ts';
import { recordStock } from './stock.ts';
import {
  audit,
  freeSlug,
  inTransaction,
  missing,
  refusal,
  Refused,
  snapshot,
  type Actor,
  type Deps,
  type Outcome,
  type Trx,
} from './write.ts';

export type { Actor, Outcome } from './write.ts';

async function exists(
  trx: Trx,
  table: 'brands' | 'shipping_rules' | 'tax_rules' | 'bundle_deals',
  id: number | undefined,
  field: string,
) {
  if (id == null) return;
  const row = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refused(refusal(M.badChoice, field));
}

async function writeTranslations(trx: Trx, id: number, body: ProductSaveBody) {
  await trx
    .deleteFrom('translations')
    .where('table_name', '=', 'products')
    .where('row_id', '=', id)
    .where('field', 'in', [...TRANSLATED_FIELDS])
    .execute();
  const rows = PRODUCT_LANGUAGES.flatMap((lang) =>
    TRANSLATED_FIELDS.flatMap((field) => {
      const value = body.translations[lang]?.[field];
      return value ? [{ table_name: 'products', row_id: id, lang, field, value }] : [];
    }),
  );
  if (rows.length) await trx.insertInto('translations').values(rows).execute();
}

/** Create (no id: hidden, one plain variant with stock 0) or update a product of the scope. */
export async function saveProduct(
  deps: Deps,
  scope: Scope,
  by: Actor,
  body: ProductSaveBody,
): Promise<Outcome> {
  const storeId = scope.storeId ?? body.store_id;
  return inTransaction(deps, async (trx) => {
    const at = deps.now.toISOString();
    let current: { id: number; store_id: number | null; archived_at: string | null } | undefined;
    if (body.id != null) {
      current = await scope
        .products(trx)
        .select(['p.id', 'p.store_id', 'p.archived_at'])
        .where('p.id', '=', body.id)
        .executeTakeFirst();
      if (!current) throw new Refused(missing());
      if (current.archived_at) throw new Refused(refusal(M.isArchived));
    } else if (storeId == null) throw new Refused(refusal(M.storeRequired, 'store_id'));
    else if (
      !(await trx.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst())
    )
      throw new Refused(refusal(M.storeRequired, 'store_id'));
    const category = await trx
      .selectFrom('categories')
      .select(['id', 'parent_id'])
      .where('id', '=', body.category_id)
      .executeTakeFirst();
    if (!category || category.parent_id != null)
      throw new Refused(refusal(M.badCategory, 'category_id'));
    if (body.sub_category_id != null) {
      const sub = await trx
        .selectFrom('categories')
        .select('parent_id')
        .where('id', '=', body.sub_category_id)
        .executeTakeFirst();
      if (sub?.parent_id !== body.category_id)
        throw new Refused(refusal(M.badSubCategory, 'sub_category_id'));
    }
    await exists(trx, 'brands', body.brand_id, 'brand_id');
    await exists(trx, 'shipping_rules', body.shipping_rule_id, 'shipping_rule_id');
    await exists(trx, 'tax_rules', body.tax_rule_id, 'tax_rule_id');
    await exists(trx, 'bundle_deals', body.bundle_deal_id, 'bundle_deal_id');
    const slug = await freeSlug(trx, body.slug, body.title, current?.id);
    const fields = {
      title: body.title,
      slug,
      description: body.description ?? null,
      category_id: body.sub_category_id ?? body.category_id,
      brand_id: body.brand_id ?? null,
      tags: body.tags ?? null,
      selling: body.selling,
      offered: body.offered,
      shipping_rule_id: body.shipping_rule_id,
      tax_rule_id: body.tax_rule_id ?? null,
      bundle_deal_id: body.bundle_deal_id ?? null,
      refundable: body.refundable,
      warranty: body.warranty ?? null,
      meta_title: body.meta_title ?? null,
      meta_description: body.meta_description ?? null,
      updated_at: at,
    };
    let id: number;
    let before: unknown = {};
    try {
      if (current) {
        id = current.id;
        before = await snapshot(trx, id);
        await trx.updateTable('products').set(fields).where('id', '=', id).execute();
      } else {
        const made = await trx
          .insertInto('products')
          .values({ ...fields, store_id: storeId!, status: 2, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = made.id;
        const inv = await trx
          .insertInto('inventories')
          .values({ product_id: id, store_id: storeId!, quantity: 0, price: 0, sku: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordStock(trx, {
          inventoryId: inv.id,
          change: 0,
          reason: 'created',
          by,
          now: deps.now,
        });
      }
    } catch (e) {
      if (isUniqueViolation(e)) throw new Refused(refusal(M.slugTaken, 'slug'));
      throw e;
    }
    await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
    await trx
      .insertInto('product_categories')
      .values(
        [body.category_id, body.sub_category_id]
          .filter((c): c is number => c != null)
          .map((category_id) => ({ product_id: id, category_id })),
      )
      .execute();
    // Collections are the shop's merchandising: staff only (a seller's save leaves them as they are).
    if (scope.storeId == null) {
      const wanted = [...new Set(body.collection_ids)];
      const known = wanted.length
        ? await trx.selectFrom('collections').select('id').where('id', 'in', wanted).execute()
        : [];
      if (known.length !== wanted.length) throw new Refused(refusal(M.badChoice, 'collection_ids'));
      await trx.deleteFrom('product_collections').where('product_id', '=', id).execute();
      if (wanted.length)
        await trx
          .insertInto('product_collections')
          .values(wanted.map((collection_id) => ({ collection_id, product_id: id })))
          .execute();
    }
    await writeTranslations(trx, id, body);
    await audit(deps, trx, by, current ? 'product:update' : 'product:create', id, before);
    return { ok: true as const, product_id: id };
  });
}

/** Publishes or hides a product of the scope (an archived one stays archived). */
export async function setProductStatus(
  deps: Deps,
  scope: Scope,
  by: Actor,
  id: number,
  status: 'public' | 'private',
): Promise<Outcome> {
  return inTransaction(deps, async (trx) => {
    const p = await scope
      .products(trx)
      .select(['p.id', 'p.archived_at'])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!p) throw new Refused(missing());
    if (p.archived_at) throw new Refused(refusal(M.isArchived));
    const before = await snapshot(trx, id);
    await trx
      .updateTable('products')
      .set({ status: status === 'public' ? 1 : 2, updated_at: deps.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await audit(deps, trx, by, `product:${status}`, id, before);
    return { ok: true as const, product_id: id };
  });
}

/** Deletes a product of the scope, or archives it when an order names it (its lines keep their data). */
export async function deleteProduct(
  deps: Deps,
  scope: Scope,
  by: Actor,
  id: number,
): Promise<Outcome<{ product_id: number; archived: number }>> {
  return inTransaction(deps, async (trx) => {
    const p = await scope
      .products(trx)
      .select(['p.id', 'p.archived_at'])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!p) throw new Refused(missing());
    const before = await snapshot(trx, id);
    const ordered = await trx
      .selectFrom('ordered_products')
      .select('id')
      .where('product_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (ordered || p.archived_at) {
      await trx
        .updateTable('products')
        .set({
          status: 2,
          archived_at: p.archived_at ?? deps.now.toISOString(),
          updated_at: deps.now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('carts').where('product_id', '=', id).execute();
      await audit(deps, trx, by, 'product:archive', id, before);
      return { ok: true as const, product_id: id, archived: 1 };
    }
    await recordAudit(
      trx,
      by,
      'product:delete',
      { subject: 'product', subject_id: id },
      before,
      {},
      deps.now,
    );
    await trx
      .deleteFrom('translations')
      .where('table_name', '=', 'products')
      .where('row_id', '=', id)
      .execute();
    await trx.deleteFrom('products').where('id', '=', id).execute();
    return { ok: true as const, product_id: id, archived: 0 };
  });
}

/** Copies a product of the scope: texts, categories, collections and variants (stock 0, no SKU), hidden. */
