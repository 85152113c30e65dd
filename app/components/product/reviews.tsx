// Reviews: the average, a bar per star (5 → 1, missing stars count 0), then the reviews with their images,
// six per page; the page links (`?reviews_page=N#reviews`) work without JS. With JS, "Show more reviews"
// fetches the next page with a fetcher and appends it, so the shopper keeps their place on the page.
import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSettings } from '#contract/images.ts';
import type { ReviewsData } from '#contract/reviews/schemas.ts';
import type { Review } from '#contract/shapes.ts';
import { formatDate, img } from '#app/lib/format.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { Thumb } from '#app/components/picture.tsx';
import { type Packed, unpack } from '#app/lib/packed.ts';

export function starTotals(total: { rating: number; total: number }[] | undefined) {
  const counts = [5, 4, 3, 2, 1].map((star) => ({
    star,
    count: (total ?? []).filter((r) => r.rating === star).reduce((n, r) => n + r.total, 0),
  }));
  const all = counts.reduce((n, c) => n + c.count, 0);
  const average = all ? counts.reduce((n, c) => n + c.star * c.count, 0) / all : 0;
  return { counts, all, average: Math.round(average * 10) / 10 };
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center" role="img" aria-label={label}>
      <span aria-hidden="true" className="text-amber-600">
        {'★'.repeat(full)}
      </span>
      <span aria-hidden="true" className="text-slate-400">
        {'☆'.repeat(Math.max(0, 5 - full))}
      </span>
    </span>
  );
}

export function pageParamHref(search: string, param: string, page: number, hash: string) {
  const p = new URLSearchParams(search);
  if (page <= 1) p.delete(param);
  else p.set(param, String(page));
  const qs = p.toString();
  return `${qs ? `?${qs}` : '?'}${hash}`;
}

function ReviewItem({
  review: r,
  images,
  locale,
}: {
  /** `created_text`: the date as the loader wrote it in the page's language (decision 115). */
  review: Review & { created_text?: string };
  images: ImageSettings;
  locale: string;
}) {
  const { t } = useTranslation('product');
  const name =
    r.user?.name ||
    [r.user?.first_name, r.user?.last_name].filter(Boolean).join(' ') ||
    r.guest_user?.name ||
    t('reviews.anonymous');
  return (
    <li className="flex flex-col gap-1.5 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={r.rating} label={t('reviews.rated', { rating: r.rating })} />
        {/* A shopper's name may run the other way than the page (a Latin name on an Arabic page). */}
        <bdi className="font-medium">{name}</bdi>
        {r.created_at ? (
          <time dateTime={r.created_at} className="text-sm text-slate-500">
            {r.created_text ?? formatDate(r.created_at, locale)}
          </time>
        ) : r.created ? (
          <span className="text-sm text-slate-500">{r.created}</span>
        ) : null}
      </div>
      {r.review ? (
        // The shopper's own words, in whatever language they wrote: their direction, not the page's.
        <p className="text-slate-800" dir="auto">
          {r.review}
        </p>
      ) : null}
      {r.review_images.length ? (
        <ul className="flex flex-wrap gap-2">
          {r.review_images.map((ri, i) => (
            <li key={ri.id}>
              <a href={img(ri.image, images)}>
                <Thumb
                  image={ri.image}
                  images={images}
                  size={72}
                  thumb
                  lazy
                  alt={t('reviews.image', { name, n: i + 1 })}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * What a fetcher brings back from the product route's loader: only its reviews matter here (a next page is
 * never streamed, so they are there, packed).
 */
type WithReviews = { reviews: Packed<ReviewsData> | null | Promise<unknown> };

/** The reviews' place while they stream in on a client navigation: their heading and a shimmer. */
export function ReviewsSkeleton() {
  const { t } = useTranslation('product');
  const { t: tc } = useTranslation();
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4" role="status">
      <h2 id="reviews-title" className="text-xl font-semibold">
        {t('reviews.title')}
      </h2>
      <span className="sr-only">{tc('status.loading')}</span>
      <div className="grid gap-3" aria-hidden="true" data-testid="reviews-shimmer">
        <div className="shimmer h-24 rounded-lg" />
        <div className="shimmer h-16 rounded-lg" />
        <div className="shimmer h-16 rounded-lg" />
      </div>
    </section>
  );
}

export function Reviews({
  data,
  images,
  locale,
}: {
  data: ReviewsData | null;
  images: ImageSettings;
  locale: string;
}) {
  const { t } = useTranslation('product');
  const location = useLocation();
  const fetcher = useFetcher<WithReviews>();
  // Pages appended by "more", for the page the URL shows; another URL starts afresh.
  const [more, setMore] = useState<{ base: string; last: number; items: Review[] }>({
    base: '',
    last: 0,
    items: [],
  });
  const base = `${location.pathname}${location.search}`;
  const extra = more.base === base ? more : { base, last: data?.all.current_page ?? 1, items: [] };
  useEffect(() => {
    const reviews = fetcher.data?.reviews;
    const got = reviews instanceof Promise ? null : unpack(reviews)?.all;
    if (fetcher.state !== 'idle' || !got || got.current_page !== extra.last + 1) return;
    setMore({ base, last: got.current_page, items: [...extra.items, ...got.data] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per fetched page
  }, [fetcher.data, fetcher.state]);
  if (!data) return null;
  const { counts, all, average } = starTotals(data.total);
  const page = data.all;
  const next = extra.last + 1;
  const nextHref = pageParamHref(location.search, 'reviews_page', next, '#reviews');
  const loading = fetcher.state !== 'idle';
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      // Below the product on every screen: rendered when scrolled to (decision 113).
      className="below-fold flex flex-col gap-4 [--below-fold-size:74rem] md:[--below-fold-size:51rem]"
    >
      <h2 id="reviews-title" className="text-xl font-semibold">
        {t('reviews.title')}
      </h2>
      {all ? (
        <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="flex flex-col gap-2">
            <p className="text-3xl font-bold">
              {average.toFixed(1)}
              <span className="text-base font-normal text-slate-600"> / 5</span>
            </p>
            <Stars rating={average} label={t('reviews.average', { rating: average.toFixed(1) })} />
            <p className="text-sm text-slate-600">{t('reviews.count', { count: all })}</p>
            <ul className="mt-2 flex flex-col gap-1" aria-label={t('reviews.breakdown')}>
              {counts.map((c) => (
                <li key={c.star} className="flex items-center gap-2 text-sm">
                  <span className="w-14 shrink-0">{t('reviews.stars', { count: c.star })}</span>
                  {/* A progress bar, not a styled width: the CSP forbids inline styles. */}
                  <progress
                    value={c.count}
                    max={all}
                    aria-hidden="true"
                    className="h-2 flex-1 appearance-none overflow-hidden rounded [&::-moz-progress-bar]:bg-amber-500 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-amber-500"
                  />
                  <span className="w-8 shrink-0 text-end tabular-nums">{c.count}</span>
                </li>
              ))}
            </ul>
            {data.banner?.image ? (
              <img
                src={img(data.banner.image, images)}
                alt={data.banner.title ?? ''}
                width={500}
                height={100}
                loading="lazy"
                className="mt-3 w-full rounded-md"
                data-testid="reviews-banner"
              />
            ) : null}
          </div>
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col divide-y divide-slate-200" data-testid="review-list">
              {[...page.data, ...extra.items].map((r) => (
                <ReviewItem key={r.id} review={r} images={images} locale={locale} />
              ))}
            </ul>
            {next <= page.last_page ? (
              <Link
                to={nextHref}
                preventScrollReset
                className="btn-secondary self-start"
                aria-disabled={loading || undefined}
                onClick={(e) => {
                  e.preventDefault();
                  if (!loading)
                    fetcher.load(
                      `${location.pathname}${pageParamHref(location.search, 'reviews_page', next, '')}`,
                    );
                }}
              >
                {t('reviews.more')}
              </Link>
            ) : null}
            <p role="status" className="sr-only">
              {loading ? t('reviews.loading') : ''}
            </p>
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('reviews.pages')}
              href={(p) => pageParamHref(location.search, 'reviews_page', p, '#reviews')}
            />
          </div>
        </div>
      ) : (
        <p className="text-slate-600">{t('reviews.none')}</p>
      )}
    </section>
  );
}
