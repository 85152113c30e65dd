import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from './amounts.ts';

describe('provider amounts', () => {
  it('writes minor units as the currency’s decimal', () => {
    expect(minorToDecimal(1250, 'USD')).toBe('12.50');
    expect(minorToDecimal(5, 'EUR')).toBe('0.05');
    expect(minorToDecimal(0, 'TRY')).toBe('0.00');
    expect(minorToDecimal(1250, 'JPY')).toBe('1250');
    expect(minorToDecimal(1250, 'KWD')).toBe('1.250');
  });

  it('reads a provider’s decimal, string or number, exactly', () => {
    expect(decimalToMinor('12.50', 'USD')).toBe(1250);
    expect(decimalToMinor(12.5, 'USD')).toBe(1250);
    expect(decimalToMinor('12.5', 'USD')).toBe(1250);
    expect(decimalToMinor(12, 'USD')).toBe(1200);
    expect(decimalToMinor('12.500', 'USD')).toBe(1250);
    expect(decimalToMinor('1250', 'JPY')).toBe(1250);
    expect(decimalToMinor(0.1 + 0.2, 'USD')).toBeNull();
  });

  it('refuses what is not an exact amount', () => {
    for (const bad of [
      '12.505',
      '-1.00',
      '1e3',
      '',
      ' 12',
      '12,50',
      'NaN',
      null,
      undefined,
      {},
      Infinity,
    ])
      expect(decimalToMinor(bad, 'USD'), String(bad)).toBeNull();
    expect(decimalToMinor('12.5', 'JPY')).toBeNull();
  });
});
