// `/seller` (issue 34): the seller's dashboard — sales, orders waiting, low stock and the balance, all
// computed by the API (seller/dashboard).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { dashboardLoader } from '#app/lib/seller-store.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { DashboardScreen } from '#app/components/workspace/dashboard-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['store', 'workspace'] };

export const loader = (args: LoaderFunctionArgs) => dashboardLoader(args);
export const meta: MetaFunction<typeof loader> = privateMeta;
export default DashboardScreen;
