// What the product page states beside the buy box: brand, seller and SKU; then delivery, returns, warranty
// and the secure-transaction note, and the bundle deal when there is one.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '#contract/catalog/product.ts';
import { localizePath } from '#app/lib/i18n.ts';

/** One line of the facts: "{label}: {value}". */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex gap-1">
    <dt>{label}:</dt>
    <dd>{children}</dd>
  </div>
);

export function ProductFacts({ product, locale }: { product: ProductDetail; locale: string }) {
  const { t: tc } = useTranslation();
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
      {product.brand ? (
        <Fact label={tc('product.brand')}>
          <Link
            className="underline"
            to={localizePath(`/brand/brand?brand=${product.brand.id}`, locale)}
          >
            {product.brand.title}
          </Link>
        </Fact>
      ) : null}
      {product.store ? (
        <Fact label={tc('product.soldBy')}>
          <Link className="underline" to={localizePath(`/shop/${product.store.slug}`, locale)}>
            {product.store.name}
          </Link>
        </Fact>
      ) : null}
      {product.sku ? <Fact label={tc('product.sku')}>{product.sku}</Fact> : null}
    </dl>
  );
}

export function Assurances({
  product,
  money,
}: {
  product: ProductDetail;
  /** A major-unit amount in the shop's currency. */
  money: (major: number) => string;
}) {
  const { t } = useTranslation('product');
  const { t: tc } = useTranslation();
  const places = product.shipping_rule?.shipping_places ?? [];
  const cheapestShipping = places.reduce<number | null>(
    (m, p) => (m === null || p.price < m ? p.price : m),
    null,
  );
  return (
    <>
      <ul className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
        {cheapestShipping !== null ? (
          <li>
            {cheapestShipping > 0
              ? tc('product.shipping', { price: money(cheapestShipping) })
              : t('freeDelivery')}
          </li>
        ) : null}
        {product.refundable != null ? (
          <li>{product.refundable === 1 ? t('refundable') : t('notRefundable')}</li>
        ) : null}
        {product.warranty != null ? (
          <li>{product.warranty === 1 ? t('warranty') : t('noWarranty')}</li>
        ) : null}
        <li>{t('secure')}</li>
      </ul>
      {product.bundle_deal ? (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <strong>{t('bundle.title')}</strong>{' '}
          {t('bundle.deal', { buy: product.bundle_deal.buy, free: product.bundle_deal.free })}
        </p>
      ) : null}
    </>
  );
}
