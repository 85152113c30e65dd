// `/{provider}/cancel/{id}` (docs/spec.md §2 `/payfast/cancel/{id}`, and the same for every provider; issue 16): the
// shopper left the provider's page. The unpaid order is released (order/payment-failed: stock back, lines
// back in the cart) and the cart says 'Payment has been cancelled'. A GET, because providers send the
// shopper back with a plain link; it only ever releases the caller's own unpaid order, which the API first
// confirms with the provider is not paid.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { cancelPayment } from '#app/lib/payment-pages.server.ts';

// No marketing popup or top banner on a payment screen (issue 37 item 6).
export const handle = { promotions: false };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!params.provider || !/^[a-z]{2,20}$/.test(params.provider))
    throw new Response('Not Found', { status: 404 });
  return cancelPayment(request, context, params.id, params.provider);
}
