import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { shopApiFor } from '../lib/shop.server.ts';
import { loadListing, notFound } from '../lib/listing.server.ts';
import { CategoryListing } from '../components/category-listing.tsx';
import { listingMeta } from '../components/listing-heading.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const category = params.category ?? '';
  if (!category || category.length > 190) notFound();
  const api = shopApiFor(request, context);
  const l = await loadListing(
    request,
    (q) => api.all({ ...q, category }),
    (d) => {
      if (!d.category) notFound();
    },
  );
  return { ...l, category, sub: null };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const l = args.data?.listing;
  const c = l && !(l instanceof Promise) ? l.category : null;
  return listingMeta(args, c?.meta_title || c?.title, c?.meta_description);
};

export default CategoryListing;
