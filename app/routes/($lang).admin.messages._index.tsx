// `/admin/messages` (issue 17): the contact form's messages, newest first, 25 a page, filtered open or
// handled by links (the URL is the state). Non-admins get this site's 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { requireAdmin, adminNotFound } from '#app/lib/admin.server.ts';
import { MESSAGE_FILTERS } from '#app/lib/admin-inbox.ts';
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
  const status = (MESSAGE_FILTERS as readonly string[]).includes(raw)
    ? (raw as (typeof MESSAGE_FILTERS)[number])
    : undefined;
  const page = Math.max(1, Math.min(100_000, Number(url.searchParams.get('page')) || 1));
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminMessages, {
    query: { status, page: String(page) },
  });
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  return { title: t('admin:messages.title'), list: unwrapOrThrow(r), status: status ?? '' };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminMessagesRoute() {
  const { t } = useTranslation('admin');
  const { list, status } = useLoaderData<typeof loader>();
  const lang = useRootData()?.locale ?? 'en';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('messages.title')}</h1>
      <FilterLinks
        label={t('messages.filter')}
        base="/admin/messages"
        current={status}
        options={MESSAGE_FILTERS.map((v) => [v, t(`messageStatus.${v}`)])}
      />
      {list.data.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
          {list.data.map((m) => (
            <li key={m.id} className="flex flex-col gap-1 p-4" data-testid="admin-message">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={localizePath(`/admin/messages/${m.id}`, lang)}
                  className="font-medium underline"
                >
                  <bdi>{m.subject}</bdi>
                </Link>
                <span className="text-xs text-slate-600">{formatDateTime(m.created, lang)}</span>
              </div>
              <p className="text-sm text-slate-700">
                <bdi>{m.name}</bdi> · <bdi>{m.email}</bdi> ·{' '}
                <span data-testid="admin-message-status">
                  {t(`messageStatus.${m.handled_at ? 'handled' : 'open'}`)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">{t('messages.empty')}</p>
      )}
      <Pagination page={list.current_page} lastPage={list.last_page} />
    </div>
  );
}
