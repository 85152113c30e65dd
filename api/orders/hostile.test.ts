// Hostile input against the order endpoints: arbitrary bodies (plain, ENC-shaped, any content type), query
// values and path segments never give an HTTP 5xx, never echo markup, and never write an order or take stock.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import { encodeEnc } from './enc.ts';

let tdb: TestDatabase;
let api: ReturnType<typeof createApi>;
const guest = 'guestHOSTILEorders0001';
beforeAll(async () => {
  tdb = await createTestDatabase('sqlite', { seed: 40 });
  api = createApi({ db: tdb.db, dialect: tdb.dialect, uploadsDir: tdb.uploadsDir });
}, 60_000);
afterAll(async () => tdb?.close());

const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1.5',
    '1e309',
    '9'.repeat(40),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    'x'.repeat(5000),
  ),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
);
const fields = fc.dictionary(
  fc.constantFrom(
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
  ),
  value,
  { maxKeys: 5 },
);

async function expectSafe(res: Response) {
  expect(res.status).toBeLessThan(500);
  expect(await res.text()).not.toContain('<script>');
}

describe('hostile input on orders', () => {
  it('survives arbitrary bodies on every order POST, writing nothing', async () => {
    const stock = await tdb.db
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
            await api.request(`/${path}`, {
              method: 'POST',
              body,
              headers: type ? { 'content-type': type } : {},
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
    const orders = await tdb.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(orders?.n)).toBe(0);
    const after = await tdb.db
      .selectFrom('inventories')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(stock?.n));
  });

  it('pages far past the end of the orders list without a 5xx (a found case: page 10^20)', async () => {
    for (const page of ['9'.repeat(20), '1e308', 1e20, -5]) {
      const res = await api.request('/order/by-user', {
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
            await api.request(
              `/${base}/${encodeURIComponent(seg)}?user_token=${encodeURIComponent(q)}`,
            ),
          );
          await expectSafe(
            await api.request(`/track-order?tracking_id=${encodeURIComponent(seg)}`),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
