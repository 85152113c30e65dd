// `/admin/sellers` (issue 17): the verified seller applications, newest first, 25 a page, filtered by status
// with links (a GET whose state is the URL, so it works without JavaScript). Non-admins get this site's 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { requireAdmin, adminNotFound } from '#app/lib/admin.server.ts';
import { APPLICATION_FILTERS } from '#app/lib/admin-inbox.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { FilterLinks } from '#app/components/admin-filters.tsx';
import { useRootData } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const t = await requestT(request);
  const raw = url.searchParams.get('status') ?? '';
  const status = (APPLICATION_FILTERS as readonly string[]).includes(raw)
    ? (raw as (typeof APPLICATION_FILTERS)[number])
    : undefined;
  const page = Math.max(1, Math.min(100_000, Number(url.searchParams.get('page')) || 1));
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminSellers, {
    query: { status, page: String(page) },
  });
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  return { title: t('admin:sellers.title'), list: unwrapOrThrow(r), status: status ?? '' };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminSellersRoute() {
  const { t } = useTranslation('admin');
  const { list, status } = useLoaderData<typeof loader>();
  const lang = useRootData()?.locale ?? 'en';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('sellers.title')}</h1>
      <FilterLinks
        label={t('sellers.filter')}
        base="/admin/sellers"
        current={status}
        options={APPLICATION_FILTERS.map((v) => [v, t(`sellerStatus.${v}`)])}
      />
      {list.data.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" aria-label={t('sellers.label')}>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="p-3 text-start">{t('sellers.store')}</th>
                <th className="p-3 text-start">{t('sellers.applicant')}</th>
                <th className="p-3 text-start">{t('sellers.status')}</th>
                <th className="p-3 text-start">{t('sellers.date')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((a) => (
                <tr
                  key={a.id}
                  className="border-t border-slate-100"
                  data-testid="admin-application"
                >
                  <td className="p-3 font-medium">
                    <Link
                      to={localizePath(`/admin/sellers/${a.id}`, lang)}
                      className="underline"
                      aria-label={t('sellers.open', { store: a.store_name })}
                    >
                      <bdi>{a.store_name}</bdi>
                    </Link>
                  </td>
                  <td className="p-3">
                    <bdi>{a.name}</bdi>
                    <span className="block text-xs text-slate-600">
                      <bdi>{a.email}</bdi>
                    </span>
                  </td>
                  <td className="p-3">{t(`sellerStatus.${a.status}`)}</td>
                  <td className="p-3">{formatDateTime(a.created, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">{t('sellers.empty')}</p>
      )}
      <Pagination page={list.current_page} lastPage={list.last_page} />
    </div>
  );
}
