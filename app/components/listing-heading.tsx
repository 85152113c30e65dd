// Breadcrumb + title (+ optional sub-navigation) above a listing; a grey bar while the title streams in.
import { Link, type MetaFunction } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { seo } from '#app/lib/seo.ts';
import { unpack, type Unpacked } from '#app/lib/packed.ts';

export type Crumb = { label: string; to?: string };

/** Home, then each crumb: a link where it has a place to go, else the page the shopper is on. */
export function Breadcrumb({ crumbs, lang }: { crumbs: Crumb[]; lang: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('product.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link to={localizePath('/', lang)} className="hover:underline">
            {t('site.home')}
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={i} className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
            {c.to ? (
              <Link to={c.to} className="hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ListingHeading({
  title,
  crumbs = [],
  lang,
  children,
}: {
  title: string | null | undefined;
  crumbs?: Crumb[];
  lang: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="mb-4 flex flex-col gap-3">
      <Breadcrumb crumbs={crumbs} lang={lang} />
      {title ? (
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      ) : (
        <h1 className="shimmer h-8 w-64 max-w-full rounded" aria-busy="true">
          <span className="sr-only">{t('status.loading')}</span>
        </h1>
      )}
      {children}
    </header>
  );
}

/** Meta for listing routes: "{page} | {shop}", description, canonical, hreflang, Open Graph. */
/** The listing once the loader has it (documents), or null while it still streams in (client navigation). */
export const settled = <T,>(
  listing: T | Promise<unknown> | undefined,
): Unpacked<Exclude<T, Promise<unknown>>> | null =>
  listing && !(listing instanceof Promise) ? unpack(listing as Exclude<T, Promise<unknown>>) : null;

export function listingMeta(
  args: Parameters<MetaFunction>[0],
  title: string | null | undefined,
  description?: string | null,
  opts: { noindex?: boolean; image?: string | null } = {},
) {
  return seo(args, { title, description, ...opts });
}
