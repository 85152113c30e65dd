// Per-page SEO for `meta` exports: title "{page} | {shop}", description, canonical URL (without filter
// noise), hreflang alternates for the five languages (+ x-default), Open Graph and Twitter cards. Routes
// call `seo(args, {...})`; Remix uses the deepest route's meta, so every call returns the full set.
import type { MetaArgs, MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#contract/codes.ts';
import { languageFromPath, switchLanguagePath } from '#app/lib/i18n.ts';
import { unpack } from '#app/lib/packed.ts';

/** Query parameters that make a different page (everything else is a filter or a view of the same one). */
const CANONICAL_PARAMS = ['page', 'home_spm', 'banner', 'brand', 'collection', 'q'];

const OG_LOCALE: Record<string, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  ar: 'ar_AR',
  tr: 'tr_TR',
  hi: 'hi_IN',
};

type RootData = {
  origin?: string;
  notFoundTitle?: string;
  site?: {
    site_setting?: {
      site_name?: string | null;
      meta_title?: string | null;
      meta_description?: string | null;
    };
    languages?: { code: string }[];
    default_language?: { code: string } | null;
  };
};

/** The page's canonical path + query: only parameters that define the page, first value each. */
export function canonicalPath(pathname: string, search: string): string {
  const from = new URLSearchParams(search);
  const keep = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const v = from.get(name)?.split(',')[0];
    if (v && !(name === 'page' && v === '1')) keep.set(name, v);
  }
  const qs = keep.toString();
  return `${pathname}${qs ? `?${qs}` : ''}`;
}

export function seo(
  args: Pick<MetaArgs, 'location' | 'matches'> & { error?: unknown },
  page: {
    title?: string | null;
    description?: string | null;
    /** absolute, or root-relative (made absolute here) */
    image?: string | null;
    type?: 'website' | 'product';
    noindex?: boolean;
    /** the page's own path when other URLs show it too (a product under any `/{main}/`) */
    canonical?: string;
  } = {},
): MetaDescriptor[] {
  const root = unpack(args.matches.find((m) => m.id === 'root')?.data) as RootData | undefined;
  const origin = root?.origin ?? '';
  const s = root?.site?.site_setting;
  const shop = s?.site_name || 'Bazaar';
  // A 404 is titled as one (in the shopper's language); a title that already ends with the shop's name
  // (a meta title written "Electronics | Bazaar") does not get it twice (issue 14, item 4).
  const missing = isRouteErrorResponse(args.error) && args.error.status === 404;
  const own = missing ? root?.notFoundTitle : page.title;
  const title = own
    ? own.endsWith(` | ${shop}`)
      ? own
      : `${own} | ${shop}`
    : s?.meta_title || shop;
  const description = page.description || s?.meta_description || '';
  const lang = languageFromPath(args.location.pathname);
  const path = page.canonical ?? canonicalPath(args.location.pathname, args.location.search);
  const url = `${origin}${path}`;
  // Alternates only in the languages the shop offers (a switched-off one redirects, root.tsx).
  const enabled = (root?.site?.languages ?? []).map((l) => l.code);
  const offered = enabled.length ? LANGUAGE_CODES.filter((l) => enabled.includes(l)) : LANGUAGE_CODES;
  const fallback = offered.includes(DEFAULT_LANGUAGE)
    ? DEFAULT_LANGUAGE
    : (root?.site?.default_language?.code ?? offered[0] ?? DEFAULT_LANGUAGE);
  const image = page.image
    ? page.image.startsWith('/')
      ? `${origin}${page.image}`
      : page.image
    : null;
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    ...offered.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l,
      href: `${origin}${switchLanguagePath(path, l)}`,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}${switchLanguagePath(path, fallback)}`,
    },
    { property: 'og:site_name', content: shop },
    { property: 'og:title', content: page.title || title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:locale', content: OG_LOCALE[lang] ?? 'en_US' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/** schema.org Product as JSON-LD text, safe inside <script> (no `<` survives). */
export function productJsonLd(p: {
  name: string;
  url: string;
  image?: string | null;
  description?: string | null;
  sku?: string | null;
  brand?: string | null;
  /** major units, as shown */
  price: number;
  currency: string;
  inStock: boolean;
  rating?: number;
  reviewCount?: number;
}): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    url: p.url,
    ...(p.image ? { image: [p.image] } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: p.price.toFixed(2),
      priceCurrency: p.currency,
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(p.reviewCount && p.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.toFixed(1),
            reviewCount: p.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** Meta of private screens (sign-in, account): the loader's translated `title`, never indexed. */
export const privateMeta = (
  args: Pick<MetaArgs, 'location' | 'matches'> & { data?: unknown },
): MetaDescriptor[] =>
  seo(args, { title: (args.data as { title?: string } | undefined)?.title, noindex: true });
