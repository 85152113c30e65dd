// The admin lists (issue 17: orders, seller applications, subscribers, messages): the rows in a white card, or
// the list's empty message when there are none, and the page links below; the cells their rows share.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { useLocale } from '#app/components/use-root.ts';

type Page = { data: unknown[]; current_page: number; last_page: number };

/** A page of an admin list: `children` shows its rows, `empty` stands in when it has none. */
export function AdminList({
  list,
  empty,
  children,
}: {
  list: Page;
  empty: string;
  children: ReactNode;
}) {
  return (
    <>
      {list.data.length ? (
        children
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">{empty}</p>
      )}
      <Pagination page={list.current_page} lastPage={list.last_page} />
    </>
  );
}

/**
 * An admin list as a table. Its strings are `admin:{section}.…`: `.label` its accessible name, `.empty` what
 * stands in for no rows, and each column's key its heading (`end`: a number column).
 */
export function AdminTable({
  list,
  section,
  columns,
  children,
}: {
  list: Page;
  section: 'orders' | 'sellers' | 'newsletter';
  columns: (string | { end: string })[];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminList list={list} empty={t(`${section}.empty`)}>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="w-full text-sm" aria-label={t(`${section}.label`)}>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              {columns.map((c) =>
                typeof c === 'string' ? (
                  <th key={c} className="p-3 text-start">
                    {t(`${section}.${c}`)}
                  </th>
                ) : (
                  <th key={c.end} className="p-3 text-end">
                    {t(`${section}.${c.end}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </AdminList>
  );
}

/** The head of a small table in an admin record (audit log, refunds): one row of start-aligned headings. */
export function ColumnHeads({ labels, className }: { labels: string[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {labels.map((label) => (
          <th key={label} className="p-2 text-start">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row's first cell: the link that opens the record (`to` unlocalized), named for screen readers. */
export function AdminRecordCell({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  const lang = useLocale();
  return (
    <td className="p-3 font-medium">
      <Link to={localizePath(to, lang)} className="underline" aria-label={label}>
        <bdi>{children}</bdi>
      </Link>
    </td>
  );
}

/** A person's cell: the name, and the e-mail address under it when there is one. */
export function AdminPersonCell({ name, email }: { name: string; email?: string | null }) {
  return (
    <td className="p-3">
      <bdi>{name}</bdi>
      {email ? (
        <span className="block text-xs text-slate-600">
          <bdi>{email}</bdi>
        </span>
      ) : null}
    </td>
  );
}
