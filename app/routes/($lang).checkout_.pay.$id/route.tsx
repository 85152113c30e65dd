// `/checkout/pay/{id}` (issue 16): where "Place order" leads for an online method. The shopper is sent to
// the provider's hosted page: a redirect, or a form posted to the provider — submitted at once with
// JavaScript, a visible button without it. Test mode is marked when the provider is its local sandbox.
// Paid already → the order; released → the cart; a payment that did not verify → its message.
import { useEffect, useRef } from 'react';
import {
  redirect,
  redirectDocument,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { checkoutT } from '#app/lib/checkout.server.ts';
import { cancelledToCart, onlineOrder } from '#app/lib/payment-pages.server.ts';
import { PaymentHeading, PaymentReturnScreen } from '#app/components/payment.tsx';

// No marketing popup or top banner on a payment screen (issue 37 item 6).
export const handle = { promotions: false };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { view, lang } = await onlineOrder(request, context, params.id);
  const t = await checkoutT(request);
  if (view.state === 'paid') throw redirect(localizePath(`/checkout/complete/${view.id}`, lang));
  if (view.state === 'released') throw await cancelledToCart(request, lang);
  const hosted = view.state === 'started' ? view.hosted : null;
  // A document redirect: the provider's page is not one of ours (with JavaScript, a full navigation).
  if (hosted?.kind === 'redirect') throw redirectDocument(hosted.url);
  return {
    title: t('checkout:pay.title'),
    view,
    form: hosted?.kind === 'form' ? hosted : null,
    provider: t(`checkout:methods.${view.order_method}`),
  };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function PayRoute() {
  const { t } = useTranslation('checkout');
  const { view, form, provider } = useLoaderData<typeof loader>();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  if (!form) return <PaymentReturnScreen state="unverified" view={view} />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm">
        <PaymentHeading title={t('pay.title')} view={view} />
        <p className="text-sm text-slate-700">{t('pay.explain', { provider })}</p>
        {/* Posted to the provider: no CSRF token of ours belongs there (CSP form-action allows it). */}
        <form ref={ref} method="post" action={form.action} data-testid="hosted-form">
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn-primary w-fit" data-testid="continue-payment">
            {t('pay.continue')}
          </button>
        </form>
      </section>
    </div>
  );
}
