// `/admin/stores/{id}` (issue 34): one seller's store for staff — its balance, available and held amounts,
// its ledger and withdrawal requests; an adjustment (signed, with its reason), its own commission (empty:
// the shop's default), and suspend (with a reason: its products leave the shop, its workspace closes) or
// reinstate. Each a `<Form method="post">` with CSRF, post/redirect/get with a toast; the audit log below.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { earningsEndpoints as E } from '#contract/earnings/endpoints.ts';
import { adminIdOf, adminPageOf } from '#app/lib/admin.server.ts';
import { amountOf } from '#app/lib/workspace.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import {
  AdjustmentFormSchema,
  CommissionFormSchema,
  PAYOUT_FORM_MESSAGES,
  ReasonFormSchema,
  basisPointsOf,
  percentText,
  signedAmountOf,
} from '#app/lib/payouts.ts';
import {
  payoutsForm,
  payoutsOf,
  payoutsOutcome,
  readOr404,
  refusedForm,
} from '#app/lib/payouts.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { TextField } from '#app/components/form.tsx';
import { ButtonForm, PayoutForm, usePayoutForm } from '#app/components/payouts/forms.tsx';
import { Card, Figures, LedgerTable, WithdrawalsTable } from '#app/components/payouts/parts.tsx';
import { AuditSection } from '#app/components/admin-record.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['payouts'] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { call, t } = await payoutsOf(request, context, 'admin');
  const id = String(adminIdOf(params));
  const page = String(adminPageOf(new URL(request.url)));
  const store = readOr404(await call(E.adminStoreEarnings, { params: { id }, query: { page } }));
  return { title: t('payouts:store.title', { store: store.store.name }), store };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { formData, intent, call, t, digits, path } = await payoutsForm(request, context, 'admin', [
    'adjust',
    'suspend',
    'reinstate',
    'commission',
  ]);
  const id = String(adminIdOf(params));
  const back = path(`/admin/stores/${id}`);
  const toastFor = (key: string) => (messages: string[]) =>
    refusedForm(key, { status: 'error', error: { '': messages } });
  if (intent === 'reinstate') {
    const r = await call(E.adminStoreReinstate, { params: { id } });
    return payoutsOutcome(request, back, r, t, 'payouts:done.reinstated', toastFor('reinstate'));
  }
  if (intent === 'suspend') {
    const submission = parseForm(formData, ReasonFormSchema, t, PAYOUT_FORM_MESSAGES);
    if (submission.status !== 'success') return refusedForm('suspend', submission.reply());
    const r = await call(E.adminStoreSuspend, { params: { id }, body: submission.value });
    return payoutsOutcome(request, back, r, t, 'payouts:done.suspended', (messages) =>
      refusedForm('suspend', submission.reply({ formErrors: messages })),
    );
  }
  if (intent === 'commission') {
    const submission = parseForm(formData, CommissionFormSchema, t, PAYOUT_FORM_MESSAGES);
    if (submission.status !== 'success') return refusedForm('commission', submission.reply());
    const c = submission.value.commission;
    const r = await call(E.adminStoreCommission, {
      params: { id },
      body: { commission_bp: c === undefined ? null : basisPointsOf(c) },
    });
    return payoutsOutcome(request, back, r, t, 'payouts:done.commission', (messages) =>
      refusedForm('commission', submission.reply({ formErrors: messages })),
    );
  }
  const submission = parseForm(formData, AdjustmentFormSchema, t, PAYOUT_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm('adjust', submission.reply());
  const amount = signedAmountOf(submission.value.amount, amountOf, digits);
  if (amount === null || amount === 0)
    return refusedForm(
      'adjust',
      submission.reply({ fieldErrors: { amount: [t('payouts:validation.adjustment')] } }),
    );
  const r = await call(E.adminStoreAdjustment, {
    params: { id },
    body: { amount, reason: submission.value.reason },
  });
  return payoutsOutcome(request, back, r, t, 'payouts:done.adjusted', (messages) =>
    refusedForm('adjust', submission.reply({ formErrors: messages })),
  );
}

function AdjustmentForm() {
  const { t } = useTranslation('payouts');
  const [form, fields] = usePayoutForm('adjust', AdjustmentFormSchema);
  return (
    <PayoutForm form={form} intent="adjust" submit={t('store.adjust')} testId="adjust-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          field={fields.amount}
          label={t('fields.amount')}
          dir="ltr"
          hint={t('store.amountHint')}
        />
        <TextField field={fields.reason} label={t('fields.reason')} />
      </div>
    </PayoutForm>
  );
}

function CommissionForm({ bp }: { bp: number | null }) {
  const { t } = useTranslation('payouts');
  const [form, fields] = usePayoutForm(
    'commission',
    CommissionFormSchema,
    bp === null ? undefined : { commission: percentText(bp) },
  );
  return (
    <PayoutForm
      form={form}
      intent="commission"
      submit={t('store.saveCommission')}
      secondary
      testId="commission-form"
    >
      <TextField
        field={fields.commission}
        label={t('fields.commission')}
        dir="ltr"
        hint={t('store.commissionHint')}
      />
    </PayoutForm>
  );
}

function SuspendForm() {
  const { t } = useTranslation('payouts');
  const [form, fields] = usePayoutForm('suspend', ReasonFormSchema);
  return (
    <PayoutForm
      form={form}
      intent="suspend"
      submit={t('store.suspend')}
      secondary
      testId="suspend-form"
    >
      <p className="text-sm text-slate-700">{t('store.suspendIntro')}</p>
      <TextField field={fields.reason} label={t('fields.reason')} />
    </PayoutForm>
  );
}

export default function AdminStoreRoute() {
  const { t } = useTranslation('payouts');
  const { store: s } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const suspended = s.store.status !== 1;
  return (
    <div className="flex flex-col gap-6" data-testid="admin-store">
      <Link to={localizePath('/admin/withdrawals', lang)} className="text-sm underline">
        {t('store.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('store.title', { store: s.store.name })}</h1>
      <p className="text-sm" data-testid="store-status">
        {suspended
          ? t('store.suspendedSince', { date: formatDateTime(s.store.suspended_at, lang) })
          : t('store.live')}
        {suspended && s.store.suspended_reason ? (
          <>
            {' '}
            · {t('fields.reason')}: <bdi>{s.store.suspended_reason}</bdi>
          </>
        ) : null}
      </p>
      <Figures figures={s.figures} terms={s.terms} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="adjust" title={t('store.adjustTitle')}>
          <AdjustmentForm />
        </Card>
        <Card id="commission" title={t('store.commissionTitle')}>
          <CommissionForm bp={s.store.commission_bp ?? null} />
        </Card>
      </div>
      <Card id="suspension" title={t('store.suspensionTitle')} testId="suspension">
        {suspended ? (
          <ButtonForm intent="reinstate" label={t('store.reinstate')} secondary={false} />
        ) : (
          <SuspendForm />
        )}
      </Card>
      <Card id="store-requests" title={t('requests.title')}>
        <WithdrawalsTable rows={s.withdrawals} />
      </Card>
      <Card id="ledger" title={t('ledger.title')}>
        <LedgerTable ledger={s.ledger} />
      </Card>
      <AuditSection
        rows={s.audit}
        empty={t('store.auditEmpty')}
        actionLabel={(action) => t(`audit.${action.replace(':', '_')}`, { defaultValue: action })}
        render={(_before, after) => (after.reason ? [String(after.reason)] : [])}
      />
    </div>
  );
}
