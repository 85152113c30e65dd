// The shopper's toggles are remembered: wishlist and compare list (and the product page's hearts), followed
// stores (and the store page's `following`), collected vouchers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { resetMockState } from './identity.ts';
import { server } from './node.ts';
import { callMock } from './testing.ts';

const wish = (product_id: number) => callMock(endpoints.wishlistAction, { body: { product_id } });
const compare = (product_id: number) => callMock(endpoints.compareAction, { body: { product_id } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterAll(() => server.close());

describe('list mocks', () => {
  it('toggles the wishlist: ids, the list page and the product page follow', async () => {
    expect((await wish(3)).envelope.message).toBe(Messages.wishlistAdded);
    const row = (await wish(5)).envelope.data as { id: number };
    expect((await callMock(endpoints.wishlistIds)).data).toEqual([5, 3]);
    const list = (await callMock(endpoints.wishlistAll)).data!;
    expect(list.data.map((i) => i.product.title)).toEqual(['Mock Laptop 5', 'Mock Laptop 3']);
    // `wishlisted` is the wishlist row's id (docs/api-reference.md §8.8).
    expect((await callMock(endpoints.product, { params: { id: 5 } })).data?.wishlisted).toBe(
      row.id,
    );
    const removed = await wish(3);
    expect(removed.envelope).toMatchObject({ message: Messages.wishlistRemoved, data: null });
    expect((await callMock(endpoints.wishlistIds)).data).toEqual([5]);
    // A visitor's product page says nothing about anyone's wishlist.
    const visitor = await callMock(endpoints.product, { params: { id: 5 }, token: null });
    expect(visitor.data?.wishlisted).toBeNull();
    expect((await wish(5000)).envelope).toMatchObject({ status: 404 });
  });

  it('compares at most four products', async () => {
    for (const id of [1, 2, 3, 4]) await compare(id);
    expect((await compare(5)).envelope.message).toBe(Messages.compareFull);
    expect((await callMock(endpoints.product, { params: { id: 2 } })).data?.compared).toBe(1);
    await compare(2);
    expect((await callMock(endpoints.compareAll)).data?.total).toBe(3);
    expect((await callMock(endpoints.compareAll, { token: null })).envelope.status).toBe(204);
  });

  it('follows and unfollows the store', async () => {
    const store = async () =>
      (await callMock(endpoints.store, { query: { slug: 'mock-store' } })).data!;
    expect((await store()).following).toBe(false);
    const follow = await callMock(endpoints.follow, { body: { store_id: 1 } });
    expect(follow.envelope).toMatchObject({ data: true, message: Messages.storeFollowed });
    expect((await store()).following).toBe(true);
    const list = (await callMock(endpoints.followingList)).data!;
    expect(list.data.map((f) => f.store.slug)).toEqual(['mock-store']);
    await callMock(endpoints.follow, { body: { store_id: 1 } });
    expect((await store()).following).toBe(false);
    expect((await callMock(endpoints.follow, { body: { store_id: 2 } })).envelope.status).toBe(404);
    const unknown = await callMock(endpoints.store, { query: { slug: 'nope' } });
    expect(unknown.envelope).toMatchObject({ status: 404, message: Messages.storeNotFound });
  });

  it('collects vouchers and lists the collected ones', async () => {
    const all = (await callMock(endpoints.vouchers, { token: null })).data!;
    expect(all.data.map((v) => v.code)).toEqual(['MOCK10', 'MOCK25']);
    const collect = await callMock(endpoints.voucherCollect, { body: { voucher_id: 2 } });
    expect(collect.envelope.message).toBe(Messages.voucherCollected);
    const mine = await callMock(endpoints.vouchers, { query: { collected: '1' } });
    expect(mine.data?.data.map((v) => [v.code, v.collected])).toEqual([['MOCK25', 1]]);
    // The spec's name answers the same (an alias of the definition).
    const alias = await callMock(endpoints.vouchers, {
      path: 'user/vouchers',
      query: { q: '10%' },
    });
    expect(alias.data?.data.map((v) => v.code)).toEqual(['MOCK10']);
    const visitor = await callMock(endpoints.vouchers, { token: null, query: { collected: '1' } });
    expect(visitor.envelope.status).toBe(204);
  });
});
