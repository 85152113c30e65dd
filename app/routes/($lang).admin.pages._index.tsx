// `/admin/pages` (issue 35 item 3): every static page — title, slug, status — and the way to make a new one.
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { pagesLoader } from '#app/lib/content.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { AdminRecordCell } from '#app/components/admin-table.tsx';
import { useLocale } from '#app/components/use-root.ts';

export const handle = { i18n: ['content'] };
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = pagesLoader;

export default function AdminPagesRoute() {
  const { t } = useTranslation('content');
  const { pages } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('pages.title')}</h1>
        <Link
          to={localizePath('/admin/pages/new', lang)}
          className="btn-primary text-sm"
          data-testid="page-new"
        >
          {t('pages.new')}
        </Link>
      </div>
      {pages.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" aria-label={t('pages.title')}>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="p-3 text-start">{t('fields.title')}</th>
                <th className="p-3 text-start">{t('fields.slug')}</th>
                <th className="p-3 text-start">{t('fields.status')}</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((p) => (
                <tr key={p.id} className="border-t border-slate-100" data-testid="page-row">
                  <AdminRecordCell
                    to={`/admin/pages/${p.id}`}
                    label={t('pages.open', { title: p.title })}
                  >
                    {p.title}
                  </AdminRecordCell>
                  <td className="p-3" dir="ltr">
                    {p.slug}
                  </td>
                  <td className="p-3">
                    {t(`status.${p.status}`)}
                    {p.component ? ` · ${t('pages.component')}` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('pages.empty')}</p>
      )}
    </div>
  );
}
