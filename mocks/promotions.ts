// The promotions of the mock API (issue 35 item 2): a running flash sale with two products, a shop-wide voucher
// and one of the mock seller's store, a bundle deal on one product, kept in memory. Staff list, open, save and
// delete them like the API (codes and slugs unique, a flash price below the product's price, a cap not below the
// units sold); a seller reaches only their store's vouchers. Anyone else gets the 404 (mock.ts).
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import {
  PromotionMessages as M,
  capBelowSoldMessage,
  flashPriceMessage,
  type BundleDealRecord,
  type FlashSaleRecord,
  type VoucherRecord,
} from '#contract/promotions/schemas.ts';
import { slugOf } from '#contract/taxonomy/schemas.ts';
import { mockCell, MOCK_ADMIN, MOCK_SELLER } from './identity.ts';
import { mock, mockRecord } from './mock.ts';
import { page } from './catalog.fixtures.ts';

const AT = '2026-11-30T09:00:00.000Z';
const titles = (en: string, ar = '') => ({ en, fr: '', ar, tr: '', hi: '' });
/** The mock seller's store (mocks/identity.ts). */
const SELLER_STORE = { id: MOCK_SELLER.store.id, name: MOCK_SELLER.store.name };

const state = mockCell(() => ({
  flash: [
    {
      id: 1,
      title: 'Weekend flash',
      titles: titles('Weekend flash', 'تخفيضات نهاية الأسبوع'),
      slug: 'weekend-flash',
      start_time: '2026-11-28 00:00:00',
      end_time: '2099-12-31 23:59:59',
      status: 'public',
      products: [
        {
          product_id: 1,
          title: 'Desk lamp',
          selling: 4000,
          offered: 0,
          price: 2900,
          quantity: 50,
          sold: 12,
        },
        {
          product_id: 2,
          title: 'Floor lamp',
          selling: 9000,
          offered: 8000,
          price: 6500,
          quantity: null,
          sold: 0,
        },
      ],
      audit: [],
    },
  ] as FlashSaleRecord[],
  vouchers: [
    {
      id: 1,
      title: 'Save 5',
      titles: titles('Save 5'),
      code: 'SAVE5',
      type: 'flat',
      price: 500,
      capped_price: null,
      min_spend: 3000,
      usage_limit: 100,
      limit_per_customer: 1,
      used: 3,
      store: null,
      start_time: '2026-11-01 00:00:00',
      end_time: '2099-12-31 23:59:59',
      status: 'public',
      audit: [],
    },
    {
      id: 2,
      title: 'Lamp week',
      titles: titles('Lamp week'),
      code: 'LAMPS10',
      type: 'percent',
      price: 10,
      capped_price: 1500,
      min_spend: 0,
      usage_limit: 0,
      limit_per_customer: 2,
      used: 0,
      store: SELLER_STORE,
      start_time: '2026-11-01 00:00:00',
      end_time: '2099-12-31 23:59:59',
      status: 'public',
      audit: [],
    },
  ] as VoucherRecord[],
  bundles: [
    {
      id: 1,
      title: 'Buy 3 get 1 free',
      buy: 3,
      free: 1,
      status: 'public',
      products: [{ product_id: 1, title: 'Desk lamp' }],
      audit: [],
    },
  ] as BundleDealRecord[],
}));

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
const audited = (action: string) => ({
  id: Date.now(),
  admin: { id: MOCK_ADMIN.id, name: MOCK_ADMIN.name },
  action,
  before: {},
  after: {},
  created: AT,
});
const bodyTitles = (b: Record<string, unknown>) => ({
  en: String(b.title),
  fr: String(b.title_fr ?? ''),
  ar: String(b.title_ar ?? ''),
  tr: String(b.title_tr ?? ''),
  hi: String(b.title_hi ?? ''),
});
const listOf = <T extends { id: number; title: string }>(rows: T[], path: string, q?: string) => {
  const found = rows.filter((r) => !q || r.title.toLowerCase().includes(q.toLowerCase()));
  return page([...found].reverse(), found.length, 1, 25, path);
};

/** The mock's product prices (minor units) for the flash price check; any other id costs 100.00. */
const priceOf = (id: number) => ({ 1: 4000, 2: 8000 })[id] ?? 10_000;

type VoucherBody = Record<string, unknown> & { id?: number; code: string; title: string };
function saveVoucher(body: VoucherBody, store: { id: number; name: string } | null) {
  const s = state.get();
  const existing = body.id === undefined ? null : s.vouchers.find((v) => v.id === body.id);
  if (body.id !== undefined && (!existing || (store && existing.store?.id !== store.id)))
    return notFound(M.notFound);
  if (s.vouchers.some((v) => v.code === body.code && v.id !== body.id))
    return formError(M.codeTaken);
  const id = existing?.id ?? nextId(s.vouchers);
  const row: VoucherRecord = {
    id,
    title: body.title,
    titles: bodyTitles(body),
    code: body.code,
    type: body.type as VoucherRecord['type'],
    price: Number(body.price),
    capped_price: body.capped_price === undefined ? null : Number(body.capped_price),
    min_spend: Number(body.min_spend),
    usage_limit: Number(body.usage_limit),
    limit_per_customer: Number(body.limit_per_customer),
    used: existing?.used ?? 0,
    store: store ?? (body.store_id ? { id: Number(body.store_id), name: 'Store' } : null),
    start_time: String(body.start_time),
    end_time: String(body.end_time),
    status: body.status as VoucherRecord['status'],
    audit: [...(existing?.audit ?? []), audited(existing ? 'voucher:update' : 'voucher:create')],
  };
  s.vouchers = [...s.vouchers.filter((v) => v.id !== id), row].sort((a, b) => a.id - b.id);
  return ok({ id }, M.saved);
}
function deleteVoucher(id: number, store: { id: number } | null) {
  const s = state.get();
  const v = s.vouchers.find((x) => x.id === id && (!store || x.store?.id === store.id));
  if (!v) return notFound(M.notFound);
  if (v.used > 0) return formError(M.usedVoucher);
  s.vouchers = s.vouchers.filter((x) => x.id !== id);
  return ok({ id }, M.deleted);
}
const sellerOwn = () => state.get().vouchers.filter((v) => v.store?.id === SELLER_STORE.id);

export const promotionHandlers = [
  ...mock(endpoints.adminFlashSales, ({ query }) =>
    ok(
      listOf(
        state.get().flash.map((f) => ({ ...f, products: f.products.length })),
        'admin/flash-sales',
        query.q,
      ),
    ),
  ),
  ...mockRecord(
    endpoints.adminFlashSale,
    (id) => state.get().flash.find((f) => f.id === id),
    M.notFound,
  ),
  ...mock(endpoints.adminFlashSaleSave, ({ body }) => {
    const s = state.get();
    const existing = body.id === undefined ? null : s.flash.find((f) => f.id === body.id);
    if (body.id !== undefined && !existing) return notFound(M.notFound);
    const slug = body.slug ?? slugOf(body.title);
    if (s.flash.some((f) => f.slug === slug && f.id !== body.id)) return formError(M.slugTaken);
    const dear = body.products.find((p) => p.price >= priceOf(p.product_id));
    if (dear) return formError(flashPriceMessage(dear.product_id));
    // The units sold of a product that stays are kept; a cap is not set below them (decision 149).
    const soldOf = (id: number) => existing?.products.find((p) => p.product_id === id)?.sold ?? 0;
    const under = body.products.find(
      (p) => p.quantity !== null && p.quantity < soldOf(p.product_id),
    );
    if (under) return formError(capBelowSoldMessage(under.product_id, soldOf(under.product_id)));
    const id = existing?.id ?? nextId(s.flash);
    const row: FlashSaleRecord = {
      id,
      title: body.title,
      titles: bodyTitles(body),
      slug,
      start_time: body.start_time,
      end_time: body.end_time,
      status: body.status,
      products: body.products.map((p) => ({
        product_id: p.product_id,
        title: `Product ${p.product_id}`,
        selling: priceOf(p.product_id),
        offered: 0,
        price: p.price,
        quantity: p.quantity,
        sold: soldOf(p.product_id),
      })),
      audit: [
        ...(existing?.audit ?? []),
        audited(existing ? 'flash_sale:update' : 'flash_sale:create'),
      ],
    };
    s.flash = [...s.flash.filter((f) => f.id !== id), row].sort((a, b) => a.id - b.id);
    return ok({ id }, M.saved);
  }),
  ...mock(endpoints.adminFlashSaleDelete, ({ body }) => {
    const s = state.get();
    if (!s.flash.some((f) => f.id === body.id)) return notFound(M.notFound);
    s.flash = s.flash.filter((f) => f.id !== body.id);
    return ok({ id: body.id }, M.deleted);
  }),
  ...mock(endpoints.adminVouchers, ({ query }) =>
    ok(listOf(state.get().vouchers, 'admin/vouchers', query.q)),
  ),
  ...mockRecord(
    endpoints.adminVoucher,
    (id) => state.get().vouchers.find((v) => v.id === id),
    M.notFound,
  ),
  ...mock(endpoints.adminVoucherSave, ({ body }) => saveVoucher(body, null)),
  ...mock(endpoints.adminVoucherDelete, ({ body }) => deleteVoucher(body.id, null)),
  ...mock(endpoints.sellerVouchers, ({ query }) =>
    ok(listOf(sellerOwn(), 'seller/vouchers', query.q)),
  ),
  ...mockRecord(endpoints.sellerVoucher, (id) => sellerOwn().find((v) => v.id === id), M.notFound),
  ...mock(endpoints.sellerVoucherSave, ({ body }) => saveVoucher(body, SELLER_STORE)),
  ...mock(endpoints.sellerVoucherDelete, ({ body }) => deleteVoucher(body.id, SELLER_STORE)),
  ...mock(endpoints.adminBundleDeals, ({ query }) =>
    ok(
      listOf(
        state.get().bundles.map((b) => ({ ...b, products: b.products.length })),
        'admin/bundle-deals',
        query.q,
      ),
    ),
  ),
  ...mockRecord(
    endpoints.adminBundleDeal,
    (id) => state.get().bundles.find((b) => b.id === id),
    M.notFound,
  ),
  ...mock(endpoints.adminBundleDealSave, ({ body }) => {
    const s = state.get();
    const existing = body.id === undefined ? null : s.bundles.find((b) => b.id === body.id);
    if (body.id !== undefined && !existing) return notFound(M.notFound);
    const id = existing?.id ?? nextId(s.bundles);
    const row: BundleDealRecord = {
      id,
      title: body.title,
      buy: body.buy,
      free: body.free,
      status: body.status,
      products: body.product_ids.map((p) => ({ product_id: p, title: `Product ${p}` })),
      audit: [
        ...(existing?.audit ?? []),
        audited(existing ? 'bundle_deal:update' : 'bundle_deal:create'),
      ],
    };
    s.bundles = [...s.bundles.filter((b) => b.id !== id), row].sort((a, b) => a.id - b.id);
    return ok({ id }, M.saved);
  }),
  ...mock(endpoints.adminBundleDealDelete, ({ body }) => {
    const s = state.get();
    if (!s.bundles.some((b) => b.id === body.id)) return notFound(M.notFound);
    s.bundles = s.bundles.filter((b) => b.id !== body.id);
    return ok({ id: body.id }, M.deleted);
  }),
];
