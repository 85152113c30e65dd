// `/user/orders` (docs/spec.md §2 "Account routes", §3 "Order"): the shopper's orders, newest first, 25 a page, with
// filters (cancelled, paid, unpaid, cash on delivery) as one GET form whose state is the URL (works without
// JavaScript; page links keep the filters, a new filter starts at page 1). Each order: number, date, delivery
// status, payment status, method, total, its products in short and a link to the detail.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import { requireUser } from '#app/lib/session.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { signedInData } from '#app/lib/signed-in.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import {
  ORDER_FILTERS,
  methodLabel,
  paymentState,
  statusKey,
  type OrderFilter,
} from '#app/lib/orders.ts';
import { Money } from '#app/components/price.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { OrderFilters } from '#app/components/orders/order-filters.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { TitledPage } from '#app/components/titled-page.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['orders'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const t = await requestT(request);
  const page = Math.max(1, Math.min(1_000_000, Number(url.searchParams.get('page')) || 1));
  const filters = Object.fromEntries(
    ORDER_FILTERS.map((f) => [f, url.searchParams.get(f) === '1']),
  ) as Record<OrderFilter, boolean>;
  const r = await shopApiFor(request, context).call(ordersEndpoints.ordersByUser, {
    body: {
      page,
      cancelled: filters.cancelled ? 1 : undefined,
      paid: filters.paid ? 1 : undefined,
      unpaid: filters.unpaid ? 1 : undefined,
      cash_on_delivery: filters.cash_on_delivery ? 1 : undefined,
    },
  });
  const list = await signedInData(request, r);
  // Without order_id the API answers the page (the detail shape is for `order_id`).
  if (!('current_page' in list)) throw new Response('Not Found', { status: 404 });
  return {
    title: t('orders:title'),
    orders: list,
    filters,
    filtered: Object.values(filters).some(Boolean),
  };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

const FILTER_LABELS: Record<OrderFilter, string> = {
  cancelled: 'filters.cancelled',
  paid: 'filters.paid',
  unpaid: 'filters.unpaid',
  cash_on_delivery: 'filters.cashOnDelivery',
};

export default function OrdersRoute() {
  const { t } = useTranslation('orders');
  const d = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <TitledPage title={t('title')}>
      <OrderFilters
        testId="order-filters"
        fieldsetClass="flex flex-wrap items-center gap-x-5 gap-y-2"
        labels={{
          legend: t('filters.label'),
          apply: t('filters.apply'),
          clear: t('filters.clear'),
        }}
        clearTo={localizePath('/user/orders', lang)}
        filtered={d.filtered}
      >
        {ORDER_FILTERS.map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={f}
              value="1"
              defaultChecked={d.filters[f]}
              className="h-4 w-4"
            />
            {t(FILTER_LABELS[f])}
          </label>
        ))}
      </OrderFilters>
      {d.orders.data.length ? (
        <ul className="flex flex-col gap-4" aria-label={t('list.label')}>
          {d.orders.data.map((o) => {
            const href = localizePath(`/user/order/${o.id}`, lang);
            const count = o.ordered_products.reduce((n, l) => n + l.quantity, 0);
            return (
              <li
                key={o.id}
                className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
                data-testid="order"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold">
                    <Link to={href} className="hover:underline">
                      {t('list.order', { code: o.order })}
                    </Link>
                  </h2>
                  {o.created ? (
                    <p className="text-sm text-slate-600">{formatDateTime(o.created, lang)}</p>
                  ) : null}
                </div>
                <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-xs text-slate-600">{t('fields.status')}</dt>
                    <dd className="font-medium" data-testid="order-status">
                      {t(statusKey(o))}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('fields.payment')}</dt>
                    <dd className="font-medium" data-testid="order-payment">
                      {t(`payment.${paymentState(o)}`)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('fields.method')}</dt>
                    <dd className="font-medium" data-testid="order-method">
                      {methodLabel(t, o.order_method)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('fields.total')}</dt>
                    <dd className="font-semibold" data-testid="order-total">
                      {o.total_amount != null ? <Money value={o.total_amount} /> : null}
                    </dd>
                  </div>
                </dl>
                <p className="text-sm text-slate-700">
                  {t('list.items', { count })} ·{' '}
                  {o.ordered_products.map((l, i) => (
                    <span key={l.id ?? i}>
                      {i > 0 ? ', ' : null}
                      <bdi>{l.product.title}</bdi>
                    </span>
                  ))}
                </p>
                <Link to={href} className="btn-secondary self-start text-sm">
                  {t('list.view')}
                  <span className="sr-only"> {o.order}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-sm">
          <p className="text-slate-700">{d.filtered ? t('emptyFiltered') : t('empty')}</p>
          {!d.filtered ? (
            <Link to={localizePath('/', lang)} className="btn-primary">
              {t('startShopping')}
            </Link>
          ) : null}
        </div>
      )}
      <Pagination page={d.orders.current_page} lastPage={d.orders.last_page} />
    </TitledPage>
  );
}
