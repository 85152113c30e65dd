import { Link, useFetcher, useLocation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useRootData } from '#app/components/use-root.ts';
import { useTranslation } from 'react-i18next';
import type { MoneySettings } from '#contract/money.ts';
import type { ImageSettings } from '#contract/images.ts';
import { img } from '#app/lib/format.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { Price } from '#app/components/price.tsx';
import { useIdlePrefetch } from '#app/components/progress.tsx';
import type { TFunction } from 'i18next';

/**
 * A product's badge in the shopper's language: the demo shop's "New" and "Deal" are translated
 * (catalog:badges), any other badge a seller wrote is shown as written.
 */
export const badgeLabel = (t: TFunction, badge: string) =>
  t(`catalog:badges.${badge}`, { defaultValue: badge });

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
  const prefetch = useIdlePrefetch();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md">
      <Link to={href} prefetch={prefetch} className="flex flex-1 flex-col focus-visible:outline-2">
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
            <span
              className="absolute start-2 top-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-900"
              data-testid="badge"
            >
              {badgeLabel(t, product.badge)}
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
      <CardActions product={product} lang={lang} href={href} />
    </article>
  );
}

/**
 * A card's heart and add-to-cart (issue 6): plain forms without JavaScript (post, then back here with a
 * toast), fetchers with it. A product that needs a choice is refused by the cart with the spec's message and
 * the shopper is sent to its page.
 */
function CardActions({
  product,
  lang,
  href,
}: {
  product: CardProduct;
  lang: string;
  href: string;
}) {
  const { t } = useTranslation('cart');
  const root = useRootData();
  const location = useLocation();
  const cart = useFetcher<{ ok: boolean; message: string }>();
  const wish = useFetcher();
  const here = `${location.pathname}${location.search}`;
  const saved = root?.user?.wishlist?.includes(product.id) ?? false;
  const hearted = wish.formData ? !saved : saved;
  const title = product.title ?? '';
  return (
    <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-2">
      {/* Plain forms handed to the fetcher on submit: a fetcher's <Form> resolves its action on every
          render, a hundred cards over (issue 18); these actions are absolute already. */}
      <form
        method="post"
        action={localizePath('/user/wishlists', lang)}
        onSubmit={(e) => {
          e.preventDefault();
          void wish.submit(e.currentTarget);
        }}
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="toggle-wishlist" />
        <input type="hidden" name="product_id" value={product.id} />
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          aria-pressed={hearted}
          aria-label={hearted ? t('card.unwish', { title }) : t('card.wish', { title })}
          className={`rounded-full px-2 py-1 text-lg leading-none ${hearted ? 'text-rose-600' : 'text-slate-500 hover:text-rose-600'}`}
        >
          <span aria-hidden="true">{hearted ? '♥' : '♡'}</span>
        </button>
      </form>
      <form
        method="post"
        action={localizePath('/cart', lang)}
        onSubmit={(e) => {
          e.preventDefault();
          void cart.submit(e.currentTarget);
        }}
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="product_id" value={product.id} />
        <input type="hidden" name="quantity" value="1" />
        <input type="hidden" name="redirectTo" value={here} />
        <input type="hidden" name="choose" value={href} />
        <button
          type="submit"
          disabled={cart.state !== 'idle'}
          className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-50"
        >
          {t('card.addShort')}
          <span className="sr-only"> — {title}</span>
        </button>
      </form>
    </div>
  );
}
