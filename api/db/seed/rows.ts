// What every seeder shares: the context it runs in and the helpers that write its rows.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Tr } from './catalog-data.ts';
import type { ImageWriter } from './images.ts';
import type { createRandom } from './random.ts';

export const DEFAULT_PRODUCTS = 320;
/** Products past this many reuse the pool's pictures (a large catalogue draws no more). */
export const IMAGE_POOL = 500;

/**
 * One seed's state, handed to each seeder in turn. The seeders share one random generator, so they must run
 * in the same order every time for the data to be the same.
 */
export type SeedContext = {
  /** The seed's transaction. */
  db: Kysely<Database>;
  rnd: ReturnType<typeof createRandom>;
  images: ImageWriter;
  now: Date;
  /** created_at and updated_at of a row made now. */
  ts: { created_at: string; updated_at: string };
  /** The number of products to make. */
  total: number;
  log: (line: string) => void;
  /** Queues a row's translations; they are inserted at the end, in the order queued. */
  addTr: (table: string, rowId: number, field: string, tr: Tr) => void;
};

export const iso = (d: Date) => d.toISOString();
/** Joined times as iShop sends them: 'YYYY-MM-DD HH:MM:SS' (server zone UTC). */
export const sqlTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export async function insertMany<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  chunk = 400,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

export async function insertReturningIds<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 400) {
    const res = await db
      .insertInto(table)
      .values(rows.slice(i, i + 400) as never)
      .returning('id' as never)
      .execute();
    for (const r of res as unknown as { id: number }[]) ids.push(Number(r.id));
  }
  return ids;
}

/** What listings read of each product, worked out from its reviews and inventories. */
export type ProductFigures = { rating: number; review_count: number; stock: number };

/**
 * Sets each product's figures, a few thousand products a statement (one update per product took most of a
 * large seed on PostgreSQL: a round trip each).
 */
export async function setProductFigures(
  db: Kysely<Database>,
  figures: Map<number, ProductFigures>,
  chunk = 2000,
): Promise<void> {
  const all = [...figures];
  for (let i = 0; i < all.length; i += chunk) {
    const values = all
      .slice(i, i + chunk)
      .map(
        ([id, f]) =>
          sql`(cast(${id} as integer), cast(${f.rating} as real), cast(${f.review_count} as integer), cast(${f.stock} as integer))`,
      );
    await sql`UPDATE products SET rating = v.column2, review_count = v.column3, stock = v.column4
      FROM (VALUES ${sql.join(values)}) AS v WHERE products.id = v.column1`.execute(db);
  }
}
