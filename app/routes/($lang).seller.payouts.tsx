// `/seller/payouts` (issue 34): the store's bank accounts (add, edit, remove), a withdrawal request (an amount
// of what is available, at least the shop's minimum, to one of the accounts) and the requests with their
// status. Each a `<Form method="post">` with CSRF that works without JavaScript: post/redirect/get with a
// toast, or the form again with what was typed and the refusal. The API decides whose account is whose.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { earningsEndpoints as E } from '#contract/earnings/endpoints.ts';
import { adminPageOf } from '#app/lib/admin.server.ts';
import { amountOf, amountText } from '#app/lib/workspace.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { AccountFormSchema, PAYOUT_FORM_MESSAGES, WithdrawalFormSchema } from '#app/lib/payouts.ts';
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
import { ConfirmDelete } from '#app/components/form-buttons.tsx';
import { Card, Minor, WithdrawalsTable } from '#app/components/payouts/parts.tsx';
import { inputClass, FieldErrors } from '#app/components/form.tsx';
import { getSelectProps } from '@conform-to/react';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['payouts', 'account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t, digits } = await payoutsOf(request, context, 'seller');
  const page = String(adminPageOf(new URL(request.url)));
  const [earnings, accounts, requests] = await Promise.all([
    call(E.sellerEarnings, { query: { page: '1' } }),
    call(E.sellerAccounts),
    call(E.sellerWithdrawals, { query: { page } }),
  ]);
  return {
    title: t('payouts:payouts.title'),
    figures: readOr404(earnings).figures,
    terms: readOr404(earnings).terms,
    accounts: readOr404(accounts),
    requests: readOr404(requests),
    digits,
  };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, intent, call, t, digits, path } = await payoutsForm(
    request,
    context,
    'seller',
    ['save', 'delete', 'request'],
  );
  const back = path('/seller/payouts');
  if (intent === 'delete') {
    const raw = String(formData.get('id') ?? '');
    if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
      throw new Response('Unknown account.', { status: 400 });
    const id = Number(raw);
    const r = await call(E.sellerAccountRemove, { body: { id } });
    return payoutsOutcome(request, back, r, t, 'payouts:done.accountRemoved', (messages) =>
      refusedForm('delete', { status: 'error', error: { '': messages } }),
    );
  }
  if (intent === 'save') {
    const key = `save:${String(formData.get('id') ?? '') || 'new'}`;
    const submission = parseForm(formData, AccountFormSchema, t, PAYOUT_FORM_MESSAGES);
    if (submission.status !== 'success') return refusedForm(key, submission.reply());
    const v = submission.value;
    const r = await call(E.sellerAccountSave, { body: { ...v, id: v.id, bic: v.bic } });
    return payoutsOutcome(request, back, r, t, 'payouts:done.accountSaved', (messages) =>
      refusedForm(key, submission.reply({ formErrors: messages })),
    );
  }
  const submission = parseForm(formData, WithdrawalFormSchema, t, PAYOUT_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm('request', submission.reply());
  const amount = amountOf(submission.value.amount, digits);
  if (amount === null || amount === 0)
    return refusedForm(
      'request',
      submission.reply({ fieldErrors: { amount: [t('payouts:validation.amount')] } }),
    );
  const r = await call(E.sellerWithdrawalRequest, {
    body: { account_id: Number(submission.value.account_id), amount },
  });
  return payoutsOutcome(request, back, r, t, 'payouts:done.requested', (messages) =>
    refusedForm('request', submission.reply({ formErrors: messages })),
  );
}

type Account = ReturnType<typeof useLoaderData<typeof loader>>['accounts'][number];

function AccountForm({ account }: { account?: Account }) {
  const { t } = useTranslation('payouts');
  const key = `save:${account?.id ?? 'new'}`;
  const [form, fields] = usePayoutForm(
    key,
    AccountFormSchema,
    account
      ? {
          holder_name: account.holder_name,
          bank_name: account.bank_name,
          iban: account.iban,
          bic: account.bic ?? '',
          country: account.country,
        }
      : undefined,
  );
  return (
    <PayoutForm
      form={form}
      intent="save"
      submit={account ? t('accounts.save') : t('accounts.add')}
      hidden={account ? { id: String(account.id) } : undefined}
      testId={account ? `account-form-${account.id}` : 'account-form-new'}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.holder_name} label={t('fields.holder_name')} autoComplete="name" />
        <TextField field={fields.bank_name} label={t('fields.bank_name')} />
        <TextField
          field={fields.iban}
          label={t('fields.iban')}
          dir="ltr"
          hint={t('accounts.ibanHint')}
        />
        <TextField
          field={fields.bic}
          label={t('fields.bic')}
          dir="ltr"
          hint={t('accounts.bicHint')}
        />
        <TextField
          field={fields.country}
          label={t('fields.country')}
          dir="ltr"
          autoComplete="country"
          hint={t('accounts.countryHint')}
        />
      </div>
    </PayoutForm>
  );
}

function RequestForm({ accounts, digits }: { accounts: Account[]; digits: number }) {
  const { t } = useTranslation('payouts');
  const [form, fields] = usePayoutForm('request', WithdrawalFormSchema);
  const select = getSelectProps(fields.account_id);
  return (
    <PayoutForm form={form} intent="request" submit={t('request.submit')} testId="request-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.account_id.id} className="text-sm font-medium">
            {t('fields.account_id')}
          </label>
          <select {...select} key={select.key} className={inputClass}>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.holder_name} · {a.iban}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.account_id.errorId} errors={fields.account_id.errors} />
        </div>
        <TextField
          field={fields.amount}
          label={t('fields.amount')}
          dir="ltr"
          inputMode="text"
          hint={t('request.amountHint', { example: amountText(1250, digits) })}
        />
      </div>
    </PayoutForm>
  );
}

export default function SellerPayoutsRoute() {
  const { t } = useTranslation('payouts');
  const { figures, terms, accounts, requests, digits } = useLoaderData<typeof loader>();
  // `?delete={id}`: the "Do you really want to delete?" step for that account (a page state without JavaScript).
  const [params] = useSearchParams();
  const removing = params.get('delete');
  return (
    <div className="flex flex-col gap-6" data-testid="seller-payouts">
      <h1 className="text-2xl font-semibold">{t('payouts.title')}</h1>
      <p className="text-sm text-slate-700">
        {t('payouts.available')} <Minor value={figures.available} /> · {t('payouts.minimum')}{' '}
        <Minor value={terms.minimum_payout} />
      </p>
      <Card id="request" title={t('request.title')} testId="request">
        {accounts.length ? (
          <RequestForm accounts={accounts} digits={digits} />
        ) : (
          <p className="text-slate-700">{t('request.needAccount')}</p>
        )}
      </Card>
      <Card id="requests" title={t('requests.title')}>
        <WithdrawalsTable rows={requests.data} />
      </Card>
      <Card id="accounts" title={t('accounts.title')} testId="accounts">
        {accounts.map((a) => (
          <div
            key={a.id}
            className="flex flex-col gap-2 border-b border-slate-100 pb-4"
            data-testid={`account-${a.id}`}
          >
            <h3 className="font-medium">
              <bdi>{a.holder_name}</bdi> · <bdi>{a.bank_name}</bdi>
            </h3>
            <AccountForm account={a} />
            {removing === String(a.id) ? (
              <ConfirmDelete
                id={a.id}
                labelId={`remove-${a.id}`}
                confirmLabel={t('accounts.remove')}
                compact
              />
            ) : (
              <Link
                to={`?delete=${a.id}`}
                className="btn-secondary self-start text-sm"
                preventScrollReset
                data-testid={`remove-account-${a.id}`}
              >
                {t('accounts.remove')}
              </Link>
            )}
          </div>
        ))}
        <h3 className="font-medium">{t('accounts.new')}</h3>
        <AccountForm />
      </Card>
    </div>
  );
}
