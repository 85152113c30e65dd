import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { listing } from '#app/lib/shop-api/catalog.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { loadListing, notFound } from '#app/lib/listing.server.ts';
import { CategoryListing, categoryMeta } from '#app/components/category-listing.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const category = params.category ?? '';
  const sub = params.sub ?? '';
  if (!category || !sub || category.length > 190 || sub.length > 190) notFound();
  const api = shopApiFor(request, context);
  const l = await loadListing(
    request,
    (q) => listing(api, { ...q, category, sub_category: sub }),
    (d) => {
      // An unknown sub-category makes the API ignore the filter: that is a missing page here.
      if (!d.category || d.category.slug !== sub) notFound();
    },
  );
  return { ...l, category, sub };
}

export const meta: MetaFunction<typeof loader> = categoryMeta;

export default CategoryListing;
