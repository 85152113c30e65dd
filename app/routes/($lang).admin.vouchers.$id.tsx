// `/admin/vouchers/{id}` and `/admin/vouchers/new` (issue 35 item 2): create, edit or delete one of the vouchers (shop-wide or one store’s)
// (app/components/promotions/screens.tsx, app/lib/promotions.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { promotionAction, promotionRecord } from '#app/lib/promotions.server.ts';
import { VoucherScreen } from '#app/components/promotions/screens.tsx';

export { promotionHandle as handle } from '#app/components/promotions/parts.tsx';
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) => promotionRecord(args, 'vouchers', 'admin');
export const action = (args: ActionFunctionArgs) => promotionAction(args, 'vouchers', 'admin');

export default VoucherScreen;
