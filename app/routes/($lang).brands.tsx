// `/brands`: every brand, 25 a page (docs/api-reference.md §8.5), each linking to its listing `/{slug}/brand?brand=`.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { catalogueIndexTitles, pageQuery } from '#app/lib/listing.server.ts';
import { brandPath } from '#app/lib/paths.ts';
import { img } from '#app/lib/format.ts';
import { CatalogueIndex, catalogueIndexMeta } from '#app/components/catalogue-index.tsx';
import { useRootData } from '#app/components/use-root.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = shopApiFor(request, context);
  const brands = unwrapOrThrow(await api.call(endpoints.brands, { query: pageQuery(request) }));
  return { brands, ...(await catalogueIndexTitles(request, 'brands')) };
}

export const meta: MetaFunction<typeof loader> = catalogueIndexMeta;

export default function BrandsRoute() {
  const { brands, title } = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  return (
    <CatalogueIndex title={title} index="brands" pages={brands}>
      {brands.data.length ? (
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
      ) : null}
    </CatalogueIndex>
  );
}
