// The cart mocks remember lines per caller: add, buy now, quantity, selection, delete, the summary (shipping
// to the default address, a voucher), voucher validity, and the guest cart merged at sign-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { MOCK_ACCOUNT, resetMockState } from './identity.ts';
import { server } from './node.ts';
import { callMock } from './testing.ts';

const guest = { token: null, userToken: 'guest-token-abcdefghij' };
const add = (product_id: number, quantity: number, who: object = guest) =>
  callMock(endpoints.cartAction, { ...who, body: { product_id, quantity } });
const lines = async (who: object = guest) => (await callMock(endpoints.cartByUser, who)).data!;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterAll(() => server.close());

describe('cart mocks', () => {
  it('adds lines for a guest, grows an existing one, and refuses more than the stock', async () => {
    const first = await add(7, 2);
    expect(first.envelope.message).toBe(Messages.productAdded);
    expect(first.envelope.data).toMatchObject({ product_id: 7, inventory_id: 70, quantity: 2 });
    await add(7, 3);
    await add(4, 1);
    expect((await lines()).map((l) => [l.product_id, l.quantity, l.unit_price])).toEqual([
      [7, 5, 999.5],
      [4, 1, 1200],
    ]);
    const tooMany = await add(7, 8);
    expect(tooMany.envelope).toMatchObject({ status: 500, message: Messages.exceedsInventory });
    expect(await lines({ token: null, userToken: 'another-guest-token-1' })).toEqual([]);
  });

  it('checks the product, the variant and the caller', async () => {
    expect((await add(5000, 1)).envelope.message).toBe(Messages.productUnavailable);
    const wrongVariant = await callMock(endpoints.cartAction, {
      ...guest,
      body: { product_id: 7, inventory_id: 71, quantity: 1 },
    });
    expect(wrongVariant.envelope.message).toBe(Messages.selectAttributes);
    expect((await callMock(endpoints.cartByUser, { token: null })).envelope).toMatchObject({
      status: 500,
      message: Messages.unauthenticated,
    });
    expect((await callMock(endpoints.cartByUser, { token: 'stale-token' })).envelope.status).toBe(
      204,
    );
    expect((await add(7, 0)).envelope).toMatchObject({
      status: 201,
      message: Messages.minQuantity,
    });
  });

  it('buys now: sets the quantity and selects only that line', async () => {
    await add(7, 1);
    await add(4, 1);
    await callMock(endpoints.cartBuyNow, { ...guest, body: { product_id: 4, quantity: 3 } });
    expect((await lines()).map((l) => [l.product_id, l.quantity, l.selected])).toEqual([
      [7, 1, 2],
      [4, 3, 1],
    ]);
  });

  it('sets quantities, changes the selection, and deletes (a missing line is a soft not-found)', async () => {
    await add(7, 1);
    await add(4, 1);
    const [a, b] = await lines();
    const set = await callMock(endpoints.cartQuantity, {
      ...guest,
      body: { id: a!.id, quantity: 4 },
    });
    expect(set.data?.[0]?.quantity).toBe(4);
    const over = await callMock(endpoints.cartQuantity, {
      ...guest,
      body: { id: a!.id, quantity: 13 },
    });
    expect(over.envelope.message).toBe(Messages.exceedsInventory);
    const change = await callMock(endpoints.cartChange, {
      ...guest,
      body: { checked: [a!.id], unchecked: [b!.id] },
    });
    expect(change.envelope).toMatchObject({ status: 200, data: true, token: '' });
    expect((await lines()).map((l) => l.selected)).toEqual([1, 2]);
    const gone = await callMock(endpoints.cartDelete, { ...guest, params: { id: b!.id } });
    expect(gone.envelope.data).toMatchObject({ id: b!.id, user_token: guest.userToken });
    const again = await callMock(endpoints.cartDelete, { ...guest, params: { id: b!.id } });
    expect(again.envelope).toMatchObject({
      status: 200,
      data: { form: [Messages.cartLineNotFound] },
    });
    expect(await lines()).toHaveLength(1);
  });

  it('sums the selected lines, ships them to the default address, and applies a voucher', async () => {
    await add(7, 2); // 2 × 999.50
    await add(4, 1); // 1 × 1200 (unselected below)
    const [, b] = await lines();
    await callMock(endpoints.cartChange, { ...guest, body: { checked: [], unchecked: [b!.id] } });
    const before = (await callMock(endpoints.cartSummary, guest)).data!;
    expect(before).toMatchObject({ count: 3, selected_count: 2, items: 1999, shipping: null });
    await callMock(endpoints.addressAction, {
      ...guest,
      body: {
        name: 'Ada',
        email: 'ada@example.test',
        phone: '+93 700 000 000',
        country: 'AF',
        city: 'Kabul',
        zip: '1001',
        address_1: '1 Main Road',
      },
    });
    const summary = await callMock(endpoints.cartSummary, {
      ...guest,
      query: { voucher: 'mock10' },
    });
    expect(summary.data).toMatchObject({
      shipping: 3,
      voucher: { code: 'MOCK10', discount: 50 },
      voucher_error: null,
      total: 1952,
      destination: { country: 'AF', state: null },
      unshippable: [],
    });
    const small = await callMock(endpoints.cartSummary, { ...guest, query: { voucher: 'MOCK25' } });
    expect(small.data?.voucher_error).toBe(Messages.voucherMinSpend);
  });

  it('ships lines to the chosen address, which becomes the default (cart keyed by id, as iShop sends)', async () => {
    await add(7, 1);
    const [line] = await lines();
    const address = (country: string) =>
      callMock(endpoints.addressAction, {
        ...guest,
        body: {
          name: 'Ada',
          email: 'ada@example.test',
          phone: '+93 700 000 000',
          country,
          city: 'Kabul',
          zip: '1001',
          address_1: '1 Main Road',
        },
      });
    const af = (await address('AF')).data!;
    const fr = (await address('FR')).data!;
    const ship = (selected_address: number) =>
      callMock(endpoints.cartUpdateShipping, {
        ...guest,
        body: { cart: { [line!.id]: { cart: line!.id, shipping_type: 2 } }, selected_address },
      });
    expect((await ship(fr.id)).data?.[0]).toMatchObject({
      shipping_place_id: null,
      shipping_type: 2,
    });
    expect((await ship(af.id)).data?.[0]).toMatchObject({ shipping_place_id: 1, shipping_type: 2 });
    expect(
      (await callMock(endpoints.addressFind, { ...guest, params: { id: af.id } })).data?.default,
    ).toBe(1);
    expect((await ship(999)).envelope).toMatchObject({
      status: 201,
      message: Messages.addressNotFound,
    });
  });

  it('checks a voucher against the selected lines', async () => {
    const none = await callMock(endpoints.voucherValidity, {
      ...guest,
      body: { voucher: 'MOCK10' },
    });
    expect(none.envelope.message).toBe(Messages.noSelection);
    await add(7, 1);
    const valid = await callMock(endpoints.voucherValidity, {
      ...guest,
      body: { voucher: 'MOCK10' },
    });
    expect(valid.data).toEqual({ offered: 50, voucher: 'MOCK10' }); // 10 %, at most $50
    const unknown = await callMock(endpoints.voucherValidity, {
      ...guest,
      body: { voucher: 'NOPE' },
    });
    expect(unknown.envelope).toMatchObject({ status: 201, message: Messages.voucherUnknown });
  });

  it("moves a guest's lines to the shopper at sign-in, and counts them in the profile", async () => {
    await add(7, 2);
    await add(4, 1, {});
    const signin = await callMock(endpoints.signin, {
      token: null,
      body: {
        email: MOCK_ACCOUNT.email,
        password: MOCK_ACCOUNT.password,
        user_token: guest.userToken,
      },
    });
    expect(signin.data?.user.cart_count).toBe(3);
    expect((await lines({})).map((l) => [l.product_id, l.quantity])).toEqual([
      [4, 1],
      [7, 2],
    ]);
    expect(await lines()).toEqual([]);
    expect((await callMock(endpoints.profile)).data).toMatchObject({
      cart_count: 3,
      is_logged_in: true,
    });
  });
});
