// `/flash-sale`: every active flash sale (docs/api-reference.md §8.6) with its countdown, up to 9 products each
// and a link to the sale's full list. Upcoming sales (if a backend lists them) are labelled as such.
import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { catalogueIndexTitles } from '#app/lib/listing.server.ts';
import { flashSalePath } from '#app/lib/paths.ts';
import { saleTimeTexts } from '#app/lib/format.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { isUpcoming } from '#app/lib/flash-sale.ts';
import { Countdown } from '#app/components/countdown.tsx';
import { SaleSection } from '#app/components/sale-section.tsx';
import { ProductGrid } from '#app/components/product-grid.tsx';
import { CatalogueIndex, catalogueIndexMeta } from '#app/components/catalogue-index.tsx';
import { useRootData } from '#app/components/use-root.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sales = unwrapOrThrow(await shopApiFor(request, context).call(endpoints.flashSales));
  const locale = languageFromPath(new URL(request.url).pathname);
  return {
    // Decided once on the server, so the browser renders the same markup. Running sales first (soonest
    // end first), then upcoming ones by start.
    sales: sales
      .map((s) => ({ ...s, ...saleTimeTexts(s, locale), upcoming: isUpcoming(s) }))
      .sort(
        (a, b) =>
          Number(a.upcoming) - Number(b.upcoming) ||
          (a.upcoming
            ? String(a.start_time).localeCompare(String(b.start_time))
            : String(a.end_time).localeCompare(String(b.end_time))),
      ),
    ...(await catalogueIndexTitles(request, 'flashSale')),
  };
}

export const meta: MetaFunction<typeof loader> = catalogueIndexMeta;

export default function FlashSalesRoute() {
  const { sales, title } = useLoaderData<typeof loader>();
  return (
    <CatalogueIndex title={title} index="flashSale" className="gap-8">
      {sales.length ? sales.map((sale) => <FlashSale key={sale.id} sale={sale} />) : null}
    </CatalogueIndex>
  );
}

/** One sale: its title (and whether it is still to come), its countdown or start, products and a link on. */
function FlashSale({ sale }: { sale: SerializeFrom<typeof loader>['sales'][number] }) {
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  const upcoming = sale.upcoming;
  const href = flashSalePath(sale.id, locale);
  return (
    <SaleSection
      id={sale.id}
      heading={
        <>
          <Link to={href} className="hover:underline">
            {sale.title || t('flashSale.untitled')}
          </Link>
          {upcoming ? (
            <span className="ms-2 rounded bg-amber-200 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
              {t('flashSale.upcoming')}
            </span>
          ) : null}
        </>
      }
      when={
        upcoming ? (
          <p className="text-sm text-slate-700">
            {t('flashSale.startsAt', { date: sale.start_text })}
          </p>
        ) : (
          <Countdown
            end={sale.end_time}
            endText={sale.end_text}
            className="text-sm text-rose-800"
          />
        )
      }
    >
      <ProductGrid
        products={sale.public_products.map((p) => ({
          ...p,
          // A flash price is valid only with its sale's end (docs/api-reference.md §7.1), and only once started.
          end_time: upcoming ? null : sale.end_time,
        }))}
        lang={locale}
        money={site.setting}
        images={site}
        empty={t('flashSale.noProducts')}
      />
      <p>
        <Link to={href} className="btn-secondary">
          {t('flashSale.viewAll', { title: sale.title || t('flashSale.untitled') })}
        </Link>
      </p>
    </SaleSection>
  );
}
