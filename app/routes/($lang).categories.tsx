// `/categories`: every top-level category, 25 a page (docs/api-reference.md §8.4), with its image and links to its
// listing and to each sub-category's listing.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { catalogueIndexTitles, pageQuery } from '#app/lib/listing.server.ts';
import { categoryPath } from '#app/lib/paths.ts';
import { CatalogueIndex, catalogueIndexMeta } from '#app/components/catalogue-index.tsx';
import { useRootData } from '#app/components/use-root.ts';
import { Thumb } from '#app/components/picture.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = shopApiFor(request, context);
  const categories = unwrapOrThrow(
    await api.call(endpoints.categories, { query: pageQuery(request) }),
  );
  return {
    // Links need a slug; a record without one cannot be linked and is left out.
    categories: {
      ...categories,
      data: categories.data
        .filter((c) => c.slug)
        .map((c) => ({ ...c, child: (c.child ?? []).filter((k) => k.slug) })),
    },
    ...(await catalogueIndexTitles(request, 'categories')),
  };
}

export const meta: MetaFunction<typeof loader> = catalogueIndexMeta;

export default function CategoriesRoute() {
  const { categories, title } = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  return (
    <CatalogueIndex title={title} index="categories" pages={categories}>
      {categories.data.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data.map((c) => (
            <li key={c.id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
              <Thumb
                image={c.image}
                images={site}
                size={80}
                round
                thumb
                lazy
                className="shrink-0 bg-slate-100"
              />
              <div className="flex min-w-0 flex-col gap-2">
                <h2 className="text-lg font-semibold">
                  <Link to={categoryPath(c.slug!, locale)} className="hover:underline">
                    {c.title || c.slug}
                  </Link>
                </h2>
                {c.child.length ? (
                  <ul
                    aria-label={t('categories.subOf', { title: c.title || c.slug })}
                    className="flex flex-wrap gap-x-3 gap-y-1 text-sm"
                  >
                    {c.child.map((k) => (
                      <li key={k.id}>
                        <Link
                          to={categoryPath(k.slug!, locale, c.slug)}
                          className="text-slate-700 underline-offset-2 hover:underline"
                        >
                          {k.title || k.slug}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </CatalogueIndex>
  );
}
