// The products of a workspace (issue 33): `/seller/products` (one store) and `/admin/products` (every store). A search
// and status filter that are a plain GET form, the table, the pages, and how many variants run low.
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { productsLoader } from '#app/lib/workspace-products.server.ts';
import { amountText } from '#app/lib/workspace.ts';
import { inputClass } from '#app/components/form.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';

export function ProductsScreen() {
  const { t } = useTranslation('workspace');
  const { list, home, status, q, lowStock, digits, workspace } =
    useLoaderData<typeof productsLoader>();
  return (
    <section
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="products-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" className="text-2xl font-semibold">
          {t('products.title')}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={`${home}/import`} className="text-sm underline" data-testid="import-link">
            {t('bulk:link')}
          </Link>
          <Link
            to={`${home}/products/new`}
            className="btn-primary text-sm"
            data-testid="new-product"
          >
            {t('products.new')}
          </Link>
        </div>
      </div>
      {lowStock > 0 ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
          data-testid="low-stock-note"
        >
          <Link to={`${home}/stock`} className="underline">
            {t('products.lowStock', { count: lowStock })}
          </Link>
        </p>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <div className="flex flex-col gap-1">
          <label htmlFor="products-q" className="text-sm font-medium">
            {t('products.search')}
          </label>
          <input id="products-q" name="q" type="search" defaultValue={q} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="products-status" className="text-sm font-medium">
            {t('products.status')}
          </label>
          <select id="products-status" name="status" defaultValue={status} className={inputClass}>
            <option value="">{t('products.any')}</option>
            {(['public', 'private', 'archived'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary text-sm">
          {t('products.filter')}
        </button>
      </Form>
      {list.data.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="products-table">
            <ColumnHeads
              className="bg-slate-50 text-xs text-slate-600"
              labels={[
                t('products.product'),
                ...(workspace === 'admin' ? [t('products.store')] : []),
                t('products.price'),
                t('products.stock'),
                t('products.status'),
              ]}
            />
            <tbody>
              {list.data.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="p-2">
                    <Link to={`${home}/products/${p.id}`} className="font-medium underline">
                      <bdi>{p.title}</bdi>
                    </Link>
                  </td>
                  {workspace === 'admin' ? (
                    <td className="p-2">
                      <bdi>{p.store.name}</bdi>
                    </td>
                  ) : null}
                  <td className="p-2" dir="ltr">
                    {amountText(p.offered > 0 ? p.offered : p.selling, digits)}
                  </td>
                  <td className="p-2">
                    {t('products.stockOf', { count: p.stock, variants: p.variants })}
                  </td>
                  <td className="p-2">{t(`status.${p.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-600">{t('products.none')}</p>
      )}
      <Pagination page={list.current_page} lastPage={list.last_page} />
    </section>
  );
}
