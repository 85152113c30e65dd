// `/{provider}/return/{id}` (docs/spec.md §2 `/payfast/return/{id}`, and the same for every provider; issue 16):
// the provider sends the shopper back here. The page waits until the server has verified the payment with
// the provider, then shows the order; 'Unable to verify payment' when it did not verify.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { privateMeta } from '#app/lib/seo.ts';
import { settleReturn } from '#app/lib/payment-pages.server.ts';
import { PaymentReturnScreen } from '#app/components/payment.tsx';

// No marketing popup or top banner on a payment screen (issue 37 item 6).
export const handle = { promotions: false };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!params.provider || !/^[a-z]{2,20}$/.test(params.provider))
    throw new Response('Not Found', { status: 404 });
  return settleReturn(request, context, params.id, params.provider);
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function PaymentReturnRoute() {
  const d = useLoaderData<typeof loader>();
  return <PaymentReturnScreen state={d.state} view={d.view} />;
}
