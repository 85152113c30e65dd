// `/seller/store` (issue 34): the store's profile in five languages, its logo and its banner.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { storeAction, storeLoader } from '#app/lib/seller-store.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { StoreScreen } from '#app/components/workspace/store-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['store', 'workspace'] };

export const loader = (args: LoaderFunctionArgs) => storeLoader(args);
export const action = (args: ActionFunctionArgs) => storeAction(args);
export const meta: MetaFunction<typeof loader> = privateMeta;
export default StoreScreen;
