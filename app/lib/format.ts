// Display helpers shared by components: money from wire prices, image URLs, dates.
import { formatMoney, toMinor, type MoneySettings } from '#contract/money.ts';
import { wirePricing } from '#contract/pricing.ts';
import { imageUrl, type ImageSettings } from '#contract/images.ts';

export function pricing(
  p: { selling: number; offered?: number | null; price?: number | null; end_time?: string | null },
  settings: MoneySettings,
) {
  return wirePricing(p, (major) => toMinor(major, settings.currency ?? undefined));
}

export function money(minor: number, settings: MoneySettings) {
  return formatMoney(minor, settings);
}

export function img(name: string | null | undefined, settings: ImageSettings, thumb = false) {
  return imageUrl(name, settings, { thumb });
}

/** 'YYYY-MM-DD HH:MM:SS' (server zone UTC) or ISO → a Date. */
export function parseWireDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  );
  return Number.isNaN(d.getTime()) ? null : d;
}

// Making an Intl.DateTimeFormat costs far more than using one: one per style and language, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, style: 'dateTime' | 'date'): Intl.DateTimeFormat {
  const key = `${style}|${locale}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      style === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }
        : { dateStyle: 'long', timeZone: 'UTC' },
    );
    dateFormats.set(key, f);
  }
  return f;
}

export function formatDateTime(value: string | null | undefined, locale: string) {
  const d = parseWireDate(value);
  return d ? dateFormat(locale, 'dateTime').format(d) : '';
}

/**
 * A sale's start and end as its page shows them, formatted in the loader: a browser's first Intl
 * formatter costs it 14–42 ms here (more on a phone), so the screens it hydrates get these texts instead
 * (decision 112).
 */
export function saleTimeTexts(
  sale: { start_time?: string | null; end_time?: string | null },
  locale: string,
) {
  return {
    start_text: formatDateTime(sale.start_time, locale),
    end_text: formatDateTime(sale.end_time, locale),
  };
}

/**
 * One function per language, made once: packOnce keeps a pack per API answer and function, so a loader's
 * language-dependent view of a kept answer is still made once per language.
 */
export function perLanguage<A, B>(make: (locale: string) => (a: A) => B) {
  const made = new Map<string, (a: A) => B>();
  return (locale: string) => {
    let f = made.get(locale);
    if (!f) made.set(locale, (f = make(locale)));
    return f;
  };
}

export function formatDate(value: string | null | undefined, locale: string) {
  const d = parseWireDate(value);
  return d ? dateFormat(locale, 'date').format(d) : '';
}
