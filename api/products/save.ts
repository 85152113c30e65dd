// What the catalogue workspaces write (issue 33), each in one transaction, each in the audit log (who,
// what, before → after) and each followed by a new catalogue version so caches built from the catalogue
// (the search vocabulary) refresh on every instance. A product is created hidden; one an order names is
// archived instead of deleted; a variant matrix change keeps the stock of the combinations that stay.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import { touchCatalogue } from '../db/catalogue-version.ts';
import { recordAudit } from '../admin/service.ts';
import { isUniqueViolation } from '../orders/service.ts';
import {
  MAX_VARIANTS,
  PRODUCT_LANGUAGES,
  ProductMessages as M,
  TRANSLATED_FIELDS,
  type ProductSaveBody,
} from '#contract/products/schemas.ts';
import { storeSlug } from '#contract/sellers/schemas.ts';
import type { Scope } from './scope.ts';
import { recordStock, syncProductStock } from './stock.ts';
import { statusOf } from './editor.ts';

type Trx = Transaction<Database>;
export type Actor = Pick<AuthUser, 'id' | 'name'>;
export type Deps = { db: Kysely<Database>; now: Date };
export type Outcome<T = { product_id: number }> =
  ({ ok: true } & T) | { ok: false; missing?: true; message: string; field?: string };

const refusal = (message: string, field?: string) => ({ ok: false as const, message, field });
const missing = () => ({ ok: false as const, missing: true as const, message: M.notFound });

/** Thrown inside a transaction to roll it back with a refusal. */
class Refused extends Error {
  constructor(readonly outcome: { ok: false; message: string; field?: string; missing?: true }) {
    super(outcome.message);
  }
}

async function inTransaction<T>(
  deps: Deps,
  work: (trx: Trx) => Promise<T>,
): Promise<T | { ok: false; message: string; field?: string; missing?: true }> {
  try {
    const r = await deps.db.transaction().execute(work);
    await touchCatalogue(deps.db);
    return r;
  } catch (e) {
    if (e instanceof Refused) return e.outcome;
    throw e;
  }
}

/** The state the audit log keeps of a product. */
async function snapshot(trx: Trx, id: number) {
  const p = await trx
    .selectFrom('products')
    .select([
      'title',
      'slug',
      'selling',
      'offered',
      'status',
      'archived_at',
      'category_id',
      'brand_id',
      'tags',
      'shipping_rule_id',
      'tax_rule_id',
      'bundle_deal_id',
      'refundable',
      'warranty',
      'store_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p) return {};
  const { status, archived_at, ...rest } = p;
  return { ...rest, status: statusOf({ status, archived_at }) };
}

async function audit(deps: Deps, trx: Trx, by: Actor, action: string, id: number, before: unknown) {
  await recordAudit(
    trx,
    by,
    action,
    { subject: 'product', subject_id: id },
    before,
    await snapshot(trx, id),
    deps.now,
  );
}

/** A slug of the title that no product has (title-2, title-3…), or the one asked for when it is free. */
async function freeSlug(trx: Trx, wanted: string | undefined, title: string, selfId?: number) {
  const taken = async (slug: string) =>
    (await trx
      .selectFrom('products')
      .select('id')
      .where('slug', '=', slug)
      .$if(selfId != null, (q) => q.where('id', '!=', selfId!))
      .executeTakeFirst()) !== undefined;
  if (wanted) {
    if (await taken(wanted)) throw new Refused(refusal(M.slugTaken, 'slug'));
    return wanted;
  }
  const base = storeSlug(title) || 'product';
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
  return `${base}-${Date.now()}`;
}

/** Refuses a choice that names nothing of the shop. */
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
export async function duplicateProduct(
  deps: Deps,
  scope: Scope,
  by: Actor,
  id: number,
): Promise<Outcome> {
  return inTransaction(deps, async (trx) => {
    const p = await scope.products(trx).selectAll('p').where('p.id', '=', id).executeTakeFirst();
    if (!p) throw new Refused(missing());
    const at = deps.now.toISOString();
    const { id: _id, rating: _r, review_count: _c, archived_at: _a, ...copy } = p;
    void [_id, _r, _c, _a];
    const made = await trx
      .insertInto('products')
      .values({
        ...copy,
        title: `${p.title} (copy)`.slice(0, 190),
        slug: await freeSlug(trx, undefined, `${p.slug}-copy`),
        sku: null,
        status: 2,
        stock: 0,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const copyId = made.id;
    const copyRows = async (
      table: 'product_categories' | 'product_collections' | 'product_images',
    ) => {
      const rows = await trx.selectFrom(table).selectAll().where('product_id', '=', id).execute();
      if (rows.length)
        await trx
          .insertInto(table)
          .values(rows.map(({ id: _x, ...r }) => ({ ...r, product_id: copyId })) as never)
          .execute();
    };
    await copyRows('product_categories');
    await copyRows('product_collections');
    // The copy shows the same pictures (the files are shared; deleting one keeps what another shows).
    await copyRows('product_images');
    const texts = await trx
      .selectFrom('translations')
      .select(['lang', 'field', 'value'])
      .where('table_name', '=', 'products')
      .where('row_id', '=', id)
      .execute();
    if (texts.length)
      await trx
        .insertInto('translations')
        .values(texts.map((t) => ({ ...t, table_name: 'products', row_id: copyId })))
        .execute();
    const invs = await trx
      .selectFrom('inventories')
      .select(['id', 'price'])
      .where('product_id', '=', id)
      .orderBy('id')
      .execute();
    for (const inv of invs) {
      const made = await trx
        .insertInto('inventories')
        .values({
          product_id: copyId,
          store_id: p.store_id,
          quantity: 0,
          price: inv.price,
          sku: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const values = await trx
        .selectFrom('inventory_attributes')
        .select('attribute_value_id')
        .where('inventory_id', '=', inv.id)
        .execute();
      if (values.length)
        await trx
          .insertInto('inventory_attributes')
          .values(
            values.map((v) => ({
              inventory_id: made.id,
              attribute_value_id: v.attribute_value_id,
            })),
          )
          .execute();
      await recordStock(trx, {
        inventoryId: made.id,
        change: 0,
        reason: 'created',
        by,
        now: deps.now,
      });
    }
    await audit(deps, trx, by, `product:duplicate:${id}`, copyId, {});
    return { ok: true as const, product_id: copyId };
  });
}

/** Every combination of the chosen values, one value per attribute (attributes in id order). */
function combinations(groups: number[][]): number[][] {
  return groups.reduce<number[][]>(
    (acc, vals) => acc.flatMap((c) => vals.map((v) => [...c, v])),
    [[]],
  );
}

/**
 * Sets the product's variant matrix from the chosen attribute values: a variant per combination; one whose
 * combination stays keeps its stock, SKU and price; one that goes is removed (its order lines keep their
 * data); a new one starts at 0.
 */
export async function setVariants(
  deps: Deps,
  scope: Scope,
  by: Actor,
  id: number,
  valueIds: number[],
): Promise<Outcome> {
  return inTransaction(deps, async (trx) => {
    const p = await scope
      .products(trx)
      .select(['p.id', 'p.store_id', 'p.archived_at'])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!p) throw new Refused(missing());
    if (p.archived_at) throw new Refused(refusal(M.isArchived));
    const wanted = [...new Set(valueIds)];
    const values = wanted.length
      ? await trx
          .selectFrom('attribute_values')
          .select(['id', 'attribute_id'])
          .where('id', 'in', wanted)
          .execute()
      : [];
    if (values.length !== wanted.length) throw new Refused(refusal(M.badChoice, 'value_ids'));
    const byAttribute = new Map<number, number[]>();
    for (const v of [...values].sort((a, b) => a.attribute_id - b.attribute_id || a.id - b.id))
      (
        byAttribute.get(v.attribute_id) ?? byAttribute.set(v.attribute_id, []).get(v.attribute_id)!
      ).push(v.id);
    const combos = combinations([...byAttribute.values()]);
    if (combos.length > MAX_VARIANTS) throw new Refused(refusal(M.tooManyVariants, 'value_ids'));
    const keyOf = (vals: number[]) => [...vals].sort((a, b) => a - b).join(',');
    const existing = await trx
      .selectFrom('inventories')
      .select('id')
      .where('product_id', '=', id)
      .execute();
    const links = existing.length
      ? await trx
          .selectFrom('inventory_attributes')
          .select(['inventory_id', 'attribute_value_id'])
          .where(
            'inventory_id',
            'in',
            existing.map((e) => e.id),
          )
          .execute()
      : [];
    const keyOfInventory = new Map(
      existing.map((e) => [
        keyOf(links.filter((l) => l.inventory_id === e.id).map((l) => l.attribute_value_id)),
        e.id,
      ]),
    );
    const keep = new Set<number>();
    for (const combo of combos) {
      const found = keyOfInventory.get(keyOf(combo));
      if (found != null) {
        keep.add(found);
        continue;
      }
      const made = await trx
        .insertInto('inventories')
        .values({ product_id: id, store_id: p.store_id, quantity: 0, price: 0, sku: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      keep.add(made.id);
      if (combo.length)
        await trx
          .insertInto('inventory_attributes')
          .values(
            combo.map((attribute_value_id) => ({ inventory_id: made.id, attribute_value_id })),
          )
          .execute();
      await recordStock(trx, {
        inventoryId: made.id,
        change: 0,
        reason: 'created',
        by,
        now: deps.now,
      });
    }
    const gone = existing.map((e) => e.id).filter((e) => !keep.has(e));
    if (gone.length) {
      await trx.deleteFrom('carts').where('inventory_id', 'in', gone).execute();
      await trx
        .updateTable('ordered_products')
        .set({ inventory_id: null })
        .where('inventory_id', 'in', gone)
        .execute();
      await trx.deleteFrom('inventories').where('id', 'in', gone).execute();
    }
    await syncProductStock(trx, id);
    await recordAudit(
      trx,
      by,
      'product:variants',
      { subject: 'product', subject_id: id },
      { variants: existing.length },
      { variants: combos.length, values: wanted },
      deps.now,
    );
    return { ok: true as const, product_id: id };
  });
}

/** A variant's SKU (unique in its store: the database says so) and price override. */
export async function saveInventory(
  deps: Deps,
  scope: Scope,
  by: Actor,
  body: { inventory_id: number; sku?: string; price: number },
): Promise<Outcome<{ inventory_id: number }>> {
  return inTransaction(deps, async (trx) => {
    const inv = await scope
      .inventories(trx)
      .select(['i.id', 'i.product_id', 'i.sku', 'i.price', 'p.archived_at'])
      .where('i.id', '=', body.inventory_id)
      .executeTakeFirst();
    if (!inv) throw new Refused({ ok: false, missing: true, message: M.inventoryNotFound });
    if (inv.archived_at) throw new Refused(refusal(M.isArchived));
    try {
      await trx
        .updateTable('inventories')
        .set({ sku: body.sku ?? null, price: body.price })
        .where('id', '=', inv.id)
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw new Refused(refusal(M.skuTaken, 'sku'));
      throw e;
    }
    await recordAudit(
      trx,
      by,
      'variant:update',
      { subject: 'product', subject_id: inv.product_id },
      { inventory_id: inv.id, sku: inv.sku, price: Number(inv.price) },
      { inventory_id: inv.id, sku: body.sku ?? null, price: body.price },
      deps.now,
    );
    return { ok: true as const, inventory_id: inv.id };
  });
}
