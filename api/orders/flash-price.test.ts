// A flash sale that ends later today prices the cart, the summary and the placed order (in-process, SQLite and
// PostgreSQL): sale times are stored as 'YYYY-MM-DD HH:MM:SS' and the cart and order placement read them with
// an ISO clock, which once compared as later than every time of its own day, so the shopper paid full price.
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import { CartLinesSchema, CartSummarySchema } from '#contract/cart/schemas.ts';
import { OrderDetailSchema } from '#contract/orders/schemas.ts';
import { sqlNow } from '../db/values.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { apiOver, setStock, useApiOver, usAddress } from '../test-api.ts';
import { Mailer } from '../mail/mailer.ts';
import { seededVariants } from '../cart/fixture.ts';

const dialects = await dialectsUnderTest();
type Body = { status: number; message: unknown; data: any; token: string | null };

describe.each(dialects)('a flash sale ending today on %s', (dialect) => {
  const fx = useApiOver(dialect, { api: (tdb) => apiOver(tdb, { mail: new Mailer(tdb.db) }) });
  const call = async (...args: Parameters<typeof fx.request>) =>
    (await fx.request(...args)).body as Body;
  const parse = <T>(schema: { parse: (v: unknown) => T }, b: Body) =>
    envelopeSchema(schema as never).parse(b).data as T;
  let product: { product_id: number; inventory_id: number; selling: number };

  beforeAll(async () => {
    const plain = (await seededVariants(fx.tdb.db)).find(
      (i) => i.attrs === 0 && i.variants === 1 && !i.bundle_deal_id,
    )!;
    const row = await fx.tdb.db
      .selectFrom('products')
      .select(['selling', 'offered'])
      .where('id', '=', plain.product_id)
      .executeTakeFirstOrThrow();
    product = {
      product_id: plain.product_id,
      inventory_id: plain.inventory_id,
      selling: row.offered > 0 ? row.offered : row.selling,
    };
    await setStock(fx.tdb.db, plain.inventory_id, 50);
    const now = Date.now();
    const at = new Date().toISOString();
    const sale = await fx.tdb.db
      .insertInto('flash_sales')
      .values({
        title: 'Until tonight',
        slug: 'until-tonight',
        // From an hour ago until a minute from now: the same day as the clock but for a minute at midnight.
        start_time: sqlNow(new Date(now - 3_600_000)),
        end_time: sqlNow(new Date(now + 60_000)),
        status: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await fx.tdb.db
      .insertInto('flash_sale_products')
      .values({ flash_sale_id: sale.id, product_id: plain.product_id, price: 1234 })
      .execute();
  }, 180_000);

  it('the cart line, the summary and the ordered product are at the flash price', async () => {
    const guest = `guestFLASH${dialect}0000000001`.slice(0, 24);
    const tokenField = { user_token: guest };
    expect(
      (
        await call('POST', '/cart/action', {
          body: { ...tokenField, product_id: product.product_id, quantity: 2 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/user/address/action', {
          body: { ...usAddress('Buyer', 'flash@example.com'), default: 1, ...tokenField },
        })
      ).status,
    ).toBe(200);
    expect(product.selling).toBeGreaterThan(1234);
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(lines.map((l) => l.unit_price)).toEqual([12.34]);
    const summary = parse(
      CartSummarySchema,
      await call('GET', `/cart/summary?user_token=${guest}`),
    );
    expect(summary.subtotal).toBe(24.68);
    const placed = await call('POST', '/order/action', {
      body: {
        ...tokenField,
        order_method: 2,
        voucher: '',
        idempotency_key: `flash${dialect}000000000001`,
      },
    });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const id = (placed.data as { id: number }).id;
    const detail = parse(
      OrderDetailSchema,
      await call('GET', `/order/find/${id}?user_token=${guest}`),
    );
    expect(detail.ordered_products.map((l) => [l.product_id, l.selling, l.quantity])).toEqual([
      [product.product_id, 12.34, 2],
    ]);
    expect(detail.calculated.subtotal).toBe(24.68);
  });
});
