// Providers speak decimal major units ("12.50", 12.5); the shop speaks integer minor units. These two
// conversions are the only places the two meet in the adapters, and a provider's figure that is not an exact
// amount of the currency never becomes a number of minor units.
import { currencyDigits } from '#contract/money.ts';

/** 1250, 'USD' → "12.50"; 1250, 'JPY' → "1250". */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor))
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * "12.50" or 12.5 (USD) → 1250. Null for anything that is not a plain non-negative decimal or that carries more
 * significant decimals than the currency has ("12.505" USD) — never rounded into a match.
 */
export function decimalToMinor(value: unknown, currency: string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string' || !/^\d{1,15}(\.\d{1,10})?$/.test(text)) return null;
  const digits = currencyDigits(currency);
  const [whole = '0', fraction = ''] = text.split('.');
  const extra = fraction.slice(digits);
  if (/[^0]/.test(extra)) return null;
  const minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
