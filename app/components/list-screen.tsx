import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Pagination } from '#app/components/pagination.tsx';

/**
 * A screen of the shopper's own things (wishlist, compare list, followed stores): its title, then the list
 * (`children`) or, when it is `null`, a card saying there is nothing yet (with a way on, when given), and
 * the page links when there is more than one page.
 */
export function ListScreen({
  title,
  empty,
  onward,
  pages,
  children,
}: {
  title: string;
  empty: string;
  onward?: { to: string; label: string };
  pages?: { current_page: number; last_page: number };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children ?? (
        <div className="rounded-lg bg-white p-6 shadow-sm">
          <p className="text-slate-700">{empty}</p>
          {onward ? (
            <Link to={onward.to} className="mt-3 inline-block underline">
              {onward.label}
            </Link>
          ) : null}
        </div>
      )}
      {pages && pages.last_page > 1 ? (
        <Pagination page={pages.current_page} lastPage={pages.last_page} />
      ) : null}
    </div>
  );
}
