// Bulk CSV import of products and variants (issue 33 item 7): the file is read row by row (bulk-rows.ts),
// planned against the shop (bulk-plan.ts) and written in ONE transaction — a file with any bad row changes
// nothing and answers every bad row. An existing SKU updates its variant and product; its stock is set by a
// relative change computed inside the transaction with a conditional update (a concurrent order is never
// lost) and recorded in the stock history with reason `import`. One audit row per import, with its counts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import { recordAudit } from '../admin/service.ts';
import { readSetting } from '../site/service.ts';
import { currencyDigits } from '#contract/money.ts';
import { BULK_MAX_ERRORS, type ImportReport } from '#contract/products/bulk.ts';
import { storeSlug } from '#contract/sellers/schemas.ts';
import { PRODUCT_LANGUAGES } from '#contract/products/schemas.ts';
import { readCsv, rowSchema, type CsvRow } from './bulk-rows.ts';
import { planImport, type Group, type Variant } from './bulk-plan.ts';
import type { Scope } from './scope.ts';
import { recordStock, syncProductStock } from './stock.ts';
import type { Actor } from './save.ts';

type Trx = Transaction<Database>;
type Deps = { db: Kysely<Database>; now: Date };
type Counts = Pick<ImportReport, 'created' | 'updated' | 'products' | 'stock_changes'>;

/** Thrown to roll the import back with its report. */
class Refused extends Error {
  constructor(readonly report: ImportReport) {
    super('refused');
  }
}

const report = (rows: number, counts: Counts, errors: ImportReport['errors']): ImportReport => ({
  imported: errors.length ? 0 : 1,
  rows,
  ...counts,
  error_count: errors.length,
  errors: [...errors].sort((a, b) => a.row - b.row).slice(0, BULK_MAX_ERRORS),
});

/** A slug of the title that no product has and this file does not use. */
async function newSlug(trx: Trx, title: string, used: Set<string>) {
  const base = storeSlug(title) || 'product';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (used.has(slug)) continue;
    const taken = await trx
      .selectFrom('products')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!taken) {
      used.add(slug);
      return slug;
    }
  }
}

/** The product's translated titles in the columns the file has (a blank one removes it). */
async function writeTitles(trx: Trx, productId: number, titles: CsvRow['titles'], fresh: boolean) {
  const langs = PRODUCT_LANGUAGES.filter((l) => l in titles);
  if (!langs.length) return;
  const current = fresh
    ? []
    : await trx
        .selectFrom('translations')
        .select(['lang', 'value'])
        .where('table_name', '=', 'products')
        .where('row_id', '=', productId)
        .where('field', '=', 'title')
        .where('lang', 'in', langs)
        .execute();
  const changed = langs.filter(
    (l) => (current.find((t) => t.lang === l)?.value ?? null) !== (titles[l] ?? null),
  );
  if (!changed.length) return;
  if (!fresh)
    await trx
      .deleteFrom('translations')
      .where('table_name', '=', 'products')
      .where('row_id', '=', productId)
      .where('field', '=', 'title')
      .where('lang', 'in', changed)
      .execute();
  const rows = changed.flatMap((lang) => {
    const value = titles[lang];
    return value
      ? [{ table_name: 'products', row_id: productId, lang, field: 'title', value }]
      : [];
  });
  if (rows.length) await trx.insertInto('translations').values(rows).execute();
}

async function setCategories(trx: Trx, productId: number, g: Group) {
  await trx.deleteFrom('product_categories').where('product_id', '=', productId).execute();
  const ids = [g.category, g.sub].filter((c): c is number => c != null);
  if (ids.length)
    await trx
      .insertInto('product_categories')
      .values(ids.map((category_id) => ({ product_id: productId, category_id })))
      .execute();
}

/** Creates the group's product or updates what its columns change; its id. */
async function writeProduct(trx: Trx, g: Group, at: string, slugs: Set<string>, c: Counts) {
  const r = g.first;
  const status = r.status === undefined ? undefined : r.status === 'public' ? 1 : 2;
  if (!g.current) {
    const made = await trx
      .insertInto('products')
      .values({
        title: r.product_title!,
        slug: r.product_slug ?? (await newSlug(trx, r.product_title!, slugs)),
        store_id: g.store,
        status: status ?? 2,
        category_id: g.sub ?? g.category!,
        brand_id: r.brand_id ?? null,
        selling: r.selling!,
        offered: r.offered ?? 0,
        shipping_rule_id: r.shipping_rule_id!,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setCategories(trx, made.id, g);
    await writeTitles(trx, made.id, r.titles, true);
    c.products += 1;
    return { id: made.id, changed: true };
  }
  const p = g.current;
  const category = r.category_id !== undefined || r.sub_category_id !== undefined;
  const wanted = {
    title: r.product_title,
    slug: r.product_slug,
    status,
    category_id: category ? (g.sub ?? g.category ?? null) : undefined,
    brand_id: r.brand_id,
    shipping_rule_id: r.shipping_rule_id,
    selling: r.selling,
    offered: r.offered,
  };
  const set = Object.fromEntries(
    Object.entries(wanted).filter(
      ([k, v]) => v !== undefined && v !== (p as Record<string, unknown>)[k],
    ),
  );
  if (Object.keys(set).length)
    await trx
      .updateTable('products')
      .set({ ...set, updated_at: at })
      .where('id', '=', p.id)
      .execute();
  if ('category_id' in set) await setCategories(trx, p.id, g);
  await writeTitles(trx, p.id, r.titles, false);
  return { id: p.id, changed: Object.keys(set).length > 0 };
}

/** Sets a variant's stock to `target` by a relative change, recorded with reason `import`. */
async function setStock(trx: Trx, inventoryId: number, target: number, deps: Deps & { by: Actor }) {
  for (;;) {
    const now = await trx
      .selectFrom('inventories')
      .select('quantity')
      .where('id', '=', inventoryId)
      .executeTakeFirstOrThrow();
    const change = target - Number(now.quantity);
    if (change === 0) return false;
    const done = await trx
      .updateTable('inventories')
      .set((eb) => ({ quantity: eb('quantity', '+', change) }))
      .where('id', '=', inventoryId)
      .where('quantity', '=', Number(now.quantity))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) continue; // an order took some meanwhile: read again
    await recordStock(trx, { inventoryId, change, reason: 'import', by: deps.by, now: deps.now });
    return true;
  }
}

const sameValues = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

async function writeVariant(
  trx: Trx,
  productId: number,
  store: number,
  v: Variant,
  deps: Deps & { by: Actor },
  c: Counts,
) {
  const r = v.row;
  let id: number;
  let changed = false;
  if (v.existing) {
    id = v.existing.id;
    if (r.price !== undefined && r.price !== v.existing.price) {
      await trx.updateTable('inventories').set({ price: r.price }).where('id', '=', id).execute();
      changed = true;
    }
    if (r.attributes !== undefined && !sameValues(v.valueIds, v.existing.values)) {
      await trx.deleteFrom('inventory_attributes').where('inventory_id', '=', id).execute();
      changed = true;
    } else v.valueIds = [];
  } else {
    const made = await trx
      .insertInto('inventories')
      .values({
        product_id: productId,
        store_id: store,
        quantity: 0,
        price: r.price ?? 0,
        sku: r.sku,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = made.id;
    await recordStock(trx, {
      inventoryId: id,
      change: 0,
      reason: 'created',
      by: deps.by,
      now: deps.now,
    });
    c.created += 1;
  }
  if (v.valueIds.length)
    await trx
      .insertInto('inventory_attributes')
      .values(v.valueIds.map((attribute_value_id) => ({ inventory_id: id, attribute_value_id })))
      .execute();
  if (r.stock !== undefined && (await setStock(trx, id, r.stock, deps))) {
    c.stock_changes += 1;
    changed = true;
  }
  return changed;
}

/** Imports a CSV into the scope: the report, written only when every row is good. */
export async function importCsv(
  deps: Deps,
  scope: Scope,
  by: Actor,
  file: Blob,
  defaultStore: number | undefined,
): Promise<ImportReport | { refusal: string }> {
  const setting = await readSetting<{ currency?: string }>(deps.db, 'setting');
  const currency = setting.currency || 'USD';
  const parsed = await readCsv(file, rowSchema(currencyDigits(currency), currency));
  if ('refusal' in parsed) return parsed;
  const counts: Counts = { created: 0, updated: 0, products: 0, stock_changes: 0 };
  const rows =
    parsed.rows.length + new Set(parsed.errors.filter((e) => e.row > 1).map((e) => e.row)).size;
  try {
    const done = await catalogueWrite(deps.db, async (trx) => {
      const plan = await planImport(trx, scope, parsed.rows, scope.storeId ?? defaultStore);
      const errors = [...parsed.errors, ...plan.errors];
      if (errors.length) throw new Refused(report(rows, counts, errors));
      const at = deps.now.toISOString();
      const stocked = new Set<number>();
      for (const g of plan.groups) {
        const product = await writeProduct(trx, g, at, plan.slugs, counts);
        for (const v of g.variants) {
          const changed = await writeVariant(trx, product.id, g.store, v, { ...deps, by }, counts);
          if (v.existing && (changed || product.changed)) counts.updated += 1;
          stocked.add(product.id);
        }
      }
      for (const id of stocked) await syncProductStock(trx, id);
      const result = report(rows, counts, []);
      await recordAudit(
        trx,
        by,
        'product:import',
        { subject: 'product', subject_id: null },
        {},
        { ...counts, rows, store: scope.storeId ?? defaultStore ?? null },
        deps.now,
      );
      return result;
    });
    return done;
  } catch (e) {
    if (e instanceof Refused) return e.report;
    throw e;
  }
}
