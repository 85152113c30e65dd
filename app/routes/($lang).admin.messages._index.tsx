// `/admin/messages` (issue 17): the contact form's messages, newest first, 25 a page, filtered open or
// handled by links (the URL is the state). Non-admins get this site's 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminInbox } from '#app/lib/admin.server.ts';
import { MESSAGE_FILTERS } from '#app/lib/admin-inbox.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { AdminList } from '#app/components/admin-table.tsx';
import { InboxPage } from '#app/components/admin-filters.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  adminInbox(
    request,
    context,
    adminEndpoints.adminMessages,
    MESSAGE_FILTERS,
    'admin:messages.title',
  );

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminMessagesRoute() {
  const { t } = useTranslation('admin');
  const { list, status } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <InboxPage kind="messages" statusKey="messageStatus" filters={MESSAGE_FILTERS} current={status}>
      <AdminList list={list} empty={t('messages.empty')}>
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
      </AdminList>
    </InboxPage>
  );
}
