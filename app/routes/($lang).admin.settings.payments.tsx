// `/admin/settings/payments` (issue 35 item 4): the eight payment methods — offered or not, how each runs
// (offline; or its provider live, in its local sandbox "test mode", or off, as the environment says: no
// secret is shown or stored here), the default and the bank-transfer details. A method withdrawn disappears
// from the checkout at once (payment-gateway is never kept) and the API refuses an order with it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { SettingsAudit } from '#app/components/settings/audit.tsx';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { settingsEndpoints as E } from '#contract/site/admin-settings.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { paymentBodyOf, PaymentFormSchema, SETTINGS_FORM_MESSAGES } from '#app/lib/settings.ts';
import {
  readOr404,
  refusedForm,
  settingsForm,
  settingsOf,
  settingsOutcome,
} from '#app/lib/settings.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { TextField } from '#app/components/form.tsx';
import { PayoutForm } from '#app/components/payouts/forms.tsx';
import { Card } from '#app/components/payouts/parts.tsx';
import {
  CheckGroup,
  Select,
  SettingsTabs,
  useSettingsForm,
} from '#app/components/settings/forms.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['settings', 'checkout'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t } = await settingsOf(request, context);
  const payments = readOr404(await call(E.adminPaymentSettings));
  return { title: t('settings:payments.title'), payments };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, call, t, path } = await settingsForm(request, context, ['payments']);
  const submission = parseForm(formData, PaymentFormSchema, t, SETTINGS_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm('payments', submission.reply());
  const r = await call(E.adminPaymentSettingsSave, { body: paymentBodyOf(submission.value) });
  return settingsOutcome(
    request,
    path('/admin/settings/payments'),
    r,
    t,
    'settings:done.payments',
    (messages) => refusedForm('payments', submission.reply({ formErrors: messages })),
  );
}

export default function AdminPaymentSettingsRoute() {
  const { t } = useTranslation('settings');
  const { payments } = useLoaderData<typeof loader>();
  const [form, fields] = useSettingsForm('payments', PaymentFormSchema, {
    enabled: payments.methods.filter((m) => m.enabled).map((m) => String(m.method)),
    default: String(payments.default),
    bank_name: payments.bank_name,
    account_name: payments.account_name,
    account_number: payments.account_number,
    branch_name: payments.branch_name,
  });
  const f = (name: string) => fields[name]!;
  const name = (m: number) => t(`checkout:methods.${m}`);
  const options = payments.methods.map((m) => ({
    value: String(m.method),
    label: name(m.method),
    hint: t(`payments.mode.${m.mode}`),
  }));
  return (
    <div className="flex flex-col gap-6" data-testid="admin-payment-settings">
      <h1 className="text-2xl font-semibold">{t('payments.title')}</h1>
      <SettingsTabs />
      <Card id="payments" title={t('payments.methods')}>
        <p className="text-sm text-slate-700">{t('payments.intro')}</p>
        <PayoutForm form={form} intent="payments" submit={t('save')} testId="payments-form">
          <CheckGroup field={f('enabled')} legend={t('fields.enabled')} options={options} />
          <Select
            field={f('default')}
            label={t('fields.default_method')}
            options={options.map(({ value, label }) => ({ value, label }))}
          />
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('payments.bank')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField field={f('bank_name')} label={t('fields.bank_name')} />
              <TextField field={f('account_name')} label={t('fields.account_name')} />
              <TextField field={f('account_number')} label={t('fields.account_number')} dir="ltr" />
              <TextField field={f('branch_name')} label={t('fields.branch_name')} />
            </div>
          </fieldset>
        </PayoutForm>
      </Card>
      <SettingsAudit rows={payments.audit} />
    </div>
  );
}
