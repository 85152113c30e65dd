// `/admin/messages/{id}` (issue 17): one contact message — who wrote, when, the subject and the text (shown
// as text, never markup) — with a reply-by-e-mail link and "Mark handled" (a `<Form method="post">` with
// CSRF, post/redirect/get with a toast; once). Below, its audit log. Non-admins get this site's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminForm, adminIdOf, adminNotFound, requireAdmin } from '#app/lib/admin.server.ts';
import { inboxMessage } from '#app/lib/admin-inbox.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { AuditTable } from '#app/components/admin-filters.tsx';
import { useRootData } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const id = adminIdOf(params);
  const t = await requestT(request);
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminMessage, {
    params: { id: String(id) },
  });
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  const message = unwrapOrThrow(r);
  return { title: t('admin:message.title', { subject: message.subject }), message };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, formData } = await adminForm(request, context);
  const id = adminIdOf(params);
  if (formData.get('intent') !== 'handled') throw new Response('Unknown action.', { status: 400 });
  const t = await requestT(request);
  const back = localizePath(
    `/admin/messages/${id}`,
    languageFromPath(new URL(request.url).pathname),
  );
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminMessageHandled, {
    body: { message_id: id },
  });
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => inboxMessage(t, m)).join(' '),
      });
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t('admin:done.handled') });
}

export default function AdminMessageRoute() {
  const { t } = useTranslation('admin');
  const { message: m } = useLoaderData<typeof loader>();
  const lang = useRootData()?.locale ?? 'en';
  return (
    <article className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <Link to={localizePath('/admin/messages', lang)} className="self-start text-sm underline">
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>{' '}
        {t('message.back')}
      </Link>
      <h1 className="text-2xl font-semibold">
        <bdi>{m.subject}</bdi>
      </h1>
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
      <section aria-labelledby="admin-audit" className="flex flex-col gap-2">
        <h2 id="admin-audit" className="text-lg font-semibold">
          {t('audit.title')}
        </h2>
        <AuditTable
          rows={m.audit}
          empty={t('audit.emptyRecord')}
          render={(before, after) =>
            before.handled !== after.handled
              ? [`${t('message.handled')}: ${t('no')} → ${t('yes')}`]
              : []
          }
        />
      </section>
    </article>
  );
}
