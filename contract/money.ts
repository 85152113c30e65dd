// Money is integer minor units everywhere in code and database (non-negotiable 6). The wire carries decimal
// major units (docs/api-reference.md §6.2); conversion happens only at the edges.
import { CurrencyPosition, DEFAULT_SETTINGS } from './codes.ts';

const digitsCache = new Map<string, number>();

/** Minor-unit digits of an ISO currency (USD 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string = DEFAULT_SETTINGS.currency): number {
  const key = currency.toUpperCase();
  let digits = digitsCache.get(key);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: key }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    digits ??= 2;
    digitsCache.set(key, digits);
  }
  return digits;
}

/** 12.5 → 1250 (USD). Rounds half away from zero after removing binary float noise. */
export function toMinor(major: number, currency?: string): number {
  if (!Number.isFinite(major)) return 0;
  const factor = 10 ** currencyDigits(currency);
  const scaled = Number((major * factor).toPrecision(15));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** 1250 → 12.5 (USD). */
export function toMajor(minor: number, currency?: string): number {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

export type MoneySettings = {
  currency?: string | null;
  currency_icon?: string | null;
  currency_position?: number | null;
  decimal_format?: string | null;
};

/**
 * How a locale writes a number, read once from Intl: its ten digits, group and decimal separators and
 * grouping sizes (ICU's primary, secondary and minimum grouping digits). The server reads the shop's
 * (`moneyFormat` in money-format.ts) and sends them to the browser (`primeMoneyFormat`), which then formats
 * prices without Intl: a page's first Intl formatter costs a browser 13–18 ms of main thread while it
 * hydrates (decision 115).
 */
export type NumberSymbols = {
  digits: string;
  group: string;
  decimal: string;
  primary: number;
  secondary: number;
  minGrouping: number;
};

/** What the browser needs to format the shop's money exactly as the server does, without Intl. */
export type MoneyFormat = {
  currency: string;
  digits: number;
  locale: string;
  symbols: NumberSymbols | null;
};

const intlFormats = new Map<string, Intl.NumberFormat>();
export function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let f = intlFormats.get(key);
  if (!f) {
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat(DEFAULT_SETTINGS.decimal_format, options);
    }
    intlFormats.set(key, f);
  }
  return f;
}

/** `minor` (≥ 0, in units of 10^-currencyDigits) written with `fraction` decimals in `s`'s symbols. */
export function writeNumber(
  minor: number,
  currencyDigits: number,
  fraction: number,
  s: NumberSymbols,
) {
  // Half away from zero, as Intl's default halfExpand, on exact integers.
  const value =
    currencyDigits > fraction ? Math.round(minor / 10 ** (currencyDigits - fraction)) : minor;
  const base = 10 ** fraction;
  const int = String(Math.floor(value / base));
  let text = '';
  if (int.length >= s.primary + s.minGrouping) {
    let end = int.length - s.primary;
    text = s.group + int.slice(end);
    while (end > s.secondary) {
      text = s.group + int.slice(end - s.secondary, end) + text;
      end -= s.secondary;
    }
    text = int.slice(0, end) + text;
  } else text = int;
  if (fraction) text += s.decimal + String(value % base).padStart(fraction, '0');
  if (s.digits === '0123456789') return text;
  let digits = digitLists.get(s.digits);
  if (!digits) digitLists.set(s.digits, (digits = Array.from(s.digits)));
  return text.replace(/[0-9]/g, (d) => digits[Number(d)]!);
}
const digitLists = new Map<string, string[]>();

const symbolsByLocale = new Map<string, NumberSymbols | null>();

/** Takes the server's money format, so that this process formats money without asking Intl. */
export function primeMoneyFormat(format: MoneyFormat) {
  if (!digitsCache.has(format.currency)) digitsCache.set(format.currency, format.digits);
  if (!symbolsByLocale.has(format.locale)) symbolsByLocale.set(format.locale, format.symbols);
}

/**
 * Formats minor units with the shop's settings (docs/spec.md §9: up to 2 decimals; symbol and position from
 * settings). A two-digit currency always shows both decimals ($12.50, $12.00), as price tags do; digits are
 * never localised by UI language — the shop's `decimal_format` decides.
 */
export function formatMoney(minor: number, settings: MoneySettings = {}): string {
  const currency = settings.currency || DEFAULT_SETTINGS.currency;
  const digits = Math.min(currencyDigits(currency), 2);
  const locale = settings.decimal_format || DEFAULT_SETTINGS.decimal_format;
  const symbol = settings.currency_icon ?? DEFAULT_SETTINGS.currency_icon;
  const negative = minor < 0;
  // The symbols the root loader read (money-format.ts) or the browser was sent; else Intl itself.
  const symbols = symbolsByLocale.get(locale);
  const amount = symbols
    ? writeNumber(Math.abs(minor), currencyDigits(currency), digits, symbols)
    : numberFormat(locale, digits).format(Math.abs(minor) / 10 ** currencyDigits(currency));
  const text =
    (settings.currency_position ?? CurrencyPosition.BEFORE) === CurrencyPosition.AFTER
      ? `${amount}\u00a0${symbol}`
      : `${symbol}${amount}`;
  return negative ? `-${text}` : text;
}
