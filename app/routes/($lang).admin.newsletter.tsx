// `/admin/newsletter` (issue 17): the newsletter's subscribers, newest first, 50 a page, and the CSV export of
// all of them (`/admin/newsletter.csv`, a plain download link). Non-admins get this site's 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { requireAdmin, adminNotFound } from '#app/lib/admin.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { useRootData } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const t = await requestT(request);
  const page = Math.max(
    1,
    Math.min(100_000, Number(new URL(request.url).searchParams.get('page')) || 1),
  );
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminSubscribers, {
    query: { page: String(page) },
  });
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  return { title: t('admin:newsletter.title'), list: unwrapOrThrow(r) };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminNewsletterRoute() {
  const { t } = useTranslation('admin');
  const { list } = useLoaderData<typeof loader>();
  const lang = useRootData()?.locale ?? 'en';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('newsletter.title')}</h1>
        {/* A document download, not a client-side navigation. */}
        <a
          href={localizePath('/admin/newsletter.csv', lang)}
          download="newsletter-subscribers.csv"
          className="btn-secondary text-sm"
          data-testid="newsletter-csv"
        >
          {t('newsletter.export')}
        </a>
      </div>
      <p className="text-sm text-slate-700">{t('newsletter.count', { count: list.total })}</p>
      {list.data.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" aria-label={t('newsletter.label')}>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="p-3 text-start">{t('newsletter.email')}</th>
                <th className="p-3 text-start">{t('newsletter.language')}</th>
                <th className="p-3 text-start">{t('newsletter.since')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((s) => (
                <tr key={s.id} className="border-t border-slate-100" data-testid="admin-subscriber">
                  <td className="p-3">
                    <bdi dir="ltr">{s.email}</bdi>
                  </td>
                  <td className="p-3">{s.language ?? '—'}</td>
                  <td className="p-3">{formatDateTime(s.created, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">{t('newsletter.empty')}</p>
      )}
      <Pagination page={list.current_page} lastPage={list.last_page} />
    </div>
  );
}
