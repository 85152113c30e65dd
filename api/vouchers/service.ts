// Vouchers (docs/api-reference.md §8.20, §10): the running public vouchers, the ones a user collected, and the rules a
// code must pass against an items total (used by voucher/validity and by the cart summary).
import type { Kysely } from 'kysely';
import { buildPaginator, normalisePage } from '#contract/paginate.ts';
import { toMajor } from '#contract/money.ts';
import { Messages } from '#contract/messages.ts';
import type { z } from '#contract/zod.ts';
import type { VoucherListQuerySchema } from '#contract/vouchers/schemas.ts';
import type { Database } from '../db/schema.ts';
import { ownerWhere } from '../db/owner.ts';
import { major, sqlNow } from '../db/values.ts';
import { translate } from '../db/translate.ts';
import type { Owner } from '../lib/auth.ts';

const VOUCHER_PAGE = 25;

export type VoucherCheck =
  { ok: true; code: string; discount: number; voucherId: number } | { ok: false; message: string };

/** The selected lines' items total (minor units, after bundle deals): in all (null) or of one store's lines. */
export type ItemsTotal = (storeId: number | null) => number;

/** `ItemsTotal` of lines: each line's store and its total. */
export const itemsTotalOf =
  (lines: { storeId: number | null; total: number }[]): ItemsTotal =>
  (storeId) =>
    lines.filter((l) => storeId === null || l.storeId === storeId).reduce((n, l) => n + l.total, 0);

/**
 * A voucher against an items total (minor units): public, running, minimum spend, overall and per-customer
 * usage limits; flat amount or a capped percentage, never more than the items total. A store's voucher
 * (migration 0023) counts only that store's lines: their total meets the minimum spend and bounds the discount.
 */
export async function checkVoucher(
  db: Kysely<Database>,
  code: string,
  totals: ItemsTotal,
  owner: Owner,
  now: string,
): Promise<VoucherCheck> {
  const v = await db
    .selectFrom('vouchers')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!v) return { ok: false, message: Messages.voucherUnknown };
  const nowSql = now.slice(0, 19).replace('T', ' ');
  if (v.start_time > nowSql || v.end_time < nowSql)
    return { ok: false, message: Messages.voucherExpired };
  const itemsTotal = totals(v.store_id);
  if (v.store_id !== null && itemsTotal === 0)
    return { ok: false, message: Messages.voucherOtherStore };
  if (itemsTotal < v.min_spend) return { ok: false, message: Messages.voucherMinSpend };
  const [used, mine] = await Promise.all([
    db
      .selectFrom('voucher_usages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('voucher_id', '=', v.id)
      .executeTakeFirst(),
    ownerWhere(
      db
        .selectFrom('voucher_usages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('voucher_id', '=', v.id),
      owner,
    ).executeTakeFirst(),
  ]);
  if (v.usage_limit > 0 && Number(used?.n ?? 0) >= v.usage_limit)
    return { ok: false, message: Messages.voucherUsedUp };
  if (v.limit_per_customer > 0 && Number(mine?.n ?? 0) >= v.limit_per_customer)
    return { ok: false, message: Messages.voucherPerCustomer };
  let discount = v.type === 1 ? v.price : Math.round((itemsTotal * v.price) / 100);
  if (v.type !== 1 && v.capped_price != null && v.capped_price > 0)
    discount = Math.min(discount, v.capped_price);
  return { ok: true, code: v.code, discount: Math.min(discount, itemsTotal), voucherId: v.id };
}

/** voucher/validity's answer: the discount in major units and the code as stored. */
export const validityView = (check: { code: string; discount: number }) => ({
  offered: toMajor(check.discount),
  voucher: check.code,
});

/**
 * A page of the running public vouchers, soonest to end first; `collected` marks (or, with collected=1,
 * keeps only) the ones `userId` collected.
 */
export async function voucherPage(
  db: Kysely<Database>,
  opts: {
    userId: number | null;
    query: z.output<typeof VoucherListQuerySchema>;
    lang: string | null;
    now: Date;
    /** The endpoint's URL and query, for the paginator's links. */
    path: string;
    params: Record<string, string>;
  },
) {
  const { userId, query } = opts;
  const now = sqlNow(opts.now);
  const page = normalisePage(query.page);
  let base = db
    .selectFrom('vouchers as v')
    .where('v.status', '=', 1)
    .where('v.start_time', '<=', now)
    .where('v.end_time', '>=', now);
  if (query.q) base = base.where('v.title', 'like', `%${query.q.replace(/[%_\\]/g, '')}%`);
  // collected=1 needs a signed-in caller (the route answers 204 first); user id 0 is no one's.
  if (query.collected === '1')
    base = base.where(
      'v.id',
      'in',
      db
        .selectFrom('voucher_collections')
        .select('voucher_id')
        .where('user_id', '=', userId ?? 0),
    );
  const [rows, total, collected] = await Promise.all([
    base
      .selectAll('v')
      .orderBy('v.end_time', 'asc')
      .limit(VOUCHER_PAGE)
      .offset((page - 1) * VOUCHER_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    userId
      ? db
          .selectFrom('voucher_collections')
          .select('voucher_id')
          .where('user_id', '=', userId)
          .execute()
      : [],
  ]);
  const mine = new Set(collected.map((r) => r.voucher_id));
  const tRows = await translate(db, 'vouchers', rows, opts.lang, ['title']);
  return buildPaginator({
    items: tRows.map((v) => ({
      id: v.id,
      title: v.title,
      code: v.code,
      type: v.type,
      price: v.type === 1 ? toMajor(v.price) : v.price,
      capped_price: major(v.capped_price),
      min_spend: toMajor(v.min_spend),
      usage_limit: v.usage_limit,
      limit_per_customer: v.limit_per_customer,
      status: v.status,
      start_time: v.start_time,
      end_time: v.end_time,
      created: v.created_at,
      collected: mine.has(v.id) ? 1 : 0,
    })),
    total: Number(total?.n ?? 0),
    page,
    perPage: VOUCHER_PAGE,
    path: opts.path,
    query: opts.params,
  });
}

/** Keeps a running voucher in the user's list (once); null when there is no such voucher. */
export async function collectVoucher(
  db: Kysely<Database>,
  userId: number,
  voucherId: number,
  now: Date,
): Promise<{ voucher_id: number; code: string } | null> {
  const voucher = await db
    .selectFrom('vouchers')
    .select(['id', 'code'])
    .where('id', '=', voucherId)
    .where('status', '=', 1)
    .where('end_time', '>=', sqlNow(now))
    .executeTakeFirst();
  if (!voucher) return null;
  await db
    .insertInto('voucher_collections')
    .values({ user_id: userId, voucher_id: voucher.id, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'voucher_id']).doNothing())
    .execute();
  return { voucher_id: voucher.id, code: voucher.code };
}
