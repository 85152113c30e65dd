// A seller's move racing staff (issue 34, decision 137) on SQLite and PostgreSQL: ten rounds of a seller
// delivering their part while staff cancel the whole order at the same moment. Exactly one wins each round,
// and the part, the order and the ledger agree: a cancelled part is never credited, a delivered one is.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useFulfilmentApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('a seller racing staff on %s', (dialect) => {
  const w = useFulfilmentApi(dialect);

  it('one winner in ten rounds of deliver against cancel, the ledger consistent', async () => {
    const db = w.fx.tdb.db;
    let delivered = 0;
    let cancelled = 0;
    for (let round = 0; round < 10; round++) {
      const order = await w.placeTwoStoreOrder();
      // B's part is already further, so A's delivery is not the order's last step.
      await w.call(w.tokens.b, 'POST', `seller/orders/${order.id}/status`, { status: 'confirmed' });
      const [seller, staff] = await Promise.all([
        w.call(w.tokens.a, 'POST', `seller/orders/${order.id}/status`, { status: 'delivered' }),
        w.call(w.tokens.admin, 'POST', 'admin/orders/cancel', {
          order_id: order.id,
          title: 'Race',
          message: `Round ${round}`,
        }),
      ]);
      const wins = [seller.status === 200, staff.status === 200];
      expect(wins.filter(Boolean), JSON.stringify([seller, staff])).toHaveLength(1);
      const part = await w.partOf(order.id, w.stocks.a.storeId);
      const o = await w.orderOf(order.id);
      const booked = await db
        .selectFrom('store_ledger')
        .select('id')
        .where('part_id', '=', part.id)
        .execute();
      if (wins[0]) {
        delivered++;
        expect(part).toMatchObject({ status: 5, cancelled: 0 });
        expect(o.cancelled).toBe(0);
        expect(booked.length).toBeGreaterThan(0);
      } else {
        cancelled++;
        expect(part.cancelled).toBe(1);
        expect(part.status).toBeLessThan(5);
        expect(o.cancelled).toBe(1);
        expect(booked).toHaveLength(0);
      }
    }
    expect(delivered + cancelled).toBe(10);
  });
});
