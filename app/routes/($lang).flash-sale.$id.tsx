// `/flash-sale/{id}`: one sale's products, 25 a page (docs/api-reference.md §8.6), with its countdown and each
// product's flash price against its previous price. An unknown, private or ended sale is the API's 201
// message shown as a friendly 404 page with a way back to the running sales — never an error screen.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Await, Link, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { pageQuery, wantsStream } from '#app/lib/listing.server.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { flashSalePath } from '#app/lib/paths.ts';
import { saleTimeTexts } from '#app/lib/format.ts';
import { isUpcoming } from '#app/lib/flash-sale.ts';
import { Countdown } from '#app/components/countdown.tsx';
import { ProductGrid, ProductGridSkeleton } from '#app/components/product-grid.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { ListingHeading, listingMeta } from '#app/components/listing-heading.tsx';
import { useRootData } from '#app/components/use-root.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18next.getFixedT(languageFromPath(url.pathname), 'catalog');
  const unavailable = (message: string) =>
    data({ found: false as const, message, title: t('flashSale.unavailable') }, { status: 404 });
  if (!/^\d{1,12}$/.test(params.id ?? '')) return unavailable(t('flashSale.unknown'));
  const id = Number(params.id);
  const api = shopApiFor(request, context);
  const productsCall = api.call(endpoints.flashSale, {
    params: { id: String(id) },
    query: pageQuery(request),
  });
  // Title and times come from the list of active sales; without them the products still show.
  const list = await api.call(endpoints.flashSales);
  const sale = list.ok ? (list.data.find((s) => s.id === id) ?? null) : null;
  const found = {
    found: true as const,
    id,
    sale: sale
      ? {
          ...sale,
          ...saleTimeTexts(sale, languageFromPath(url.pathname)),
          public_products: [],
          upcoming: isUpcoming(sale),
        }
      : null,
    title: sale?.title || t('flashSale.untitled'),
    description: t('flashSale.description'),
  };
  // A client navigation to a running sale streams its products (21 shimmer cards first, issue 14 item 11);
  // documents, and sales the list does not know, wait for them (a missing sale is a real 404).
  if (sale && wantsStream(request))
    return { ...found, products: productsCall.then((r) => unwrapOrThrow(r)) };
  const products = await productsCall;
  if (!products.ok && (products.error.kind === 'business' || products.error.kind === 'not-found'))
    return unavailable(products.error.message);
  return { ...found, products: unwrapOrThrow(products) };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const d = args.data;
  return listingMeta(args, d?.title, d && 'description' in d ? d.description : null);
};

export default function FlashSaleRoute() {
  const d = useLoaderData<typeof loader>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  const crumbs = [{ label: t('flashSale.title'), to: flashSalePath(null, locale) }];
  if (!d.found) {
    return (
      <div className="flex flex-col gap-6">
        <ListingHeading title={d.title} lang={locale} crumbs={[...crumbs, { label: d.title }]} />
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-6">
          <p className="font-medium text-slate-900">{d.message}</p>
          <p className="mt-1 text-slate-700">{t('flashSale.unavailableHint')}</p>
        </div>
        <p>
          <Link to={flashSalePath(null, locale)} className="btn-primary">
            {t('flashSale.backToSales')}
          </Link>
        </p>
      </div>
    );
  }
  const { sale, products, title } = d;
  const upcoming = sale?.upcoming ?? false;
  const count = (total: number) =>
    total ? (
      <p className="text-sm text-slate-600">{t('flashSale.count', { count: total })}</p>
    ) : null;
  const grid = (page: Awaited<typeof products>) => (
    <>
      <ProductGrid
        products={page.data.map((p) => ({
          ...p,
          // The flash price counts only with the running sale's end (docs/api-reference.md §7.1 FlashProduct).
          end_time: sale && !upcoming ? sale.end_time : null,
        }))}
        lang={locale}
        money={site.setting}
        images={site}
        empty={
          page.current_page > page.last_page ? (
            <>
              {t('flashSale.pastEnd')}{' '}
              <Link to={flashSalePath(d.id, locale)} className="font-semibold underline">
                {t('flashSale.firstPage')}
              </Link>
            </>
          ) : (
            t('flashSale.noProducts')
          )
        }
      />
      <Pagination page={page.current_page} lastPage={page.last_page} />
    </>
  );
  return (
    <div className="flex flex-col gap-6">
      <ListingHeading title={title} lang={locale} crumbs={[...crumbs, { label: title }]}>
        <div className="flex flex-wrap items-center gap-3">
          {upcoming ? (
            <>
              <span className="rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('flashSale.upcoming')}
              </span>
              <p className="text-sm text-slate-700">
                {t('flashSale.startsAt', { date: sale?.start_text ?? '' })}
              </p>
            </>
          ) : (
            <Countdown
              end={sale?.end_time}
              endText={sale?.end_text ?? ''}
              className="text-sm text-rose-800"
            />
          )}
          {products instanceof Promise ? (
            <Suspense fallback={null}>
              <Await resolve={products} errorElement={null}>
                {(page) => count(page.total)}
              </Await>
            </Suspense>
          ) : (
            count(products.total)
          )}
        </div>
      </ListingHeading>
      {products instanceof Promise ? (
        <Suspense fallback={<ProductGridSkeleton />}>
          <Await resolve={products} errorElement={<p role="alert">{t('flashSale.noProducts')}</p>}>
            {(page) => grid(page)}
          </Await>
        </Suspense>
      ) : (
        grid(products)
      )}
    </div>
  );
}
