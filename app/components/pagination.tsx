// Page links that keep every other query parameter (filters, sort, q…) and change only `page`; plain
// links with rel=prev/next, so paging works without JavaScript. Windowed like the API's Laravel paginator
// (contract/paginate.ts): every page up to 12, else the first two, the last two and three either side of
// the current page, with gaps shown as an ellipsis.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export function pageWindow(page: number, last: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  let previous = 0;
  for (let p = 1; p <= last; p++) {
    const shown = last < 13 || p <= 2 || p > last - 2 || Math.abs(p - page) <= 3;
    if (!shown) continue;
    if (p - previous > 1) out.push('gap');
    out.push(p);
    previous = p;
  }
  return out;
}

/** `pathname?search` on another page, every other parameter kept; page 1 drops `page` (one URL per page). */
export function keepQueryPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

export function Pagination({
  page,
  lastPage,
  href: hrefOf,
  label,
}: {
  page: number;
  lastPage: number;
  /** Builds a page's URL; by default the current URL with only `page` changed. */
  href?: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (lastPage <= 1) return null;
  const href = hrefOf ?? ((p: number) => keepQueryPageHref(location.pathname, location.search, p));
  const cls =
    'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm';
  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex justify-center py-6">
      <ul className="flex flex-wrap items-center gap-1.5">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${cls} border-slate-300 bg-white`}>
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ‹
              </span>
              <span className="ms-1">{t('pagination.previous')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, lastPage).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
                className={`${cls} ${
                  p === page
                    ? 'border-[var(--color-primary)] bg-[var(--color-primary)] font-semibold text-white'
                    : 'border-slate-300 bg-white hover:bg-slate-50'
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${cls} border-slate-300 bg-white`}>
              <span className="me-1">{t('pagination.next')}</span>
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ›
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
