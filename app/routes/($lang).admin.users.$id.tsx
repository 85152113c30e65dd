// `/admin/users/{id}` (issue 35 item 6, decision 145): one registered user — their details, their latest orders
// and the audit log — with "Disable" (a reason is optional and kept in the audit log; every session of theirs
// ends at once and they cannot sign in) or "Enable". Staff cannot disable themselves: the API refuses and
// the page says so. Post/redirect/get with a toast; non-admins get this site's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { peopleEndpoints } from '#contract/admin/people.ts';
import { adminAction, adminOutcome, adminRecord } from '#app/lib/admin.server.ts';
import { peopleMessage } from '#app/lib/people.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';
import { Minor } from '#app/components/payouts/parts.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['people'] };

const STATUS = ['', 'pending', 'confirmed', 'picked_up', 'on_the_way', 'delivered'] as const;

export const loader = (args: LoaderFunctionArgs) =>
  adminRecord(args, peopleEndpoints.adminUser, 'user', (t, u) =>
    t('people:user.title', { name: u.name }),
  );

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action(args: ActionFunctionArgs) {
  const { formData, intent, id, t, back, api } = await adminAction(args, 'users', [
    'disable',
    'enable',
  ] as const);
  const reason = String(formData.get('reason') ?? '')
    .trim()
    .slice(0, 500);
  const r = await api.call(peopleEndpoints.adminUserStatus, {
    body: { user_id: id, action: intent, reason: reason || undefined },
  });
  return adminOutcome(args.request, back, r, peopleMessage, t, `people:user.done_${intent}`);
}

export default function AdminUserRoute() {
  const { t } = useTranslation('people');
  const { user } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <TitledPage title={t('user.title', { name: user.name })}>
      <dl className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600">{t('users.email')}</dt>
          <dd>
            <bdi dir="ltr">{user.email}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('users.state')}</dt>
          <dd data-testid="admin-user-state">
            {user.disabled ? t('users.disabled') : t('users.active')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('users.since')}</dt>
          <dd>{formatDateTime(user.created, lang)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('user.role')}</dt>
          <dd>{user.role === 'admin' ? t('users.staff') : t('user.shopper')}</dd>
        </div>
      </dl>
      <Form method="post" className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm">
        <AuthenticityTokenInput />
        {user.disabled ? (
          <SubmitButton intent="enable" className="btn-primary self-start">
            {t('user.enable')}
          </SubmitButton>
        ) : (
          <>
            <label htmlFor="reason" className="text-sm font-medium">
              {t('user.reason')}
            </label>
            <input id="reason" name="reason" maxLength={500} className={inputClass} />
            <p className="text-xs text-slate-600">{t('user.disableHint')}</p>
            <SubmitButton intent="disable" className="btn-secondary self-start">
              {t('user.disable')}
            </SubmitButton>
          </>
        )}
      </Form>
      <section aria-labelledby="orders-heading" className="rounded-lg bg-white shadow-sm">
        <h2 id="orders-heading" className="p-4 pb-0 text-lg font-semibold">
          {t('user.orders')}
        </h2>
        {user.orders.length ? (
          <table className="w-full text-sm" data-testid="admin-user-orders">
            <ColumnHeads
              className="text-xs text-slate-600"
              labels={[t('user.order'), t('user.total'), t('user.status'), t('users.since')]}
            />
            <tbody>
              {user.orders.map((o) => (
                <tr key={o.id} className="border-t border-slate-100">
                  <td className="p-2">
                    <Link to={localizePath(`/admin/orders/${o.id}`, lang)} className="underline">
                      <bdi>{o.order_code}</bdi>
                    </Link>
                  </td>
                  <td className="p-2">
                    <Minor value={o.total} />
                  </td>
                  <td className="p-2">
                    {o.cancelled
                      ? t('user.cancelled')
                      : t(`user.orderStatus.${STATUS[o.status] ?? 'pending'}`)}
                  </td>
                  <td className="p-2">{formatDateTime(o.created, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="p-4 text-sm text-slate-700">{t('user.noOrders')}</p>
        )}
      </section>
      <section aria-labelledby="audit-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="audit-heading" className="text-lg font-semibold">
          {t('user.audit')}
        </h2>
        {user.audit.length ? (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {user.audit.map((a) => (
              <li key={a.id}>
                {formatDateTime(a.created, lang)} · <bdi>{a.admin.name}</bdi> ·{' '}
                {t(a.action === 'user:disable' ? 'user.disabledBy' : 'user.enabledBy')}
                {typeof a.after.reason === 'string' ? (
                  <>
                    {' '}
                    — <bdi>{a.after.reason}</bdi>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t('user.noAudit')}</p>
        )}
      </section>
    </TitledPage>
  );
}
