// `/seller/vouchers` (issue 35 item 2): the vouchers of the seller’s own store, searched and paged (app/components/promotions/screens.tsx).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { promotionList } from '#app/lib/promotions.server.ts';
import { VoucherListScreen } from '#app/components/promotions/screens.tsx';

export { promotionHandle as handle } from '#app/components/promotions/parts.tsx';
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) => promotionList(args, 'vouchers', 'seller');

export default VoucherListScreen;
