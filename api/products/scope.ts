// Whose catalogue a workspace request reaches (issue 33): staff reach every store (`storeId` null), a seller
// their own store only. Every read and write of the products domain goes through a scope, so another store's
// product or variant is simply not found.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type Scope = {
  /** null: the shop's staff (every store). */
  storeId: number | null;
  /** The scope's products (alias `p`). */
  products: (db: Db) => ReturnType<typeof productsOf>;
  /** The scope's variants (alias `i`, with their product as `p`). */
  inventories: (db: Db) => ReturnType<typeof inventoriesOf>;
};

const productsOf = (db: Db, storeId: number | null) => {
  const q = db.selectFrom('products as p');
  return storeId == null ? q : q.where('p.store_id', '=', storeId);
};
const inventoriesOf = (db: Db, storeId: number | null) => {
  const q = db.selectFrom('inventories as i').innerJoin('products as p', 'p.id', 'i.product_id');
  return storeId == null ? q : q.where('p.store_id', '=', storeId);
};

export function scopeOf(storeId: number | null): Scope {
  return {
    storeId,
    products: (db) => productsOf(db, storeId),
    inventories: (db) => inventoriesOf(db, storeId),
  };
}
