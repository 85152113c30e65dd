// Cart (issue 6), in-process on SQLite and PostgreSQL: stock and limits, prices only from the database, totals,
// ownership of every line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartEndpoints as E } from '#contract/cart/endpoints.ts';
import { CartLinesSchema, CartSummarySchema } from '#contract/cart/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { setStock } from '../test-api.ts';
import { useCartFixture } from './fixture.ts';

const dialects = await dialectsUnderTest();

/** A guest's address book entry in New York. */
const usAddress = (user_token: string) => ({
  name: 'G',
  email: 'g@example.com',
  phone: '+1 555 010 2030',
  country: 'US',
  city: 'NYC',
  zip: '10001',
  address_1: '1 Main',
  user_token,
});

describe.each(dialects)('cart on %s', (dialect) => {
  const fx = useCartFixture(dialect);
  const { call, parse } = fx;

  it("adds for a guest with the spec's refusals, and never takes a price from the client", async () => {
    const guest = 'guestCART1234567890ab';
    const add = (body: Record<string, unknown>) =>
      call('POST', '/cart/action', { body: { user_token: guest, ...body } });
    expect((await add({ product_id: fx.variant.product_id, quantity: 1 })).data.form).toEqual([
      'Please select all required attributes.',
    ]);
    expect(
      (
        await add({
          product_id: fx.soldOut.product_id,
          inventory_id: fx.soldOut.inventory_id,
          quantity: 1,
        })
      ).data.form,
    ).toEqual(['This product is out of stock.']);
    expect(
      (await add({ product_id: fx.plain.product_id, quantity: fx.plain.stock + 1 })).data.form,
    ).toEqual(['Product quantity exceeds inventory.']);
    for (const quantity of [-1, 0, 1.5, 'abc', '', null])
      expect(
        (await add({ product_id: fx.plain.product_id, quantity })).data.form,
        String(quantity),
      ).toEqual(['Must have minimum 1 item.']);
    expect((await add({ product_id: fx.plain.product_id, quantity: 1e9 })).data.form).toEqual([
      'Maximum quantity exceeds.',
    ]);
    const ok = await add({
      product_id: fx.plain.product_id,
      quantity: 2,
      price: 0.01,
      selling: 0.01,
      unit_price: 0.01,
    });
    expect(ok).toMatchObject({ status: 200, message: 'Product successfully added to cart' });
    expect(
      (
        await add({
          product_id: fx.variant.product_id,
          inventory_id: fx.variant.inventory_id,
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    const mine = lines.find((l) => l.product_id === fx.plain.product_id)!;
    expect(mine.quantity).toBe(2);
    expect(mine.unit_price).toBe(fx.plain.selling / 100); // the database's price, not the 0.01 sent
    const v = lines.find((l) => l.product_id === fx.variant.product_id)!;
    expect(v.unit_price).toBe(fx.variant.price / 100); // a variant's own price
    expect(
      v.updated_inventory!.inventory_attributes[0]!.attribute_value!.attribute!.title,
    ).toBeTruthy();
    expect(new Set(lines.map((l) => l.store!.id)).size).toBe(2);
    // Adding again raises the line, within stock.
    await add({ product_id: fx.plain.product_id, quantity: 1 });
    const again = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(again.find((l) => l.product_id === fx.plain.product_id)!.quantity).toBe(3);
    expect(again).toHaveLength(2);
    const profile = await call('GET', `/user/profile?user_token=${guest}`);
    expect(profile.data.cart_count).toBe(4);
  });

  it('sums the selected lines: bundle deals, included tax, shipping to the default address, unshippable lines', async () => {
    const guest = 'guestSUM1234567890abc';
    const add = (body: Record<string, unknown>) =>
      call('POST', '/cart/action', { body: { user_token: guest, ...body } });
    await add({ product_id: fx.bundle.product_id, quantity: fx.bundle.buy });
    await add({ product_id: fx.plain.product_id, quantity: 1 });
    let s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    const b = lines.find((l) => l.product_id === fx.bundle.product_id)!;
    expect(b.free_units).toBe(fx.bundle.free);
    expect(s.bundle_offer).toBeCloseTo(b.unit_price! * fx.bundle.free, 2);
    expect(s.subtotal).toBeCloseTo(s.items - s.bundle_offer, 2);
    expect(s.tax_included).toBeGreaterThan(0);
    expect(s.shipping).toBeNull(); // no address yet
    expect(s.total).toBeCloseTo(s.subtotal, 2);
    // Uncheck one line: only the other counts.
    const plainLine = lines.find((l) => l.product_id === fx.plain.product_id)!;
    expect(
      (
        await call('POST', '/cart/change', {
          body: { user_token: guest, checked: [], unchecked: [plainLine.id] },
        })
      ).data,
    ).toBe(true);
    s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    expect(s.selected_count).toBe(fx.bundle.buy);
    // An address the shop ships to: shipping appears; one it does not: the line is unshippable.
    const addr = usAddress(guest);
    expect((await call('POST', '/user/address/action', { body: addr })).status).toBe(200);
    s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    expect(s.shipping).not.toBeNull();
    expect(s.unshippable).toEqual([]);
    expect(s.total).toBeCloseTo(s.subtotal + s.shipping!, 2);
    const far = await call('POST', '/user/address/action', {
      body: { ...addr, country: 'BR', default: 1 },
    });
    expect(far.status).toBe(200);
    s = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    expect(s.unshippable.map((u) => u.cart_id)).toEqual([b.id]);
    expect(s.unshippable[0]).toMatchObject({ country: 'BR' });
  });

  it('sets quantities within stock, deletes lines, and never touches another owner’s line', async () => {
    const guest = 'guestQTY1234567890abc';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: fx.plain.product_id, quantity: 1 },
    });
    const [line] = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: guest, id: line!.id, quantity: fx.plain.stock + 1 },
        })
      ).data.form,
    ).toEqual(['Product quantity exceeds inventory.']);
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: guest, id: line!.id, quantity: -3 },
        })
      ).data.form,
    ).toEqual(['Must have minimum 1 item.']);
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: guest, id: line!.id, quantity: 4 },
        })
      ).status,
    ).toBe(200);
    // Someone else: cannot change, select or delete it.
    const other = 'otherGUEST1234567890a';
    expect(
      (
        await call('POST', '/cart/quantity', {
          body: { user_token: other, id: line!.id, quantity: 1 },
        })
      ).data.form,
    ).toEqual(['This item is no longer in your cart.']);
    await call('POST', '/cart/change', {
      body: { user_token: other, checked: [], unchecked: [line!.id] },
    });
    expect(
      (await call('DELETE', `/cart/delete/${line!.id}?user_token=${other}`)).data.form,
    ).toEqual(['This item is no longer in your cart.']);
    const still = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(still[0]).toMatchObject({ quantity: 4, selected: 1 });
    expect((await call('DELETE', `/cart/delete/${line!.id}?user_token=${guest}`)).status).toBe(200);
    expect(parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`))).toEqual(
      [],
    );
  });

  it('update-shipping sets each line’s place for the chosen address and makes it the default; refuses stock it no longer has', async () => {
    const guest = 'guestSHIP1234567890ab';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: fx.plain.product_id, quantity: 1 },
    });
    const [line] = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    const addr = usAddress(guest);
    const home = (await call('POST', '/user/address/action', { body: addr })).data.id as number;
    const away = (await call('POST', '/user/address/action', { body: { ...addr, country: 'FR' } }))
      .data.id as number;
    // The guest's one line shipped to an address by a shipping type.
    const shipLine = (address: number, shippingType: number) =>
      call('POST', '/cart/update-shipping', {
        body: {
          user_token: guest,
          selected_address: address,
          cart: [{ cart: line!.id, shipping_type: shippingType }],
        },
      });
    // Pickup is for places with a pickup point (issue 37): France has one here.
    await fx.tdb.db
      .updateTable('shipping_places')
      .set({ pickup_point: 1 })
      .where('country', '=', 'FR')
      .execute();
    const r = await shipLine(away, 2);
    expect(r.status).toBe(200);
    const [shipped] = parse(CartLinesSchema, r);
    expect(shipped!.shipping_type).toBe(2);
    const place = await fx.tdb.db
      .selectFrom('shipping_places')
      .selectAll()
      .where('id', '=', shipped!.shipping_place_id!)
      .executeTakeFirstOrThrow();
    expect(place.country).toBe('FR');
    const guestRow = await fx.tdb.db
      .selectFrom('guest_users')
      .select('default_address_id')
      .where('user_token', '=', guest)
      .executeTakeFirstOrThrow();
    expect(guestRow.default_address_id).toBe(away);
    expect(home).not.toBe(away);
    // Someone else's address is not ours to ship to; a line beyond the stock left is refused (§3.3 shape).
    expect(
      (
        await call('POST', '/cart/update-shipping', {
          body: { user_token: 'otherSHIP1234567890', selected_address: away, cart: [] },
        })
      ).data.form,
    ).toEqual(['Address not found']);
    await setStock(fx.tdb.db, fx.plain.inventory_id, 0);
    const out = await shipLine(home, 1);
    expect(out.status).toBe(500);
    expect(Object.keys(out.data.product[0])).toEqual([String(line!.id)]);
    expect(out.data.form[0]).toContain('Product quantity exceeds inventory.');
    await setStock(fx.tdb.db, fx.plain.inventory_id, fx.plain.stock);
  });

  it('offers, accepts and prices pickup only where the place has a pickup point (issue 37)', async () => {
    const guest = 'guestPICK1234567890ab';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: fx.plain.product_id, quantity: 1 },
    });
    const [line] = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    await fx.tdb.db
      .updateTable('shipping_places')
      .set({ pickup_point: 0, pickup_price: 150 })
      .where('country', '=', 'US')
      .execute();
    const us = (await call('POST', '/user/address/action', { body: usAddress(guest) })).data
      .id as number;
    const ship = (type: number) =>
      call('POST', '/cart/update-shipping', {
        body: {
          user_token: guest,
          selected_address: us,
          cart: [{ cart: line!.id, shipping_type: type }],
        },
      });
    const refused = await ship(2);
    expect(refused.status).toBe(500);
    expect(refused.data.form).toEqual([
      'Pickup is not available at this address: choose delivery.',
    ]);
    const row = () =>
      fx.tdb.db
        .selectFrom('carts')
        .selectAll()
        .where('id', '=', line!.id)
        .executeTakeFirstOrThrow();
    expect((await row()).shipping_type).toBe(1);
    expect((await ship(1)).status).toBe(200);
    const place = await fx.tdb.db
      .selectFrom('shipping_places')
      .selectAll()
      .where('id', '=', (await row()).shipping_place_id!)
      .executeTakeFirstOrThrow();
    // A line left on pickup from before is priced, and would be ordered, as a delivery.
    await fx.tdb.db
      .updateTable('carts')
      .set({ shipping_type: 2 })
      .where('id', '=', line!.id)
      .execute();
    const summary = parse(
      CartSummarySchema,
      await call('GET', `/cart/summary?user_token=${guest}`),
    );
    expect(summary.pickup_points).toEqual([{ cart_id: line!.id, pickup: null }]);
    expect(summary.shipping).toBe(place.price / 100);
    // With a pickup point, its address comes with the summary and its price is charged.
    await fx.tdb.db
      .updateTable('shipping_places')
      .set({ pickup_point: 1, pickup_address_line_1: '5 Depot Road', pickup_city: 'Queens' })
      .where('id', '=', place.id)
      .execute();
    expect((await ship(2)).status).toBe(200);
    const picked = parse(CartSummarySchema, await call('GET', `/cart/summary?user_token=${guest}`));
    expect(picked.pickup_points[0]!.pickup).toMatchObject({
      address_line_1: '5 Depot Road',
      city: 'Queens',
    });
    expect(picked.shipping).toBe(1.5);
  });

  it('carries flash_product.shipping_rule with its places, as iShop clients read the delivery price there (issue 38)', async () => {
    const guest = 'guestRULE1234567890ab';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: fx.plain.product_id, quantity: 1 },
    });
    const body = await call('GET', `/cart/by-user?user_token=${guest}`);
    const raw = body as unknown as {
      data: {
        flash_product: {
          shipping_rule_id: number;
          shipping_rule: {
            id: number;
            shipping_places: {
              price: number;
              pickup_price: number;
              shipping_rule: { id: number };
            }[];
          };
        };
      }[];
    };
    const fp = raw.data[0]!.flash_product;
    expect(fp.shipping_rule.id).toBe(fp.shipping_rule_id);
    const places = await fx.tdb.db
      .selectFrom('shipping_places')
      .select(['price', 'pickup_price'])
      .where('shipping_rule_id', '=', fp.shipping_rule_id)
      .orderBy('id')
      .execute();
    expect(places.length).toBeGreaterThan(0);
    expect(fp.shipping_rule.shipping_places.map((p) => p.price)).toEqual(
      places.map((p) => p.price / 100),
    );
    expect(fp.shipping_rule.shipping_places[0]!.shipping_rule.id).toBe(fp.shipping_rule_id);
    // The storefront's own schema reads the same answer.
    expect(
      parse(CartLinesSchema, body)[0]!.flash_product?.shipping_rule?.shipping_places.length,
    ).toBe(places.length);
  });

  it('buy now keeps only that line selected', async () => {
    const guest = 'guestBUY1234567890abc';
    await call('POST', '/cart/action', {
      body: { user_token: guest, product_id: fx.plain.product_id, quantity: 1 },
    });
    await call('POST', '/cart/buy-now', {
      body: { user_token: guest, product_id: fx.bundle.product_id, quantity: 2 },
    });
    const lines = parse(CartLinesSchema, await call('GET', `/cart/by-user?user_token=${guest}`));
    expect(lines.map((l) => [l.product_id, l.quantity, l.selected]).sort()).toEqual(
      [
        [fx.plain.product_id, 1, 2],
        [fx.bundle.product_id, 2, 1],
      ].sort(),
    );
  });

  it('answers in the shapes its definitions declare: the cart row, iShop’s empty token on change, lines after update-shipping', async () => {
    const guest = 'guestSHAPE1234567890a';
    const row = parse(
      E.cartAction.data,
      await call('POST', '/cart/action', {
        body: { user_token: guest, product_id: fx.plain.product_id, quantity: 1 },
      }),
    );
    expect(row).toMatchObject({ product_id: fx.plain.product_id, quantity: 1, user_token: guest });
    const bought = parse(
      E.cartBuyNow.data,
      await call('POST', '/cart/buy-now', {
        body: { user_token: guest, product_id: fx.plain.product_id, quantity: 2 },
      }),
    );
    expect(bought).toMatchObject({ id: row.id, quantity: 2, selected: 1 });
    expect(
      await call('POST', '/cart/change', { body: { user_token: guest, checked: [row.id] } }),
    ).toEqual({ status: 200, message: '', data: true, token: '' });
    const address = await call('POST', '/user/address/action', {
      body: usAddress(guest),
    });
    // iShop clients send `cart` keyed by cart id, numbers as strings, and the place they picked.
    const shipped = parse(
      E.cartUpdateShipping.data,
      await call('POST', '/cart/update-shipping', {
        body: {
          user_token: guest,
          selected_address: String(address.data.id),
          cart: {
            [row.id]: { cart: String(row.id), shipping_type: '2', shipping_place: { id: 1 } },
          },
        },
      }),
    );
    expect(shipped.map((l) => [l.id, l.shipping_type])).toEqual([[row.id, 2]]);
    const deleted = parse(
      E.cartDelete.data,
      await call('DELETE', `/cart/delete/${row.id}?user_token=${guest}`),
    );
    expect(deleted).toMatchObject({ id: row.id, quantity: 2 });
    // An id that names no line of the caller's is §3.1's soft not-found; without any identity, 500 first.
    for (const id of ['abc', '1.5', '-1', String(2 ** 53), String(row.id)])
      expect(await call('DELETE', `/cart/delete/${id}?user_token=${guest}`), id).toMatchObject({
        status: 200,
        data: { form: ['This item is no longer in your cart.'] },
      });
    expect(await call('DELETE', '/cart/delete/abc')).toMatchObject({
      status: 500,
      data: { form: ['Unauthenticated.'] },
    });
  });

  it('survives arbitrary update-shipping bodies: never a 5xx, a 500 envelope or a write', async () => {
    const guest = 'guestHOSTILE34567890a';
    const value = fc.oneof(fc.jsonValue(), fc.string(), fc.constantFrom('1', '-1', '1e309', null));
    const body = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record(
          { cart: value, selected_address: value, user_token: fc.constant(guest) },
          { requiredKeys: ['user_token'] },
        )
        .map((b) => JSON.stringify(b)),
      fc
        .array(fc.record({ cart: value, shipping_type: value }), { maxLength: 5 })
        .map((cart) => JSON.stringify({ cart, selected_address: 1, user_token: guest })),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', ''),
        async (b, type) => {
          const res = await fx.api.request(`/cart/update-shipping?user_token=${guest}`, {
            method: 'POST',
            body: b,
            headers: type ? { 'content-type': type } : {},
          });
          expect(res.status).toBeLessThan(500);
          expect(((await res.json()) as { status: number }).status).not.toBe(500);
        },
      ),
      { numRuns: 60 },
    );
    const guestRow = await fx.tdb.db
      .selectFrom('guest_users')
      .select('default_address_id')
      .where('user_token', '=', guest)
      .executeTakeFirst();
    expect(guestRow?.default_address_id ?? null).toBeNull();
  });
});
