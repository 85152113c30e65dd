import { useTranslation } from 'react-i18next';
import { toMinor, type MoneySettings } from '#contract/money.ts';
import { useRootData } from '#app/components/use-root.ts';
import { money as fmt, pricing } from '#app/lib/format.ts';

/** The price block: current price by the precedence rule, the previous price struck through, discount %. */
export function Price({
  product,
  money,
  size = 'md',
  className = '',
}: {
  product: {
    selling: number;
    offered?: number | null;
    price?: number | null;
    end_time?: string | null;
  };
  money: MoneySettings;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation();
  const p = pricing(product, money);
  const big = size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-xl' : 'text-base';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`} data-testid="price">
      <span className="sr-only">{t('product.currentPrice')}:</span>
      <span className={`${big} font-semibold text-slate-900`}>{fmt(p.current, money)}</span>
      {p.previous !== null ? (
        <>
          <span className="sr-only">{t('product.previousPrice')}:</span>
          <s className="text-sm text-slate-500">{fmt(p.previous, money)}</s>
          {p.discount > 0 ? (
            <span className="rounded bg-rose-100 px-1.5 text-xs font-semibold text-rose-700">
              {t('product.off', { percent: p.discount })}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}

/** An amount as it comes on the wire (major units), in the shop's currency and format. */
export function Money({ value }: { value: number }) {
  const root = useRootData();
  const s = root?.site.setting;
  if (!s) return null;
  return <bdi>{fmt(toMinor(value, s.currency), s)}</bdi>;
}
