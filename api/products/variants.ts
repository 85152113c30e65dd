// A product's copies and variants (issue 33): duplicate a product (hidden, stock 0), set its variant matrix
// from the attribute values it comes in (the variants that stay keep their stock), a variant's SKU (unique
// in its store: the database says so) and price override.
import { recordAudit } from '../admin/service.ts';
import { isUniqueViolation } from '../orders/service.ts';
import { MAX_VARIANTS, ProductMessages as M } from '#contract/products/schemas.ts';
import type { Scope } from './scope.ts';
import { recordStock, syncProductStock } from './stock.ts';
import {
  audit,
  freeSlug,
  inTransaction,
  missing,
  refusal,
  Refused,
  type Actor,
  type Deps,
  type Outcome,
} from './write.ts';

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
