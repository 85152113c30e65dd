// What a store earns from an order, to the minor unit (issue 34, decision 137). A line's gross is its share of
// what the buyer paid: the order's total divided across its lines in proportion to each line's goods, tax and
// shipping, the cents left over going by largest remainder — so the lines of an order always add up to its
// total, whatever the voucher or bundle took off; a store's voucher is taken from that store's lines alone
// (decision 150). A line's commission is its gross × the rate, rounded half up
// (half away from zero for a debit); its net is gross − commission. Pure functions, checked by a property test.

/** `total` split in proportion to `weights` (non-negative), by largest remainder: the parts sum to `total`. */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const sum = weights.reduce((n, w) => n + w, 0);
  // Nothing to weigh by (every line free): evenly, the remainder to the first lines.
  const w = sum > 0 ? weights : weights.map(() => 1);
  const s = sum > 0 ? sum : weights.length;
  const exact = w.map((x) => (total * x) / s);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((n, x) => n + x, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}

/** The commission on `gross` at `bp` basis points: half up, and half away from zero for a negative gross. */
export function commissionOf(gross: number, bp: number): number {
  const c = Math.floor((Math.abs(gross) * bp + 5_000) / 10_000);
  return gross < 0 ? -c : c;
}

/** What an order line weighs in the division of the order's total (minor units). */
export type LineWeight = {
  selling: number;
  quantity: number;
  bundle_offer: number;
  tax_price: number;
  shipping_price: number;
};

const lineWeight = (l: LineWeight) =>
  Math.max(0, (l.selling + l.tax_price) * (l.quantity - l.bundle_offer) + l.shipping_price);

/**
 * A store's voucher (migration 0023): what it took off the order and the store whose lines it discounted. A
 * shop-wide voucher's discount is spread over every line; a store's over that store's lines alone.
 */
export type StoreVoucher = {
  amount: number;
  storeId: number;
  storeOf: (i: number) => number | null;
};

/** An order's store voucher for `lineShares` (null for none or a shop-wide one), its lines in their order. */
export const storeVoucherOf = (
  order: { voucher_price: number; voucher_store_id: number | null },
  lines: readonly { store_id: number | null }[],
): StoreVoucher | null =>
  order.voucher_store_id === null
    ? null
    : {
        amount: order.voucher_price,
        storeId: order.voucher_store_id,
        storeOf: (i) => lines[i]!.store_id,
      };

/**
 * Each line's gross, commission and net; the grosses add up to `total`. With a store's voucher the lines
 * are first given their share of what was paid before it, then its discount is taken from that store's
 * lines only, so no other store pays for it.
 */
export function lineShares(
  total: number,
  lines: readonly LineWeight[],
  bp: (i: number) => number,
  voucher?: StoreVoucher | null,
) {
  const weights = lines.map(lineWeight);
  const own = voucher
    ? weights.map((w, i) => (voucher.storeOf(i) === voucher.storeId ? w : 0))
    : [];
  let grosses = allocate(total, weights);
  if (voucher && voucher.amount > 0 && own.some((w) => w > 0)) {
    const off = allocate(voucher.amount, own);
    grosses = allocate(total + voucher.amount, weights).map((g, i) => g - off[i]!);
  }
  return grosses.map((gross, i) => {
    const commission = commissionOf(gross, bp(i));
    return { gross, commission, net: gross - commission };
  });
}
