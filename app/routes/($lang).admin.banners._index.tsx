// `/admin/banners` (issue 35 item 1): the banners of types 1–9, by type and order (app/components/merch-list.tsx).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { merchList } from '#app/lib/merchandising.server.ts';
import { MerchListScreen } from '#app/components/merch-list.tsx';

export { handle } from '#app/components/merch-list.tsx';
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) => merchList(args, 'banners');

export default MerchListScreen;
