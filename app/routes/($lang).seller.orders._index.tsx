// `/seller/orders` (issue 34): the seller's parts of orders (app/components/fulfilment/orders-screen.tsx).
import type { MetaFunction } from '@remix-run/node';
import { sellerOrdersLoader } from '#app/lib/fulfilment.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { SellerOrdersScreen } from '#app/components/fulfilment/orders-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['fulfilment', 'orders'] };

export const loader = sellerOrdersLoader;
export const meta: MetaFunction<typeof loader> = privateMeta;
export default SellerOrdersScreen;
