// What a read of the shop needs, free of HTTP: the services take a Reader and answer plain values; the routes
// build the Reader from the request (api/lib/reader.ts) and turn a Page into the wire paginator.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';
import type { Dialect } from './connection.ts';

export type Reader = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The caller's language; null means the base text (the default language). */
  lang: string | null;
  /** The request's time as 'YYYY-MM-DD HH:MM:SS' (UTC), compared with joined sale and voucher times. */
  now: string;
};

/** One page of results; `api/lib/paginate.ts` turns it into the Laravel paginator with links. */
export type Page<T> = { items: T[]; total: number; page: number; perPage: number };

/** How many rows a query selects. */
export async function countOf<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()) as
    { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * The page a list query asks for (the first when it names none), bounded: one past 100,000 would ask the
 * database for an offset beyond its integers (hostile input).
 */
const requestedPage = (requested: unknown) =>
  Math.max(1, Math.min(100_000, Number.parseInt(String(requested ?? '1'), 10) || 1));

/** The requested page of a list: its rows (read with a limit and an offset) and how many there are in all. */
export async function readPage<R>(
  requested: unknown,
  perPage: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<R[]>,
): Promise<Page<R>> {
  const page = requestedPage(requested);
  const [total, items] = await Promise.all([count(), rows(perPage, (page - 1) * perPage)]);
  return { items, total, page, perPage };
}
