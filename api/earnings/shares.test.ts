import { describe, expect, it } from 'vitest';
import { allocate, commissionOf, lineShares, storeVoucherOf } from './shares.ts';

// A small seeded generator: the same cases on every run, many of them.
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s % n;
  };
}

describe('earnings shares', () => {
  it('divides a total by largest remainder, the parts adding up to it', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [700, 300])).toEqual([700, 300]);
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(0, [10, 20])).toEqual([0, 0]);
  });

  it('rounds commission half up, and half away from zero for a debit', () => {
    expect(commissionOf(1005, 1000)).toBe(101); // 100.5 → 101
    expect(commissionOf(1004, 1000)).toBe(100);
    expect(commissionOf(-1005, 1000)).toBe(-101);
    expect(commissionOf(999, 0)).toBe(0);
    expect(commissionOf(999, 10_000)).toBe(999);
  });

  it('for random orders, every line net plus commission adds up to what the buyer paid', () => {
    const next = random(34);
    for (let run = 0; run < 2_000; run++) {
      const lines = Array.from({ length: 1 + next(6) }, () => {
        const quantity = 1 + next(5);
        return {
          selling: next(100_000),
          quantity,
          bundle_offer: next(quantity),
          tax_price: next(2_000),
          shipping_price: next(1_500),
        };
      });
      const full = lines.reduce(
        (n, l) => n + (l.selling + l.tax_price) * (l.quantity - l.bundle_offer) + l.shipping_price,
        0,
      );
      // What the buyer paid after a voucher took something off (never below zero).
      const paid = Math.max(0, full - next(full + 1));
      const rates = lines.map(() => next(3_001));
      const shares = lineShares(paid, lines, (i) => rates[i]!);
      expect(shares.reduce((n, s) => n + s.net + s.commission, 0)).toBe(paid);
      for (const s of shares) {
        expect(Number.isInteger(s.gross) && s.gross >= 0).toBe(true);
        expect(s.commission).toBeGreaterThanOrEqual(0);
        expect(s.commission).toBeLessThanOrEqual(s.gross);
      }
    }
  });

  it("takes a store's voucher from that store's lines alone: the other stores' lines keep all they sold", () => {
    // Two stores: A's 30.00 line and B's 20.00 + 5.00 shipping line; B's voucher took 4.00 off.
    const lines = [
      { store_id: 1, selling: 3000, quantity: 1, bundle_offer: 0, tax_price: 0, shipping_price: 0 },
      {
        store_id: 2,
        selling: 2000,
        quantity: 1,
        bundle_offer: 0,
        tax_price: 0,
        shipping_price: 500,
      },
    ];
    const voucher = storeVoucherOf({ voucher_price: 400, voucher_store_id: 2 }, lines);
    expect(lineShares(5100, lines, () => 0, voucher).map((s) => s.gross)).toEqual([3000, 2100]);
    // A shop-wide voucher is shared by every line, as before.
    expect(storeVoucherOf({ voucher_price: 400, voucher_store_id: null }, lines)).toBeNull();
    expect(lineShares(5100, lines, () => 0).map((s) => s.gross)).toEqual([2782, 2318]);
    const next = random(150);
    for (let run = 0; run < 2_000; run++) {
      const rows = Array.from({ length: 1 + next(6) }, () => {
        const quantity = 1 + next(5);
        return {
          store_id: 1 + next(3),
          selling: next(100_000),
          quantity,
          bundle_offer: next(quantity),
          tax_price: next(2_000),
          shipping_price: next(1_500),
        };
      });
      const weight = (l: (typeof rows)[number]) =>
        (l.selling + l.tax_price) * (l.quantity - l.bundle_offer) + l.shipping_price;
      const store = rows[0]!.store_id;
      // The voucher never takes more than its store's goods (api/vouchers checkVoucher).
      const goods = rows
        .filter((l) => l.store_id === store)
        .reduce((n, l) => n + l.selling * (l.quantity - l.bundle_offer), 0);
      const amount = next(goods + 1);
      const paid = rows.reduce((n, l) => n + weight(l), 0) - amount;
      const rates = rows.map(() => next(3_001));
      const v = storeVoucherOf({ voucher_price: amount, voucher_store_id: store }, rows);
      const shares = lineShares(paid, rows, (i) => rates[i]!, v);
      expect(shares.reduce((n, s) => n + s.net + s.commission, 0)).toBe(paid);
      rows.forEach((l, i) => {
        const s = shares[i]!;
        expect(s.gross).toBeGreaterThanOrEqual(0);
        expect(s.commission).toBeLessThanOrEqual(s.gross);
        if (l.store_id !== store) expect(s.gross).toBe(weight(l));
      });
      const storeGross = shares.reduce(
        (n, s, i) => n + (rows[i]!.store_id === store ? s.gross : 0),
        0,
      );
      const storeWeight = rows.reduce((n, l) => n + (l.store_id === store ? weight(l) : 0), 0);
      expect(storeGross).toBe(storeWeight - amount);
    }
  });
});
