// `/{main}/products`: a slider's or banner's products (`home_spm` / `banner`), or every product.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { shopApiFor } from '../lib/shop.server.ts';
import { loadListing } from '../lib/listing.server.ts';
import { localizePath } from '../lib/i18n.ts';
import { ListingBody } from '../components/listing-page.tsx';
import { ListingHeading, listingMeta } from '../components/listing-heading.tsx';
import { useRootData } from '../components/use-root.ts';

const SOURCE_PARAMS = ['home_spm', 'banner'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keep: Record<string, string> = {};
  for (const name of SOURCE_PARAMS) {
    const v = url.searchParams.get(name);
    if (v && /^\d{1,9}$/.test(v)) keep[name] = v;
  }
  const api = shopApiFor(request, context);
  const l = await loadListing(request, (q) => api.products({ ...q, ...keep }));
  return { ...l, keep, main: params.main ?? 'all' };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const l = args.data?.listing;
  const source = l && !(l instanceof Promise) ? l.source?.title : null;
  return listingMeta(args, source);
};

export default function ProductsRoute() {
  const { state, errors, listing, keep, main } = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  return (
    <ListingBody
      listing={listing}
      state={state}
      errors={errors}
      keep={keep}
      action={localizePath(`/${encodeURIComponent(main)}/products`, locale)}
      lang={locale}
      site={site}
      heading={(l) => (
        <ListingHeading
          title={l ? (l.source?.title ?? t('listing.allProducts')) : null}
          lang={locale}
          crumbs={[{ label: l?.source?.title ?? t('listing.allProducts') }]}
        />
      )}
    />
  );
}
