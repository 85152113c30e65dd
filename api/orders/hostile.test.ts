// Hostile input against the order endpoints: arbitrary bodies (plain, ENC-shaped, any content type), query
// values and path segments never give an HTTP 5xx, never echo markup, and never write an order or take stock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { hostileFields, expectSafe, nastyStrings, useHostileApi } from '../testing/hostile.ts';
import { encodeEnc } from './enc.ts';

const dialects = await dialectsUnderTest();
const guest = 'guestHOSTILEorders0001';

const nasty = nastyStrings();
const fields = hostileFields(
  [
    'order_method',
    'voucher',
    'idempotency_key',
    'cart_signature',
    'id',
    'trans_id',
    'order_id',
    'title',
    'message',
    'page',
    'cancelled',
    'paid',
    'user_token',
    'data',
  ],
  nasty,
);

describe.each(dialects)('hostile input on orders on %s', (dialect) => {
  const h = useHostileApi(dialect);
  it('survives arbitrary bodies on every order POST, writing nothing', async () => {
    const stock = await h.tdb.db
      .selectFrom('inventories')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .executeTakeFirst();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'order/action',
          'order/transaction',
          'order/by-user',
          'cancellation/cancel-order',
        ),
        fc.oneof(
          fields.map((f) => JSON.stringify({ user_token: guest, ...f })),
          fields.map((f) => JSON.stringify({ data: encodeEnc({ user_token: guest, ...f }) })),
          nasty,
          fc.json(),
        ),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        async (path, body, type) => {
          await expectSafe(
            await h.api.request(`/${path}`, {
              method: 'POST',
              body,
              headers: type ? { 'content-type': type } : {},
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
    const orders = await h.tdb.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(orders?.n)).toBe(0);
    const after = await h.tdb.db
      .selectFrom('inventories')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(stock?.n));
  });

  it('pages far past the end of the orders list without a 5xx (a found case: page 10^20)', async () => {
    for (const page of ['9'.repeat(20), '1e308', 1e20, -5]) {
      const res = await h.api.request('/order/by-user', {
        method: 'POST',
        body: JSON.stringify({ user_token: guest, page }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).data.data).toEqual([]);
    }
  });

  it('survives arbitrary path segments and queries on the order GETs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('order/find', 'order/send-order-email', 'cancellation/find'),
        nasty,
        nasty,
        async (base, seg, q) => {
          await expectSafe(
            await h.api.request(
              `/${base}/${encodeURIComponent(seg)}?user_token=${encodeURIComponent(q)}`,
            ),
          );
          await expectSafe(
            await h.api.request(`/track-order?tracking_id=${encodeURIComponent(seg)}`),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
