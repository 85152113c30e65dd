import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { MoneySettings } from '#contract/money.ts';
import type { ImageSettings } from '#contract/images.ts';
import { img } from '../lib/format.ts';
import { localizePath } from '../lib/i18n.ts';
import { Price } from './price.tsx';

export type CardProduct = {
  id: number;
  title?: string | null;
  slug?: string | null;
  badge?: string | null;
  image?: string | null;
  selling: number;
  offered?: number | null;
  price?: number | null;
  end_time?: string | null;
  rating?: number;
  review_count?: number;
};

export function ProductCard({
  product,
  lang,
  money,
  images,
  main = 'product',
}: {
  product: CardProduct;
  lang: string;
  money: MoneySettings;
  images: ImageSettings;
  main?: string;
}) {
  const { t } = useTranslation();
  const href = localizePath(`/${product.slug || main}/product/${product.id}`, lang);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md">
      <Link to={href} prefetch="intent" className="flex flex-1 flex-col focus-visible:outline-2">
        <div className="relative aspect-square bg-slate-100">
          <img
            src={img(product.image, images, true)}
            alt=""
            width={300}
            height={300}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
          {product.badge ? (
            <span className="absolute start-2 top-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-900">
              {product.badge}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium text-slate-900">{product.title}</h3>
          {product.review_count ? (
            <p className="text-xs text-slate-500">
              <span aria-hidden="true">★ {product.rating?.toFixed(1)}</span>
              <span className="sr-only">
                {t('product.rating', { rating: product.rating?.toFixed(1) })}
              </span>{' '}
              ({product.review_count})
            </p>
          ) : null}
          <Price product={product} money={money} size="sm" className="mt-auto" />
        </div>
      </Link>
    </article>
  );
}
