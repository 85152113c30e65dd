// A seller's dashboard (issue 34 item 3), every figure computed here. Sales: the gross of the store's lines —
// each line's share of what the buyer paid (goods, tax and shipping after voucher and bundle, decision 137,
// `lineShares` of api/earnings) — in the store's parts that are not cancelled, of orders that are not
// cancelled and were placed in the window: today (since 00:00 UTC), the last 7 and the last 30 days (rolling,
// ending now). Waiting: the store's parts pending or confirmed. Low stock: the workspace's own list (issue 33).
// Balance: the store's ledger (`balanceOf`). An order its buyer cancelled counts as cancelled in every part.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { OrderStatus } from '#contract/codes.ts';
import { balanceOf, lineShares, storeVoucherOf } from '../earnings/service.ts';
import { lowStockPage, scopeOf } from '../products/service.ts';
import { readSetting } from '../site/service.ts';

type Db = Kysely<Database>;
const DAY_MS = 24 * 60 * 60_000;
const LOW_STOCK_ROWS = 5;
const CHUNK = 500;

/** The store's gross per order placed since `since` (its parts and the orders not cancelled). */
async function grossByOrder(db: Db, storeId: number, since: string) {
  const orders = await db
    .selectFrom('order_parts as pt')
    .innerJoin('orders as o', 'o.id', 'pt.order_id')
    .leftJoin('vouchers as v', 'v.id', 'o.voucher_id')
    .select([
      'o.id',
      'o.created_at',
      'o.total_amount',
      'o.voucher_price',
      'v.store_id as voucher_store_id',
    ])
    .where('pt.store_id', '=', storeId)
    .where('pt.cancelled', '=', 0)
    .where('o.cancelled', '=', 0)
    .where('o.created_at', '>=', since)
    .execute();
  const out: { created_at: string; gross: number }[] = [];
  for (let i = 0; i < orders.length; i += CHUNK) {
    const some = orders.slice(i, i + CHUNK);
    const lines = await db
      .selectFrom('ordered_products')
      .select([
        'order_id',
        'store_id',
        'selling',
        'quantity',
        'bundle_offer',
        'tax_price',
        'shipping_price',
      ])
      .where(
        'order_id',
        'in',
        some.map((o) => o.id),
      )
      .orderBy('id')
      .execute();
    for (const o of some) {
      const ofOrder = lines.filter((l) => l.order_id === o.id);
      // Only the gross is wanted: the commission rate does not change it.
      const shares = lineShares(o.total_amount, ofOrder, () => 0, storeVoucherOf(o, ofOrder));
      const gross = ofOrder.reduce(
        (n, l, k) => n + (l.store_id === storeId ? shares[k]!.gross : 0),
        0,
      );
      out.push({ created_at: o.created_at, gross });
    }
  }
  return out;
}

export async function sellerDashboard(db: Db, storeId: number, now: Date) {
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const midnight = new Date(now);
  midnight.setUTCHours(0, 0, 0, 0);
  const [orders, waiting, low, balance, setting] = await Promise.all([
    grossByOrder(db, storeId, since(30 * DAY_MS)),
    db
      .selectFrom('order_parts as pt')
      .innerJoin('orders as o', 'o.id', 'pt.order_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pt.store_id', '=', storeId)
      .where('pt.cancelled', '=', 0)
      .where('o.cancelled', '=', 0)
      .where('pt.status', 'in', [OrderStatus.PENDING, OrderStatus.CONFIRMED])
      .executeTakeFirstOrThrow(),
    lowStockPage(db, scopeOf(storeId), 1),
    balanceOf(db, storeId, now),
    readSetting<{ currency?: string }>(db, 'setting'),
  ]);
  const sum = (from: string) =>
    orders.reduce((n, o) => n + (o.created_at >= from ? o.gross : 0), 0);
  return {
    currency: setting.currency ?? 'USD',
    sales: {
      today: sum(midnight.toISOString()),
      days7: sum(since(7 * DAY_MS)),
      days30: sum(since(30 * DAY_MS)),
    },
    waiting: Number(waiting.n),
    low_stock: { total: low.total, rows: low.items.slice(0, LOW_STOCK_ROWS) },
    balance: { available: balance.available, held: balance.held },
  };
}
