import type { MoneySettings } from '#contract/money.ts';
import type { ImageSettings } from '#contract/images.ts';
import { img } from '#app/lib/format.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { PriceTag } from '#app/components/price.tsx';
import { useShelf, type Shelf } from '#app/components/card-shelf.tsx';
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

const CARD_FIELDS = [
  'id',
  'title',
  'slug',
  'badge',
  'image',
  'selling',
  'offered',
  'price',
  'end_time',
  'rating',
  'review_count',
] as const satisfies readonly (keyof CardProduct)[];

/**
 * What a card shows of a product, and nothing more: loaders send the browser only this (issue 18). An empty
 * field (null) is left out: the card reads a missing one the same way.
 */
export function toCard(p: CardProduct): CardProduct {
  const out: Record<string, unknown> = {};
  for (const k of CARD_FIELDS) if (p[k] != null) out[k] = p[k];
  return out as CardProduct;
}

export function ProductCard({
  product,
  lang,
  money,
  images,
  main = 'product',
  className = '',
}: {
  product: CardProduct;
  lang: string;
  money: MoneySettings;
  images: ImageSettings;
  main?: string;
  /** The card's own size in a row (`w-44 shrink-0 snap-start`): no wrapper element needed. */
  className?: string;
}) {
  const shelf = useShelf();
  const href = localizePath(`/${product.slug || main}/product/${product.id}`, lang);
  const rating = product.rating?.toFixed(1) ?? '';
  return (
    <article
      className={`group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md ${className}`}
    >
      {/* A plain link (the shelf navigates on click and prefetches): `Link` resolved its path on every
          render, a hundred cards over (issue 18); this href is absolute already. */}
      <a
        href={href}
        onClick={shelf.go}
        onMouseEnter={shelf.intent}
        onFocus={shelf.intent}
        className="relative flex flex-1 flex-col focus-visible:outline-2"
      >
        <img
          src={img(product.image, images, true)}
          alt=""
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-slate-100 object-cover"
        />
        {product.badge ? (
          <span
            className="absolute start-2 top-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-900"
            data-testid="badge"
          >
            {badgeLabel(shelf.t, product.badge)}
          </span>
        ) : null}
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium text-slate-900">{product.title}</h3>
          {product.review_count ? (
            <p className="text-xs text-slate-500">
              {/* One text node each (no React separators between parts): a hundred cards over. */}
              <span aria-hidden="true">{`★ ${rating}`}</span>
              <span className="sr-only">{shelf.text.rating(rating)}</span>
              {` (${product.review_count})`}
            </p>
          ) : null}
          <PriceTag
            product={product}
            money={money}
            size="sm"
            className="mt-auto"
            labels={shelf.text.price}
          />
        </div>
      </a>
      <CardActions product={product} shelf={shelf} />
    </article>
  );
}

/**
 * A card's heart and add to cart (issue 6): buttons of the shelf's two forms (`form=`), posting the product
 * id. Without JavaScript the form posts and the shopper comes back here with a toast; with it a fetcher
 * posts and the page stays. A product that needs a choice is refused by the cart with the spec's message
 * and the shopper is sent to its page.
 */
function CardActions({ product, shelf }: { product: CardProduct; shelf: Shelf }) {
  const saved = shelf.wishlist.includes(product.id);
  const hearted = shelf.pending.wish.has(product.id) ? !saved : saved;
  const title = product.title ?? '';
  // Each button's props written out (no spread of a shared object): thirty cards a page (issue 18).
  return (
    <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-2">
      <button
        type="submit"
        form={shelf.forms.wish}
        name="product_id"
        value={product.id}
        onClick={shelf.act}
        aria-pressed={hearted}
        aria-label={hearted ? shelf.text.unwish(title) : shelf.text.wish(title)}
        className={`rounded-full px-2 py-1 text-lg leading-none ${hearted ? 'text-rose-600' : 'text-slate-500 hover:text-rose-600'}`}
      >
        {hearted ? '♥' : '♡'}
      </button>
      <button
        type="submit"
        form={shelf.forms.cart}
        name="product_id"
        value={product.id}
        onClick={shelf.act}
        disabled={shelf.pending.cart.has(product.id)}
        aria-label={`${shelf.text.add} — ${title}`}
        className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-50"
      >
        {shelf.text.add}
      </button>
    </div>
  );
}
