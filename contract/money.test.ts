import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, toMajor, toMinor } from './money.ts';

describe('money', () => {
  it('knows minor-unit digits per currency', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('NOPE')).toBe(2);
  });

  it('converts major to minor without float noise', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(-2.5)).toBe(-250);
    expect(toMinor(500, 'JPY')).toBe(500);
    expect(toMinor(Number.NaN)).toBe(0);
  });

  it('converts minor to major', () => {
    expect(toMajor(1250)).toBe(12.5);
    expect(toMajor(1999)).toBe(19.99);
    expect(toMajor(500, 'JPY')).toBe(500);
  });

  it('formats with the symbol before or after and the decimal format', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(123456789, { currency_icon: '$' })).toBe('$1,234,567.89');
    expect(
      formatMoney(1250, {
        currency: 'EUR',
        currency_icon: '€',
        currency_position: 2,
        decimal_format: 'de-DE',
      }),
    ).toBe('12,50\u00a0€');
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(1200, { currency: 'JPY', currency_icon: '¥' })).toBe('¥1,200');
  });

  it('falls back to en-US for an unknown number format locale', () => {
    expect(formatMoney(100, { decimal_format: 'xx-invalid-@@' })).toBe('$1.00');
  });
});
