// `/{main}/brand?brand={id}`: a brand's products (more brands may be ticked in the filters).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { shopApiFor } from '../lib/shop.server.ts';
import { loadListing, notFound } from '../lib/listing.server.ts';
import { localizePath } from '../lib/i18n.ts';
import { img } from '../lib/format.ts';
import { ListingBody } from '../components/listing-page.tsx';
import { ListingHeading, listingMeta } from '../components/listing-heading.tsx';
import { useRootData } from '../components/use-root.ts';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = shopApiFor(request, context);
  const l = await loadListing(
    request,
    (q) => (q.brand ? api.all(q) : Promise.resolve(notFound())),
    (d) => {
      if (!d.brand) notFound();
    },
  );
  return { ...l, main: params.main ?? 'brand' };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const l = args.data?.listing;
  return listingMeta(args, l && !(l instanceof Promise) ? l.brand?.title : null);
};

export default function BrandRoute() {
  const { state, errors, listing, main } = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  return (
    <ListingBody
      listing={listing}
      state={state}
      errors={errors}
      action={localizePath(`/${encodeURIComponent(main)}/brand`, locale)}
      lang={locale}
      site={site}
      heading={(l) => (
        <ListingHeading
          title={l?.brand?.title}
          lang={locale}
          crumbs={[
            { label: t('listing.brands'), to: localizePath('/brands', locale) },
            { label: l?.brand?.title ?? '' },
          ]}
        >
          {l?.brand?.banner_image ? (
            <img
              src={img(l.brand.banner_image, site)}
              alt=""
              width={1200}
              height={240}
              className="max-h-48 w-full rounded-lg object-cover"
            />
          ) : null}
        </ListingHeading>
      )}
    />
  );
}
