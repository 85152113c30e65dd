// The pieces the people screens share (issue 35 item 6): a list filter as a GET form (its state is the URL, so
// it works without JavaScript), and a plain table with a caption for screen readers.
import type { ReactNode } from 'react';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '#app/components/pagination.tsx';
import { inputClass } from '#app/components/form.tsx';
import { localizePath } from '#app/lib/i18n.ts';
import { useLocale } from '#app/components/use-root.ts';

export type Choice = { name: string; label: string; value: string; options: [string, string][] };

/** A GET search form: a text box `q` and any choices, with a submit button. */
export function SearchForm({
  label,
  q,
  choices = [],
}: {
  label: string;
  q: string;
  choices?: Choice[];
}) {
  const { t } = useTranslation('people');
  return (
    <Form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm">
        {t('search')}
        <input name="q" type="search" defaultValue={q} maxLength={100} className={inputClass} />
      </label>
      {choices.map((c) => (
        <label key={c.name} className="flex flex-col text-sm">
          {c.label}
          <select name={c.name} defaultValue={c.value} className={inputClass}>
            <option value="">{t('any')}</option>
            {c.options.map(([v, name]) => (
              <option key={v} value={v}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className="btn-secondary text-sm">
        {t('filter')}
      </button>
    </Form>
  );
}

/** A page of a list as a table (or `empty` when it has no rows), then its page links. */
export function PeopleTable({
  label,
  heads,
  empty,
  list,
  children,
}: {
  label: string;
  heads: string[];
  empty: string;
  list: { data: unknown[]; current_page: number; last_page: number };
  children: ReactNode;
}) {
  return (
    <>
      {list.data.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" aria-label={label}>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                {heads.map((h, i) => (
                  <th key={i} className="p-3 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">{empty}</p>
      )}
      <Pagination page={list.current_page} lastPage={list.last_page} />
    </>
  );
}

/** The tabs between registered users and guest shoppers. */
export function PeopleTabs({ current }: { current: 'users' | 'guests' }) {
  const { t } = useTranslation('people');
  const lang = useLocale();
  return (
    <nav aria-label={t('tabs')}>
      <ul className="flex gap-2 text-sm">
        {(['users', 'guests'] as const).map((k) => (
          <li key={k}>
            <Link
              to={localizePath(`/admin/${k}`, lang)}
              aria-current={k === current ? 'page' : undefined}
              className={`block rounded-full border px-3 py-1 ${k === current ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white hover:bg-slate-100'}`}
            >
              {t(`${k}.tab`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
