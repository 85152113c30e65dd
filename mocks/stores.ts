// Store page and followed stores of the mock API (docs/api-reference.md §8.10, §8.18): one store selling every
// mock product; the demo shopper's follow toggles are remembered (the store page's `following`).
import { endpoints } from '#contract/endpoints.ts';
import { notFound, ok } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { normalisePage } from '#contract/paginate.ts';
import { callerState, MOCK_ACCOUNT, SHOPPER } from './identity.ts';
import { mock } from './mock.ts';
import {
  BRANDS,
  COLLECTIONS,
  PRODUCT_COUNT,
  SHIPPING_RULES,
  STORE,
  cardFixture,
  page,
  slice,
} from './catalog.fixtures.ts';

const STORE_PAGE = 30;
const FOLLOWING_PAGE = 14;
const follows = callerState(() => ({
  next: 1,
  list: [] as { id: number; store_id: number; created: string }[],
}));

export const storesHandlers = [
  ...mock(endpoints.store, ({ query, caller }) => {
    if (query.slug !== STORE.slug) return notFound(Messages.storeNotFound);
    const items = slice(PRODUCT_COUNT, query.page, STORE_PAGE, (i) => cardFixture(i + 1));
    return ok({
      store: {
        ...STORE,
        meta_title: STORE.name,
        whatsapp_btn: 0,
        description: 'Everything the mock shop sells.\nShipped the same day.',
        contact_email: 'store@bazaar.test',
        shipping_policy: 'Free shipping over 50.',
        return_policy: 'Returns within 14 days.',
      },
      result: page(items, PRODUCT_COUNT, query.page, STORE_PAGE, endpoints.store.path, {
        slug: STORE.slug,
      }),
      following: caller ? follows(SHOPPER).list.some((f) => f.store_id === STORE.id) : false,
      review: query.required_rating ? 4.5 : 0,
      brands: query.sidebar_data ? BRANDS.map(({ id, title }) => ({ id, title })) : null,
      collections: query.sidebar_data ? COLLECTIONS : null,
      shipping: query.sidebar_data ? SHIPPING_RULES : null,
    });
  }),
  ...mock(endpoints.follow, ({ body }) => {
    if (body.store_id !== STORE.id) return notFound(Messages.storeNotFound);
    const { list } = follows(SHOPPER);
    const at = list.findIndex((f) => f.store_id === STORE.id);
    if (at >= 0) {
      list.splice(at, 1);
      return ok(true as const, Messages.storeUnfollowed);
    }
    list.push({
      id: follows(SHOPPER).next++,
      store_id: STORE.id,
      created: new Date().toISOString(),
    });
    return ok(true as const, Messages.storeFollowed);
  }),
  ...mock(endpoints.followingList, ({ query }) => {
    const p = normalisePage(query.page);
    const list = [...follows(SHOPPER).list].reverse();
    const items = list
      .slice((p - 1) * FOLLOWING_PAGE, p * FOLLOWING_PAGE)
      .map((f) => ({ ...f, user_id: MOCK_ACCOUNT.id, store: STORE }));
    return ok(page(items, list.length, p, FOLLOWING_PAGE, endpoints.followingList.path));
  }),
];
