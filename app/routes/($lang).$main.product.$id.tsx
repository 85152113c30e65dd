import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '#contract/money.ts';
import { shopApiFor } from '../lib/shop.server.ts';
import { unwrapOrThrow } from '../lib/shop-api.server.ts';
import { img, formatDateTime } from '../lib/format.ts';
import { localizePath } from '../lib/i18n.ts';
import { Price } from '../components/price.tsx';
import type { loader as rootLoader } from '../root.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!/^\d{1,12}$/.test(params.id ?? ''))
    throw data({ message: 'This page could not be found' }, { status: 404 });
  const product = unwrapOrThrow(await shopApiFor(request, context).product(params.id!));
  return { product };
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => {
  const p = d?.product;
  if (!p) return [];
  return [
    { title: p.meta_title || p.title || '' },
    { name: 'description', content: p.meta_description ?? '' },
  ];
};

export default function ProductRoute() {
  const { product } = useLoaderData<typeof loader>();
  const { site, locale } = useRouteLoaderData<typeof rootLoader>('root')!;
  const { t } = useTranslation();
  const stock = product.inventory.reduce((n, i) => n + i.quantity, 0);
  const inStock = product.in_stock ?? stock > 0;
  const gallery = [product.image, ...product.images.map((i) => i.image)].filter(
    (x): x is string => !!x,
  );
  const crumbs = [...product.category_data].reverse();
  const cheapestShipping = product.shipping_rule?.shipping_places.reduce<number | null>(
    (m, p) => (m === null || p.price < m ? p.price : m),
    null,
  );
  return (
    <article className="flex flex-col gap-6">
      {crumbs.length ? (
        <nav aria-label={t('product.breadcrumb')}>
          <ol className="flex flex-wrap gap-2 text-sm text-slate-500">
            <li>
              <Link to={localizePath('/', locale)}>{t('site.home')}</Link>
            </li>
            {crumbs.map((c) => (
              <li key={c.id} className="before:me-2 before:content-['/']">
                <Link to={localizePath(`/all/${c.slug}`, locale)}>{c.title}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-label={t('product.gallery')} className="flex flex-col gap-3">
          <img
            src={img(gallery[0], site)}
            alt={product.title ?? ''}
            width={600}
            height={600}
            className="aspect-square w-full rounded-xl bg-white object-contain"
            // React 18 knows only the lowercase attribute (fetchPriority arrives in React 19).
            {...{ fetchpriority: 'high' }}
          />
          {gallery.length > 1 ? (
            <ul className="flex gap-2">
              {gallery.slice(1).map((name, i) => (
                <li key={name}>
                  <a href={img(name, site)}>
                    <img
                      src={img(name, site, true)}
                      alt={t('product.imageN', { title: product.title ?? '', n: i + 2 })}
                      width={80}
                      height={80}
                      className="h-20 w-20 rounded-md object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold text-slate-900">{product.title}</h1>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            {product.brand ? (
              <div className="flex gap-1">
                <dt>{t('product.brand')}:</dt>
                <dd>{product.brand.title}</dd>
              </div>
            ) : null}
            {product.store ? (
              <div className="flex gap-1">
                <dt>{t('product.soldBy')}:</dt>
                <dd>
                  <Link
                    className="underline"
                    to={localizePath(`/shop/${product.store.slug}`, locale)}
                  >
                    {product.store.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            {product.sku ? (
              <div className="flex gap-1">
                <dt>{t('product.sku')}:</dt>
                <dd>{product.sku}</dd>
              </div>
            ) : null}
          </dl>
          {product.review_count ? (
            <p className="text-sm text-slate-600">
              <span aria-hidden="true">★ {product.rating.toFixed(1)} · </span>
              <span className="sr-only">
                {t('product.rating', { rating: product.rating.toFixed(1) })}.{' '}
              </span>
              {t('product.reviewCount', { count: product.review_count })}
            </p>
          ) : null}
          <Price product={product} money={site.setting} size="lg" />
          {product.end_time && product.price ? (
            <p className="text-sm font-medium text-rose-700">
              <time dateTime={product.end_time}>
                {t('product.flashEnds', { date: formatDateTime(product.end_time, locale) })}
              </time>
            </p>
          ) : null}
          <p
            className={inStock ? 'font-medium text-emerald-700' : 'font-medium text-rose-700'}
            data-testid="stock"
          >
            {inStock ? t('product.inStock') : t('product.outOfStock')}
            {inStock && stock > 0 ? (
              <span className="ms-2 text-sm text-slate-500">
                ({t('product.stockLeft', { count: stock })})
              </span>
            ) : null}
          </p>
          {cheapestShipping !== null && cheapestShipping !== undefined ? (
            <p className="text-sm text-slate-600">
              {t('product.shipping', {
                price: formatMoney(toMinor(cheapestShipping, site.setting.currency), site.setting),
              })}
            </p>
          ) : null}
          {product.attribute.length ? (
            <div className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold">{t('product.options')}</h2>
              {product.attribute.map((group) => (
                <p key={group.id} className="text-sm">
                  <span className="font-medium">{group.title}:</span>{' '}
                  {group.values.map((v) => v.title).join(', ')}
                </p>
              ))}
            </div>
          ) : null}
        </section>
      </div>
    </article>
  );
}
