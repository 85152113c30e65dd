// The server's side of decision 115: the shop's number symbols, read once from Intl, checked against it,
// used by formatMoney from then on and sent to the browser by the root loader (the browser never reads them
// itself, so this stays out of its bundle).
import { DEFAULT_SETTINGS } from './codes.ts';
import {
  currencyDigits,
  numberFormat,
  primeMoneyFormat,
  writeNumber,
  type MoneyFormat,
  type MoneySettings,
  type NumberSymbols,
} from './money.ts';

/** Reads `locale`'s symbols from Intl, or null when its numbers do not fit them (then Intl formats). */
function readSymbols(locale: string): NumberSymbols | null {
  const fmt = (value: number, fraction: number) => numberFormat(locale, fraction).format(value);
  const parts = numberFormat(locale, 2).formatToParts(1234567890.12);
  if (parts.some((p) => !['integer', 'group', 'decimal', 'fraction'].includes(p.type))) return null;
  const ints = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const digits = Array.from(ints.join(''));
  if (digits.length !== 10) return null;
  const last = Array.from(ints[ints.length - 1]!).length;
  const symbols: NumberSymbols = {
    // "1234567890" read in the locale's digits: 1…9, then 0.
    digits: digits[9]! + digits.slice(0, 9).join(''),
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '',
    primary: ints.length > 1 ? last : 99,
    secondary: ints.length > 2 ? Array.from(ints[ints.length - 2]!).length : last,
    minGrouping: 1,
  };
  while (
    symbols.minGrouping < 4 &&
    ints.length > 1 &&
    !fmt(10 ** (symbols.primary + symbols.minGrouping - 1), 0).includes(symbols.group)
  )
    symbols.minGrouping++;
  // Kept only if it writes every sample exactly as Intl does.
  const samples = [0, 7, 12, 999, 1000, 1234, 10000, 12345, 123456, 1234567, 98765432, 1e12 + 5];
  for (const n of samples)
    for (const fraction of [0, 2])
      if (writeNumber(n, fraction, fraction, symbols) !== fmt(n / 10 ** fraction, fraction))
        return null;
  return symbols;
}

const read = new Map<string, MoneyFormat>();

/** The shop's money format, for formatMoney here and in the browser (the root loader sends it). */
export function moneyFormat(settings: MoneySettings = {}): MoneyFormat {
  const currency = (settings.currency || DEFAULT_SETTINGS.currency).toUpperCase();
  const locale = settings.decimal_format || DEFAULT_SETTINGS.decimal_format;
  const key = `${currency}|${locale}`;
  let format = read.get(key);
  if (!format) {
    format = { currency, digits: currencyDigits(currency), locale, symbols: readSymbols(locale) };
    primeMoneyFormat(format);
    read.set(key, format);
  }
  return format;
}
