// `/razorpay-callback?order={id}` (docs/spec.md §2: the return from a card payment provider, with its please-wait
// message; issue 16). Razorpay POSTs its result to the API's callback, which verifies it (HMAC of
// order_id|payment_id, then the payment fetched from Razorpay) and sends the shopper here; this page waits
// until the order is paid, then shows it.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { privateMeta } from '#app/lib/seo.ts';
import { settleReturn } from '#app/lib/payment-pages.server.ts';
import { PaymentReturnScreen } from '#app/components/payment.tsx';

// No marketing popup or top banner on a payment screen (issue 37 item 6).
export const handle = { promotions: false };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('order');
  return settleReturn(request, context, id, 'razorpay');
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function RazorpayCallbackRoute() {
  const d = useLoaderData<typeof loader>();
  return <PaymentReturnScreen state={d.state} view={d.view} />;
}
