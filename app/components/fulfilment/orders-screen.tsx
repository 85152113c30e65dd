// `/seller/orders` (issue 34): the seller's parts of orders, newest first. A state filter and a search by
// order code that are a plain GET form, the table, the pages, and an empty state.
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PART_STATES } from '#contract/fulfilment/schemas.ts';
import type { sellerOrdersLoader } from '#app/lib/fulfilment.server.ts';
import { inputClass } from '#app/components/form.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { MinorMoney, PartState } from '#app/components/fulfilment/part-bits.tsx';

export function SellerOrdersScreen() {
  const { t } = useTranslation('fulfilment');
  const { list, home, state, q } = useLoaderData<typeof sellerOrdersLoader>();
  const locale = useLocale();
  return (
    <section
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="orders-title"
    >
      <h1 id="orders-title" className="text-2xl font-semibold">
        {t('list.title')}
      </h1>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <div className="flex flex-col gap-1">
          <label htmlFor="orders-q" className="text-sm font-medium">
            {t('list.search')}
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={40}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="orders-state" className="text-sm font-medium">
            {t('list.state')}
          </label>
          <select id="orders-state" name="state" defaultValue={state} className={inputClass}>
            <option value="">{t('list.any')}</option>
            {PART_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary text-sm">
          {t('list.filter')}
        </button>
      </Form>
      {list.data.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="seller-orders">
            <ColumnHeads
              className="bg-slate-50 text-xs text-slate-600"
              labels={[
                t('list.code'),
                t('list.date'),
                t('list.buyer'),
                t('list.items'),
                t('list.total'),
                t('list.state'),
              ]}
            />
            <tbody>
              {list.data.map((r) => (
                <tr key={r.order_id} className="border-t border-slate-100">
                  <td className="p-2">
                    <Link to={`${home}/${r.order_id}`} className="underline" dir="ltr">
                      {r.order_code}
                    </Link>
                  </td>
                  <td className="p-2">{formatDateTime(r.created, locale)}</td>
                  <td className="p-2">
                    <bdi>{r.buyer_name ?? '—'}</bdi>
                  </td>
                  <td className="p-2">{r.items}</td>
                  <td className="p-2">
                    <MinorMoney minor={r.total} />
                  </td>
                  <td className="p-2" data-testid="seller-order-state">
                    <PartState status={r.status} cancelled={r.cancelled} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-600" data-testid="seller-orders-empty">
          {state || q ? t('list.noMatch') : t('list.empty')}
        </p>
      )}
      <Pagination page={list.current_page} lastPage={list.last_page} />
    </section>
  );
}
