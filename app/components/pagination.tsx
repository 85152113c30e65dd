// Page links that keep every other query parameter (the caller builds each href). Windowed like the API's
// paginator: first, last, and two either side of the current page, with gaps shown as an ellipsis.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export function pageWindow(page: number, last: number, around = 2): (number | 'gap')[] {
  const pages = new Set([1, last]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({
  page,
  lastPage,
  href,
  label,
}: {
  page: number;
  lastPage: number;
  href: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
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
