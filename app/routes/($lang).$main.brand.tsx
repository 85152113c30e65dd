// `/{main}/brand?brand={id}`: a brand's products (more brands may be ticked in the filters).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { listing } from '#app/lib/shop-api/catalog.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { loadListing, notFound } from '#app/lib/listing.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { img } from '#app/lib/format.ts';
import { MainListing } from '#app/components/listing-page.tsx';
import { ListingHeading, listingMeta, settled } from '#app/components/listing-heading.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = shopApiFor(request, context);
  const l = await loadListing(
    request,
    (q) => (q.brand ? listing(api, q) : Promise.resolve(notFound())),
    (d) => {
      if (!d.brand) notFound();
    },
  );
  return { ...l, main: params.main ?? 'brand' };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  listingMeta(args, settled(args.data?.listing)?.brand?.title);

export default function BrandRoute() {
  const { t } = useTranslation('catalog');
  return (
    <MainListing
      data={useLoaderData<typeof loader>()}
      path="brand"
      heading={(l, { locale, site }) => (
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
