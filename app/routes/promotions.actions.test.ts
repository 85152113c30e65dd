// The promotion screens against the MSW API (mocks/promotions.ts), with real cookies: every page and action is
// this site's 404 for anyone but staff (and, for /seller/vouchers, the seller); staff save a flash sale, a
// voucher and a bundle deal typed in the shop's currency (sent in minor units), are refused with the message
// next to its field in the reader's language and what was typed kept, and delete — each post/redirect/get
// with a toast. A seller's voucher is their store's, and another store's voucher is not found.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import {
  action as flashAction,
  loader as flashLoader,
} from '#app/routes/($lang).admin.flash-sales.$id.tsx';
import { loader as flashList } from '#app/routes/($lang).admin.flash-sales._index.tsx';
import {
  action as voucherAction,
  loader as voucherLoader,
} from '#app/routes/($lang).admin.vouchers.$id.tsx';
import { loader as voucherList } from '#app/routes/($lang).admin.vouchers._index.tsx';
import {
  action as bundleAction,
  loader as bundleLoader,
} from '#app/routes/($lang).admin.bundle-deals.$id.tsx';
import { loader as bundleList } from '#app/routes/($lang).admin.bundle-deals._index.tsx';
import {
  action as sellerVoucherAction,
  loader as sellerVoucherLoader,
} from '#app/routes/($lang).seller.vouchers.$id.tsx';
import { loader as sellerVoucherList } from '#app/routes/($lang).seller.vouchers._index.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };
const SELLER: SessionData = { token: MOCK_SELLER.token };

const sale = {
  intent: 'save',
  title: 'Friday flash',
  title_fr: '',
  title_ar: 'تخفيضات الجمعة',
  title_tr: '',
  title_hi: '',
  slug: '',
  start_time: '2026-12-11T09:00',
  end_time: '2026-12-12T09:00',
  status: 'public',
  'products[0].product_id': '1',
  'products[0].price': '29.50',
  'products[1].product_id': '2',
  'products[1].price': '65',
  'products[2].product_id': '',
  'products[2].price': '',
};
const voucher = {
  intent: 'save',
  title: 'Friday five',
  title_fr: '',
  title_ar: '',
  title_tr: '',
  title_hi: '',
  code: ' friday-5 ',
  type: 'flat',
  price: '5.25',
  capped_price: '',
  min_spend: '20',
  usage_limit: '0',
  limit_per_customer: '1',
  store_id: '',
  start_time: '2026-12-11T09:00',
  end_time: '2026-12-31T23:59',
  status: 'public',
};
const bundle = {
  intent: 'save',
  title: 'Two for one',
  buy: '2',
  free: '1',
  status: 'public',
  product_ids: '1, 2',
};
const idFrom = (location: string | null) => /\/(\d+)$/.exec(location ?? '')?.[1] ?? '';

describe('promotion screens', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['a seller', SELLER],
  ] as const)('%s gets the 404 on every staff page and action', async (_, session) => {
    const gets = [
      await runGet(flashList, '/admin/flash-sales', session),
      await runGet(flashLoader, '/admin/flash-sales/1', session, { id: '1' }),
      await runGet(voucherList, '/ar/admin/vouchers', session),
      await runGet(voucherLoader, '/admin/vouchers/new', session, { id: 'new' }),
      await runGet(bundleList, '/admin/bundle-deals', session),
      await runGet(bundleLoader, '/admin/bundle-deals/1', session, { id: '1' }),
    ];
    expect(gets.map((g) => g.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const posts = [
      await runPost(flashAction, '/admin/flash-sales/new', sale, session, { id: 'new' }),
      await runPost(flashAction, '/admin/flash-sales/1', { intent: 'delete' }, session, {
        id: '1',
      }),
      await runPost(voucherAction, '/admin/vouchers/new', voucher, session, { id: 'new' }),
      await runPost(bundleAction, '/admin/bundle-deals/1', { intent: 'delete' }, session, {
        id: '1',
      }),
    ];
    expect(posts.map((p) => p.status)).toEqual([404, 404, 404, 404]);
  });

  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
  ] as const)("%s gets the 404 on a seller's voucher pages and actions", async (_, session) => {
    expect((await runGet(sellerVoucherList, '/seller/vouchers', session)).status).toBe(404);
    const post = await runPost(sellerVoucherAction, '/seller/vouchers/new', voucher, session, {
      id: 'new',
    });
    expect(post.status).toBe(404);
  });

  it('saves a flash sale in minor units; a flash price above the price is refused next to its product, what was typed kept', async () => {
    const dear = await runPost(
      flashAction,
      '/ar/admin/flash-sales/new',
      { ...sale, 'products[1].price': '80.00' },
      ADMIN,
      { id: 'new' },
    );
    expect(dear.status).toBe(400);
    expect(dear.data.fieldErrors['products[1].product_id']).toEqual([expect.stringContaining('2')]);
    expect(dear.data.fieldErrors['products[1].product_id'][0]).not.toContain('flash price');
    expect(dear.data.values['products[1].price']).toBe('80.00');
    expect(dear.data.values.title_ar).toBe('تخفيضات الجمعة');

    const backwards = await runPost(
      flashAction,
      '/admin/flash-sales/new',
      { ...sale, end_time: '2026-12-10T09:00' },
      ADMIN,
      { id: 'new' },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.data.fieldErrors.end_time).toEqual(['The end must be after the start.']);

    const saved = await runPost(flashAction, '/admin/flash-sales/new', sale, ADMIN, {
      id: 'new',
    });
    expect(saved.status).toBe(302);
    const id = idFrom(saved.headers.get('Location'));
    expect(saved.headers.get('Location')).toBe(`/admin/flash-sales/${id}`);
    expect((await toastOf(saved.headers))?.message).toBe('The promotion has been saved.');
    const record = (await runGet(flashLoader, `/admin/flash-sales/${id}`, ADMIN, { id })).data
      .record;
    expect(record).toMatchObject({
      title: 'Friday flash',
      slug: 'friday-flash',
      titles: expect.objectContaining({ ar: 'تخفيضات الجمعة' }),
    });
    expect(record.products.map((p: { price: number }) => p.price)).toEqual([2950, 6500]);

    const gone = await runPost(
      flashAction,
      `/admin/flash-sales/${id}`,
      { intent: 'delete' },
      ADMIN,
      {
        id,
      },
    );
    expect(gone.status).toBe(302);
    expect(gone.headers.get('Location')).toBe('/admin/flash-sales');
    expect((await toastOf(gone.headers))?.message).toBe('The promotion has been deleted.');
    expect((await runGet(flashLoader, `/admin/flash-sales/${id}`, ADMIN, { id })).status).toBe(404);
  });

  it('keeps a cap per product: a cap that is no whole number or below what was sold is refused next to its field', async () => {
    const zero = await runPost(
      flashAction,
      '/admin/flash-sales/new',
      { ...sale, 'products[0].quantity': '0', 'products[1].quantity': '' },
      ADMIN,
      { id: 'new' },
    );
    expect(zero.status).toBe(400);
    expect(zero.data.fieldErrors['products[0].quantity']).toEqual([
      'A cap is a whole number of units from 1 to 1000000; leave it empty for no cap.',
    ]);
    expect(zero.data.values['products[0].quantity']).toBe('0');
    // Sale 1 has sold 12 units of product 1: a cap of 10 is refused next to that product's cap.
    const existing = {
      ...sale,
      slug: 'weekend-flash',
      'products[0].quantity': '10',
      'products[1].quantity': '',
    };
    const under = await runPost(flashAction, '/admin/flash-sales/1', existing, ADMIN, {
      id: '1',
    });
    expect(under.status).toBe(400);
    expect(under.data.fieldErrors['products[0].quantity']).toEqual([expect.stringContaining('12')]);
    const capped = await runPost(
      flashAction,
      '/admin/flash-sales/1',
      { ...existing, 'products[0].quantity': '40' },
      ADMIN,
      { id: '1' },
    );
    expect(capped.status).toBe(302);
    const record = (await runGet(flashLoader, '/admin/flash-sales/1', ADMIN, { id: '1' })).data
      .record;
    expect(record.products.map((p: { quantity: number | null }) => p.quantity)).toEqual([40, null]);
  });

  it('saves a voucher (code upper-cased, amounts in minor units) and refuses contradictions in the reader’s language', async () => {
    const over = await runPost(
      voucherAction,
      '/admin/vouchers/new',
      { ...voucher, type: 'percent', price: '150' },
      ADMIN,
      { id: 'new' },
    );
    expect(over.status).toBe(400);
    expect(over.data.fieldErrors.price).toEqual(['A percentage is between 1 and 100.']);
    expect(over.data.values.code).toBe(' friday-5 ');

    const capped = await runPost(
      voucherAction,
      '/fr/admin/vouchers/new',
      { ...voucher, capped_price: '3' },
      ADMIN,
      { id: 'new' },
    );
    expect(capped.status).toBe(400);
    expect(capped.data.fieldErrors.capped_price).toHaveLength(1);
    expect(capped.data.fieldErrors.capped_price[0]).not.toBe(
      'Only a percentage voucher has a maximum discount.',
    );

    const taken = await runPost(
      voucherAction,
      '/admin/vouchers/new',
      { ...voucher, code: 'save5' },
      ADMIN,
      { id: 'new' },
    );
    expect(taken.status).toBe(400);
    expect(taken.data.fieldErrors.code).toEqual(['This voucher code is already in use.']);

    const saved = await runPost(voucherAction, '/admin/vouchers/new', voucher, ADMIN, {
      id: 'new',
    });
    expect(saved.status).toBe(302);
    const id = idFrom(saved.headers.get('Location'));
    const record = (await runGet(voucherLoader, `/admin/vouchers/${id}`, ADMIN, { id })).data
      .record;
    expect(record).toMatchObject({
      code: 'FRIDAY-5',
      type: 'flat',
      price: 525,
      min_spend: 2000,
      limit_per_customer: 1,
      store: null,
    });
  });

  it("a seller's voucher is their own store's; another store's voucher is not found", async () => {
    const saved = await runPost(
      sellerVoucherAction,
      '/seller/vouchers/new',
      { ...voucher, code: 'NADIA-7', store_id: '999' },
      SELLER,
      { id: 'new' },
    );
    expect(saved.status).toBe(302);
    const id = idFrom(saved.headers.get('Location'));
    expect(saved.headers.get('Location')).toBe(`/seller/vouchers/${id}`);
    const record = (await runGet(sellerVoucherLoader, `/seller/vouchers/${id}`, SELLER, { id }))
      .data.record;
    expect(record.store).toEqual({ id: MOCK_SELLER.store.id, name: MOCK_SELLER.store.name });
    // Voucher 1 is the whole shop's: not the seller's to open, change or delete.
    expect(
      (await runGet(sellerVoucherLoader, '/seller/vouchers/1', SELLER, { id: '1' })).status,
    ).toBe(404);
    const del = await runPost(
      sellerVoucherAction,
      '/seller/vouchers/1',
      { intent: 'delete' },
      SELLER,
      {
        id: '1',
      },
    );
    expect(del.status).toBe(404);
  });

  it('saves a bundle deal and refuses free units at or above those bought', async () => {
    const greedy = await runPost(
      bundleAction,
      '/admin/bundle-deals/new',
      { ...bundle, free: '2' },
      ADMIN,
      { id: 'new' },
    );
    expect(greedy.status).toBe(400);
    expect(greedy.data.fieldErrors.free).toEqual([
      'The free units must be fewer than the units bought.',
    ]);
    expect(greedy.data.values.product_ids).toBe('1, 2');
    const saved = await runPost(bundleAction, '/admin/bundle-deals/new', bundle, ADMIN, {
      id: 'new',
    });
    expect(saved.status).toBe(302);
    const id = idFrom(saved.headers.get('Location'));
    const record = (await runGet(bundleLoader, `/admin/bundle-deals/${id}`, ADMIN, { id })).data
      .record;
    expect(record).toMatchObject({ buy: 2, free: 1 });
    expect(record.products.map((p: { product_id: number }) => p.product_id)).toEqual([1, 2]);
  });
});
