// Vouchers (issue 6), in-process on SQLite and PostgreSQL: the list, collecting, and the rules a code must pass
// against the selected cart lines.
import { describe, expect, it } from 'vitest';
import { CartLinesSchema, CartSummarySchema } from '#contract/cart/schemas.ts';
import { vouchersEndpoints as E } from '#contract/vouchers/endpoints.ts';
import { VoucherPageSchema } from '#contract/vouchers/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useCartFixture } from '../cart/fixture.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('vouchers on %s', (dialect) => {
  const fx = useCartFixture(dialect);
  const { call, parse, userToken } = fx;

  it('lists, collects and checks vouchers against the selected lines', async () => {
    const { token } = await userToken('vouchers@example.com');
    // Checks a voucher code against the shopper's selected cart lines.
    const validity = (voucher: string) =>
      call('POST', '/voucher/validity', { token, body: { voucher, price: 0 } });
    const list = parse(
      VoucherPageSchema,
      await call('GET', '/user/user-vouchers?order_by=created_at&type=desc', { token }),
    );
    const save5 = list.data.find((v) => v.code === 'SAVE5')!;
    expect(save5).toMatchObject({ min_spend: 30, collected: 0 });
    expect(
      (await call('POST', '/user/voucher/collect', { token, body: { voucher_id: save5.id } }))
        .status,
    ).toBe(200);
    const mine = parse(
      VoucherPageSchema,
      await call('GET', '/user/vouchers?collected=1', { token }),
    );
    expect(mine.data.map((v) => v.code)).toEqual(['SAVE5']);
    expect((await validity('SAVE5')).data.form).toEqual([
      'You have not selected any product. Please select a product first',
    ]);
    // Below the minimum spend, then above it.
    await call('POST', '/cart/action', {
      token,
      body: { product_id: fx.plain.product_id, quantity: 1 },
    });
    const [line] = parse(CartLinesSchema, await call('GET', '/cart/by-user', { token }));
    // One unit at 12.00 is below SAVE5's minimum spend of 30.00; three units reach it.
    const low = await validity('SAVE5');
    expect(low).toMatchObject({
      status: 500,
      data: { form: ['Your selected items do not reach the minimum spend of this voucher.'] },
    });
    await call('POST', '/cart/quantity', { token, body: { id: line!.id, quantity: 3 } });
    const good = await validity('save5');
    expect(good.data).toEqual({ offered: 5, voucher: 'SAVE5' });
    const s = parse(CartSummarySchema, await call('GET', '/cart/summary?voucher=SAVE5', { token }));
    expect(s.voucher).toEqual({ code: 'SAVE5', discount: 5 });
    expect(s.total).toBeCloseTo(s.subtotal - 5, 2);
    const unknown = await validity('NOPE');
    expect(unknown).toMatchObject({
      status: 201,
      data: { form: ['This voucher code does not exist.'] },
    });
    // A used-up voucher.
    const bb = await fx.tdb.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', 'SAVE5')
      .executeTakeFirstOrThrow();
    const me = await fx.tdb.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'vouchers@example.com')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++)
      await fx.tdb.db
        .insertInto('voucher_usages')
        .values({ voucher_id: bb.id, user_id: me.id, created_at: new Date().toISOString() })
        .execute();
    const used = await validity('SAVE5');
    expect(used.data.form).toEqual([
      'You have already used this voucher as many times as allowed.',
    ]);
  });

  it('answers collect in the shape its definition declares; an unknown voucher is 404, a guest 204', async () => {
    const { token } = await userToken('voucher-shapes@example.com');
    const list = parse(VoucherPageSchema, await call('GET', '/user/user-vouchers', { token }));
    const first = list.data[0]!;
    const kept = parse(
      E.voucherCollect.data,
      await call('POST', '/user/voucher/collect', { token, body: { voucher_id: first.id } }),
    );
    expect(kept).toEqual({ voucher_id: first.id, code: first.code });
    expect(
      await call('POST', '/user/voucher/collect', { token, body: { voucher_id: 2_000_000_000 } }),
    ).toMatchObject({ status: 404, data: { form: ['Voucher not found'] } });
    expect(
      (await call('POST', '/user/voucher/collect', { body: { voucher_id: first.id } })).status,
    ).toBe(204);
    expect((await call('GET', '/user/vouchers?collected=1')).status).toBe(204);
  });
});
