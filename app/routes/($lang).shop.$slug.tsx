// `/shop/{slug}`: a seller's store — name, logo, banner, description, contact and policies (issue 34), member
// since, average rating, follow button, and its products with the listing filters (API `store`, with the listing filters as a proposed extension).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { loadListing, notFound } from '#app/lib/listing.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { formatDate, img } from '#app/lib/format.ts';
import { ShopListing } from '#app/components/listing-page.tsx';
import { ListingHeading, listingMeta, settled } from '#app/components/listing-heading.tsx';
import { useRootData } from '#app/components/use-root.ts';
import { StoreBanner, StoreProfile } from '#app/components/store-profile.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog', 'cart', 'store'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!slug || slug.length > 190) notFound();
  const api = shopApiFor(request, context);
  const l = await loadListing(request, (q) =>
    api.call(endpoints.store, { query: { ...q, slug, required_rating: 1 } }),
  );
  return { ...l, slug };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const store = settled(args.data?.listing)?.store;
  return listingMeta(args, store?.meta_title || store?.name, store?.meta_description);
};

export default function StoreRoute() {
  const data = useLoaderData<typeof loader>();
  const { slug } = data;
  const { site, locale, user } = useRootData()!;
  const { t } = useTranslation('catalog');
  const here = localizePath(`/shop/${encodeURIComponent(slug)}`, locale);
  return (
    <ShopListing
      data={data}
      action={here}
      heading={(l) => (
        <ListingHeading
          title={l?.store.name}
          lang={locale}
          crumbs={[{ label: l?.store.name ?? '' }]}
        >
          {l ? <StoreBanner store={l.store} site={site} /> : null}
          {l ? (
            <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-4">
              <img
                src={img(l.store.image, site, true)}
                alt=""
                width={72}
                height={72}
                className="h-18 w-18 rounded-full border border-slate-200 object-cover"
              />
              <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                {l.store.created_at ? (
                  <p>{t('store.memberSince', { date: formatDate(l.store.created_at, locale) })}</p>
                ) : null}
                {l.review > 0 ? (
                  <p>
                    <span aria-hidden="true" className="text-amber-600">
                      ★{' '}
                    </span>
                    {t('store.rating', { rating: l.review.toFixed(1) })}
                  </p>
                ) : null}
              </div>
              <div className="ms-auto">
                {user.loggedIn ? (
                  <Form method="post" action={localizePath('/user/following', locale)}>
                    <AuthenticityTokenInput />
                    <input type="hidden" name="store_id" value={l.store.id} />
                    <input
                      type="hidden"
                      name="intent"
                      value={l.following ? 'unfollow' : 'follow'}
                    />
                    <input type="hidden" name="redirectTo" value={here} />
                    <button type="submit" className={l.following ? 'btn-secondary' : 'btn-primary'}>
                      {l.following ? t('store.unfollow') : t('store.follow')}
                    </button>
                  </Form>
                ) : (
                  <Link
                    to={`${localizePath('/login', locale)}?redirectTo=${encodeURIComponent(here)}`}
                    className="btn-primary"
                  >
                    {t('store.loginToFollow')}
                  </Link>
                )}
              </div>
            </div>
          ) : null}
          {l ? <StoreProfile store={l.store} /> : null}
        </ListingHeading>
      )}
    />
  );
}
