import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { moneyFormat } from './money-format.ts';
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

// What formatMoney wrote before decision 115, with Intl alone: the reference for the symbols.
function intlMoney(minor: number, currency: string, locale: string) {
  const cd = currencyDigits(currency);
  const digits = Math.min(cd, 2);
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  let f: Intl.NumberFormat;
  try {
    f = new Intl.NumberFormat(locale, options);
  } catch {
    f = new Intl.NumberFormat('en-US', options);
  }
  const text = `¤${f.format(Math.abs(minor) / 10 ** cd)}`;
  return minor < 0 ? `-${text}` : text;
}

describe('money without Intl (decision 115)', () => {
  const locales = [
    'en-US',
    'de-DE',
    'de-CH',
    'fr-FR',
    'es-ES',
    'pl-PL',
    'pt-BR',
    'tr-TR',
    'hi-IN',
    'en-IN',
    'ar-EG',
    'ar-SA',
    'ar-AE',
    'fa-IR',
    'bn-BD',
    'mr-IN',
    'ja-JP',
    'th-TH-u-nu-thai',
    'xx-invalid-@@',
  ];

  it('writes every amount as Intl does, in every locale and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom('USD', 'EUR', 'JPY', 'KWD', 'CLF', 'INR'),
        fc.oneof(
          fc.integer({ min: -1e6, max: 1e6 }),
          // Up to 10^13 minor units: past 15 significant digits Intl was handed an inexact float.
          fc.integer({ min: -1e13, max: 1e13 }),
          fc.constantFrom(0, 5, 995, 1005, 1235, 99995, 100000, 123456789),
        ),
        (locale, currency, minor) => {
          const settings = { currency, currency_icon: '¤', decimal_format: locale };
          // As the root loader does: from then on formatMoney writes with the symbols it read.
          moneyFormat(settings);
          expect(formatMoney(minor, settings)).toBe(intlMoney(minor, currency, locale));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads the symbols of grouped, ungrouped and non-Latin locales', () => {
    expect(moneyFormat({ decimal_format: 'hi-IN' }).symbols).toMatchObject({
      primary: 3,
      secondary: 2,
      minGrouping: 1,
    });
    expect(moneyFormat({ decimal_format: 'es-ES' }).symbols).toMatchObject({ minGrouping: 2 });
    expect(moneyFormat({ decimal_format: 'ar-EG' }).symbols?.digits).toBe(
      new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(1234567890).slice(-1) +
        new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(123456789),
    );
    expect(moneyFormat({ currency: 'jpy' })).toMatchObject({ currency: 'JPY', digits: 0 });
  });

  it('formats with the server’s format and no Intl once primed, as a browser does', async () => {
    const server = moneyFormat({ currency: 'KWD', decimal_format: 'de-DE' });
    // A fresh copy of the module, as in a browser that has formatted nothing yet.
    vi.resetModules();
    const browser = await import('./money.ts');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      browser.primeMoneyFormat(JSON.parse(JSON.stringify(server)));
      const settings = { currency: 'KWD', currency_icon: 'KD', decimal_format: 'de-DE' };
      expect(browser.formatMoney(123456789, settings)).toBe('KD123.456,79');
      expect(browser.toMinor(12.345, 'KWD')).toBe(12345);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
    // A locale the server did not send still formats, through Intl.
    expect(browser.formatMoney(100, { decimal_format: 'fr-FR' })).toBe('$1,00');
  });
});
