// `/admin/collections/{id}` and `/admin/collections/new` (issue 33 item 6): edit, create or delete one of the collections
// (app/components/taxonomy-form.tsx, app/lib/taxonomy.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { taxonomyAction, taxonomyRecord } from '#app/lib/taxonomy.server.ts';
import { TaxonomyFormScreen } from '#app/components/taxonomy-form.tsx';

export { handle } from '#app/components/taxonomy-form.tsx';
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) => taxonomyRecord(args, 'collections');
export const action = (args: ActionFunctionArgs) => taxonomyAction(args, 'collections');

export default TaxonomyFormScreen;
