// `/seller/products` (issue 33): the products of the workspace (app/components/workspace/products-screen.tsx).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { productsLoader } from '#app/lib/workspace-products.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { ProductsScreen } from '#app/components/workspace/products-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['workspace', 'bulk'] };

export const loader = (args: LoaderFunctionArgs) => productsLoader(args, 'seller');
export const meta: MetaFunction<typeof loader> = privateMeta;
export default ProductsScreen;
