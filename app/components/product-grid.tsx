// A grid of product cards, its empty state, and the 21 shimmer cards shown while a listing streams in.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#contract/codes.ts';
import type { ImageSettings } from '#contract/images.ts';
import type { MoneySettings } from '#contract/money.ts';
import { ProductCard, type CardProduct } from '#app/components/product-card.tsx';
import { CardShelf } from '#app/components/card-shelf.tsx';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 xl:grid-cols-4 2xl:grid-cols-5';

export function ProductGrid({
  products,
  lang,
  money,
  images,
  empty,
}: {
  products: CardProduct[];
  lang: string;
  money: MoneySettings;
  images: ImageSettings;
  /** What an empty list says (text, or text with a link). */
  empty: ReactNode;
}) {
  if (!products.length)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {empty}
      </p>
    );
  return (
    <CardShelf>
      <ul className={GRID}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} lang={lang} money={money} images={images} />
          </li>
        ))}
      </ul>
    </CardShelf>
  );
}

export function ProductGridSkeleton({ count = LIMITS.shimmerPlaceholders }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('status.loading')}</span>
      <ul className={GRID} aria-hidden="true" data-testid="shimmer">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <div className="shimmer aspect-square" />
            <div className="flex flex-col gap-2 p-3">
              <div className="shimmer h-3 w-4/5 rounded" />
              <div className="shimmer h-3 w-1/2 rounded" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
