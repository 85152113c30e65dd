// Who reaches a seller's part of an order (issue 34) on SQLite and PostgreSQL: seller B, a shopper, a visitor
// and a pending seller, against every seller/orders* endpoint with seller A's order, get a 404 and change
// nothing (orders, parts, ledger, stock, history, cancellations and outbox compared before and after); seller
// A's list never names B's part of an order only B is in.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { fulfilmentState, useFulfilmentApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('seller orders authorisation on %s', (dialect) => {
  const w = useFulfilmentApi(dialect);

  it('answers 404 to everyone but the part’s store, writing nothing', async () => {
    const order = await w.placeTwoStoreOrder({ paid: true });
    // Only A's lines: B's part goes away so B has nothing in this order.
    await w.fx.tdb.db
      .deleteFrom('order_parts')
      .where('order_id', '=', order.id)
      .where('store_id', '=', w.stocks.b.storeId)
      .execute();
    const calls: [string, string, unknown?][] = [
      ['GET', `seller/orders/${order.id}`],
      ['POST', `seller/orders/${order.id}/status`, { status: 'confirmed' }],
      [
        'POST',
        `seller/orders/${order.id}/status`,
        { status: 'on_the_way', carrier: 'X', tracking_number: 'Y' },
      ],
      ['POST', `seller/orders/${order.id}/status`, { status: 'delivered' }],
      ['POST', `seller/orders/${order.id}/cancel`, { reason: 'Not mine at all' }],
    ];
    const before = await fulfilmentState(w.fx.tdb.db);
    for (const who of ['b', 'shopper', 'visitor', 'pending'] as const) {
      const token = who === 'visitor' ? '' : w.tokens[who];
      for (const [method, path, body] of calls) {
        const r = await w.call(token, method, path, body);
        expect(r.status, `${who} ${method} ${path}: ${JSON.stringify(r)}`).toBe(404);
        expect(JSON.stringify(r)).not.toContain(order.code);
      }
      const list = await w.call(token, 'GET', 'seller/orders');
      if (who === 'b')
        expect(list.data.data.map((r: { order_id: number }) => r.order_id)).not.toContain(order.id);
      else expect(list.status).toBe(404);
    }
    expect(await fulfilmentState(w.fx.tdb.db)).toBe(before);
    // Seller A does reach it.
    expect((await w.call(w.tokens.a, 'GET', `seller/orders/${order.id}`)).status).toBe(200);
  });
});
