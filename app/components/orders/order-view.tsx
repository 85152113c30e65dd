// One order as the shopper sees it (docs/spec.md §3 "Order", §4): the step tracker, the cancelled / refunded notice
// with the cancellation's title and message, payment and shipping facts, the ship-to address, every product
// grouped by store, and the totals. Shared by `/user/order/{id}` and `/track-order` (which has no address).
// Every amount is the API's, shown in integer minor units through the shop's price format.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderedProduct } from '#contract/orders/schemas.ts';
import { Money } from '#app/components/price.tsx';
import { StoreGroup, StoreName } from '#app/components/store-name.tsx';
import { GrandTotal, TotalsRow, type LabelledValue } from '#app/components/totals.tsx';
import { TitledSection } from '#app/components/card-section.tsx';
import { byStore } from '#app/lib/by-store.ts';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { formatDateTime, money } from '#app/lib/format.ts';
import { Thumb } from '#app/components/picture.tsx';
import { localizePath } from '#app/lib/i18n.ts';
import {
  TRACKER_STEPS,
  lineTotalMinor,
  methodLabel,
  paymentState,
  statusKey,
  stepState,
} from '#app/lib/orders.ts';

export type ShownOrder = Omit<OrderDetail, 'address'> & {
  address?: OrderDetail['address'];
};

/** The five steps as an ordered list; the order's step carries aria-current="step". */
export function OrderTracker({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  return (
    <ol
      aria-label={t('tracker.label')}
      className="grid grid-cols-5 gap-1 text-center text-xs sm:text-sm"
      data-testid="order-tracker"
    >
      {TRACKER_STEPS.map((step, i) => {
        const state = stepState(step, status);
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className="relative flex flex-col items-center gap-1"
          >
            {i > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute end-1/2 top-3.5 -z-0 h-0.5 w-full ${
                  state === 'upcoming' ? 'bg-slate-200' : 'bg-emerald-600'
                }`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-7 w-7 items-center justify-center rounded-full border-2 font-semibold ${
                state === 'done'
                  ? 'border-emerald-600 bg-emerald-600 text-white'
                  : state === 'current'
                    ? 'border-emerald-600 bg-white text-emerald-800'
                    : 'border-slate-300 bg-white text-slate-500'
              }`}
            >
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span
              className={
                state === 'current'
                  ? 'font-semibold text-slate-900'
                  : state === 'done'
                    ? 'text-slate-800'
                    : 'text-slate-600'
              }
            >
              {t(`status.${step}`)}
              <span className="sr-only"> ({t(`tracker.${state}`)})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** 'This order has been cancelled' / '…refunded' with the cancellation's title and message. */
export function OrderNotice({ order }: { order: ShownOrder }) {
  const { t } = useTranslation('orders');
  if (order.cancelled !== 1) return null;
  const c = order.cancellation;
  const refunded = c?.refunded === 1;
  return (
    <div
      role="status"
      className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900"
      data-testid="order-notice"
    >
      <p className="font-semibold">{t(refunded ? 'notice.refunded' : 'notice.cancelled')}</p>
      {c ? (
        <>
          <p className="mt-2 font-medium">
            <bdi>{c.title}</bdi>
          </p>
          <p className="whitespace-pre-line text-sm">
            <bdi>{c.message}</bdi>
          </p>
        </>
      ) : null}
    </div>
  );
}

function Fact({ label, children, testId }: LabelledValue) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Shipping types of the order's lines (normally one), by name. */
function shippingTypes(lines: OrderedProduct[]) {
  return [...new Set(lines.map((l) => l.shipping_type))];
}

function OrderFacts({ order }: { order: ShownOrder }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const refunded = order.cancellation?.refunded === 1;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="order-facts">
      <Fact label={t('fields.tracking')}>
        <code dir="ltr">{order.order}</code>
      </Fact>
      {order.created ? (
        <Fact label={t('fields.date')}>{formatDateTime(order.created, locale)}</Fact>
      ) : null}
      <Fact label={t('fields.status')} testId="order-status">
        {t(statusKey(order, refunded))}
      </Fact>
      <Fact label={t('fields.payment')} testId="order-payment">
        {t(`payment.${paymentState(order)}`)}
        {order.test_payment === 1 ? (
          <span
            className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            data-testid="test-payment"
          >
            {t('payment.test')}
          </span>
        ) : null}
      </Fact>
      <Fact label={t('fields.method')} testId="order-method">
        {methodLabel(t, order.order_method)}
      </Fact>
      <Fact label={t('fields.shippingType')}>
        {shippingTypes(order.ordered_products)
          .map((s) => t(`shipping.${s}`, { defaultValue: String(s) }))
          .join(', ')}
      </Fact>
      <Fact label={t('fields.shippingCost')} testId="order-shipping-cost">
        <Money value={order.calculated.shipping_price} />
      </Fact>
    </dl>
  );
}

type Place = { country: string; state: string | null };

function ShipTo({
  address,
  place,
}: {
  address: NonNullable<OrderDetail['address']>;
  /** The country and state by name in the shopper's language (named on the server), else their codes. */
  place?: Place | null;
}) {
  const { t } = useTranslation('orders');
  return (
    <TitledSection id="ship-to" title={t('fields.shipTo')} className="flex flex-col gap-1">
      <address className="text-sm not-italic text-slate-700" data-testid="order-address">
        <bdi className="font-medium text-slate-900">{address.name}</bdi>
        {address.address_1 ? (
          <>
            <br />
            <bdi>{address.address_1}</bdi>
          </>
        ) : null}
        {address.address_2 ? (
          <>
            <br />
            <bdi>{address.address_2}</bdi>
          </>
        ) : null}
        <br />
        <bdi>
          {[address.city, place?.state ?? address.state, address.zip].filter(Boolean).join(', ')}
        </bdi>
        <br />
        <bdi>{place?.country ?? address.country}</bdi>
        {address.phone || address.email ? (
          <>
            <br />
            {address.phone ? <span dir="ltr">{address.phone}</span> : null}
            {address.phone && address.email ? ' · ' : null}
            {address.email ? <span dir="ltr">{address.email}</span> : null}
          </>
        ) : null}
      </address>
    </TitledSection>
  );
}

/** Minor units in the shop's format. */
function Minor({ value }: { value: number }) {
  const root = useRootData();
  const s = root?.site.setting;
  if (!s) return null;
  return <bdi>{money(value, s)}</bdi>;
}

function OrderProducts({
  lines,
  lineAction,
}: {
  lines: OrderedProduct[];
  lineAction?: (line: OrderedProduct) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const root = useRootData();
  const lang = useLocale();
  const currency = root?.site.setting.currency ?? undefined;
  return (
    <TitledSection id="order-products" title={t('detail.products')} className="flex flex-col gap-3">
      {byStore(lines, (l) => l.product.store).map((g) => (
        <StoreGroup
          key={g.store?.id ?? 0}
          name={g.store?.name ?? t('detail.unknownStore')}
          testId="order-store"
          boxed
          header={
            <>
              <span className="text-xs text-slate-600">{t('fields.store')}: </span>
              <StoreName store={g.store} fallback={t('detail.unknownStore')} />
            </>
          }
        >
          {g.lines.map((l, i) => {
            const title = <bdi>{l.product.title}</bdi>;
            return (
              <li
                key={l.id ?? `${l.product_id}-${i}`}
                className="flex gap-3 p-4"
                data-testid="order-line"
              >
                <Thumb
                  image={l.product.image}
                  images={root?.site}
                  size={64}
                  thumb
                  lazy
                  className="shrink-0"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-medium">
                    {l.product.slug && l.product.id ? (
                      <Link
                        to={localizePath(`/${l.product.slug}/product/${l.product.id}`, lang)}
                        className="hover:underline"
                      >
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                  </p>
                  {l.attributes.length ? (
                    <p className="text-sm text-slate-600">
                      {l.attributes.map((a) => (
                        <span key={`${a.title}-${a.value}`} className="me-3">
                          <bdi>{a.title}</bdi>: <bdi>{a.value}</bdi>
                        </span>
                      ))}
                    </p>
                  ) : null}
                  {l.pickup ? (
                    <p className="text-sm text-slate-700" data-testid="order-pickup">
                      {t('fields.pickupAt')}:{' '}
                      <bdi>
                        {[
                          l.pickup.address_line_1,
                          l.pickup.address_line_2,
                          l.pickup.city,
                          l.pickup.zip,
                          l.pickup.phone,
                        ]
                          .filter(Boolean)
                          .join(', ') || t('shipping.2')}
                      </bdi>
                    </p>
                  ) : null}
                  <dl className="flex flex-wrap gap-x-4 text-sm text-slate-700">
                    <div className="flex gap-1">
                      <dt>{t('fields.quantity')}:</dt>
                      <dd>{l.quantity}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>{t('fields.unitPrice')}:</dt>
                      <dd>
                        <Money value={l.selling} />
                      </dd>
                    </div>
                    {l.bundle_offer ? (
                      <div className="text-emerald-800">
                        <dd>{t('detail.free', { count: l.bundle_offer })}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {lineAction?.(l)}
                </div>
                <p className="shrink-0 text-end font-semibold" data-testid="order-line-total">
                  <span className="sr-only">{t('fields.lineTotal')}: </span>
                  <Minor value={lineTotalMinor(l, currency)} />
                </p>
              </li>
            );
          })}
        </StoreGroup>
      ))}
    </TitledSection>
  );
}

function OrderTotals({ order }: { order: ShownOrder }) {
  const { t } = useTranslation('orders');
  const c = order.calculated;
  const row = (label: string, value: ReactNode, testId: string) => (
    <TotalsRow label={label} testId={testId}>
      {value}
    </TotalsRow>
  );
  return (
    <TitledSection id="order-summary" title={t('detail.summary')} className="flex flex-col gap-2">
      <dl className="flex flex-col gap-1 text-sm">
        {row(t('totals.subtotal'), <Money value={c.subtotal} />, 'order-subtotal')}
        {row(t('totals.shipping'), <Money value={c.shipping_price} />, 'order-shipping')}
        {c.tax > 0 ? row(t('totals.tax'), <Money value={c.tax} />, 'order-tax') : null}
        {c.voucher_price > 0
          ? row(
              order.voucher?.code
                ? t('totals.voucher', { code: order.voucher.code })
                : t('totals.voucherPlain'),
              <>
                <Money value={c.voucher_price} minus />
              </>,
              'order-voucher',
            )
          : null}
        <GrandTotal label={t('totals.total')} value={c.total_price} testId="order-total" />
      </dl>
    </TitledSection>
  );
}

/** The whole order: notice or tracker, facts, address (when known), products and totals. */
export function OrderView({
  order,
  place,
  children,
  lineAction,
}: {
  order: ShownOrder;
  /** The ship-to country and state by name (see ShipTo). */
  place?: Place | null;
  children?: ReactNode;
  /** Something to do with one product (rate and review it, once delivered). */
  lineAction?: (line: OrderedProduct) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      {order.cancelled === 1 ? (
        <OrderNotice order={order} />
      ) : (
        <OrderTracker status={order.status} />
      )}
      <OrderFacts order={order} />
      {children}
      {order.address ? <ShipTo address={order.address} place={place} /> : null}
      <OrderProducts lines={order.ordered_products} lineAction={lineAction} />
      <OrderTotals order={order} />
    </div>
  );
}
