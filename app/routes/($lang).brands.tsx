// `/brands`: every brand, 25 a page (API-REFERENCE §8.5), each linking to its listing `/{slug}/brand?brand=`.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '#contract/endpoints.ts';
import { normalisePage } from '#contract/paginate.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { brandPath } from '#app/lib/paths.ts';
import { img } from '#app/lib/format.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { ListingHeading, listingMeta } from '#app/components/listing-heading.tsx';
import { useRootData } from '#app/components/use-root.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const brands = unwrapOrThrow(
    await shopApiFor(request, context).call(endpoints.brands, {
      query: { page: normalisePage(url.searchParams.get('page')) },
    }),
  );
  const t = await i18next.getFixedT(languageFromPath(url.pathname), 'catalog');
  return { brands, title: t('brands.title'), description: t('brands.description') };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  return listingMeta(args, data?.title, data?.description);
};

export default function BrandsRoute() {
  const { brands, title } = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-col gap-6">
      <ListingHeading title={title} lang={locale} crumbs={[{ label: title }]} />
      {brands.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('brands.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {brands.data.map((b) => (
            <li key={b.id}>
              <Link
                to={brandPath(b, locale)}
                className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-center hover:shadow-md"
              >
                <img
                  src={img(b.image, site, true)}
                  alt=""
                  width={160}
                  height={64}
                  loading="lazy"
                  className="h-16 w-auto max-w-full object-contain"
                />
                <span className="font-medium text-slate-900">{b.title || b.slug}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={brands.current_page} lastPage={brands.last_page} />
    </div>
  );
}
