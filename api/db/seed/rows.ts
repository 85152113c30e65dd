// What every seeder shares: the context it runs in and the helpers that write its rows.
import type { Insertable, Kysely } from 'kysely';
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

export async function updateStock(db: Kysely<Database>, stock: Map<number, number>) {
  // One statement per distinct value keeps this fast for large catalogues.
  const byValue = new Map<number, number[]>();
  for (const [pid, q] of stock) byValue.set(q, [...(byValue.get(q) ?? []), pid]);
  for (const [q, ids] of byValue) {
    for (let i = 0; i < ids.length; i += 900) {
      await db
        .updateTable('products')
        .set({ stock: q })
        .where('id', 'in', ids.slice(i, i + 900))
        .execute();
    }
  }
}
