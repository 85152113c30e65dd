// A product listing screen: heading, filters beside the results, grid and pagination. The listing may be a
// promise (client-side navigation streams it: 21 shimmer cards first) or the finished data (documents).
import { Await, useLocation } from '@remix-run/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSettings } from '#contract/images.ts';
import type { MoneySettings } from '#contract/money.ts';
import type { Paginator } from '#contract/paginate.ts';
import { hasFilters, pageHref, type ListingErrors, type ListingState } from '../lib/listing.ts';
import { ListingFilters } from './listing-filters.tsx';
import { Pagination } from './pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import type { CardProduct } from './product-card.tsx';

type Option = { id: number; title?: string | null };
export type ListingData = {
  result: Pick<Paginator<CardProduct>, 'data' | 'current_page' | 'last_page' | 'total'>;
  brands?: Option[] | null;
  collections?: Option[] | null;
  shipping?: Option[] | null;
};

export function ListingBody<T extends ListingData>({
  listing,
  state,
  errors,
  action,
  keep,
  search,
  lang,
  site,
  emptyText,
  errorText,
  heading,
}: {
  listing: T | Promise<T>;
  state: ListingState;
  errors: ListingErrors;
  action: string;
  keep?: Record<string, string>;
  search?: boolean;
  lang: string;
  site: ImageSettings & { setting: MoneySettings };
  emptyText?: string;
  errorText?: ReactNode;
  /** Title and anything above the filters; `null` while the listing streams in. */
  heading: (listing: T | null) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const href = (p: number) => pageHref(`${location.pathname}${location.search}`, p);
  const filtersOf = (l: ListingData | null, count?: number, children?: ReactNode) => (
    <ListingFilters
      action={action}
      state={state}
      errors={errors}
      brands={l?.brands ?? []}
      collections={l?.collections ?? []}
      shipping={l?.shipping ?? []}
      keep={keep}
      search={search}
      count={count}
    >
      {children}
    </ListingFilters>
  );
  return (
    <Suspense
      fallback={
        <>
          {heading(null)}
          {filtersOf(null, undefined, <ProductGridSkeleton />)}
        </>
      }
    >
      <Await
        resolve={listing}
        errorElement={
          <>
            {heading(null)}
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
              {errorText ?? t('listing.failed')}{' '}
              <a
                href={`${location.pathname}${location.search}`}
                className="font-semibold underline"
              >
                {t('listing.retry')}
              </a>
            </div>
          </>
        }
      >
        {(l) => (
          <>
            {heading(l)}
            {filtersOf(
              l,
              l.result.total,
              <>
                <ProductGrid
                  products={l.result.data}
                  lang={lang}
                  money={site.setting}
                  images={site}
                  empty={
                    emptyText ??
                    (hasFilters(state) ? t('listing.emptyFiltered') : t('listing.empty'))
                  }
                />
                <Pagination
                  page={l.result.current_page}
                  lastPage={l.result.last_page}
                  href={href}
                />
              </>,
            )}
          </>
        )}
      </Await>
    </Suspense>
  );
}
