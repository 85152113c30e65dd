// The seller's dashboard (issue 34 item 3): sales today, in 7 and in 30 days, orders waiting for them, their
// balance (available and held) and the first low-stock variants with a link to the stock screen. Every
// figure comes computed from the API; the screen only formats money in the shop's format.
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { dashboardLoader } from '#app/lib/seller-store.server.ts';
import { money } from '#app/lib/format.ts';
import { useRootData } from '#app/components/use-root.ts';
import { ColumnHeads } from '#app/components/admin-table.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-200 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold" data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

export function DashboardScreen() {
  const { t } = useTranslation('store');
  const { t: tw } = useTranslation('workspace');
  const { dashboard: d, home } = useLoaderData<typeof dashboardLoader>();
  const setting = useRootData()?.site.setting;
  const amount = (minor: number) => money(minor, { ...setting, currency: d.currency });
  return (
    <div className="flex flex-col gap-4">
      <section
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
        aria-labelledby="dashboard-title"
      >
        <h1 id="dashboard-title" className="text-2xl font-semibold">
          {t('dashboard.title')}
        </h1>
        <h2 className="text-lg font-semibold">{t('dashboard.sales')}</h2>
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="sales">
          <Figure label={t('dashboard.today')} value={amount(d.sales.today)} testId="sales-today" />
          <Figure label={t('dashboard.days7')} value={amount(d.sales.days7)} testId="sales-7" />
          <Figure label={t('dashboard.days30')} value={amount(d.sales.days30)} testId="sales-30" />
        </dl>
        <p className="text-xs text-slate-600">{t('dashboard.salesHint')}</p>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={t('dashboard.waiting')} value={String(d.waiting)} testId="waiting" />
          <Figure
            label={t('dashboard.available')}
            value={amount(d.balance.available)}
            testId="available"
          />
          <Figure label={t('dashboard.held')} value={amount(d.balance.held)} testId="held" />
        </dl>
        <p className="flex flex-wrap gap-4 text-sm">
          <Link to={`${home}/orders`} className="underline" data-testid="orders-link">
            {t('dashboard.orders')}
          </Link>
          <Link to={`${home}/earnings`} className="underline" data-testid="earnings-link">
            {t('dashboard.earnings')}
          </Link>
        </p>
      </section>
      <section
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
        aria-labelledby="low-title"
      >
        <h2 id="low-title" className="text-xl font-semibold">
          {t('dashboard.lowStock', { total: d.low_stock.total })}
        </h2>
        {d.low_stock.rows.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="dashboard-low-stock">
              <ColumnHeads
                className="bg-slate-50 text-xs text-slate-600"
                labels={[tw('products.product'), tw('editor.variant'), tw('products.stock')]}
              />
              <tbody>
                {d.low_stock.rows.map((r) => (
                  <tr key={r.inventory_id} className="border-t border-slate-100">
                    <td className="p-2">
                      <Link to={`${home}/products/${r.product_id}`} className="underline">
                        <bdi>{r.product}</bdi>
                      </Link>
                    </td>
                    <td className="p-2">
                      <bdi>{r.variant || tw('editor.plain')}</bdi>
                    </td>
                    <td className="p-2">{r.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-slate-600">{tw('stock.noLow')}</p>
        )}
        <p className="flex flex-wrap gap-4 text-sm">
          <Link to={`${home}/stock`} className="underline" data-testid="stock-link">
            {t('dashboard.allStock')}
          </Link>
          <Link to={`${home}/products`} className="underline">
            {t('dashboard.products')}
          </Link>
          <Link to={`${home}/store`} className="underline">
            {t('dashboard.editStore')}
          </Link>
        </p>
      </section>
    </div>
  );
}
