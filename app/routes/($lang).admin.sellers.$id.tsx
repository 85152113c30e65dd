// `/admin/sellers/{id}` (issue 17): one seller application — the applicant, the store and its address, the
// status — and, while it is pending, approve (the store goes live; the seller is e-mailed in their language)
// or reject with a reason (required; the applicant is e-mailed why). Each a `<Form method="post">` with CSRF,
// post/redirect/get with a toast; the reason's message and what was typed come back on a refusal. Below, the
// application's audit log. Non-admins get this site's 404 for the page and every action.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps, getTextareaProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminForm, adminIdOf, adminNotFound, requireAdmin } from '#app/lib/admin.server.ts';
import { ADMIN_FORM_MESSAGES, RejectFormSchema, inboxMessage } from '#app/lib/admin-inbox.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { AuditTable } from '#app/components/admin-filters.tsx';
import { useRootData } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const id = adminIdOf(params);
  const t = await requestT(request);
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminSeller, {
    params: { id: String(id) },
  });
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  const application = unwrapOrThrow(r);
  return { title: t('admin:seller.title', { store: application.store_name }), application };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, formData } = await adminForm(request, context);
  const id = adminIdOf(params);
  const intent = String(formData.get('intent') ?? '');
  if (intent !== 'approve' && intent !== 'reject')
    throw new Response('Unknown action.', { status: 400 });
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const back = localizePath(`/admin/sellers/${id}`, lang);
  const api = shopApiFor(request, context, { token });
  let reason: string | undefined;
  if (intent === 'reject') {
    const submission = parseForm(formData, RejectFormSchema, t, ADMIN_FORM_MESSAGES);
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    reason = submission.value.reason;
  }
  const r = await api.call(adminEndpoints.adminSellerDecide, {
    body: { application_id: id, verdict: intent, reason },
  });
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw adminNotFound();
    // The API's refusals (decided already, …) are about the application, not what was typed: a toast.
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => inboxMessage(t, m)).join(' '),
      });
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, {
    type: 'success',
    message: t(intent === 'approve' ? 'admin:done.approved' : 'admin:done.rejectedApplication'),
  });
}

function RejectForm() {
  const { t } = useTranslation('admin');
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm({
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, RejectFormSchema, t, ADMIN_FORM_MESSAGES),
  });
  const reason = getTextareaProps(fields.reason);
  return (
    <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.reason.id} className="text-sm font-medium">
          {t('fields.reason')}
        </label>
        <p className="text-xs text-slate-600">{t('seller.reasonHint')}</p>
        <textarea {...reason} key={reason.key} rows={3} className={inputClass} />
        <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
      </div>
      <SubmitButton intent="reject" className="btn-secondary self-start text-sm">
        {t('seller.reject')}
      </SubmitButton>
    </Form>
  );
}

export default function AdminSellerRoute() {
  const { t } = useTranslation('admin');
  const { application: a } = useLoaderData<typeof loader>();
  const lang = useRootData()?.locale ?? 'en';
  const storeUrl = a.store ? localizePath(`/shop/${encodeURIComponent(a.store.slug)}`, lang) : null;
  return (
    <article className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <Link to={localizePath('/admin/sellers', lang)} className="self-start text-sm underline">
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>{' '}
        {t('seller.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('seller.title', { store: a.store_name })}</h1>
      <dl
        className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="admin-seller"
      >
        <dt className="text-slate-600">{t('sellers.applicant')}</dt>
        <dd>
          <bdi>{a.name}</bdi> · <bdi>{a.email}</bdi>
        </dd>
        <dt className="text-slate-600">{t('sellers.store')}</dt>
        <dd>
          <bdi>{a.store_name}</bdi>
          {storeUrl ? (
            <>
              {' '}
              ·{' '}
              {a.store?.status === 1 ? (
                <Link to={storeUrl} className="underline" dir="ltr">
                  {storeUrl}
                </Link>
              ) : (
                <span dir="ltr">{storeUrl}</span>
              )}
            </>
          ) : null}
        </dd>
        <dt className="text-slate-600">{t('sellers.status')}</dt>
        <dd data-testid="admin-seller-status">{t(`sellerStatus.${a.status}`)}</dd>
        <dt className="text-slate-600">{t('seller.language')}</dt>
        <dd>{a.language ?? '—'}</dd>
        <dt className="text-slate-600">{t('sellers.date')}</dt>
        <dd>{formatDateTime(a.created, lang)}</dd>
        {a.reason ? (
          <>
            <dt className="text-slate-600">{t('fields.reason')}</dt>
            <dd className="whitespace-pre-line" data-testid="admin-seller-reason">
              {a.reason}
            </dd>
          </>
        ) : null}
      </dl>
      {a.status === 'pending' ? (
        <section
          aria-labelledby="seller-actions"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
          data-testid="admin-actions"
        >
          <h2 id="seller-actions" className="font-semibold">
            {t('order.actions')}
          </h2>
          <Form method="post" className="flex flex-col items-start gap-2">
            <AuthenticityTokenInput />
            <p className="text-sm text-slate-700">{t('seller.approveIntro')}</p>
            <SubmitButton intent="approve" className="btn-primary text-sm">
              {t('seller.approve')}
            </SubmitButton>
          </Form>
          <RejectForm />
        </section>
      ) : null}
      <section aria-labelledby="admin-audit" className="flex flex-col gap-2">
        <h2 id="admin-audit" className="text-lg font-semibold">
          {t('audit.title')}
        </h2>
        <AuditTable
          rows={a.audit}
          empty={t('audit.emptyRecord')}
          render={(before, after) =>
            before.status !== after.status
              ? [
                  `${t('sellers.status')}: ${t(`sellerStatus.${String(before.status)}`)} → ${t(`sellerStatus.${String(after.status)}`)}`,
                ]
              : []
          }
        />
      </section>
    </article>
  );
}
