// `/admin/settings/payouts` (issue 34): the shop's terms for its sellers — the default commission (a percent
// here, basis points on the wire), the days a sale is held before it can be withdrawn, and the smallest
// withdrawal (a decimal amount here, minor units on the wire). One `<Form method="post">` with CSRF.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { earningsEndpoints as E } from '#contract/earnings/endpoints.ts';
import { amountOf, amountText } from '#app/lib/workspace.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import {
  PAYOUT_FORM_MESSAGES,
  SettingsFormSchema,
  basisPointsOf,
  percentText,
} from '#app/lib/payouts.ts';
import {
  payoutsForm,
  payoutsOf,
  payoutsOutcome,
  readOr404,
  refusedForm,
} from '#app/lib/payouts.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { TextField } from '#app/components/form.tsx';
import { PayoutForm, usePayoutForm } from '#app/components/payouts/forms.tsx';
import { Card } from '#app/components/payouts/parts.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['payouts'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t, digits } = await payoutsOf(request, context, 'admin');
  const terms = readOr404(await call(E.adminPayoutSettings));
  return { title: t('payouts:settings.title'), terms, digits };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, call, t, digits, path } = await payoutsForm(request, context, 'admin', [
    'save',
  ]);
  const submission = parseForm(formData, SettingsFormSchema, t, PAYOUT_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm('settings', submission.reply());
  const minimum = amountOf(submission.value.minimum_payout, digits);
  if (minimum === null)
    return refusedForm(
      'settings',
      submission.reply({ fieldErrors: { minimum_payout: [t('payouts:validation.amount')] } }),
    );
  const r = await call(E.adminPayoutSettingsSave, {
    body: {
      commission_bp: basisPointsOf(submission.value.commission),
      holding_days: Number(submission.value.holding_days),
      minimum_payout: minimum,
    },
  });
  return payoutsOutcome(
    request,
    path('/admin/settings/payouts'),
    r,
    t,
    'payouts:done.settings',
    (messages) => refusedForm('settings', submission.reply({ formErrors: messages })),
  );
}

export default function AdminPayoutSettingsRoute() {
  const { t } = useTranslation('payouts');
  const { terms, digits } = useLoaderData<typeof loader>();
  const [form, fields] = usePayoutForm('settings', SettingsFormSchema, {
    commission: percentText(terms.commission_bp),
    holding_days: String(terms.holding_days),
    minimum_payout: amountText(terms.minimum_payout, digits),
  });
  return (
    <div className="flex flex-col gap-6" data-testid="admin-payout-settings">
      <h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
      <Card id="terms" title={t('settings.terms')}>
        <p className="text-sm text-slate-700">{t('settings.intro')}</p>
        <PayoutForm form={form} intent="save" submit={t('settings.save')} testId="settings-form">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              field={fields.commission}
              label={t('fields.commission')}
              dir="ltr"
              hint={t('settings.commissionHint')}
            />
            <TextField
              field={fields.holding_days}
              label={t('fields.holding_days')}
              dir="ltr"
              inputMode="numeric"
            />
            <TextField field={fields.minimum_payout} label={t('fields.minimum_payout')} dir="ltr" />
          </div>
        </PayoutForm>
      </Card>
    </div>
  );
}
