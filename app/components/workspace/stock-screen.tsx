// Stock at a glance (issue 33): the variants at or below the low-stock threshold, and the stock history —
// who changed what, when and why (an order, a cancellation, an edit, an import).
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { stockLoader } from '#app/lib/workspace-products.server.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { StockHistoryTable } from '#app/components/workspace/stock-history.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';

export function StockScreen() {
  const { t } = useTranslation('workspace');
  const { low, history, home } = useLoaderData<typeof stockLoader>();
  return (
    <div className="flex flex-col gap-4">
      <section
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
        aria-labelledby="low-title"
      >
        <h1 id="low-title" className="text-2xl font-semibold">
          {t('stock.low')}
        </h1>
        {low.data.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="low-stock">
              <ColumnHeads
                className="bg-slate-50 text-xs text-slate-600"
                labels={[
                  t('products.product'),
                  t('editor.variant'),
                  t('editor.sku'),
                  t('products.stock'),
                ]}
              />
              <tbody>
                {low.data.map((r) => (
                  <tr key={r.inventory_id} className="border-t border-slate-100">
                    <td className="p-2">
                      <Link to={`${home}/products/${r.product_id}`} className="underline">
                        <bdi>{r.product}</bdi>
                      </Link>
                    </td>
                    <td className="p-2">
                      <bdi>{r.variant || t('editor.plain')}</bdi>
                    </td>
                    <td className="p-2" dir="ltr">
                      {r.sku ?? '—'}
                    </td>
                    <td className="p-2">{r.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-slate-600">{t('stock.noLow')}</p>
        )}
      </section>
      <section
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
        aria-labelledby="history-title"
      >
        <h2 id="history-title" className="text-xl font-semibold">
          {t('stock.history')}
        </h2>
        <StockHistoryTable rows={history.data} home={home} />
        <Pagination page={history.current_page} lastPage={history.last_page} />
      </section>
    </div>
  );
}
