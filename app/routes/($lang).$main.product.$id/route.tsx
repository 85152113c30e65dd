// Product detail: gallery with zoom, price by the precedence rule, flash countdown, variants (a GET form),
// stock, delivery, returns and warranty, bundle deal, vouchers, secure-transaction note, description,
// reviews and suggested products (each paginated by links), and a sticky add-to-cart bar on small screens.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Await, useLoaderData, useLocation } from '@remix-run/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeLabel } from '#app/components/product-card.tsx';
import { formatMoney, toMinor } from '#contract/money.ts';
import type { ImageSettings } from '#contract/images.ts';
import type { ReviewsData } from '#contract/reviews/schemas.ts';
import type { ProductDetail } from '#contract/catalog/product.ts';
import { currentPrice } from '#contract/pricing.ts';
import { normalisePage } from '#contract/paginate.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import {
  product as loadProduct,
  reviewsFor,
  suggestedFor,
} from '#app/lib/shop-api/catalog.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { sanitizePageHtml } from '#app/lib/sanitize.server.ts';
import { formatDate, formatDateTime, img, perLanguage } from '#app/lib/format.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { productPath } from '#app/lib/paths.ts';
import { productJsonLd, seo } from '#app/lib/seo.ts';
import { Countdown } from '#app/components/countdown.tsx';
import { Gallery } from '#app/components/product/gallery.tsx';
import { BuyBox } from '#app/components/product/buy-box.tsx';
import { Vouchers } from '#app/components/product/vouchers.tsx';
import { Reviews, ReviewsSkeleton, Stars } from '#app/components/product/reviews.tsx';
import { ProductGridSkeleton } from '#app/components/product-grid.tsx';
import { wantsStream } from '#app/lib/listing.server.ts';
import { ProductBreadcrumb } from '#app/components/product/breadcrumb.tsx';
import { Assurances, ProductFacts } from '#app/components/product/facts.tsx';
import { SuggestedLists, summariseSuggested } from '#app/components/product/suggested.tsx';
import {
  imageForSelection,
  selectionFrom,
  type Selection,
} from '#app/components/product/variants.ts';
import { useRootData } from '#app/components/use-root.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import { revalidateOnPath } from '#app/lib/revalidate.ts';
import { packOnce, unpack } from '#app/lib/packed.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['product', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

// What the page sends of an API answer; made once per answer kept for visitors (packOnce, issue 18), and
// per language: its dates are written here, so that hydrating the page makes no Intl formatter (a browser's
// first costs it 13–25 ms; decisions 112 and 115).
const productPage = perLanguage((locale) => (p: ProductDetail) => ({
  product: {
    ...p,
    description: sanitizePageHtml(p.description),
    overview: sanitizePageHtml(p.overview),
    vouchers: p.vouchers.map((v) => ({ ...v, end_text: formatDate(v.end_time, locale) })),
  },
}));
const reviewsPage = perLanguage((locale) => (d: ReviewsData) => ({
  ...d,
  all: {
    ...d.all,
    data: d.all.data.map((r) => ({ ...r, created_text: formatDate(r.created_at, locale) })),
  },
}));

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!/^\d{1,12}$/.test(params.id ?? ''))
    throw data({ message: 'This page could not be found' }, { status: 404 });
  const id = params.id!;
  const url = new URL(request.url);
  const locale = languageFromPath(url.pathname);
  const api = shopApiFor(request, context);
  // Reviews and suggestions are extras: the page stands without them if their call fails.
  const reviews = reviewsFor(api, id, {
    order_by: 'created_at',
    type: 'desc',
    get_total: 'true',
    page: normalisePage(url.searchParams.get('reviews_page')),
  })
    .then((r) => (r.ok ? packOnce(r.data, reviewsPage(locale)) : null))
    .catch(() => null);
  const suggested = suggestedFor(api, id, normalisePage(url.searchParams.get('suggested_page')))
    .then((s) => (s.ok ? packOnce(s.data, summariseSuggested) : null))
    .catch(() => null);
  const p = unwrapOrThrow(await loadProduct(api, id));
  // A client navigation to a product streams its reviews and suggestions after the page itself; a
  // document (every JS-off visit, crawlers) and a next page of either (the reviews' "more" fetch, a
  // suggestions page) await them.
  const stream = (param: string) => wantsStream(request) && !url.searchParams.has(param);
  return {
    page: packOnce(p, productPage(locale)),
    // A flash sale's end, for its countdown (formatted here: see saleTimeTexts).
    saleEnds: formatDateTime(p.end_time, locale),
    reviews: stream('reviews_page') ? reviews : await reviews,
    suggested: stream('suggested_page') ? suggested : await suggested,
  };
}

// Choosing a variant or an image only changes the URL: the page computes those itself.
const withoutVariant = (u: URL) => {
  const p = new URLSearchParams(u.search);
  for (const k of [...p.keys()]) if (k === 'image' || /^a\d+$/.test(k)) p.delete(k);
  return p.toString();
};
export const shouldRevalidate = revalidateOnPath(
  (current, next) => withoutVariant(current) !== withoutVariant(next),
);

export const meta: MetaFunction<typeof loader> = (args) => {
  const p = unpack(args.data?.page)?.product;
  if (!p) return seo(args);
  const root = unpack(args.matches.find((m) => m.id === 'root')?.data) as
    { site?: ImageSettings & { site_setting?: { site_name?: string | null } } } | undefined;
  const shop = root?.site?.site_setting?.site_name || 'Bazaar';
  // Demo titles carry " | Bazaar" already: the helper adds the shop's name itself.
  const title = (p.meta_title || p.title || '').replace(new RegExp(`\\s*\\|\\s*${shop}$`), '');
  return seo(args, {
    title,
    description: p.meta_description,
    image: p.image && root?.site ? img(p.image, root.site) : null,
    type: 'product',
    canonical: productPath(p, languageFromPath(args.location.pathname)),
  });
};

export default function ProductRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { product } = unpack(loaded.page);
  const rootData = useRootData()!;
  const { site, locale } = rootData;
  const nonce = useNonce();
  const { t } = useTranslation('product');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  // A choice shows at once; the URL (replaced) catches up a moment later and is the truth again.
  const [chosen, setChosen] = useState<{ search: string; selection: Selection } | null>(null);
  const selection =
    chosen && chosen.search === location.search
      ? chosen.selection
      : selectionFrom(params, product.attribute);
  const onChoose = (next: Selection) => setChosen({ search: location.search, selection: next });

  const pictures: { image?: string | null; alt?: string | null }[] = [
    { image: product.image },
    ...product.images,
  ];
  const names = pictures.map((p) => p.image);
  const galleryNames = names.filter((x): x is string => !!x);
  const galleryAlts = pictures.filter((p) => !!p.image).map((p) => p.alt);
  const requested = Number(params.get('image'));
  const variantImage = imageForSelection(product.images, selection);
  const active =
    Number.isInteger(requested) && requested > 0 && requested < galleryNames.length
      ? requested
      : variantImage !== null
        ? variantImage + 1
        : 0;
  const money = (major: number) => formatMoney(toMinor(major, site.setting.currency), site.setting);
  const flash = Boolean(product.end_time && product.price);
  // iShop sends a wishlist row id (or 1) when wishlisted, null otherwise (docs/api-reference.md §8.8).
  const wishlisted =
    product.wishlisted != null && product.wishlisted !== 0 && product.wishlisted !== false;

  const { origin } = rootData;
  const jsonLd = productJsonLd({
    name: product.title ?? '',
    url: `${origin}${productPath(product, locale)}`,
    image: galleryNames[0] ? absolute(origin, img(galleryNames[0], site)) : null,
    description: product.meta_description,
    sku: product.sku,
    brand: product.brand?.title,
    price: currentPrice(product),
    currency: site.setting.currency || 'USD',
    inStock: product.in_stock ?? product.inventory.some((i) => i.quantity > 0),
    rating: product.rating,
    reviewCount: product.review_count,
  });

  return (
    <article className="flex flex-col gap-10">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <div className="flex flex-col gap-6">
        <ProductBreadcrumb categories={product.category_data} locale={locale} />
        <div className="grid gap-8 md:grid-cols-2">
          <Gallery
            images={galleryNames.map((n) => img(n, site))}
            thumbs={galleryNames.map((n) => img(n, site, true))}
            full={galleryNames.map((n) => img(n, site))}
            title={product.title ?? ''}
            alts={galleryAlts}
            active={active}
          />
          <section aria-labelledby="product-title" className="flex flex-col gap-4">
            {product.badge ? (
              <span className="self-start rounded bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-900">
                {badgeLabel(t, product.badge)}
              </span>
            ) : null}
            <h1 id="product-title" className="text-2xl font-semibold text-slate-900">
              {product.title}
            </h1>
            <ProductFacts product={product} locale={locale} />
            {product.review_count ? (
              <a href="#reviews" className="flex items-center gap-2 text-sm text-slate-700">
                <Stars
                  rating={product.rating}
                  label={tc('product.rating', { rating: product.rating.toFixed(1) })}
                />
                <span className="underline">
                  {t('reviews.count', { count: product.review_count })}
                </span>
              </a>
            ) : null}
            {flash ? (
              <div className="rounded-md bg-rose-50 px-3 py-2 text-rose-800">
                <p className="text-sm font-semibold">{t('flashSale')}</p>
                <Countdown end={product.end_time} endText={loaded.saleEnds} className="text-sm" />
              </div>
            ) : null}
            <BuyBox
              productId={product.id}
              product={product}
              groups={product.attribute}
              inventory={product.inventory}
              selection={selection}
              onChoose={onChoose}
              money={site.setting}
              lang={locale}
              wishlisted={wishlisted}
              compared={
                product.compared != null && product.compared !== 0 && product.compared !== false
              }
            />
            <Assurances product={product} money={money} />
            <Vouchers vouchers={product.vouchers} money={money} locale={locale} />
          </section>
        </div>
      </div>

      {product.overview || product.description || product.specifications ? (
        <section aria-labelledby="description-title" className="flex flex-col gap-3">
          <h2 id="description-title" className="text-xl font-semibold">
            {tc('product.description')}
          </h2>
          {/* The seller's overview, then description: HTML the loader sanitised, in the seller's language. */}
          {(['overview', 'description'] as const).map((part) =>
            product[part] ? (
              <div
                key={part}
                className="prose-content"
                dir="auto"
                dangerouslySetInnerHTML={{ __html: product[part] }}
              />
            ) : null,
          )}
          {product.specifications ? (
            <>
              <h3 className="text-lg font-semibold">{t('specifications')}</h3>
              <p
                className="whitespace-pre-line text-slate-700"
                dir="auto"
                data-testid="specifications"
              >
                {product.specifications}
              </p>
            </>
          ) : null}
        </section>
      ) : null}

      {/* Streamed on a client navigation (a new product shows its own placeholders at once); the same
          product's next page keeps what is shown until it arrives. */}
      <Suspense key={`reviews-${product.id}`} fallback={<ReviewsSkeleton />}>
        <Await resolve={loaded.reviews} errorElement={null}>
          {(reviews) => <Reviews data={unpack(reviews)} images={site} locale={locale} />}
        </Await>
      </Suspense>

      <Suspense key={`suggested-${product.id}`} fallback={<ProductGridSkeleton />}>
        <Await resolve={loaded.suggested} errorElement={null}>
          {(suggested) =>
            suggested ? (
              <SuggestedLists suggested={unpack(suggested)} locale={locale} site={site} />
            ) : null
          }
        </Await>
      </Suspense>

      <BuyBox
        sticky
        productId={product.id}
        product={product}
        groups={product.attribute}
        inventory={product.inventory}
        selection={selection}
        money={site.setting}
        lang={locale}
      />
    </article>
  );
}
