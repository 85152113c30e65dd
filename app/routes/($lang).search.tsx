// `/search?q=`: search results with the listing filters (API `products?q=`). Without `q`, a prompt.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { loadListing } from '#app/lib/listing.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { ListingBody } from '#app/components/listing-page.tsx';
import { ListingHeading, listingMeta } from '#app/components/listing-heading.tsx';
import { useRootData } from '#app/components/use-root.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (!q) return { q, results: null };
  const api = shopApiFor(request, context);
  return {
    q,
    results: await loadListing(request, (query) =>
      api.call(endpoints.products, { query: { ...query, q } }),
    ),
  };
}

// Search results are for shoppers, not for indexes (robots.txt says so too).
export const meta: MetaFunction<typeof loader> = (args) =>
  listingMeta(args, args.data?.q ? `“${args.data.q}”` : null, null, { noindex: true });

export default function SearchRoute() {
  const { q, results } = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  if (!results)
    return (
      <>
        <ListingHeading
          title={t('search.heading')}
          lang={locale}
          crumbs={[{ label: t('search.heading') }]}
        />
        <p className="text-slate-600">{t('search.prompt')}</p>
      </>
    );
  return (
    <ListingBody
      listing={results.listing}
      state={results.state}
      errors={results.errors}
      keep={{ q }}
      search
      action={localizePath('/search', locale)}
      lang={locale}
      site={site}
      emptyText={`${t('search.nothingFound')} “${q}”`}
      heading={() => (
        <ListingHeading
          title={t('search.title', { q })}
          lang={locale}
          crumbs={[{ label: t('search.heading') }]}
        />
      )}
    />
  );
}
