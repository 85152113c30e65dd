// The payment screens' shared parts (issue 16): the provider's test-mode mark, shown wherever a payment runs
// against its local sandbox, the order's number under their headings, and the return page that waits until the server has verified the payment —
// a meta refresh without JavaScript, a revalidation every few seconds with it.
import { useEffect } from 'react';
import { Link, useLocation, useRevalidator } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { OrderPayment } from '#contract/orders/schemas.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useLocale } from '#app/components/use-root.ts';

export function TestModeMark() {
  const { t } = useTranslation('checkout');
  return (
    <span
      className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      data-testid="test-mode"
    >
      {t('testMode')}
    </span>
  );
}

/** 'Order number' and the number, as the order-placed and payment screens show it. */
export function OrderNumber({ order }: { order: string }) {
  const { t } = useTranslation('checkout');
  return (
    <p>
      {t('complete.number')}{' '}
      <strong dir="ltr" data-testid="order-number">
        {order}
      </strong>
    </p>
  );
}

/** A payment screen's heading, with the test-mode mark while the provider is its sandbox, and the number. */
export function PaymentHeading({ title, view }: { title: string; view: OrderPayment }) {
  return (
    <>
      <h1 className="text-2xl font-semibold">
        {title}
        {view.test_mode ? <TestModeMark /> : null}
      </h1>
      <OrderNumber order={view.order} />
    </>
  );
}

const WAIT_S = 3;

export function PaymentReturnScreen({
  state,
  view,
}: {
  state: 'waiting' | 'unverified';
  view: OrderPayment;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLocale();
  const revalidator = useRevalidator();
  const location = useLocation();
  useEffect(() => {
    if (state !== 'waiting') return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') revalidator.revalidate();
    }, WAIT_S * 1000);
    return () => clearInterval(timer);
  }, [state, revalidator]);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      {state === 'waiting' ? (
        // Without JavaScript the page asks again by itself.
        <noscript>
          <meta httpEquiv="refresh" content={String(WAIT_S)} />
        </noscript>
      ) : null}
      <section
        className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm"
        aria-live="polite"
        data-testid="payment-return"
      >
        <PaymentHeading title={t('return.title')} view={view} />
        {state === 'waiting' ? (
          <>
            <p role="status" data-testid="payment-wait">
              {t('return.wait')}
            </p>
            <Link
              to={`${location.pathname}${location.search}`}
              reloadDocument
              className="w-fit text-sm underline"
            >
              {t('return.again')}
            </Link>
          </>
        ) : (
          <>
            <p
              role="alert"
              className="font-semibold text-rose-700"
              data-testid="payment-unverified"
            >
              {t('api.paymentUnverified')}
            </p>
            <p className="text-sm text-slate-700">{t('return.unverifiedHelp')}</p>
            <Link to={localizePath('/cart', lang)} className="w-fit text-sm underline">
              {t('backToCart')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
