// Storefront URLs of catalogue records (English unprefixed; other languages prefixed).
import { localizePath } from './i18n.ts';

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
