// `/admin/guests` (issue 35 item 6): guest shoppers (who checked out without an account), newest first,
// searched by name or e-mail, with how many orders each placed. Non-admins get this site's 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { peopleEndpoints } from '#contract/admin/people.ts';
import { adminRead } from '#app/lib/admin.server.ts';
import { listQuery } from '#app/lib/people.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { AdminPersonCell } from '#app/components/admin-table.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';
import { PeopleTabs, PeopleTable, SearchForm } from '#app/components/people/parts.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['people'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q, page } = listQuery(new URL(request.url), {});
  const { t, data: list } = await adminRead(request, context, peopleEndpoints.adminGuests, {
    query: { q, page },
  });
  return { title: t('people:guests.title'), list, q };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminGuestsRoute() {
  const { t } = useTranslation('people');
  const { list, q } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <TitledPage title={t('guests.title')}>
      <PeopleTabs current="guests" />
      <SearchForm label={t('guests.filters')} q={q} />
      <PeopleTable
        label={t('guests.title')}
        heads={[t('guests.name'), t('guests.orders'), t('guests.since')]}
        empty={t('guests.empty')}
        list={list}
      >
        {list.data.map((g) => (
          <tr key={g.id} className="border-t border-slate-100" data-testid="admin-guest">
            <AdminPersonCell name={g.name ?? t('guests.noName')} email={g.email} />
            <td className="p-3">{g.orders}</td>
            <td className="p-3">{formatDateTime(g.created, lang)}</td>
          </tr>
        ))}
      </PeopleTable>
    </TitledPage>
  );
}
