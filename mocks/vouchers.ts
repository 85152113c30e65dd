// Vouchers of the mock API (docs/api-reference.md §8.20): two running public vouchers — MOCK10 (10 %, at most
// $50 off) and MOCK25 ($25 off from $2,000) — the demo shopper's collected ones, and the check of a code
// against the caller's selected cart lines (mocks/cart.state.ts).
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok, unauthenticated } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { toMajor, toMinor } from '#contract/money.ts';
import { normalisePage } from '#contract/paginate.ts';
import { callerState, SHOPPER } from './identity.ts';
import { mock, type Fixture } from './mock.ts';
import { linesOf, selectedItems } from './cart.state.ts';
import { page } from './catalog.fixtures.ts';

const PER_PAGE = 25;
const running = { status: 1, start_time: '01 Jan, 24', end_time: '31 Dec, 99' };
const vouchersFixture = [
  {
    id: 1,
    title: 'Mock 10% off',
    code: 'MOCK10',
    type: 2,
    price: 10,
    capped_price: 50,
    min_spend: 0,
    usage_limit: 100,
    limit_per_customer: 5,
    ...running,
  },
  {
    id: 2,
    title: 'Mock $25 off big carts',
    code: 'MOCK25',
    type: 1,
    price: 25,
    capped_price: null,
    min_spend: 2000,
    usage_limit: 100,
    limit_per_customer: 5,
    ...running,
  },
] satisfies Fixture<'vouchers'>['data'];

const collected = callerState(() => new Set<number>());

export type VoucherCheck =
  { ok: true; code: string; discount: number } | { ok: false; message: string; status: number };

/** A code against a subtotal in minor units: its discount, or why not (the API's order of checks). */
export function checkVoucher(code: string, subtotal: number): VoucherCheck {
  const v = vouchersFixture.find((x) => x.code === code.trim().toUpperCase());
  if (!v) return { ok: false, message: Messages.voucherUnknown, status: 201 };
  if (subtotal < toMinor(v.min_spend))
    return { ok: false, message: Messages.voucherMinSpend, status: 500 };
  let discount = v.type === 1 ? toMinor(v.price) : Math.round((subtotal * v.price) / 100);
  if (v.capped_price) discount = Math.min(discount, toMinor(v.capped_price));
  return { ok: true, code: v.code, discount: Math.min(discount, subtotal) };
}

export const vouchersHandlers = [
  ...mock(endpoints.vouchers, ({ query, caller }) => {
    if (query.collected === '1' && !caller) return unauthenticated();
    const mine = caller ? collected(SHOPPER) : new Set<number>();
    const list = vouchersFixture
      .filter((v) => !query.q || v.title.toLowerCase().includes(query.q.toLowerCase()))
      .filter((v) => query.collected !== '1' || mine.has(v.id))
      .map((v) => ({ ...v, collected: mine.has(v.id) ? 1 : 0 }));
    const p = normalisePage(query.page);
    const items = list.slice((p - 1) * PER_PAGE, p * PER_PAGE);
    return ok(page(items, list.length, p, PER_PAGE, endpoints.vouchers.path));
  }),
  ...mock(endpoints.voucherCollect, ({ body }) => {
    const voucher = vouchersFixture.find((v) => v.id === body.voucher_id);
    if (!voucher) return notFound(Messages.voucherNotFound);
    collected(SHOPPER).add(voucher.id);
    return ok({ voucher_id: voucher.id, code: voucher.code }, Messages.voucherCollected);
  }),
  ...mock(endpoints.voucherValidity, ({ body, caller }) => {
    if (!linesOf(caller).some((l) => l.selected === 1)) return formError(Messages.noSelection, 500);
    const r = checkVoucher(body.voucher, selectedItems(caller));
    return r.ok
      ? ok({ offered: toMajor(r.discount), voucher: r.code })
      : formError(r.message, r.status);
  }),
];
