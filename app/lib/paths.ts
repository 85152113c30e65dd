// Storefront URLs of catalogue records (English unprefixed; other languages prefixed).
import { localizePath } from '#app/lib/i18n.ts';

export const productPath = (p: { id: number; slug?: string | null }, lang: string) =>
  localizePath(`/${p.slug || 'product'}/product/${p.id}`, lang);

export const categoryPath = (slug: string, lang: string, parent?: string | null) =>
  localizePath(
    parent
      ? `/all/${encodeURIComponent(parent)}/${encodeURIComponent(slug)}`
      : `/all/${encodeURIComponent(slug)}`,
    lang,
  );

export const searchPath = (q: string, lang: string) =>
  `${localizePath('/search', lang)}?${new URLSearchParams({ q }).toString()}`;

/** A brand's listing, as the home page links it: `/{slug}/brand?brand={id}`. */
export const brandPath = (b: { id: number; slug?: string | null }, lang: string) =>
  `${localizePath(`/${encodeURIComponent(b.slug || 'all')}/brand`, lang)}?brand=${b.id}`;

export const flashSalePath = (id: number | null, lang: string) =>
  localizePath(id === null ? '/flash-sale' : `/flash-sale/${id}`, lang);
