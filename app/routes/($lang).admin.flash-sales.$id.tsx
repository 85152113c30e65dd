// `/admin/flash-sales/{id}` and `/admin/flash-sales/new` (issue 35 item 2): create, edit or delete one of the flash sales
// (app/components/promotions/screens.tsx, app/lib/promotions.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { promotionAction, promotionRecord } from '#app/lib/promotions.server.ts';
import { FlashSaleScreen } from '#app/components/promotions/screens.tsx';

export { promotionHandle as handle } from '#app/components/promotions/parts.tsx';
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) => promotionRecord(args, 'flash-sales', 'admin');
export const action = (args: ActionFunctionArgs) => promotionAction(args, 'flash-sales', 'admin');

export default FlashSaleScreen;
