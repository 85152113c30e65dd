// `/admin/banners/{id}` and `/admin/banners/new` (issue 35 item 1): edit, create, picture or delete one of
// the banners of types 1–9 (app/components/merch-form.tsx, app/lib/merchandising.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { merchAction, merchRecord } from '#app/lib/merchandising.server.ts';
import { MerchFormScreen } from '#app/components/merch-form.tsx';

export { handle } from '#app/components/merch-form.tsx';
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) => merchRecord(args, 'banners');
export const action = (args: ActionFunctionArgs) => merchAction(args, 'banners');

export default MerchFormScreen;
