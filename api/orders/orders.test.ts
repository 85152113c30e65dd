// Checkout and orders (issue 15), in-process on SQLite and PostgreSQL: placement re-priced on the server,
// exact stock under concurrency, one order per idempotency key, per-object authorisation, cancellation,
// bank transfer reference, tracking and the confirmation e-mails.
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import { toMinor } from '#contract/money.ts';
import { CartLinesSchema, CartSummarySchema } from '#contract/cart/schemas.ts';
import {
  OrderDetailSchema,
  OrderPageSchema,
  OrderSchema,
  cartSignature,
} from '#contract/orders/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  apiOver,
  insertVerifiedUser,
  useApiOver,
  setStock as setInventoryStock,
  stockOf as inventoryStock,
  usAddress,
} from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';
import { Mailer } from '../mail/mailer.ts';
import { seededVariants } from '../cart/fixture.ts';
import { encodeEnc } from './enc.ts';

const dialects = await dialectsUnderTest();
type Body = { status: number; message: unknown; data: any; token: string | null };

describe.each(dialects)('orders on %s', (dialect) => {
  const fx = useApiOver(dialect, { api: (tdb) => apiOver(tdb, { mail: new Mailer(tdb.db) }) });
  let seq = 0;
  const call = async (...args: Parameters<typeof fx.request>) => {
    const { res, body } = await fx.request(...args);
    expect(res.status).toBe(200);
    return body;
  };
  const parse = <T>(schema: { parse: (v: unknown) => T }, b: Body) =>
    envelopeSchema(schema as never).parse(b).data as T;

  // Two plain products of two stores, each with a known stock and price.
  let a: { product_id: number; inventory_id: number; store_id: number };
  let b: { product_id: number; inventory_id: number; store_id: number };

  const stockOf = (inventoryId: number) => inventoryStock(fx.tdb.db, inventoryId);
  const setStock = (inventoryId: number, quantity: number) =>
    setInventoryStock(fx.tdb.db, inventoryId, quantity);

  const guestToken = () => `guestORDER${dialect}${String(++seq).padStart(6, '0')}xx`;
  const address = (who: string) => usAddress(who, `${who.toLowerCase()}@example.com`);

  /** A guest (or user) with the given lines in the cart and a US address. */
  async function shopper(
    lines: { product_id: number; quantity: number }[],
    who: { token?: string; guest?: string } = {},
  ) {
    const guest = who.token ? undefined : (who.guest ?? guestToken());
    const auth = who.token ? { token: who.token } : {};
    const tokenField = guest ? { user_token: guest } : {};
    for (const l of lines) {
      const r = await call('POST', '/cart/action', { ...auth, body: { ...tokenField, ...l } });
      expect(r.status, JSON.stringify(r)).toBe(200);
    }
    const r = await call('POST', '/user/address/action', {
      ...auth,
      body: { ...address('Buyer'), default: 1, ...tokenField },
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    return { guest, auth, tokenField };
  }

  /** A cart line of `quantity` units of one of the two products. */
  const cartLine = (p: { product_id: number }, quantity: number) => ({
    product_id: p.product_id,
    quantity,
  });

  async function user(email: string) {
    const userId = await insertVerifiedUser(fx.tdb.db, { name: email, email });
    return (await issueToken(fx.tdb.db, userId, new Date())).token;
  }

  const key = () => `key${dialect}${Date.now()}${++seq}aaaaaaaaaaaa`;

  beforeAll(async () => {
    const plain = (await seededVariants(fx.tdb.db)).filter(
      (i) => i.attrs === 0 && i.variants === 1 && !i.bundle_deal_id,
    );
    const first = plain[0]!;
    const second = plain.find((i) => i.store_id !== first.store_id)!;
    a = {
      product_id: first.product_id,
      inventory_id: first.inventory_id,
      store_id: first.store_id!,
    };
    b = {
      product_id: second.product_id,
      inventory_id: second.inventory_id,
      store_id: second.store_id!,
    };
    // US shipping for both products' rules, so every test ships.
    for (const p of [a, b]) await setStock(p.inventory_id, 1000);
  }, 180_000);

  it('places a cash-on-delivery order from two stores: server prices, totals to the cent, stock taken, lines leave the cart', async () => {
    const s = await shopper([cartLine(a, 2), cartLine(b, 1)]);
    const summary = parse(
      CartSummarySchema,
      await call('GET', `/cart/summary?user_token=${s.guest}`),
    );
    // Shipping per store (ours, for the shipping step) adds up to the summary's shipping.
    expect(new Set(summary.shipping_by_store.map((x) => x.store_id))).toEqual(
      new Set([a.store_id, b.store_id]),
    );
    expect(summary.shipping_by_store.reduce((n, x) => n + toMinor(x.shipping), 0)).toBe(
      toMinor(summary.shipping ?? -1),
    );
    const before = [await stockOf(a.inventory_id), await stockOf(b.inventory_id)];
    // A price in the body is ignored: prices only ever come from the database.
    const placed = await call('POST', '/order/action', {
      body: {
        ...s.tokenField,
        order_method: 2,
        voucher: '',
        total_amount: 0.01,
        idempotency_key: key(),
      },
    });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    expect(placed.message).toBe('Your order has been placed successfully');
    const order = parse(OrderSchema, placed);
    expect(order.order).toMatch(/^[A-Z2-9]{12}$/);
    expect(order.order_method).toBe(2);
    expect([await stockOf(a.inventory_id), await stockOf(b.inventory_id)]).toEqual([
      before[0]! - 2,
      before[1]! - 1,
    ]);
    expect(
      parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${s.guest}`)),
    ).toEqual([]);
    const detail = parse(
      OrderDetailSchema,
      await call('GET', `/order/find/${order.id}?user_token=${s.guest}`),
    );
    const c = detail.calculated;
    expect(toMinor(c.total_price)).toBe(toMinor(summary.total));
    const lineSum = detail.ordered_products.reduce(
      (n, l) => n + toMinor(l.selling) * (l.quantity - (l.bundle_offer ?? 0)),
      0,
    );
    expect(toMinor(c.subtotal)).toBe(lineSum);
    const addedTax = detail.ordered_products.reduce(
      (n, l) => n + toMinor(l.tax_price) * (l.quantity - (l.bundle_offer ?? 0)),
      0,
    );
    const lineShipping = detail.ordered_products.reduce((n, l) => n + toMinor(l.shipping_price), 0);
    expect(toMinor(c.shipping_price)).toBe(lineShipping);
    expect(toMinor(c.tax)).toBe(addedTax);
    expect(toMinor(c.total_price)).toBe(
      toMinor(c.subtotal) + toMinor(c.tax) + toMinor(c.shipping_price) - toMinor(c.voucher_price),
    );
    expect(new Set(detail.ordered_products.map((l) => l.product.store?.id))).toEqual(
      new Set([a.store_id, b.store_id]),
    );
    expect(detail.address).toMatchObject({ name: 'Buyer', country: 'US', city: 'NYC' });
    expect(detail.status).toBe(1);
    expect(detail.payment_done).toBe(0);
  });

  it('accepts the iShop ENC payload; bank transfer takes the reference once and then awaits verification', async () => {
    const s = await shopper([cartLine(a, 1)]);
    const placed = await call('POST', '/order/action', {
      body: { data: encodeEnc({ ...s.tokenField, order_method: 7, voucher: '' }) },
    });
    const order = parse(OrderSchema, placed);
    expect(order.order_method).toBe(7);
    const tx = await call('POST', '/order/transaction', {
      body: { data: encodeEnc({ id: order.id, trans_id: 'BANK-REF-42', ...s.tokenField }) },
    });
    expect(tx).toMatchObject({
      status: 200,
      data: 1,
      message: 'Payment data submitted successfully',
    });
    const again = await call('POST', '/order/transaction', {
      body: { id: order.id, trans_id: 'OTHER', ...s.tokenField },
    });
    expect(again.status).toBe(500);
    const detail = parse(
      OrderDetailSchema,
      await call('GET', `/order/find/${order.id}?user_token=${s.guest}`),
    );
    expect(detail).toMatchObject({
      trans_id: 'BANK-REF-42',
      awaiting_verification: 1,
      payment_done: 0,
    });
    // A broken ENC payload is a validation answer, never a 500.
    expect((await call('POST', '/order/action', { body: { data: 'bm90IGVuYw==' } })).status).toBe(
      201,
    );
  });

  it('refuses what it cannot place, writing nothing: disabled method, no address, nothing selected, stale checkout', async () => {
    const guest = guestToken();
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: a.product_id, quantity: 1 },
    });
    const place = (extra: Record<string, unknown>) =>
      call('POST', '/order/action', { body: { user_token: guest, order_method: 2, ...extra } });
    expect((await place({})).data.form).toEqual(['Please add an address first.']);
    await call('POST', '/user/address/action', { body: { ...address('X'), user_token: guest } });
    expect((await place({ order_method: 1 })).data.form).toEqual([
      'This payment method is not available.',
    ]);
    expect((await place({ order_method: 9 })).status).toBe(201);
    expect((await place({ cart_signature: 'something else' })).data.form).toEqual([
      'Your cart has changed since you opened the checkout. Please review your order.',
    ]);
    const [line] = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    await call('POST', '/cart/change', {
      body: { user_token: guest, checked: [], unchecked: [line!.id] },
    });
    expect((await place({})).data.form).toEqual([
      'You don\u2019t have any product selected. Please a select a product first.',
    ]);
    const count = await fx.tdb.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_token', '=', guest)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('places exactly one order for one idempotency key replayed 20 times at once, and refuses it for another cart', async () => {
    const s = await shopper([cartLine(b, 1)]);
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${s.guest}`));
    const summary = parse(
      CartSummarySchema,
      await call('GET', `/cart/summary?user_token=${s.guest}`),
    );
    const signature = cartSignature(
      lines.map((l) => ({ id: l.id, quantity: l.quantity, unitMinor: toMinor(l.unit_price ?? 0) })),
      toMinor(summary.total),
    );
    const k = key();
    const body = {
      ...s.tokenField,
      order_method: 2,
      idempotency_key: k,
      cart_signature: signature,
    };
    const stock = await stockOf(b.inventory_id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/order/action', { body })),
    );
    const ids = new Set(answers.map((r) => (r.status === 200 ? r.data.id : JSON.stringify(r))));
    expect(ids.size, [...ids].join(' | ')).toBe(1);
    expect(await stockOf(b.inventory_id)).toBe(stock - 1);
    // The same key from another shopper, or for a cart the page did not show, is refused.
    const other = await shopper([cartLine(b, 1)]);
    const stolen = await call('POST', '/order/action', {
      body: { ...other.tokenField, order_method: 2, idempotency_key: k },
    });
    expect(stolen.status).toBe(500);
    const changed = await call('POST', '/order/action', {
      body: { ...body, cart_signature: `${signature}x` },
    });
    expect(changed.status).toBe(500);
  });

  it('sells exactly the stock when 50 shoppers compete for 5 units at once', async () => {
    await setStock(a.inventory_id, 50);
    const shoppers = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper([cartLine(a, 1)]));
    await setStock(a.inventory_id, 5);
    const answers = await Promise.all(
      shoppers.map((s) =>
        call('POST', '/order/action', {
          body: { ...s.tokenField, order_method: 2, idempotency_key: key() },
        }),
      ),
    );
    const placed = answers.filter((r) => r.status === 200);
    expect(placed.length).toBe(5);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 500)).toBe(true);
    expect(await stockOf(a.inventory_id)).toBe(0);
    await setStock(a.inventory_id, 1000);
  }, 120_000);

  it('shows an order only to its owner: another guest or account gets "not found" for every order call', async () => {
    const owner = await shopper([cartLine(a, 1)]);
    const order = parse(
      OrderSchema,
      await call('POST', '/order/action', { body: { ...owner.tokenField, order_method: 7 } }),
    );
    const intruderGuest = guestToken();
    const intruderUser = await user(`intruder-${dialect}@example.com`);
    for (const who of [
      { q: `user_token=${intruderGuest}`, token: undefined },
      { q: '', token: intruderUser },
    ]) {
      const auth = who.token ? { token: who.token } : {};
      const tokenBody = who.token ? {} : { user_token: intruderGuest };
      expect((await call('GET', `/order/find/${order.id}?${who.q}`, auth)).status).not.toBe(200);
      expect(
        (
          await call('POST', '/order/by-user', {
            ...auth,
            body: { ...tokenBody, order_id: order.id },
          })
        ).status,
      ).not.toBe(200);
      expect(
        (
          await call('POST', '/cancellation/cancel-order', {
            ...auth,
            body: { ...tokenBody, order_id: order.id, title: 't', message: 'm' },
          })
        ).data,
      ).toHaveProperty('form');
      expect(
        (
          await call('POST', '/order/transaction', {
            ...auth,
            body: { ...tokenBody, id: order.id, trans_id: 'X' },
          })
        ).status,
      ).not.toBe(200);
      expect(
        (await call('GET', `/order/send-order-email/${order.id}?${who.q}`, auth)).status,
      ).not.toBe(200);
      expect((await call('GET', `/cancellation/find/${order.id}?${who.q}`, auth)).status).not.toBe(
        200,
      );
    }
    const row = await fx.tdb.db
      .selectFrom('orders')
      .select(['cancelled', 'trans_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cancelled: 0, trans_id: null });
  });

  it('cancels a pending order once: stock returns, the cancellation is shown, a second cancel is refused', async () => {
    const s = await shopper([cartLine(b, 3)]);
    const stock = await stockOf(b.inventory_id);
    const order = parse(
      OrderSchema,
      await call('POST', '/order/action', { body: { ...s.tokenField, order_method: 2 } }),
    );
    expect(await stockOf(b.inventory_id)).toBe(stock - 3);
    const cancel = () =>
      call('POST', '/cancellation/cancel-order', {
        body: { ...s.tokenField, order_id: order.id, title: 'Changed my mind', message: 'Sorry' },
      });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.status, second.status].sort()).toEqual([200, 500]);
    expect(await stockOf(b.inventory_id)).toBe(stock);
    const detail = parse(
      OrderDetailSchema,
      await call('GET', `/order/find/${order.id}?user_token=${s.guest}`),
    );
    expect(detail.cancelled).toBe(1);
    expect(detail.cancellation).toMatchObject({
      title: 'Changed my mind',
      message: 'Sorry',
      refunded: 0,
    });
    // Only pending orders can be cancelled.
    const s2 = await shopper([cartLine(b, 1)]);
    const o2 = parse(
      OrderSchema,
      await call('POST', '/order/action', { body: { ...s2.tokenField, order_method: 2 } }),
    );
    await fx.tdb.db.updateTable('orders').set({ status: 2 }).where('id', '=', o2.id).execute();
    expect(
      (
        await call('POST', '/cancellation/cancel-order', {
          body: { ...s2.tokenField, order_id: o2.id, title: 't', message: 'm' },
        })
      ).data.form,
    ).toEqual(['Only a pending order can be cancelled.']);
  });

  it('lists a signed-in shopper’s orders newest first with filters', async () => {
    const token = await user(`lister-${dialect}@example.com`);
    const ids: number[] = [];
    for (const method of [2, 7, 2]) {
      const s = await shopper([cartLine(a, 1)], { token });
      ids.push(
        parse(
          OrderSchema,
          await call('POST', '/order/action', { ...s.auth, body: { order_method: method } }),
        ).id,
      );
    }
    const page = parse(OrderPageSchema, await call('POST', '/order/by-user', { token, body: {} }));
    expect(page.data.map((o) => o.id)).toEqual([...ids].reverse());
    expect(page.per_page).toBe(25);
    expect(page.data[0]!.ordered_products[0]!.product.title).toBeTruthy();
    const cod = parse(
      OrderPageSchema,
      await call('POST', '/order/by-user', { token, body: { cash_on_delivery: 1 } }),
    );
    expect(cod.data.map((o) => o.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect((await call('POST', '/order/by-user', { body: {} })).status).not.toBe(200);
  });

  it('tracks by code without personal data, and e-mails the buyer and each seller once', async () => {
    const s = await shopper([cartLine(a, 1), cartLine(b, 1)]);
    const order = parse(
      OrderSchema,
      await call('POST', '/order/action', { body: { ...s.tokenField, order_method: 2 } }),
    );
    const tracked = await call('GET', `/track-order?tracking_id=${order.order.toLowerCase()}`);
    expect(tracked.status).toBe(200);
    expect(tracked.data).toMatchObject({ id: order.id, status: 1, user_token: null });
    expect(tracked.data.address).toBeUndefined();
    expect(JSON.stringify(tracked.data)).not.toContain('buyer@example.com');
    expect((await call('GET', '/track-order?tracking_id=NOPE')).status).toBe(201);
    for (let i = 0; i < 2; i++)
      expect(
        (await call('GET', `/order/send-order-email/${order.id}?user_token=${s.guest}`)).data,
      ).toBe(true);
    const mails = await fx.tdb.db
      .selectFrom('outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'like', `%${order.order}%`)
      .execute();
    const buyer = mails.filter((m) => m.to_address === 'buyer@example.com');
    expect(buyer).toHaveLength(1);
    const sellers = await fx.tdb.db
      .selectFrom('stores as st')
      .innerJoin('users as u', 'u.id', 'st.user_id')
      .select('u.email')
      .where('st.id', 'in', [a.store_id, b.store_id])
      .execute();
    expect(mails.length).toBe(1 + new Set(sellers.map((x) => x.email)).size);
  });
});
