// The low-stock list and stock history of the seller workspace (issue 33).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { stockLoader } from '#app/lib/workspace-products.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { StockScreen } from '#app/components/workspace/stock-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['workspace'] };

export const loader = (args: LoaderFunctionArgs) => stockLoader(args, 'seller');
export const meta: MetaFunction<typeof loader> = privateMeta;
export default StockScreen;
