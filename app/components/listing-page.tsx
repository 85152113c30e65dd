// A product listing screen: heading, filters beside the results, grid and pagination. The listing may be a
// promise (client-side navigation streams it: 21 shimmer cards first) or the finished data (documents).
import { Await, isRouteErrorResponse, useAsyncError, useLocation } from '@remix-run/react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSettings } from '#contract/images.ts';
import type { MoneySettings } from '#contract/money.ts';
import type { Paginator } from '#contract/paginate.ts';
import {
  hasFilters,
  pageHref,
  refusalOf,
  type ListingErrors,
  type ListingState,
  type StreamedRefusal,
} from '#app/lib/listing.ts';
import { ListingFilters } from '#app/components/listing-filters.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from '#app/components/product-grid.tsx';
import type { CardProduct } from '#app/components/product-card.tsx';
import { localizePath } from '#app/lib/i18n.ts';
import { useRootData } from '#app/components/use-root.ts';
import { ErrorView, FailedLoadingBar } from '#app/components/error-view.tsx';
import { type Packed, unpack } from '#app/lib/packed.ts';

type Option = { id: number; title?: string | null };
/** What a listing page uses of the API's paginator. */
export type ListingResult = Pick<
  Paginator<CardProduct>,
  'data' | 'current_page' | 'last_page' | 'total'
>;
export type ListingData = {
  result: ListingResult;
  brands?: Option[] | null;
  collections?: Option[] | null;
  shipping?: Option[] | null;
};

type RootSite = NonNullable<ReturnType<typeof useRootData>>['site'];

type LoadedListing<T> = {
  listing: Packed<T> | Promise<Packed<T> | StreamedRefusal>;
  state: ListingState;
  errors: ListingErrors;
  keep?: Record<string, string>;
};

/** A listing screen of the shop (its settings and language from the root) whose filters post to `action`. */
export function ShopListing<T extends ListingData>({
  data,
  action,
  heading,
}: {
  data: LoadedListing<T>;
  action: string;
  heading: (listing: T | null) => ReactNode;
}) {
  const { site, locale } = useRootData()!;
  return (
    <ListingBody
      listing={data.listing}
      state={data.state}
      errors={data.errors}
      keep={data.keep}
      action={action}
      lang={locale}
      site={site}
      heading={heading}
    />
  );
}

/** A `/{main}/{path}` listing (brand, collection, products): its filters post back to the same path. */
export function MainListing<T extends ListingData>({
  data,
  path,
  heading,
}: {
  data: LoadedListing<T> & { main: string };
  path: string;
  heading: (listing: T | null, root: { locale: string; site: RootSite }) => ReactNode;
}) {
  const { site, locale } = useRootData()!;
  return (
    <ShopListing
      data={data}
      action={localizePath(`/${encodeURIComponent(data.main)}/${path}`, locale)}
      heading={(l) => heading(l, { locale, site })}
    />
  );
}

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
  listing: Packed<T> | Promise<Packed<T> | StreamedRefusal>;
  state: ListingState;
  errors: ListingErrors;
  action: string;
  keep?: Record<string, string>;
  search?: boolean;
  lang: string;
  site: ImageSettings & { setting: MoneySettings };
  emptyText?: string;
  errorText?: ReactNode;
  /** Title and anything above the filters; `null` until the first listing of the path arrives. */
  heading: (listing: T | null) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const href = (p: number) => pageHref(`${location.pathname}${location.search}`, p);
  // The last finished listing of this path: while the next one streams in, the heading and the filter
  // options stay (the filter form is never remounted under the shopper's hands); only the grid shimmers.
  const [last, setLast] = useState<{ path: string; source: unknown; data: T } | null>(null);
  const streaming = listing instanceof Promise;
  const known = !streaming ? unpack(listing) : last?.path === location.pathname ? last.data : null;
  const settled = !streaming || last?.source === listing;
  // A streamed listing the server refused: the screen's error page in its place, as a document request
  // would show (thrown from here, React Router would log it as a render error).
  const [refusal, setRefusal] = useState<{
    source: unknown;
    refused: StreamedRefusal['refused'];
  } | null>(null);
  if (refusal && refusal.source === listing)
    return (
      <>
        <FailedLoadingBar status={refusal.refused.status} />
        <ErrorView status={refusal.refused.status} message={refusal.refused.message} />
      </>
    );
  return (
    <>
      {heading(known)}
      <ListingFilters
        action={action}
        state={state}
        errors={errors}
        brands={known?.brands ?? []}
        collections={known?.collections ?? []}
        shipping={known?.shipping ?? []}
        keep={keep}
        search={search}
        count={settled && known ? known.result.total : undefined}
      >
        <Suspense fallback={<ProductGridSkeleton />}>
          <Await resolve={listing} errorElement={<ListingError text={errorText} />}>
            {(streamed) => {
              const refused = refusalOf(streamed);
              // The listing turned out not to exist (an unknown category reached by a client
              // navigation) or the API refused: the screen's error page, as for a document request.
              if (refused)
                return (
                  <Settle
                    value={streamed}
                    onSettle={() => setRefusal({ source: listing, refused })}
                  />
                );
              const l = unpack(streamed as Packed<T>);
              return (
                <>
                  <Settle
                    onSettle={() => setLast({ path: location.pathname, source: listing, data: l })}
                    value={l}
                  />
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
                </>
              );
            }}
          </Await>
        </Suspense>
      </ListingFilters>
    </>
  );
}

/** Reports a resolved listing to the page once it is on screen. */
function Settle({ value, onSettle }: { value: unknown; onSettle: () => void }) {
  useEffect(() => {
    onSettle();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per resolved value
  }, [value]);
  return null;
}

function ListingError({ text }: { text?: ReactNode }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const error = useAsyncError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      {notFound ? t('listing.notFound') : (text ?? t('listing.failed'))}{' '}
      <a href={`${location.pathname}${location.search}`} className="font-semibold underline">
        {t('listing.retry')}
      </a>
    </div>
  );
}
