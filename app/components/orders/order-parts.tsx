// Each store's part of an order (issue 34, decision 137), as the buyer follows it: when an order has several
// parts, one step tracker per store with its carrier and tracking number (a cancelled part says so). The
// order's own tracker above shows its least advanced part.
import { useTranslation } from 'react-i18next';
import type { OrderPart } from '#contract/orders/schemas.ts';
import { TitledSection } from '#app/components/card-section.tsx';
import { OrderTracker } from '#app/components/orders/order-view.tsx';

export function OrderParts({ parts }: { parts: OrderPart[] | null | undefined }) {
  const { t } = useTranslation('fulfilment');
  if (!parts || parts.length < 2) return null;
  return (
    <TitledSection id="order-parts-title" title={t('buyer.title')}>
      <ul className="flex flex-col gap-4" data-testid="order-parts">
        {parts.map((p, i) => (
          <li
            key={`${p.store_slug ?? ''}-${i}`}
            className="flex flex-col gap-2"
            data-testid="order-part"
          >
            <p className="font-medium">
              <bdi>{p.store_name ?? '—'}</bdi>
              {p.cancelled === 1 ? (
                <span className="ms-2 text-sm text-rose-700">{t('state.cancelled')}</span>
              ) : null}
            </p>
            {p.cancelled === 1 ? null : <OrderTracker status={p.status} />}
            {p.tracking_number ? (
              <p className="text-sm" data-testid="order-part-tracking">
                {t('buyer.tracking', { carrier: p.carrier ?? '—' })}:{' '}
                <bdi dir="ltr">{p.tracking_number}</bdi>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
