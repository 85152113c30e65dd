// The cart's totals, as the API computes them (spec §3.3): items, bundle offers, subtotal, shipping, tax,
// voucher and total.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartSummary } from '#contract/cart/schemas.ts';
import { Money } from '#app/components/price.tsx';

export function Summary({ summary: s }: { summary: CartSummary }) {
  const { t } = useTranslation('cart');
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div className="flex justify-between gap-2" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {row(t('summary.items', { count: s.selected_count }), <Money value={s.items} />)}
      {s.bundle_offer > 0
        ? row(
            t('summary.bundle'),
            <>
              −<Money value={s.bundle_offer} />
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
              −<Money value={s.voucher.discount} />
            </>,
            'summary-voucher',
          )
        : null}
      <div
        className="mt-2 flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold"
        data-testid="summary-total"
      >
        <dt>{t('summary.total')}</dt>
        <dd>
          <Money value={s.total} />
        </dd>
      </div>
    </dl>
  );
}
