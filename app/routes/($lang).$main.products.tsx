// `/{main}/products`: a slider's or banner's products (`home_spm` / `banner`), or every product.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { loadListing } from '#app/lib/listing.server.ts';
import { MainListing } from '#app/components/listing-page.tsx';
import { ListingHeading, listingMeta, settled } from '#app/components/listing-heading.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

const SOURCE_PARAMS = ['home_spm', 'banner'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keep: Record<string, string> = {};
  for (const name of SOURCE_PARAMS) {
    const v = url.searchParams.get(name);
    if (v && /^\d{1,9}$/.test(v)) keep[name] = v;
  }
  const api = shopApiFor(request, context);
  const l = await loadListing(request, (q) =>
    api.call(endpoints.products, { query: { ...q, ...keep } }),
  );
  return { ...l, keep, main: params.main ?? 'all' };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  listingMeta(args, settled(args.data?.listing)?.source?.title);

export default function ProductsRoute() {
  const { t } = useTranslation('catalog');
  return (
    <MainListing
      data={useLoaderData<typeof loader>()}
      path="products"
      heading={(l, { locale }) => (
        <ListingHeading
          title={l ? (l.source?.title ?? t('listing.allProducts')) : null}
          lang={locale}
          crumbs={[{ label: l?.source?.title ?? t('listing.allProducts') }]}
        />
      )}
    />
  );
}
