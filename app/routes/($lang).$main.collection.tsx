// `/{main}/collection?collection={id}`: a collection's products.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AllData } from '#contract/catalog/listing.ts';
import { listing } from '#app/lib/shop-api/catalog.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { loadListing, notFound } from '#app/lib/listing.server.ts';
import { readListing } from '#app/lib/listing.ts';
import { MainListing } from '#app/components/listing-page.tsx';
import { ListingHeading, listingMeta, settled } from '#app/components/listing-heading.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

/** The collection's title, from the sidebar's collection list (the first id asked for). */
function titleOf(l: Pick<AllData, 'collections'> | null, ids: number[]) {
  return l?.collections?.find((c) => c.id === ids[0])?.title ?? null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = shopApiFor(request, context);
  const ids = readListing(new URL(request.url)).state.collection;
  const l = await loadListing(
    request,
    (q) => (q.collection ? listing(api, q) : Promise.resolve(notFound())),
    (d) => {
      if (!titleOf(d, ids)) notFound();
    },
  );
  return { ...l, main: params.main ?? 'collection' };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  listingMeta(args, titleOf(settled(args.data?.listing), args.data?.state.collection ?? []));

export default function CollectionRoute() {
  const data = useLoaderData<typeof loader>();
  const { state } = data;
  const { t } = useTranslation('catalog');
  return (
    <MainListing
      data={data}
      path="collection"
      heading={(l, { locale }) => (
        <ListingHeading
          title={l ? (titleOf(l, state.collection) ?? t('listing.collections')) : null}
          lang={locale}
          crumbs={[{ label: titleOf(l, state.collection) ?? t('listing.collections') }]}
        />
      )}
    />
  );
}
