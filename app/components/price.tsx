import { useTranslation } from 'react-i18next';
import { toMinor, type MoneySettings } from '#contract/money.ts';
import { useRootData } from '#app/components/use-root.ts';
import { money as fmt, pricing } from '#app/lib/format.ts';
import { template, type Template } from '#app/lib/i18n.ts';

/** The price block's words: the product cards translate them once per page (CardShelf). */
export type PriceLabels = { current: string; previous: string; off: Template };

type Priced = {
  selling: number;
  offered?: number | null;
  price?: number | null;
  end_time?: string | null;
};

/** The price block: current price by the precedence rule, the previous price struck through, discount %. */
export function Price({
  product,
  money,
  size = 'md',
  className = '',
}: {
  product: Priced;
  money: MoneySettings;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation();
  const labels: PriceLabels = {
    current: t('product.currentPrice'),
    previous: t('product.previousPrice'),
    off: template(t, 'product.off', 'percent'),
  };
  return (
    <PriceTag product={product} money={money} size={size} className={className} labels={labels} />
  );
}

/** The price block with its words given. */
export function PriceTag({
  product,
  money,
  size = 'md',
  className = '',
  labels,
}: {
  product: Priced;
  money: MoneySettings;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  labels: PriceLabels;
}) {
  const p = pricing(product, money);
  const big = size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-xl' : 'text-base';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`} data-testid="price">
      <span className="sr-only">{`${labels.current}:`}</span>
      <span className={`${big} font-semibold text-slate-900`}>{fmt(p.current, money)}</span>
      {p.previous !== null ? (
        <>
          <span className="sr-only">{`${labels.previous}:`}</span>
          <s className="text-sm text-slate-500">{fmt(p.previous, money)}</s>
          {p.discount > 0 ? (
            <span className="rounded bg-rose-100 px-1.5 text-xs font-semibold text-rose-700">
              {labels.off(String(p.discount))}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}

/** An amount as it comes on the wire (major units), in the shop's currency and format. */
/**
 * An amount, isolated from the text around it; `minus` for a deduction. The sign stays inside the
 * isolate, so a right-to-left page shows "−$5.37", not "$5.37−".
 */
export function Money({ value, minus = false }: { value: number; minus?: boolean }) {
  const root = useRootData();
  const s = root?.site.setting;
  if (!s) return null;
  return (
    <bdi>
      {minus ? '−' : ''}
      {fmt(toMinor(value, s.currency), s)}
    </bdi>
  );
}
