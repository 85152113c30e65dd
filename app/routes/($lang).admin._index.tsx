// `/admin` (issue 17): every order of the shop, newest first, 25 a page, with filters (status, payment,
// method, store, placed from / to) and a search by order number as one GET form whose state is the URL
// (works without JavaScript; page links keep the filters). `?payment=awaiting` is the bank transfers
// awaiting verification.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminFilterOf, adminPageOf, adminRead } from '#app/lib/admin.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { methodLabel, paymentState, statusKey } from '#app/lib/orders.ts';
import { ADMIN_FILTERS } from '#app/lib/admin.ts';
import { inputClass } from '#app/components/form.tsx';
import { Money } from '#app/components/price.tsx';
import { AdminPersonCell, AdminRecordCell, AdminTable } from '#app/components/admin-table.tsx';
import { OrderFilters } from '#app/components/orders/order-filters.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { TitledPage } from '#app/components/titled-page.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

type FilterName = keyof typeof ADMIN_FILTERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const pick = <K extends FilterName>(k: K) => adminFilterOf(url, k, ADMIN_FILTERS[k]);
  const storeRaw = url.searchParams.get('store') ?? '';
  const store = /^\d{1,9}$/.test(storeRaw) && Number(storeRaw) > 0 ? storeRaw : undefined;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 40) || undefined;
  const dayOf = (k: string) => {
    const v = url.searchParams.get(k) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
  };
  const from = dayOf('from');
  const to = dayOf('to');
  const filters = { status: pick('status'), payment: pick('payment'), method: pick('method') };
  const { t, data: orders } = await adminRead(request, context, adminEndpoints.adminOrders, {
    query: { ...filters, store, from, to, q, page: String(adminPageOf(url)) },
  });
  return {
    title: t('admin:orders.title'),
    orders,
    filters: { ...filters, store: store ?? '', from: from ?? '', to: to ?? '', q: q ?? '' },
    filtered: Object.values(filters).some(Boolean) || !!store || !!from || !!to || !!q,
  };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminOrdersRoute() {
  const { t } = useTranslation('admin');
  const d = useLoaderData<typeof loader>();
  const lang = useLocale();
  const LABELS: Record<FilterName, string> = {
    status: 'statusFilter',
    payment: 'paymentFilter',
    method: 'methodFilter',
  };
  return (
    <TitledPage title={t('orders.title')}>
      <OrderFilters
        testId="admin-filters"
        fieldsetClass="flex flex-wrap items-end gap-4"
        labels={{ legend: t('orders.filters'), apply: t('orders.apply'), clear: t('orders.clear') }}
        clearTo={localizePath('/admin', lang)}
        filtered={d.filtered}
      >
        <label className="flex flex-col gap-1 text-sm">
          {t('orders.search')}
          <input
            name="q"
            defaultValue={d.filters.q}
            maxLength={40}
            className={inputClass}
            dir="ltr"
          />
        </label>
        {(Object.keys(ADMIN_FILTERS) as FilterName[]).map((k) => (
          <label key={k} className="flex flex-col gap-1 text-sm">
            {t(`orders.${k}`)}
            <select name={k} defaultValue={d.filters[k] ?? ''} className={inputClass}>
              <option value="">{t('orders.any')}</option>
              {ADMIN_FILTERS[k].map((v) => (
                <option key={v} value={v}>
                  {t(`${LABELS[k]}.${v}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm">
          {t('orders.store')}
          <input
            name="store"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={d.filters.store}
            className={`${inputClass} w-24`}
          />
        </label>
        {(['from', 'to'] as const).map((k) => (
          <label key={k} className="flex flex-col gap-1 text-sm">
            {t(`orders.${k}`)}
            <input type="date" name={k} defaultValue={d.filters[k]} className={inputClass} />
          </label>
        ))}
      </OrderFilters>
      <AdminTable
        list={d.orders}
        section="orders"
        columns={['number', 'date', 'buyer', 'status', 'payment', 'method', { end: 'total' }]}
      >
        {d.orders.data.map((o) => (
          <tr key={o.id} className="border-t border-slate-100" data-testid="admin-order">
            <AdminRecordCell
              to={`/admin/orders/${o.id}`}
              label={t('orders.open', { code: o.order })}
            >
              {o.order}
            </AdminRecordCell>
            <td className="p-3">{o.created ? formatDateTime(o.created, lang) : null}</td>
            <AdminPersonCell name={o.buyer.name ?? ''} email={o.buyer.email} />
            <td className="p-3" data-testid="admin-order-status">
              {t(statusKey(o, Number(o.refunded) === 1))}
            </td>
            <td className="p-3" data-testid="admin-order-payment">
              {t(`orders:payment.${paymentState(o)}`)}
            </td>
            <td className="p-3">{methodLabel(t, o.order_method)}</td>
            <td className="p-3 text-end">
              {o.total_amount != null ? <Money value={o.total_amount} /> : null}
            </td>
          </tr>
        ))}
      </AdminTable>
    </TitledPage>
  );
}
