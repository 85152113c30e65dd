// `/{main}/collection?collection={id}`: a collection's products.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AllData } from '#contract/api/listing.ts';
import { shopApiFor } from '../lib/shop.server.ts';
import { loadListing, notFound } from '../lib/listing.server.ts';
import { readListing } from '../lib/listing.ts';
import { localizePath } from '../lib/i18n.ts';
import { ListingBody } from '../components/listing-page.tsx';
import { ListingHeading, listingMeta } from '../components/listing-heading.tsx';
import { useRootData } from '../components/use-root.ts';

/** The collection's title, from the sidebar's collection list (the first id asked for). */
function titleOf(l: AllData | null, ids: number[]) {
  return l?.collections?.find((c) => c.id === ids[0])?.title ?? null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = shopApiFor(request, context);
  const ids = readListing(new URL(request.url)).state.collection;
  const l = await loadListing(
    request,
    (q) => (q.collection ? api.all(q) : Promise.resolve(notFound())),
    (d) => {
      if (!titleOf(d, ids)) notFound();
    },
  );
  return { ...l, main: params.main ?? 'collection' };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const l = args.data?.listing;
  return listingMeta(
    args,
    l && !(l instanceof Promise) ? titleOf(l, args.data?.state.collection ?? []) : null,
  );
};

export default function CollectionRoute() {
  const { state, errors, listing, main } = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  return (
    <ListingBody
      listing={listing}
      state={state}
      errors={errors}
      action={localizePath(`/${encodeURIComponent(main)}/collection`, locale)}
      lang={locale}
      site={site}
      heading={(l) => (
        <ListingHeading
          title={l ? (titleOf(l, state.collection) ?? t('listing.collections')) : null}
          lang={locale}
          crumbs={[{ label: titleOf(l, state.collection) ?? t('listing.collections') }]}
        />
      )}
    />
  );
}
