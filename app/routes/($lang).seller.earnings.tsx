// `/seller/earnings` (issue 34): the store's balance, what is available and what is still held, the shop's
// terms for it (its commission, the holding period, the minimum payout) and its ledger, newest first, 25 a
// page; the ledger and the order lines as CSV downloads. Only the owner of a live store gets past the loader.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { earningsEndpoints as E } from '#contract/earnings/endpoints.ts';
import { adminPageOf } from '#app/lib/admin.server.ts';
import { payoutsOf, readOr404 } from '#app/lib/payouts.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { Card, Figures, LedgerTable } from '#app/components/payouts/parts.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['payouts'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t } = await payoutsOf(request, context, 'seller');
  const page = String(adminPageOf(new URL(request.url)));
  const earnings = readOr404(await call(E.sellerEarnings, { query: { page } }));
  return { title: t('payouts:earnings.title'), earnings };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function SellerEarningsRoute() {
  const { t } = useTranslation('payouts');
  const { earnings } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <div className="flex flex-col gap-6" data-testid="seller-earnings">
      <h1 className="text-2xl font-semibold">{t('earnings.title')}</h1>
      <p className="text-sm text-slate-700">{t('earnings.intro')}</p>
      <Figures figures={earnings.figures} terms={earnings.terms} />
      <div className="flex flex-wrap gap-3">
        <Link to={localizePath('/seller/payouts', lang)} className="btn-primary text-sm">
          {t('earnings.toPayouts')}
        </Link>
        <a
          href={localizePath('/seller/earnings.csv', lang)}
          className="btn-secondary text-sm"
          download
        >
          {t('earnings.ledgerCsv')}
        </a>
        <a
          href={localizePath('/seller/orders.csv', lang)}
          className="btn-secondary text-sm"
          download
        >
          {t('earnings.ordersCsv')}
        </a>
      </div>
      <Card id="ledger" title={t('ledger.title')}>
        <LedgerTable ledger={earnings.ledger} />
      </Card>
    </div>
  );
}
