// What a store earns from an order, to the minor unit (issue 34, decision 137). A line's gross is its share of
// what the buyer paid: the order's total divided across its lines in proportion to each line's goods, tax and
// shipping, the cents left over going by largest remainder — so the lines of an order always add up to its
// total, whatever the voucher or bundle took off. A line's commission is its gross × the rate, rounded half up
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

/** Each line's gross, commission and net; the grosses add up to `total`. */
export function lineShares(total: number, lines: readonly LineWeight[], bp: (i: number) => number) {
  return allocate(total, lines.map(lineWeight)).map((gross, i) => {
    const commission = commissionOf(gross, bp(i));
    return { gross, commission, net: gross - commission };
  });
}
