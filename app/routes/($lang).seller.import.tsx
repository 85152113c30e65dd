// `/seller/import` (issue 33 item 7): CSV export and import of the workspace's products and variants
// (app/components/workspace/import-screen.tsx, app/lib/workspace-bulk.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { importAction, importLoader } from '#app/lib/workspace-bulk.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { ImportScreen } from '#app/components/workspace/import-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['bulk', 'workspace'] };

export const loader = (args: LoaderFunctionArgs) => importLoader(args, 'seller');
export const action = (args: ActionFunctionArgs) => importAction(args, 'seller');
export const meta: MetaFunction<typeof loader> = privateMeta;
export default ImportScreen;
