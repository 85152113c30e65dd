// Wishlist and compare list of the demo shopper (docs/api-reference.md §8.16, §8.17): toggles are remembered until
// the next scenario, so hearts, the wishlist page and the compare table follow what the shopper did.
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { normalisePage } from '#contract/paginate.ts';
import { callerState, MOCK_ACCOUNT, SHOPPER } from './identity.ts';
import { mock } from './mock.ts';
import { cardFixture, isProductId, page } from './catalog.fixtures.ts';

type Kind = 'wishlist' | 'compare';
type Row = { id: number; user_id: number; product_id: number; created_at: string };

const COMPARE_MAX = 4;
const PER_PAGE = 14;
const lists = callerState(() => ({ next: 1, wishlist: [] as Row[], compare: [] as Row[] }));

/** The shopper's row for a product in a list, else null (`wishlisted`/`compared` on the product). */
export const listRow = (kind: Kind, productId: number) =>
  lists(SHOPPER)[kind].find((r) => r.product_id === productId) ?? null;

function listPage(kind: Kind, rawPage: unknown) {
  const p = normalisePage(rawPage);
  const rows = [...lists(SHOPPER)[kind]].reverse();
  const items = rows.slice((p - 1) * PER_PAGE, p * PER_PAGE).map((r) => ({
    id: r.id,
    product_id: r.product_id,
    created: r.created_at,
    product: {
      ...cardFixture(r.product_id),
      brand: { id: 1, title: 'Kestrel' },
      stock: 12,
      attributes: [],
      needs_choice: 0,
    },
  }));
  const path = kind === 'wishlist' ? endpoints.wishlistAll.path : endpoints.compareAll.path;
  return page(items, rows.length, p, PER_PAGE, path);
}

function toggle(kind: Kind, productId: number) {
  if (!isProductId(productId)) return notFound(Messages.productNotFound);
  const state = lists(SHOPPER);
  const existing = state[kind].findIndex((r) => r.product_id === productId);
  const wishlist = kind === 'wishlist';
  if (existing >= 0) {
    state[kind].splice(existing, 1);
    return ok(null, wishlist ? Messages.wishlistRemoved : Messages.compareRemoved);
  }
  if (!wishlist && state.compare.length >= COMPARE_MAX) return formError(Messages.compareFull);
  const row = {
    id: state.next++,
    user_id: MOCK_ACCOUNT.id,
    product_id: productId,
    created_at: new Date().toISOString(),
  };
  state[kind].push(row);
  return ok(row, wishlist ? Messages.wishlistAdded : Messages.compareAdded);
}

export const listsHandlers = [
  ...mock(endpoints.wishlistAll, ({ query }) => ok(listPage('wishlist', query.page))),
  ...mock(endpoints.wishlistAction, ({ body }) => toggle('wishlist', body.product_id)),
  ...mock(endpoints.wishlistIds, () =>
    ok(
      lists(SHOPPER)
        .wishlist.map((r) => r.product_id)
        .reverse(),
    ),
  ),
  ...mock(endpoints.compareAll, ({ query }) => ok(listPage('compare', query.page))),
  ...mock(endpoints.compareAction, ({ body }) => toggle('compare', body.product_id)),
];
