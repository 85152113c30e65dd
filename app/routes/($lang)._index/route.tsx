// The home page (docs/spec.md §2): sliders and promotions, site features, featured categories, running flash
// sales, collections, featured brands and products, and the daily-discover feed paginated by links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ComponentProps } from 'react';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { normalisePage } from '#contract/paginate.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { homeSections, homeFeed } from '#app/lib/shop-api/catalog.server.ts';
import { requireLanguageSegment } from '#app/lib/shell.server.ts';
import { img } from '#app/lib/format.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { Countdown } from '#app/components/countdown.tsx';
import { SaleSection } from '#app/components/sale-section.tsx';
import { ProductCard, type CardProduct } from '#app/components/product-card.tsx';
import { CardShelf } from '#app/components/card-shelf.tsx';
import { Thumb } from '#app/components/picture.tsx';
import { TitledSection } from '#app/components/card-section.tsx';
import { Promo } from '#app/routes/($lang)._index/promo.tsx';
import { summariseHome } from '#app/routes/($lang)._index/home-data.ts';
import { useRootData } from '#app/components/use-root.ts';
import { pack, unpack } from '#app/lib/packed.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Any one-segment path is this route (/wp-login.php, /.env): its 404 is the layout's, without home's work.
  requireLanguageSegment(params);
  const api = shopApiFor(request, context);
  const url = new URL(request.url);
  const page = normalisePage(url.searchParams.get('page'));
  const [answer, feed] = await Promise.all([homeSections(api), homeFeed(api, page)]);
  const locale = languageFromPath(url.pathname);
  return pack(summariseHome(unwrapOrThrow(answer), unwrapOrThrow(feed).result, locale));
}

const FEATURED = 12;

/** A home section titled by its h2 (`sr-only` hides the title and keeps it for screen readers). */
const Section = (props: ComponentProps<typeof TitledSection>) => (
  <TitledSection headingClassName="mb-4 text-xl font-semibold" {...props} />
);

/** A row of product cards that scrolls sideways. */
function CardRow({ products }: { products: CardProduct[] }) {
  const root = useRootData()!;
  return (
    <div className="scroll-row">
      {products.map((p) => (
        <ProductCard
          key={p.id}
          product={p}
          lang={root.locale}
          money={root.site.setting}
          images={root.site}
          className="w-44 shrink-0 snap-start"
        />
      ))}
    </div>
  );
}

export default function HomeRoute() {
  const home = unpack(useLoaderData<typeof loader>());
  const root = useRootData()!;
  const { site, locale } = root;
  const lang = locale;
  const { t } = useTranslation();
  const { feed } = home;
  // Featured products are the feed's first page (docs/api-reference.md §8.2 proposes it): its first twelve are
  // featured, and daily discover goes on from the thirteenth, so no product shows twice on the page.
  const featured = feed.page === 1 ? feed.products.slice(0, FEATURED) : [];
  const discover = feed.products.slice(featured.length);
  const slide = { kind: 'home_spm', lang } as const;
  return (
    <CardShelf>
      <div className="flex min-w-0 flex-col gap-10 [&>*]:min-w-0">
        {/* The page's one h1 (screen readers navigate by headings); the visible sections carry h2s. */}
        <h1 className="sr-only">
          {site.site_setting.site_name || site.site_setting.meta_title || t('site.home')}
        </h1>
        <section aria-label={t('home.slider')} className="grid gap-4 lg:grid-cols-3">
          <div className="scroll-row min-w-0 lg:col-span-2">
            {home.slider.main.map((s, i) => (
              <Promo
                key={s.id}
                item={s}
                {...slide}
                width={1200}
                height={450}
                priority={i === 0 ? 'high' : 'lazy'}
                className="block w-full shrink-0 snap-start"
              />
            ))}
          </div>
          <div className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {[home.slider.right_top, home.slider.right_bottom].map((s) =>
              s ? (
                <Promo key={s.id} item={s} {...slide} width={600} height={220} priority="eager" />
              ) : null,
            )}
          </div>
        </section>

        {home.features.length ? (
          <Section id="features-title" title={t('home.siteFeatures')} headingClassName="sr-only">
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {home.features.map((f) => (
                <li
                  key={f.id}
                  className="flex items-center gap-3 rounded-lg bg-white p-4 shadow-sm"
                >
                  <img
                    src={img(f.image, site)}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className="h-10 w-10"
                  />
                  <span className="text-sm font-medium">{f.detail}</span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {home.categories.length ? (
          <Section id="categories-title" title={t('home.featuredCategories')}>
            <ul className="grid grid-cols-3 gap-4 sm:grid-cols-4 lg:grid-cols-6">
              {home.categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={localizePath(`/all/${c.slug}`, lang)}
                    className="flex flex-col items-center gap-2 text-center text-sm"
                  >
                    <Thumb image={c.image} images={site} size={80} round thumb lazy />
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {home.flashSales.map((sale) => (
          <SaleSection
            key={sale.id}
            id={sale.id}
            heading={
              <>
                {t('home.flashSales')}: {sale.title}
              </>
            }
            when={
              <Countdown
                end={sale.end_time}
                endText={sale.end_text}
                className="text-sm text-rose-700"
              />
            }
          >
            <CardRow products={sale.products} />
          </SaleSection>
        ))}

        {home.banners.length ? (
          <section
            aria-label={t('home.promotions')}
            className="below-fold grid gap-4 [--below-fold-size:65rem] md:grid-cols-2 lg:[--below-fold-size:100rem]"
          >
            {home.banners.map((b) => (
              <Promo
                key={b.id}
                item={b}
                kind="banner"
                lang={lang}
                width={600}
                height={250}
                className={b.type >= 5 ? 'md:col-span-2' : ''}
              />
            ))}
          </section>
        ) : null}

        {home.collections.map((col) => (
          <Section key={col.id} id={`col-${col.id}`} title={col.title} className="below-fold">
            <CardRow products={col.products} />
            <Link
              to={localizePath(`/${col.slug || 'all'}/collection?collection=${col.id}`, lang)}
              className="mt-2 inline-block text-sm font-medium text-[var(--color-primary)] underline"
              aria-describedby={`col-${col.id}`}
            >
              {t('home.viewAll')}
            </Link>
          </Section>
        ))}

        {home.brands.length ? (
          <Section
            id="brands-title"
            title={t('home.featuredBrands')}
            className="below-fold [--below-fold-size:32rem] md:[--below-fold-size:26rem] lg:[--below-fold-size:14rem]"
          >
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {home.brands.map((b) => (
                <li key={b.id}>
                  <Link
                    to={localizePath(`/${b.slug}/brand?brand=${b.id}`, lang)}
                    className="flex h-20 items-center justify-center rounded-lg bg-white p-3 shadow-sm"
                  >
                    <img
                      src={img(b.image, site)}
                      alt={b.title ?? ''}
                      width={180}
                      height={48}
                      className="max-h-12 w-auto"
                      loading="lazy"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {featured.length ? (
          <Section id="featured-title" title={t('home.featuredProducts')} className="below-fold">
            <CardRow products={featured} />
          </Section>
        ) : null}

        <Section
          id="discover-title"
          title={t('home.dailyDiscover')}
          className="below-fold [--below-fold-size:140rem] md:[--below-fold-size:74rem] xl:[--below-fold-size:54rem]"
        >
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
            {discover.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} lang={lang} money={site.setting} images={site} />
              </li>
            ))}
          </ul>
          <nav className="mt-6 flex justify-center gap-3" aria-label={t('home.dailyDiscover')}>
            {feed.page > 1 ? (
              <Link
                className="btn-secondary"
                to={`${localizePath('/', lang)}?page=${feed.page - 1}`}
                rel="prev"
              >
                {t('home.previousPage')}
              </Link>
            ) : null}
            {feed.page < feed.lastPage ? (
              <Link
                className="btn-primary"
                to={`${localizePath('/', lang)}?page=${feed.page + 1}`}
                rel="next"
                preventScrollReset
              >
                {t('home.loadMore')}
              </Link>
            ) : null}
          </nav>
        </Section>
      </div>
    </CardShelf>
  );
}
