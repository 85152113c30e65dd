// The list screen of a merchandising kind (issue 35 item 1): the home slider's slides, the banners or the site
// features — title, type, status, order and schedule of each, and the way to add one. One screen for three kinds.
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import type { merchList } from '#app/lib/merchandising.server.ts';
import { AdminRecordCell } from '#app/components/admin-table.tsx';
import { useLocale } from '#app/components/use-root.ts';

export const handle = { i18n: ['merchandising'] };

/** "From … until …", "From …", "Until …" or "Always" (UTC). */
function useScheduleText() {
  const { t } = useTranslation('merchandising');
  return (from?: string | null, until?: string | null) => {
    const f = from?.slice(0, 16);
    const u = until?.slice(0, 16);
    if (f && u) return t('list.between', { from: f, until: u });
    if (f) return t('list.from', { date: f });
    if (u) return t('list.until', { date: u });
    return t('list.always');
  };
}

export function MerchListScreen() {
  const { t } = useTranslation('merchandising');
  const { kind, list } = useLoaderData<typeof merchList>();
  const lang = useLocale();
  const schedule = useScheduleText();
  const typed = kind !== 'features';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t(`kinds.${kind}.title`)}</h1>
        <Link
          to={localizePath(`/admin/${kind}/new`, lang)}
          className="btn-primary text-sm"
          data-testid="merch-new"
        >
          {t(`kinds.${kind}.new`)}
        </Link>
      </div>
      {list.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" aria-label={t(`kinds.${kind}.title`)}>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="p-3 text-start">{t(`kinds.${kind}.column`)}</th>
                {typed ? <th className="p-3 text-start">{t('fields.type')}</th> : null}
                <th className="p-3 text-start">{t('fields.status')}</th>
                <th className="p-3 text-end">{t('fields.sort')}</th>
                <th className="p-3 text-start">{t('list.schedule')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} className="border-t border-slate-100" data-testid="merch-row">
                  <AdminRecordCell
                    to={`/admin/${kind}/${r.id}`}
                    label={t('list.open', { title: r.title })}
                  >
                    {r.title}
                  </AdminRecordCell>
                  {typed ? <td className="p-3">{t(`types.${kind}.${r.type ?? 1}`)}</td> : null}
                  <td className="p-3">{t(`status.${r.status}`)}</td>
                  <td className="p-3 text-end">{r.sort}</td>
                  <td className="p-3">{schedule(r.starts_at, r.ends_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">
          {t(`kinds.${kind}.empty`)}
        </p>
      )}
    </div>
  );
}
