// `/admin/sellers` (issue 17): the verified seller applications, newest first, 25 a page, filtered by status
// with links (a GET whose state is the URL, so it works without JavaScript). Non-admins get this site's 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminInbox, adminRead } from '#app/lib/admin.server.ts';
import { earningsEndpoints } from '#contract/earnings/endpoints.ts';
import { Minor } from '#app/components/payouts/parts.tsx';
import { APPLICATION_FILTERS } from '#app/lib/admin-inbox.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { AdminPersonCell, AdminRecordCell, AdminTable } from '#app/components/admin-table.tsx';
import { InboxPage } from '#app/components/admin-filters.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const inbox = await adminInbox(
    request,
    context,
    adminEndpoints.adminSellers,
    APPLICATION_FILTERS,
    'admin:sellers.title',
  );
  // Each store's ledger balance (issue 34), beside its application.
  const { data: balances } = await adminRead(
    request,
    context,
    earningsEndpoints.adminStoreBalances,
    {},
  );
  return { ...inbox, balances: Object.fromEntries(balances.map((b) => [b.store_id, b.balance])) };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminSellersRoute() {
  const { t } = useTranslation('admin');
  const { list, status, balances } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <InboxPage
      kind="sellers"
      statusKey="sellerStatus"
      filters={APPLICATION_FILTERS}
      current={status}
    >
      <AdminTable
        list={list}
        section="sellers"
        columns={['store', 'applicant', 'status', 'date', { end: 'balance' }]}
      >
        {list.data.map((a) => (
          <tr key={a.id} className="border-t border-slate-100" data-testid="admin-application">
            <AdminRecordCell
              to={`/admin/sellers/${a.id}`}
              label={t('sellers.open', { store: a.store_name })}
            >
              {a.store_name}
            </AdminRecordCell>
            <AdminPersonCell name={a.name} email={a.email} />
            <td className="p-3">{t(`sellerStatus.${a.status}`)}</td>
            <td className="p-3">{formatDateTime(a.created, lang)}</td>
            <td className="p-3 text-end" data-testid="admin-application-balance">
              {a.store && balances[a.store.id] !== undefined ? (
                <Minor value={balances[a.store.id]!} />
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </InboxPage>
  );
}
