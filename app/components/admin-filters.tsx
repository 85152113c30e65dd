// The admin inbox lists' page and status filter (issue 17): links whose state is the URL (`?status=…`), the current one
// marked for assistive technology, so it works the same without JavaScript.
import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { useLocale } from '#app/components/use-root.ts';

function FilterLinks({
  label,
  base,
  current,
  options,
}: {
  label: string;
  base: string;
  current: string;
  options: (readonly [string, string])[];
}) {
  const { t } = useTranslation('admin');
  const lang = useLocale();
  const all: (readonly [string, string])[] = [['', t('orders.any')], ...options];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {all.map(([v, name]) => (
          <li key={v}>
            <Link
              to={`${localizePath(base, lang)}${v ? `?status=${v}` : ''}`}
              aria-current={v === current ? 'page' : undefined}
              className={`block rounded-full border px-3 py-1 ${v === current ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white hover:bg-slate-100'}`}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An inbox list's page (`/admin/sellers`, `/admin/messages`): its heading, the status filter (each status
 * named by `{statusKey}.{value}`), then the list.
 */
export function InboxPage({
  kind,
  statusKey,
  filters,
  current,
  children,
}: {
  kind: 'sellers' | 'messages';
  statusKey: string;
  filters: readonly string[];
  current: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t(`${kind}.title`)}</h1>
      <FilterLinks
        label={t(`${kind}.filter`)}
        base={`/admin/${kind}`}
        current={current}
        options={filters.map((v) => [v, t(`${statusKey}.${v}`)])}
      />
      {children}
    </div>
  );
}
