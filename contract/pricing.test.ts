import { describe, expect, it } from 'vitest';
import {
  bundleFreeUnits,
  currentPrice,
  discountPercent,
  previousPrice,
  unitPrice,
  wirePricing,
} from './pricing.ts';
import { toMinor } from './money.ts';

describe('price precedence (docs/spec.md §9)', () => {
  it('uses the flash price only while end_time is present', () => {
    expect(
      currentPrice({ selling: 1000, offered: 900, price: 700, end_time: '2030-01-01 00:00:00' }),
    ).toBe(700);
    expect(currentPrice({ selling: 1000, offered: 900, price: 700, end_time: null })).toBe(900);
  });
  it('then offered when above zero, then selling', () => {
    expect(currentPrice({ selling: 1000, offered: 0 })).toBe(1000);
    expect(currentPrice({ selling: 1000, offered: null })).toBe(1000);
    expect(currentPrice({ selling: 1000, offered: 850 })).toBe(850);
  });
  it('shows a previous price only when it is higher', () => {
    expect(previousPrice({ selling: 1000, offered: 850 })).toBe(1000);
    expect(previousPrice({ selling: 1000 })).toBeNull();
  });
});

describe('discount percent', () => {
  it('is 100 − current/previous×100 with up to 2 decimals', () => {
    expect(discountPercent(850, 1000)).toBe(15);
    expect(discountPercent(2000, 3000)).toBe(33.33);
    expect(discountPercent(1, 3)).toBe(66.67);
  });
  it('is 0 without a real discount', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
  });
});

describe('cart unit price (docs/api-reference.md §10)', () => {
  it('uses the inventory price for a variant when above zero', () => {
    expect(
      unitPrice({ selling: 1000, offered: 900, inventoryPrice: 1100, hasAttributes: true }),
    ).toBe(1100);
    expect(unitPrice({ selling: 1000, offered: 900, inventoryPrice: 0, hasAttributes: true })).toBe(
      900,
    );
    expect(
      unitPrice({ selling: 1000, offered: 900, inventoryPrice: 1100, hasAttributes: false }),
    ).toBe(900);
  });
  it('counts bundle free units', () => {
    expect(bundleFreeUnits(3, { buy: 3, free: 1 })).toBe(1);
    expect(bundleFreeUnits(2, { buy: 3, free: 1 })).toBe(0);
    expect(bundleFreeUnits(5, null)).toBe(0);
  });
});

describe('wire pricing', () => {
  it('converts major units once and applies the rules', () => {
    const p = wirePricing({ selling: 19.99, offered: 14.99, price: null, end_time: null }, (m) =>
      toMinor(m),
    );
    expect(p).toEqual({ current: 1499, previous: 1999, discount: 25.01 });
  });
});
