// The cart's totals, as the API computes them (docs/spec.md §3.3): items, bundle offers, subtotal, shipping, tax,
// voucher and total.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartSummary } from '#contract/cart/schemas.ts';
import { Money } from '#app/components/price.tsx';
import { GrandTotal, TotalsRow } from '#app/components/totals.tsx';
import { TitledSection } from '#app/components/card-section.tsx';

/**
 * The side column of the cart, the shipping step and the checkout: "Order summary", the totals (when the API
 * gave them), then what the page adds (the voucher form, the next step).
 */
export function SummaryAside({
  summary,
  children,
}: {
  summary: CartSummary | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('cart');
  return (
    <TitledSection
      as="aside"
      id="summary-heading"
      title={t('summary.title')}
      className="flex h-fit flex-col gap-4 rounded-lg bg-white p-4 shadow-sm lg:sticky lg:top-4"
    >
      {summary ? <Summary summary={summary} /> : null}
      {children}
    </TitledSection>
  );
}

export function Summary({ summary: s }: { summary: CartSummary }) {
  const { t } = useTranslation('cart');
  const row = (label: string, value: ReactNode, testId?: string) => (
    <TotalsRow label={label} testId={testId}>
      {value}
    </TotalsRow>
  );
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {row(t('summary.items', { count: s.selected_count }), <Money value={s.items} />)}
      {s.bundle_offer > 0
        ? row(
            t('summary.bundle'),
            <>
              <Money value={s.bundle_offer} minus />
            </>,
            'summary-bundle',
          )
        : null}
      {row(t('summary.subtotal'), <Money value={s.subtotal} />, 'summary-subtotal')}
      {row(
        t('summary.shipping'),
        // Nothing (or not everything) ships to the address: no price, and no "$0.00" (issue 14, item 6).
        s.unshippable.length ? (
          <span className="text-rose-700">{t('summary.shippingUnavailable')}</span>
        ) : s.shipping == null ? (
          t('summary.shippingLater')
        ) : (
          <Money value={s.shipping} />
        ),
        'summary-shipping',
      )}
      {s.tax > 0
        ? row(
            s.tax_included >= s.tax ? t('summary.taxIncluded') : t('summary.tax'),
            <Money value={s.tax} />,
            'summary-tax',
          )
        : null}
      {s.voucher
        ? row(
            t('summary.voucher', { code: s.voucher.code }),
            <>
              <Money value={s.voucher.discount} minus />
            </>,
            'summary-voucher',
          )
        : null}
      <GrandTotal label={t('summary.total')} value={s.total} testId="summary-total" />
    </dl>
  );
}
