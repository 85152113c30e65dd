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

export function formatDateTime(value: string | null | undefined, locale: string) {
  const d = parseWireDate(value);
  if (!d) return '';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(d);
}

export function formatDate(value: string | null | undefined, locale: string) {
  const d = parseWireDate(value);
  if (!d) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}
