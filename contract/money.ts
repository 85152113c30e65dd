// Money is integer minor units everywhere in code and database (non-negotiable 6). The wire carries decimal
// major units (API-REFERENCE §6.2); conversion happens only at the edges.
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

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      f = new Intl.NumberFormat(DEFAULT_SETTINGS.decimal_format, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    }
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats minor units with the shop's settings (spec §9: up to 2 decimals; symbol and position from
 * settings). A two-digit currency always shows both decimals ($12.50, $12.00), as price tags do; digits are
 * never localised by UI language — the shop's `decimal_format` decides.
 */
export function formatMoney(minor: number, settings: MoneySettings = {}): string {
  const currency = settings.currency || DEFAULT_SETTINGS.currency;
  const digits = Math.min(currencyDigits(currency), 2);
  const locale = settings.decimal_format || DEFAULT_SETTINGS.decimal_format;
  const symbol = settings.currency_icon ?? DEFAULT_SETTINGS.currency_icon;
  const negative = minor < 0;
  const amount = numberFormat(locale, digits).format(
    Math.abs(minor) / 10 ** currencyDigits(currency),
  );
  const text =
    (settings.currency_position ?? CurrencyPosition.BEFORE) === CurrencyPosition.AFTER
      ? `${amount}\u00a0${symbol}`
      : `${symbol}${amount}`;
  return negative ? `-${text}` : text;
}
