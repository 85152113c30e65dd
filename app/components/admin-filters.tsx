// The admin lists' status filter (issue 17): links whose state is the URL (`?status=…`), the current one
// marked for assistive technology, so it works the same without JavaScript.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { useRootData } from '#app/components/use-root.ts';

export function FilterLinks({
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
  const lang = useRootData()?.locale ?? 'en';
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

/** Who did what and when to one record (the audit rows of a seller application or a contact message). */
export function AuditTable({
  rows,
  render,
  empty,
}: {
  rows: {
    id: number;
    admin: { name: string };
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    created: string;
  }[];
  render: (before: Record<string, unknown>, after: Record<string, unknown>) => string[];
  empty: string;
}) {
  const { t } = useTranslation('admin');
  const lang = useRootData()?.locale ?? 'en';
  if (!rows.length) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="admin-audit">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th className="p-2 text-start">{t('audit.when')}</th>
            <th className="p-2 text-start">{t('audit.who')}</th>
            <th className="p-2 text-start">{t('audit.what')}</th>
            <th className="p-2 text-start">{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id} className="border-t border-slate-100">
              <td className="p-2">{formatDateTime(a.created, lang)}</td>
              <td className="p-2">
                <bdi>{a.admin.name}</bdi>
              </td>
              <td className="p-2">
                {t(`action.${a.action.replace(/[^a-z_]/g, '_')}`, { defaultValue: a.action })}
              </td>
              <td className="p-2">
                <ul>
                  {render(a.before, a.after).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
