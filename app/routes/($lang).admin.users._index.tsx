// `/admin/users` (issue 35 item 6, decision 145): registered users, newest first, searched by name or e-mail
// and filtered by active or disabled (a GET form: the URL is the state); each opens the user's page, with
// their orders and the disable and enable actions. A tab leads to the guest shoppers. Non-admins get the 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { USER_FILTERS, peopleEndpoints } from '#contract/admin/people.ts';
import { adminRead } from '#app/lib/admin.server.ts';
import { listQuery } from '#app/lib/people.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { AdminRecordCell } from '#app/components/admin-table.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';
import { PeopleTabs, PeopleTable, SearchForm } from '#app/components/people/parts.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['people'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = listQuery(new URL(request.url), { status: USER_FILTERS });
  const { t, data: list } = await adminRead(request, context, peopleEndpoints.adminUsers, {
    query,
  });
  return { title: t('people:users.title'), list, query };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminUsersRoute() {
  const { t } = useTranslation('people');
  const { list, query } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <TitledPage title={t('users.title')}>
      <PeopleTabs current="users" />
      <SearchForm
        label={t('users.filters')}
        q={query.q}
        choices={[
          {
            name: 'status',
            label: t('users.state'),
            value: query.status,
            options: USER_FILTERS.map((s) => [s, t(`users.${s}`)]),
          },
        ]}
      />
      <PeopleTable
        label={t('users.title')}
        heads={[t('users.name'), t('users.email'), t('users.state'), t('users.since')]}
        empty={t('users.empty')}
        list={list}
      >
        {list.data.map((u) => (
          <tr key={u.id} className="border-t border-slate-100" data-testid="admin-user">
            <AdminRecordCell to={`/admin/users/${u.id}`} label={t('users.open', { name: u.name })}>
              {u.name}
            </AdminRecordCell>
            <td className="p-3">
              <bdi dir="ltr">{u.email}</bdi>
            </td>
            <td className="p-3" data-testid="admin-user-state">
              {u.disabled ? t('users.disabled') : t('users.active')}
              {u.role === 'admin' ? ` · ${t('users.staff')}` : ''}
            </td>
            <td className="p-3">{formatDateTime(u.created, lang)}</td>
          </tr>
        ))}
      </PeopleTable>
    </TitledPage>
  );
}
