import { describe, expect, it } from 'vitest';
import { lineTotalMinor } from '#app/lib/orders.ts';

describe('lineTotalMinor', () => {
  it('is the unit price times the units paid for, a bundle deal’s free units not', () => {
    expect(lineTotalMinor({ selling: 17.89, quantity: 3 }, 'USD')).toBe(5367);
    expect(lineTotalMinor({ selling: 17.89, quantity: 3, bundle_offer: 1 }, 'USD')).toBe(3578);
    expect(lineTotalMinor({ selling: 5, quantity: 1, bundle_offer: 2 }, 'USD')).toBe(0);
  });
});
