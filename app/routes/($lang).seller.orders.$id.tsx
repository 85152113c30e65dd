// `/seller/orders/{id}` (issue 34): the seller's part of one order and its forms
// (app/components/fulfilment/part-screen.tsx); another store's order is this site's 404.
import type { MetaFunction } from '@remix-run/node';
import { sellerOrderAction, sellerOrderLoader } from '#app/lib/fulfilment.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { SellerPartScreen } from '#app/components/fulfilment/part-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['fulfilment', 'orders'] };

export const loader = sellerOrderLoader;
export const action = sellerOrderAction;
export const meta: MetaFunction<typeof loader> = privateMeta;
export default SellerPartScreen;
