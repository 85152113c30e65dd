// A stock history table: when, which variant, the change and the quantity after it, why, by whom.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { StockRow } from '#contract/products/schemas.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { useLocale } from '#app/components/use-root.ts';
import { ColumnHeads } from '#app/components/admin-table.tsx';

export function StockHistoryTable({ rows, home }: { rows: StockRow[]; home: string }) {
  const { t } = useTranslation('workspace');
  const lang = useLocale();
  if (!rows.length) return <p className="text-slate-600">{t('stock.noHistory')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="stock-history">
        <ColumnHeads
          className="bg-slate-50 text-xs text-slate-600"
          labels={[
            t('stock.when'),
            t('products.product'),
            t('stock.change'),
            t('stock.after'),
            t('stock.why'),
            t('stock.who'),
          ]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              <td className="p-2">{formatDateTime(r.created, lang)}</td>
              <td className="p-2">
                <Link to={`${home}/products/${r.product_id}`} className="underline">
                  <bdi>{r.product}</bdi>
                </Link>
                {r.variant ? (
                  <>
                    {' · '}
                    <bdi>{r.variant}</bdi>
                  </>
                ) : null}
              </td>
              <td className="p-2" dir="ltr">
                {r.change > 0 ? `+${r.change}` : r.change}
              </td>
              <td className="p-2">{r.quantity}</td>
              <td className="p-2">
                {t(`reason.${r.reason}`)}
                {r.order_id ? ` #${r.order_id}` : ''}
                {r.note ? (
                  <>
                    {' — '}
                    <bdi>{r.note}</bdi>
                  </>
                ) : null}
              </td>
              <td className="p-2">
                <bdi>{r.by ?? t('stock.shopper')}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
