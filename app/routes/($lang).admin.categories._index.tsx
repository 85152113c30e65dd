// `/admin/categories` (issue 33 item 6): the categories and sub-categories, searched and paged (app/components/taxonomy-list.tsx).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { taxonomyList } from '#app/lib/taxonomy.server.ts';
import { TaxonomyListScreen } from '#app/components/taxonomy-list.tsx';

export { handle } from '#app/components/taxonomy-list.tsx';
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) => taxonomyList(args, 'categories');

export default TaxonomyListScreen;
