// Stock and its history (issue 33 item 3). Every change of a variant's quantity is relative — an order takes
// with a conditional update, a cancellation gives back, a seller adds or removes — so a concurrent order is
// never lost to a blind overwrite; and each is a `stock_history` row written in the same transaction, with
// the quantity after it, who made it and why. The low-stock list is per store.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, StockHistoryTable } from '../db/schema.ts';
import type { Page } from '../db/reader.ts';
import { countOf, readPage } from '../db/reader.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import { LOW_STOCK_THRESHOLD, type StockRow } from '#contract/products/schemas.ts';
import type { Scope } from './scope.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type StockChange = {
  inventoryId: number;
  change: number;
  reason: StockHistoryTable['reason'];
  orderId?: number | null;
  note?: string | null;
  by?: { id: number; name: string } | null;
  now: Date;
};

/** Records a change already applied to the variant: its quantity now, who, why (inside the caller's trx). */
export async function recordStock(db: Db, s: StockChange): Promise<void> {
  await db
    .insertInto('stock_history')
    .columns([
      'inventory_id',
      'product_id',
      'store_id',
      'change',
      'quantity',
      'reason',
      'order_id',
      'note',
      'user_id',
      'user_name',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('inventories')
        .select([
          'id',
          'product_id',
          'store_id',
          sql.lit(s.change).as('change'),
          'quantity',
          sql.val(s.reason).as('reason'),
          sql.val(s.orderId ?? null).as('order_id'),
          sql.val(s.note ?? null).as('note'),
          sql.val(s.by?.id ?? null).as('user_id'),
          sql.val(s.by?.name ?? null).as('user_name'),
          sql.val(s.now.toISOString()).as('created_at'),
        ])
        .where('id', '=', s.inventoryId),
    )
    .execute();
}

/** Keeps the product's own `stock` (shown on its page) the sum of its variants. */
export async function syncProductStock(db: Db, productId: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      stock: eb.fn.coalesce(
        eb
          .selectFrom('inventories')
          .select((x) => x.fn.sum<number>('quantity').as('s'))
          .where('product_id', '=', productId),
        sql.lit(0),
      ),
    }))
    .where('id', '=', productId)
    .execute();
}

/**
 * Adds `change` (negative: takes) to a variant of the scope, never below 0: one conditional update, then the
 * history row. 'missing' for a variant outside the scope, 'negative' when it would go below 0.
 */
export async function changeStock(
  db: Kysely<Database>,
  scope: Scope,
  s: Omit<StockChange, 'reason'>,
): Promise<{ quantity: number } | 'missing' | 'negative'> {
  return catalogueWrite(db, async (trx) => {
    const inv = await scope
      .inventories(trx)
      .select(['i.id', 'i.product_id'])
      .where('i.id', '=', s.inventoryId)
      .executeTakeFirst();
    if (!inv) return 'missing';
    const done = await trx
      .updateTable('inventories')
      .set((eb) => ({ quantity: eb('quantity', '+', s.change) }))
      .where('id', '=', s.inventoryId)
      .where((eb) => eb(eb('quantity', '+', s.change), '>=', 0))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return 'negative';
    await recordStock(trx, { ...s, reason: 'edit' });
    await syncProductStock(trx, inv.product_id);
    const now = await trx
      .selectFrom('inventories')
      .select('quantity')
      .where('id', '=', s.inventoryId)
      .executeTakeFirstOrThrow();
    return { quantity: Number(now.quantity) };
  });
}

/** A variant's name from its values ("Red / XL"), or '' for a plain product. */
async function variantNames(db: Db, inventoryIds: number[]): Promise<Map<number, string>> {
  if (!inventoryIds.length) return new Map();
  const rows = await db
    .selectFrom('inventory_attributes as ia')
    .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
    .select(['ia.inventory_id', 'v.title'])
    .where('ia.inventory_id', 'in', inventoryIds)
    .orderBy('ia.inventory_id')
    .orderBy('v.attribute_id')
    .execute();
  const names = new Map<number, string[]>();
  for (const r of rows)
    (names.get(r.inventory_id) ?? names.set(r.inventory_id, []).get(r.inventory_id)!).push(r.title);
  return new Map([...names].map(([id, parts]) => [id, parts.join(' / ')]));
}

/** The stock history of the scope (one product's when `productId`), newest first. */
export async function stockHistoryPage(
  db: Kysely<Database>,
  scope: Scope,
  q: { productId?: number; page?: unknown; perPage?: number },
): Promise<Page<StockRow>> {
  let base = db
    .selectFrom('stock_history as h')
    .innerJoin('products as p', 'p.id', 'h.product_id')
    .innerJoin('inventories as i', 'i.id', 'h.inventory_id');
  if (scope.storeId != null) base = base.where('p.store_id', '=', scope.storeId);
  if (q.productId) base = base.where('h.product_id', '=', q.productId);
  const page = await readPage(
    q.page,
    q.perPage ?? 50,
    () => countOf(base),
    (limit, offset) =>
      base
        .select([
          'h.id',
          'h.inventory_id',
          'h.product_id',
          'p.title as product',
          'i.sku',
          'h.change',
          'h.quantity',
          'h.reason',
          'h.order_id',
          'h.note',
          'h.user_name',
          'h.created_at',
        ])
        .orderBy('h.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  const names = await variantNames(db, [...new Set(page.items.map((r) => r.inventory_id))]);
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      inventory_id: r.inventory_id,
      product_id: r.product_id,
      product: r.product,
      sku: r.sku,
      variant: names.get(r.inventory_id) ?? '',
      change: Number(r.change),
      quantity: Number(r.quantity),
      reason: r.reason,
      order_id: r.order_id,
      note: r.note,
      by: r.user_name,
      created: r.created_at,
    })),
  };
}

/** Variants of the scope's live products at or below the threshold, fewest first. */
export async function lowStockPage(db: Kysely<Database>, scope: Scope, requested: unknown) {
  let base = db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .where('i.quantity', '<=', LOW_STOCK_THRESHOLD)
    .where('p.archived_at', 'is', null);
  if (scope.storeId != null) base = base.where('p.store_id', '=', scope.storeId);
  const page = await readPage(
    requested,
    50,
    () => countOf(base),
    (limit, offset) =>
      base
        .select([
          'i.id as inventory_id',
          'i.product_id',
          'p.title as product',
          'i.sku',
          'i.quantity',
          's.id as store_id',
          's.name as store_name',
          's.slug as store_slug',
        ])
        .orderBy('i.quantity')
        .orderBy('i.id')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  const names = await variantNames(
    db,
    page.items.map((r) => r.inventory_id),
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      inventory_id: r.inventory_id,
      product_id: r.product_id,
      product: r.product,
      sku: r.sku,
      variant: names.get(r.inventory_id) ?? '',
      quantity: Number(r.quantity),
      store: { id: r.store_id, name: r.store_name, slug: r.store_slug },
    })),
  };
}
