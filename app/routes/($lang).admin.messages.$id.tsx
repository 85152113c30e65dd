// `/admin/messages/{id}` (issue 17): one contact message — who wrote, when, the subject and the text (shown
// as text, never markup) — with a reply-by-e-mail link and "Mark handled" (a `<Form method="post">` with
// CSRF, post/redirect/get with a toast; once). Below, its audit log. Non-admins get this site's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminAction, adminOutcome, adminRecord } from '#app/lib/admin.server.ts';
import { inboxMessage } from '#app/lib/admin-inbox.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { AdminRecord, AuditSection } from '#app/components/admin-record.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) =>
  adminRecord(args, adminEndpoints.adminMessage, 'message', (t, m) =>
    t('admin:message.title', { subject: m.subject }),
  );

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action(args: ActionFunctionArgs) {
  const { id, t, back, api } = await adminAction(args, 'messages', ['handled']);
  const r = await api.call(adminEndpoints.adminMessageHandled, { body: { message_id: id } });
  return adminOutcome(args.request, back, r, inboxMessage, t, 'admin:done.handled');
}

export default function AdminMessageRoute() {
  const { t } = useTranslation('admin');
  const { message: m } = useLoaderData<typeof loader>();
  const lang = useLocale();
  return (
    <AdminRecord
      back={localizePath('/admin/messages', lang)}
      backLabel={t('message.back')}
      title={<bdi>{m.subject}</bdi>}
    >
      <p className="text-sm text-slate-700">
        <bdi>{m.name}</bdi> ·{' '}
        <a href={`mailto:${m.email}`} className="underline" dir="ltr">
          {m.email}
        </a>{' '}
        · {formatDateTime(m.created, lang)}
      </p>
      <p
        className="whitespace-pre-line rounded border border-slate-200 p-4"
        data-testid="admin-message-text"
      >
        {m.message}
      </p>
      <p className="text-sm" data-testid="admin-message-status">
        {m.handled_at
          ? t('message.handledBy', {
              name: m.handled_by ?? '',
              when: formatDateTime(m.handled_at, lang),
            })
          : t('messageStatus.open')}
      </p>
      {m.handled_at ? null : (
        <Form method="post">
          <AuthenticityTokenInput />
          <SubmitButton intent="handled" className="btn-primary text-sm">
            {t('message.markHandled')}
          </SubmitButton>
        </Form>
      )}
      <AuditSection
        rows={m.audit}
        empty={t('audit.emptyRecord')}
        render={(before, after) =>
          before.handled !== after.handled
            ? [`${t('message.handled')}: ${t('no')} → ${t('yes')}`]
            : []
        }
      />
    </AdminRecord>
  );
}
