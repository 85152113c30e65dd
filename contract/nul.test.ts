import { describe, expect, it } from 'vitest';
import { hasNul, urlHasNul } from './nul.ts';

describe('NUL characters', () => {
  it('are found in strings, arrays, objects and keys, at any depth', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasNul({ 'k\u0000': 1 })).toBe(true);
    expect(hasNul({ a: ['x', 1, null, { b: 'y' }] })).toBe(false);
    expect(hasNul(42)).toBe(false);
  });
  it('are found in a URL escaped or raw, and a plain %2500 is not one', () => {
    expect(urlHasNul('https://shop.test/search?q=%00')).toBe(true);
    expect(urlHasNul('https://shop.test/sandbox/stripe/pay/1%00')).toBe(true);
    expect(urlHasNul('https://shop.test/x?q=%E0%A4%00')).toBe(true);
    expect(urlHasNul('https://shop.test/x?q=%2500')).toBe(false);
    expect(urlHasNul('https://shop.test/x?q=100%25&r=%E0')).toBe(false);
  });
});
