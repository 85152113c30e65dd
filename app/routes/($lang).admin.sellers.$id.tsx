// `/admin/sellers/{id}` (issue 17): one seller application — the applicant, the store and its address, the
// status — and, while it is pending, approve (the store goes live; the seller is e-mailed in their language)
// or reject with a reason (required; the applicant is e-mailed why). Each a `<Form method="post">` with CSRF,
// post/redirect/get with a toast; the reason's message and what was typed come back on a refusal. Below, the
// application's audit log. Non-admins get this site's 404 for the page and every action.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps, getTextareaProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminAction, adminOutcome, adminRecord } from '#app/lib/admin.server.ts';
import { ADMIN_FORM_MESSAGES, RejectFormSchema, inboxMessage } from '#app/lib/admin-inbox.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { AdminRecord, AuditSection, RecordSection } from '#app/components/admin-record.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = (args: LoaderFunctionArgs) =>
  adminRecord(args, adminEndpoints.adminSeller, 'application', (t, a) =>
    t('admin:seller.title', { store: a.store_name }),
  );

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action(args: ActionFunctionArgs) {
  const { formData, intent, id, t, back, api } = await adminAction(args, 'sellers', [
    'approve',
    'reject',
  ]);
  let reason: string | undefined;
  if (intent === 'reject') {
    const submission = parseForm(formData, RejectFormSchema, t, ADMIN_FORM_MESSAGES);
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    reason = submission.value.reason;
  }
  const r = await api.call(adminEndpoints.adminSellerDecide, {
    body: { application_id: id, verdict: intent, reason },
  });
  // The API's refusals (decided already, …) are about the application, not what was typed: a toast.
  const done = intent === 'approve' ? 'admin:done.approved' : 'admin:done.rejectedApplication';
  return adminOutcome(args.request, back, r, inboxMessage, t, done);
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
  const lang = useLocale();
  const storeUrl = a.store ? localizePath(`/shop/${encodeURIComponent(a.store.slug)}`, lang) : null;
  return (
    <AdminRecord
      back={localizePath('/admin/sellers', lang)}
      backLabel={t('seller.back')}
      title={t('seller.title', { store: a.store_name })}
    >
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
        {a.status === 'approved' && a.store ? (
          <>
            <dt className="text-slate-600">{t('payouts:store.earnings')}</dt>
            <dd>
              <Link
                to={localizePath(`/admin/stores/${a.store.id}`, lang)}
                className="underline"
                data-testid="admin-seller-earnings"
              >
                {t('payouts:store.open')}
              </Link>
            </dd>
          </>
        ) : null}
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
        <RecordSection
          id="seller-actions"
          title={t('order.actions')}
          box="actions"
          testId="admin-actions"
        >
          <Form method="post" className="flex flex-col items-start gap-2">
            <AuthenticityTokenInput />
            <p className="text-sm text-slate-700">{t('seller.approveIntro')}</p>
            <SubmitButton intent="approve" className="btn-primary text-sm">
              {t('seller.approve')}
            </SubmitButton>
          </Form>
          <RejectForm />
        </RecordSection>
      ) : null}
      <AuditSection
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
    </AdminRecord>
  );
}
