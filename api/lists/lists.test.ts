// Wishlist and compare list (issue 6), in-process on SQLite and PostgreSQL: toggles, the compare limit, each
// list its owner's only.
import { describe, expect, it } from 'vitest';
import { listsEndpoints as E } from '#contract/lists/endpoints.ts';
import { ListPageSchema } from '#contract/lists/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useCartFixture } from '../cart/fixture.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('lists on %s', (dialect) => {
  const fx = useCartFixture(dialect);
  const { call, parse, userToken } = fx;

  it('toggles the wishlist and the compare list (at most 4) for their owner only', async () => {
    const { token } = await userToken('lists@example.com');
    expect(
      (await call('POST', '/user/wishlist/action', { body: { product_id: fx.plain.product_id } }))
        .status,
    ).toBe(204);
    const added = await call('POST', '/user/wishlist/action', {
      token,
      body: { product_id: fx.plain.product_id },
    });
    expect(added.message).toBe('Wishlist added successfully');
    expect((await call('GET', `/product/${fx.plain.product_id}`, { token })).data.wishlisted).toBe(
      1,
    );
    expect((await call('GET', `/product/${fx.plain.product_id}`)).data.wishlisted).toBeNull();
    expect((await call('GET', '/user/wishlist/ids', { token })).data).toEqual([
      fx.plain.product_id,
    ]);
    const page = parse(
      ListPageSchema,
      await call('GET', '/user/wishlist/all?order_by=created_at&type=desc', { token }),
    );
    expect(page.data.map((w) => w.product_id)).toEqual([fx.plain.product_id]);
    expect(
      (
        await call('POST', '/user/wishlist/action', {
          token,
          body: { product_id: fx.plain.product_id },
        })
      ).data,
    ).toBeNull();
    const ids = [fx.plain.product_id, fx.variant.product_id, fx.bundle.product_id];
    for (const id of ids)
      await call('POST', '/user/compare-list/action', { token, body: { product_id: id } });
    const compared = parse(
      ListPageSchema,
      await call('GET', '/user/compare-list/all?order_by=created_at&type=desc', { token }),
    );
    expect(compared.total).toBe(3);
    const v = compared.data.find((x) => x.product_id === fx.variant.product_id)!;
    expect(v.product.attributes.length).toBeGreaterThan(0);
    expect(v.product.needs_choice).toBe(1);
    expect(typeof v.product.stock).toBe('number');
    const extra = await fx.tdb.db
      .selectFrom('products')
      .select('id')
      .where('id', 'not in', ids)
      .where('status', '=', 1)
      .limit(2)
      .execute();
    await call('POST', '/user/compare-list/action', { token, body: { product_id: extra[0]!.id } });
    const full = await call('POST', '/user/compare-list/action', {
      token,
      body: { product_id: extra[1]!.id },
    });
    expect(full.data.form).toEqual(['You can compare up to 4 products.']);
    const { token: other } = await userToken('other-lists@example.com');
    expect(
      parse(
        ListPageSchema,
        await call('GET', '/user/compare-list/all?order_by=created_at&type=desc', { token: other }),
      ).total,
    ).toBe(0);
  });

  it('answers a toggle in the shape its definition declares: the new row, then null; unknown products 404', async () => {
    const { id, token } = await userToken('list-shapes@example.com');
    for (const [endpoint, path] of [
      [E.wishlistAction, '/user/wishlist/action'],
      [E.compareAction, '/user/compare-list/action'],
    ] as const) {
      const body = { product_id: fx.variant.product_id };
      const added = parse(endpoint.data, await call('POST', path, { token, body }));
      expect(added).toMatchObject({ user_id: id, product_id: fx.variant.product_id });
      expect(parse(endpoint.data, await call('POST', path, { token, body }))).toBeNull();
      expect(
        await call('POST', path, { token, body: { product_id: 2_000_000_000 } }),
      ).toMatchObject({ status: 404, data: { form: ['Product not found'] } });
    }
  });
});
